/**
 * Who we cover: the business types of our index, searchable, with the coverages we can quote
 * each in and the states where at least one carrier writes it; for one business type and a
 * state, whether we can quote it, and when no carrier writes it there, the sentence saying so
 * with the next steps. Carriers are not named here (see docs/decisions.md).
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { COVERAGE_TYPES, stateName, type CoverageType, type StateCode } from '@coverline/contracts';
import {
  useGetCoveredHere,
  useListCoveredBusinessTypes,
} from '@coverline/contracts/generated/appetite/appetite';
import type {
  CoveredBusinessTypeDto,
  ListCoveredBusinessTypesParams,
} from '@coverline/contracts/generated/model';
import { useLanguage } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { FilterSelect, listColumns, ListSearch, ListView, useListPage } from '../../../ui/list';
import { FieldFrame } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useAppetiteT } from './namespace';
import { STATE_OPTIONS } from './options';
import { NobodyWrites } from './NobodyWrites';
import type { WhoWeCoverSearch } from './search';
import '../../../ui/lists.css';
import './appetite.css';

const PAGE_SIZE = 20;
const column = listColumns<CoveredBusinessTypeDto>();

export function WhoWeCoverPage() {
  const t = useAppetiteT();
  const language = useLanguage();
  useDocumentTitle(t('cover.title'));
  const list = useListPage<
    WhoWeCoverSearch,
    ListCoveredBusinessTypesParams,
    CoveredBusinessTypeDto
  >({
    useQuery: useListCoveredBusinessTypes,
    pageSize: PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      q: search.searchTerm || undefined,
      line: search.line,
      page,
      pageSize,
      language,
    }),
  });
  const { searchTerm, line, check } = list.search;
  const lineOptions = COVERAGE_TYPES.map((value) => ({ value, label: t(`lines.${value}`) }));
  const columns = useMemo(
    () => [
      column.display({
        id: 'businessType',
        header: t('cover.businessType'),
        meta: { rowHeader: true },
        cell: ({ row: { original: item } }) => (
          <span>
            {item.description}
            <span className="data-table__sub">NAICS {item.naicsCode}</span>
          </span>
        ),
      }),
      column.display({
        id: 'lines',
        header: t('cover.coverages'),
        cell: ({ row: { original: item } }) =>
          item.lines.length === 0 ? (
            t('cover.notQuoted')
          ) : (
            <ul className="appetite-lines">
              {item.lines.map((l) => (
                <li key={l.line}>
                  <details>
                    <summary>
                      {t('cover.states', { line: t(`lines.${l.line}`), count: l.states.length })}
                    </summary>
                    {l.states.map((s) => stateName(s as StateCode)).join(', ')}
                  </details>
                </li>
              ))}
            </ul>
          ),
      }),
      column.display({
        id: 'check',
        header: t('cover.check'),
        cell: ({ row: { original: item } }) => (
          <button
            type="button"
            className="button button--secondary"
            aria-label={`${t('cover.check')}: ${item.description}`}
            onClick={() => list.setSearch({ check: item.masterIndexCode })}
          >
            {t('cover.check')}
          </button>
        ),
      }),
    ],
    // `list.setSearch` writes to the URL; the columns depend only on the texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const checked = list.query.data?.items.find((i) => i.masterIndexCode === check);

  return (
    <div className="page who-we-cover">
      <header className="page-header">
        <h1>{t('cover.title')}</h1>
        <p className="lead">{t('cover.lead')}</p>
      </header>
      <ListSearch
        value={searchTerm ?? ''}
        labels={{
          form: t('cover.searchLabel'),
          field: t('cover.searchField'),
          hint: t('cover.searchHint'),
          submit: t('cover.searchSubmit'),
        }}
        onSearch={(term) => list.setFilters({ searchTerm: term || undefined, check: undefined })}
      >
        <FilterSelect
          label={t('cover.lineLabel')}
          value={line}
          all={t('cover.allLines')}
          options={lineOptions}
          onChange={(value) => list.setFilters({ line: value })}
        />
      </ListSearch>
      {check && (
        <CheckState
          masterIndexCode={check}
          description={checked?.description}
          search={list.search}
          onChange={(changes) => list.setSearch(changes)}
        />
      )}
      <ListView
        list={list}
        columns={columns}
        caption={t('cover.caption', { page: list.page, pages: list.pages })}
        texts={{
          loading: t('cover.loading'),
          empty: t('cover.empty'),
          failed: t('cover.failed'),
        }}
      />
    </div>
  );
}

/** One business type in one state: can we quote it, line by line; the sentence when nobody writes it. */
function CheckState({
  masterIndexCode,
  description,
  search,
  onChange,
}: {
  masterIndexCode: string;
  description: string | undefined;
  search: WhoWeCoverSearch;
  onChange: (changes: Partial<WhoWeCoverSearch>) => void;
}) {
  const t = useAppetiteT();
  const { state } = search;
  const line: CoverageType = search.checkLine ?? search.line ?? 'gl';
  const language = useLanguage();
  const here = useGetCoveredHere(
    masterIndexCode,
    { state: state!, language },
    { query: { enabled: state !== undefined } },
  );
  const answer = here.data;
  const chosen = answer?.lines.find((l) => l.line === line);
  const name = answer?.businessType ?? description ?? masterIndexCode;

  return (
    <section className="card" aria-labelledby="check-state-title">
      <h2 id="check-state-title">
        {state ? t('cover.hereTitle', { businessType: name, state: stateName(state) }) : name}
      </h2>
      <div className="appetite-filters">
        <FilterSelect
          label={t('cover.stateLabel')}
          value={state}
          all={t('cover.statePlaceholder')}
          options={STATE_OPTIONS}
          onChange={(chosen) => onChange({ state: chosen })}
        />
        <FieldFrame label={t('cover.lineLabel')}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={line}
              onChange={(e) => onChange({ checkLine: e.target.value as CoverageType })}
            >
              {COVERAGE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`lines.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange({ check: undefined, state: undefined, checkLine: undefined })}
        >
          {t('cover.close')}
        </button>
      </div>
      {here.isError && (
        <Alert tone="error">
          <p>{t('cover.failed')}</p>
        </Alert>
      )}
      {answer && (
        <ul className="appetite-lines" aria-label={t('cover.coverages')}>
          {answer.lines.map((l) => (
            <li key={l.line}>
              <span
                className={`appetite-answer appetite-answer--${l.canQuote ? 'writes' : l.stateFund ? 'stateFund' : 'none'}`}
              >
                {t(`lines.${l.line}`)}:{' '}
                {l.canQuote
                  ? t('cover.canQuote')
                  : l.stateFund
                    ? t('cover.stateFund')
                    : t('cover.cannotQuote')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {answer && chosen?.canQuote && (
        <p>
          <Link to="/quotation" className="button button--primary">
            {t('cover.getQuote')}
          </Link>
        </p>
      )}
      {answer && chosen && !chosen.canQuote && !chosen.stateFund && (
        <NobodyWrites
          key={`${answer.masterIndexCode}-${answer.state}-${line}`}
          headingLevel={3}
          nobody={{
            masterIndexCode: answer.masterIndexCode,
            businessType: answer.businessType,
            state: answer.state,
            line,
          }}
        />
      )}
    </section>
  );
}
