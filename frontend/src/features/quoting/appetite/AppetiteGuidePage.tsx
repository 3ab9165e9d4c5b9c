/**
 * The appetite guide for staff and agents: one search (business type, WC class, GL class or
 * NAICS code, optionally a state and a coverage) answers who writes it there, who refers or
 * declines it and why, with each carrier's limits; a business type's state-by-carrier matrix
 * shows a coverage across every state. The search lives in the URL, so a link shares it.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import {
  COVERAGE_TYPES,
  stateName,
  type CoverageType,
  type StateCode,
  type UsStateCode,
} from '@coverline/contracts';
import {
  useGetAppetiteMatrix,
  useSearchAppetite,
} from '@coverline/contracts/generated/appetite/appetite';
import type {
  AppetiteLimitsDto,
  AppetiteSearchItemDto,
  CarrierAppetiteDto,
  StateAppetiteDto,
} from '@coverline/contracts/generated/model';
import { formatCents } from '../../../lib/currency';
import { Alert } from '../../../ui/Alert';
import { FilterSelect } from '../../../ui/list';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useAppetiteT } from './namespace';
import { STATE_OPTIONS } from './options';
import type { AppetiteGuideSearch } from './search';
import './appetite.css';

const MONEY_LIMITS = new Set([
  'maxRevenueCents',
  'maxContractorRevenueCents',
  'maxPayrollCents',
  'maxBuildingCents',
  'maxBppCents',
  'referLossOverCents',
]);

const COUNTED_LIMITS = new Set([
  'maxEmployees',
  'maxClaims',
  'referClaimsFrom',
  'minYearsInBusiness',
  'maxLocationsThruApi',
]);

/** A carrier's limits as readable lines; the ones it does not set are left out. */
export function limitLines(
  limits: AppetiteLimitsDto,
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] {
  return Object.entries(limits).flatMap(([key, value]) => {
    if (value === null || value === false) return [];
    if (key === 'mfaRequired') return [t('guide.limit.mfa')];
    if (COUNTED_LIMITS.has(key)) return [t(`guide.limit.${key}`, { count: value as number })];
    const shown = MONEY_LIMITS.has(key) ? formatCents(value as number) : String(value);
    return [t(`guide.limit.${key}`, { value: shown })];
  });
}

export function AppetiteGuidePage() {
  const t = useAppetiteT();
  useDocumentTitle(t('guide.title'));
  const search = useSearch({ strict: false }) as AppetiteGuideSearch;
  const navigate = useNavigate();
  const set = (changes: Partial<AppetiteGuideSearch>) =>
    void navigate({
      to: '.',
      search: ((prev: AppetiteGuideSearch) => ({ ...prev, ...changes })) as never,
      replace: true,
    });
  const { q, state, line, code } = search;
  const asked = q !== undefined && q.trim().length > 0;
  const results = useSearchAppetite({ q: q ?? '', state, line }, { query: { enabled: asked } });

  return (
    <div className="page appetite-guide">
      <header className="page-header">
        <h1>{t('guide.title')}</h1>
        <p className="lead">{t('guide.lead')}</p>
      </header>
      <GuideSearchForm
        key={`${q ?? ''}|${state ?? ''}|${line ?? ''}`}
        initial={{ q: q ?? '', state, line }}
        onSearch={(next) => set({ ...next, code: undefined, matrixLine: undefined })}
      />
      {results.isError && (
        <Alert tone="error">
          <p>{t('guide.failed')}</p>
        </Alert>
      )}
      {asked && results.isFetching && !results.data && <p role="status">{t('guide.searching')}</p>}
      {results.data && (
        <section aria-labelledby="guide-results">
          <h2 id="guide-results" role="status">
            {results.data.total === 0
              ? t('guide.none')
              : t('guide.results', { count: results.data.total })}
          </h2>
          {results.data.total > results.data.items.length && (
            <p className="card__note">{t('guide.showing', { shown: results.data.items.length })}</p>
          )}
          <ol className="appetite-results">
            {results.data.items.map((item) => (
              <SearchResult
                key={item.businessType.masterIndexCode}
                item={item}
                onMatrix={() =>
                  set({ code: item.businessType.masterIndexCode, matrixLine: line ?? 'wc' })
                }
              />
            ))}
          </ol>
        </section>
      )}
      {code && (
        <Matrix
          masterIndexCode={code}
          line={search.matrixLine ?? line ?? 'wc'}
          highlight={state}
          onLine={(matrixLine) => set({ matrixLine })}
        />
      )}
    </div>
  );
}

function GuideSearchForm({
  initial,
  onSearch,
}: {
  initial: { q: string; state?: UsStateCode; line?: CoverageType };
  onSearch: (next: { q: string; state?: UsStateCode; line?: CoverageType }) => void;
}) {
  const t = useAppetiteT();
  const [q, setQ] = useState(initial.q);
  const [state, setState] = useState(initial.state);
  const [line, setLine] = useState(initial.line);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim()) onSearch({ q: q.trim(), state, line });
  };
  return (
    <form
      className="card appetite-filters"
      role="search"
      aria-label={t('guide.searchLabel')}
      onSubmit={submit}
    >
      <TextField
        label={t('guide.query')}
        hint={t('guide.queryHint')}
        value={q}
        maxLength={100}
        onChange={(e) => setQ(e.target.value)}
      />
      <FilterSelect
        label={t('guide.state')}
        value={state}
        all={t('guide.anyState')}
        options={STATE_OPTIONS}
        onChange={setState}
      />
      <FilterSelect
        label={t('guide.line')}
        value={line}
        all={t('guide.anyLine')}
        options={COVERAGE_TYPES.map((value) => ({ value, label: t(`lines.${value}`) }))}
        onChange={setLine}
      />
      <button type="submit" className="button button--primary">
        {t('guide.search')}
      </button>
    </form>
  );
}

function Answer({ answer }: { answer: CarrierAppetiteDto['answer'] }) {
  const t = useAppetiteT();
  return (
    <span className={`appetite-answer appetite-answer--${answer}`}>
      {t(`guide.answer.${answer}`)}
    </span>
  );
}

function Verdict({ verdict }: { verdict: StateAppetiteDto['verdict'] }) {
  const t = useAppetiteT();
  return (
    <span className={`appetite-answer appetite-answer--${verdict === 'none' ? 'none' : verdict}`}>
      {t(`guide.verdict.${verdict}`)}
    </span>
  );
}

function SearchResult({ item, onMatrix }: { item: AppetiteSearchItemDto; onMatrix: () => void }) {
  const t = useAppetiteT();
  const { businessType: type } = item;
  const headingId = `appetite-${type.masterIndexCode}`;
  return (
    <li className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>{type.description}</h3>
      <p className="card__note">
        {t('guide.codes', {
          naics: type.naicsCode,
          wc: type.wcClassCode ?? t('guide.noCode'),
          gl: type.glClassCode ?? t('guide.noCode'),
        })}{' '}
        · {t(`guide.matchedBy.${item.matchedBy}`)}
      </p>
      {item.here.length > 0 && (
        <section
          aria-label={t('guide.hereTitle', { state: stateName(item.here[0]!.state as StateCode) })}
        >
          <h4>{t('guide.hereTitle', { state: stateName(item.here[0]!.state as StateCode) })}</h4>
          {item.here.map((row) => (
            <HereRow key={row.line} row={row} />
          ))}
        </section>
      )}
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onMatrix}>
          {t('guide.matrix')}
        </button>
      </div>
    </li>
  );
}

function HereRow({ row }: { row: StateAppetiteDto }) {
  const t = useAppetiteT();
  return (
    <div className="appetite-here">
      <h5>
        {t(`lines.${row.line}`)}: <Verdict verdict={row.verdict} />
      </h5>
      {row.carriers.length === 0 ? (
        <p>{t('guide.noCarrier')}</p>
      ) : (
        <ul className="appetite-carriers">
          {row.carriers.map((c) => (
            <li key={c.carrier} className="appetite-carrier">
              <h5>
                {c.carrier} <Answer answer={c.answer} />
              </h5>
              {c.reasonTexts.length > 0 && (
                <ul>
                  {c.reasonTexts.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
              {c.limits && <Limits limits={c.limits} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Limits({ limits }: { limits: AppetiteLimitsDto }) {
  const t = useAppetiteT();
  const lines = limitLines(limits, t);
  return (
    <>
      <p className="card__note">{t('guide.limits')}</p>
      {lines.length === 0 ? (
        <p>{t('guide.noLimits')}</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function Matrix({
  masterIndexCode,
  line,
  highlight,
  onLine,
}: {
  masterIndexCode: string;
  line: CoverageType;
  highlight: UsStateCode | undefined;
  onLine: (line: CoverageType) => void;
}) {
  const t = useAppetiteT();
  const matrix = useGetAppetiteMatrix(masterIndexCode, { line });
  const data = matrix.data;
  return (
    <section className="card" aria-labelledby="appetite-matrix-title">
      <h2 id="appetite-matrix-title">
        {data
          ? data.classCode
            ? t('guide.matrixFor', {
                businessType: data.businessType.description,
                line: t(`lines.${line}`),
                classCode: data.classCode,
              })
            : t('guide.matrixForNoClass', {
                businessType: data.businessType.description,
                line: t(`lines.${line}`),
              })
          : t('guide.matrix')}
      </h2>
      <FieldFrame label={t('guide.line')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={line}
            onChange={(e) => onLine(e.target.value as CoverageType)}
          >
            {COVERAGE_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`lines.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {matrix.isError && (
        <Alert tone="error">
          <p>{t('guide.failed')}</p>
        </Alert>
      )}
      {!data && !matrix.isError && <p role="status">{t('guide.loadingMatrix')}</p>}
      {data && (
        <div
          className="appetite-matrix"
          tabIndex={0}
          role="region"
          aria-label={t('guide.matrixCaption')}
        >
          <table>
            <caption className="visually-hidden">{t('guide.matrixCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('guide.stateColumn')}</th>
                <th scope="col">{t('guide.overall')}</th>
                {data.carriers.map((carrier) => (
                  <th scope="col" key={carrier}>
                    {carrier}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.states.map((row) => (
                <tr
                  key={row.state}
                  className={row.state === highlight ? 'is-highlighted' : undefined}
                >
                  <th scope="row">{stateName(row.state as StateCode)}</th>
                  <td>
                    <Verdict verdict={row.verdict} />
                  </td>
                  {row.carriers.map((c) => (
                    <td key={c.carrier} title={c.reasonTexts.join(' ')}>
                      <Answer answer={c.answer} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
