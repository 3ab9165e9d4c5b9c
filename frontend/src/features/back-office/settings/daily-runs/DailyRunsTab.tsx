import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { DailyRunDto, DailyRunResultDto } from '@coverline/contracts/generated/model';
import {
  getGetDailyRunsQueryKey,
  useGetDailyRuns,
  useRunDailyRun,
} from '@coverline/contracts/generated/daily-runs/daily-runs';
import { formatMoment } from '../../../../lib/dates';
import { Alert } from '../../../../ui/Alert';
import { TabSection } from '../components/TabSection';
import { toastFailure } from '../feedback';
import { useSettingsT, useTabTitle } from '../texts';

/**
 * The policy year's daily runs (billing, renewals, payroll reminders): when each runs, how its
 * latest run ended, and "Run now" for today after an outage or a provider's incident, or for a
 * day the outage missed (the days are run in order, each as its cron would have).
 */
export function DailyRunsTab() {
  const t = useSettingsT();
  useTabTitle('dailyRuns');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const runs = useGetDailyRuns();

  return (
    <TabSection
      id="daily-runs-title"
      title={t('tabs.dailyRuns')}
      lead={t('dailyRuns.lead')}
      headingRef={headingRef}
    >
      {runs.isError ? (
        <Alert tone="error">{t('list.loadFailed')}</Alert>
      ) : runs.isPending ? (
        <p role="status">{t('list.loading')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">{t('tabs.dailyRuns')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dailyRuns.columns.run')}</th>
                <th scope="col">{t('dailyRuns.columns.schedule')}</th>
                <th scope="col">{t('dailyRuns.columns.lastRun')}</th>
                <th scope="col">{t('dailyRuns.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.data.map((run) => (
                <DailyRunRow key={run.run} run={run} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TabSection>
  );
}

function DailyRunRow({ run }: { run: DailyRunDto }) {
  const t = useSettingsT();
  const queryClient = useQueryClient();
  const runNow = useRunDailyRun();
  const [result, setResult] = useState<DailyRunResultDto | null>(null);
  const [day, setDay] = useState('');
  const dayId = useId();
  const name = t(`dailyRuns.runs.${run.run}`);

  const start = () =>
    runNow.mutate(
      { run: run.run, data: day ? { day } : {} },
      {
        onSuccess: (answer) => {
          setResult(answer);
          void queryClient.invalidateQueries({ queryKey: getGetDailyRunsQueryKey() });
        },
        onError: (failure) => void toastFailure(failure),
      },
    );

  return (
    <tr>
      <th scope="row">
        {name}
        <br />
        <small>{t(`dailyRuns.about.${run.run}`)}</small>
      </th>
      <td>{t('dailyRuns.dailyAt', { time: cronTime(run.schedule) })}</td>
      <td>
        <LastRun last={run.lastRun ?? null} />
      </td>
      <td>
        <div className="field">
          <label className="field__label" htmlFor={dayId}>
            <span className="visually-hidden">{t('dailyRuns.dayNamed', { name })}</span>
            <span aria-hidden="true">{t('dailyRuns.day')}</span>
          </label>
          <p className="field__hint" id={`${dayId}-hint`}>
            {t('dailyRuns.dayHint')}
          </p>
          <input
            id={dayId}
            type="date"
            className="field__input"
            value={day}
            aria-describedby={`${dayId}-hint`}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('dailyRuns.runNowNamed', { name })}
            disabled={runNow.isPending}
            onClick={start}
          >
            {runNow.isPending ? t('dailyRuns.running') : t('dailyRuns.runNow')}
          </button>
        </div>
        {result && <RunResult result={result} />}
      </td>
    </tr>
  );
}

function LastRun({ last }: { last: DailyRunResultDto | null }) {
  const t = useSettingsT();
  if (!last) return <>{t('dailyRuns.never')}</>;
  const when = last.finishedAt ?? last.startedAt;
  return (
    <>
      {t(`dailyRuns.outcomes.${last.outcome}`)}
      {when && ` · ${formatMoment(when)}`}
      <br />
      <small>{t(`dailyRuns.triggers.${last.trigger}`)}</small>
      {last.counts && (
        <>
          <br />
          <small>{countsText(t, last.counts)}</small>
        </>
      )}
      {last.error && (
        <>
          <br />
          <small>{last.error}</small>
        </>
      )}
    </>
  );
}

function RunResult({ result }: { result: DailyRunResultDto }) {
  const t = useSettingsT();
  if (result.outcome === 'failed') {
    return (
      <Alert tone="error" title={t('dailyRuns.failed')}>
        {result.error}
      </Alert>
    );
  }
  return (
    <Alert tone="success" title={t('dailyRuns.done', { day: result.day })}>
      {result.counts ? countsText(t, result.counts) : null}
    </Alert>
  );
}

/** The counts in the order a reader follows a run (what was done, then what went wrong). */
const COUNT_ORDER = [
  'reminded',
  'paid',
  'declined',
  'unanswered',
  'noticesSent',
  'cancelled',
  'opened',
  'lapsed',
  'late',
  'unreported',
  'chargesSettled',
  'failed',
];
const rank = (key: string) => {
  const at = COUNT_ORDER.indexOf(key);
  return at === -1 ? COUNT_ORDER.length : at;
};

/** "Reminded: 1 · Paid: 2 · Declined: 1". */
function countsText(t: ReturnType<typeof useSettingsT>, counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, count]) => t('dailyRuns.count', { what: t(`dailyRuns.counts.${key}`), count }))
    .join(' · ');
}

/** The UTC time of a daily cron (`m h * * *`), as HH:MM. */
function cronTime(schedule: string): string {
  const [minute, hour] = schedule.split(' ');
  return `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
}
