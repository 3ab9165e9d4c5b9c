/**
 * Applications by status over the last weeks as a stacked bar chart drawn in SVG: one bar per
 * week, one segment per status entered that week. The SVG has a title and a description; each
 * segment names its week, status and count; a legend names the colours; and a table gives every
 * number for screen readers and anyone who prefers to read them.
 */
import type { StatusHistoryDto } from '@coverline/contracts/generated/model';
import { useGetStatusHistory } from '@coverline/contracts/generated/application-view/application-view';
import { Alert } from '../../../ui/Alert';
import { useActivityT } from './namespace';

/** A colour per status, each at least 3:1 against the white card. */
export const STATUS_COLOURS: Record<string, string> = {
  'In process': '#2563eb',
  'In review': '#7c3aed',
  'Ready to bind': '#0b7a75',
  'Purchase pending': '#b45309',
  'Awaiting signatures': '#db2777',
  Completed: '#15803d',
  Bound: '#0b3d5c',
  Archive: '#6b7280',
};

const WIDTH = 640;
const HEIGHT = 280;
const MARGIN = { top: 16, right: 12, bottom: 56, left: 52 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** A week's Monday (YYYY-MM-DD) as people read it: Jan 5. */
export const weekLabel = (week: string) => shortDay.format(new Date(`${week}T00:00:00Z`));

/** A round top for the value axis and the ticks up to it (at most five steps). */
export function valueTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // Whole applications only: a step is at least one.
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 1);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

export function StatusChart({ history }: { history: StatusHistoryDto }) {
  const t = useActivityT();
  const { weeks, series } = history;
  const totals = weeks.map((_, w) => series.reduce((sum, s) => sum + (s.counts[w] ?? 0), 0));
  const ticks = valueTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1];
  const y = (value: number) => MARGIN.top + PLOT_H - (value / top) * PLOT_H;
  const slot = PLOT_W / Math.max(1, weeks.length);
  const barWidth = slot * 0.64;
  const statusName = (status: string) => t(`statuses.${status}`);
  const description = t('chart.description', {
    first: weeks.length ? weekLabel(weeks[0]) : '',
    last: weeks.length ? weekLabel(weeks[weeks.length - 1]) : '',
    total: totals.reduce((a, b) => a + b, 0),
  });

  return (
    <div className="status-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="status-chart-title status-chart-desc"
        className="status-chart__svg"
      >
        <title id="status-chart-title">{t('chart.title')}</title>
        <desc id="status-chart-desc">{description}</desc>
        <g aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                className="status-chart__grid"
              />
              <text
                x={MARGIN.left - 8}
                y={y(tick) + 4}
                textAnchor="end"
                className="status-chart__tick"
              >
                {tick}
              </text>
            </g>
          ))}
          {weeks.map((week, w) =>
            w % 2 === weeks.length % 2 ? null : (
              <text
                key={week}
                x={MARGIN.left + slot * w + slot / 2}
                y={MARGIN.top + PLOT_H + 18}
                textAnchor="middle"
                className="status-chart__tick"
              >
                {weekLabel(week)}
              </text>
            ),
          )}
          <text
            x={MARGIN.left + PLOT_W / 2}
            y={HEIGHT - 8}
            textAnchor="middle"
            className="status-chart__axis-label"
          >
            {t('chart.xAxis')}
          </text>
          <text
            transform={`translate(14 ${MARGIN.top + PLOT_H / 2}) rotate(-90)`}
            textAnchor="middle"
            className="status-chart__axis-label"
          >
            {t('chart.yAxis')}
          </text>
        </g>
        {weeks.map((week, w) => {
          let base = 0;
          return (
            <g key={week} data-week={week}>
              {series.map((s) => {
                const count = s.counts[w] ?? 0;
                if (count === 0) return null;
                const y0 = y(base);
                base += count;
                const y1 = y(base);
                return (
                  <rect
                    key={s.status}
                    data-status={s.status}
                    data-count={count}
                    x={MARGIN.left + slot * w + (slot - barWidth) / 2}
                    y={y1}
                    width={barWidth}
                    height={Math.max(0, y0 - y1)}
                    fill={STATUS_COLOURS[s.status] ?? '#6b7280'}
                  >
                    <title>
                      {t('chart.bar', {
                        week: weekLabel(week),
                        status: statusName(s.status),
                        count,
                      })}
                    </title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        <line
          x1={MARGIN.left}
          x2={WIDTH - MARGIN.right}
          y1={MARGIN.top + PLOT_H}
          y2={MARGIN.top + PLOT_H}
          className="status-chart__axis"
          aria-hidden="true"
        />
      </svg>
      <h3 className="status-chart__legend-title" id="status-chart-legend">
        {t('chart.legend')}
      </h3>
      <ul className="status-chart__legend" aria-labelledby="status-chart-legend">
        {series.map((s) => (
          <li key={s.status}>
            <span
              className="status-chart__swatch"
              style={{ background: STATUS_COLOURS[s.status] ?? '#6b7280' }}
              aria-hidden="true"
            />
            {statusName(s.status)}
          </li>
        ))}
      </ul>
      {/* A table is as wide as its cells whatever its own width: the wrapper hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.week')}</th>
              {series.map((s) => (
                <th scope="col" key={s.status}>
                  {statusName(s.status)}
                </th>
              ))}
              <th scope="col">{t('chart.total')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={week}>
                <th scope="row">{weekLabel(week)}</th>
                {series.map((s) => (
                  <td key={s.status}>{s.counts[w] ?? 0}</td>
                ))}
                <td>{totals[w]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The dashboard card: the chart of the caller's applications (an agent's own book). */
export function StatusHistoryCard() {
  const t = useActivityT();
  const history = useGetStatusHistory();
  return (
    <section className="card dashboard-wide" aria-labelledby="dashboard-status-history">
      <h2 id="dashboard-status-history">{t('chart.title')}</h2>
      <p>{t('chart.lead')}</p>
      {history.isPending && <p role="status">{t('loading')}</p>}
      {history.isError && <Alert tone="error">{t('chart.failed')}</Alert>}
      {history.data && <StatusChart history={history.data} />}
    </section>
  );
}
