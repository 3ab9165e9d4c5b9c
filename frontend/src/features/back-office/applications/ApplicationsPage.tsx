/**
 * The applications pipeline: a tab per status with its count, a search, a date filter, a sort
 * and a page of applications, each opening the staff quote page. The list's state lives in the
 * route's search parameters so a reload or a shared link shows the same page.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { APPLICATION_TABS, DATE_FILTERS, type ApplicationTab } from '@coverline/contracts';
import {
  useCountApplicationsByTab,
  useListApplicationsByTab,
} from '@coverline/contracts/generated/application-view/application-view';
import type { ApplicationViewItemDto } from '@coverline/contracts/generated/model';
import { formatUsd } from '../../../lib/currency';
import { formatDate } from '../../../lib/dates';
import { Alert } from '../../../ui/Alert';
import { Pager } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useApplicationsT } from './namespace';
import { TAB_PATHS, type ApplicationsSearch } from './search';
import './applications.css';

export const PAGE_SIZE = 20;
/** How long typing pauses before the list is searched. */
export const SEARCH_DELAY_MS = 300;

const SORTS = ['updatedAt-DESC', 'updatedAt-ASC', 'createdAt-DESC', 'createdAt-ASC'] as const;
type Sort = (typeof SORTS)[number];

export function ApplicationsPage({ tab }: { tab: ApplicationTab }) {
  const t = useApplicationsT();
  const search = useSearch({ strict: false }) as ApplicationsSearch;
  const navigate = useNavigate();
  const router = useRouter();
  const here = useLocation().pathname;
  const page = search.page ?? 1;
  const sort: Sort = `${search.sort ?? 'updatedAt'}-${search.order ?? 'DESC'}`;
  const tabLabel = t(`tabs.${tab}`);
  useDocumentTitle(`${tabLabel} · ${t('title')}`);

  /**
   * Changes the list's parameters; any change but the page starts again at page 1. A search
   * whose pause ends after the person has followed a link (to a quote) stays behind: it must
   * neither follow them there nor bring them back.
   */
  const update = (changes: Partial<ApplicationsSearch>) => {
    if (router.state.location.pathname !== here) return;
    void navigate({
      to: '.',
      search: (prev: ApplicationsSearch) => ({ ...prev, page: undefined, ...changes }),
      replace: true,
    });
  };

  const filters = {
    searchTerm: search.searchTerm || undefined,
    dateFilter: search.dateFilter,
    userId: search.userId,
  };
  const counts = useCountApplicationsByTab(filters, {
    query: { placeholderData: keepPreviousData },
  });
  const list = useListApplicationsByTab(
    {
      ...filters,
      status: tab,
      page,
      pageSize: PAGE_SIZE,
      sort: search.sort,
      order: search.order,
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const result = list.data;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const { searchTerm, dateFilter, userId } = search;
  const linkSearch = { searchTerm, dateFilter, userId, sort: search.sort, order: search.order };

  return (
    <div className="page applications">
      <header className="page-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <nav className="applications-tabs" aria-label={t('tabs.label')}>
        <ul className="applications-tabs__list">
          {APPLICATION_TABS.map((each) => (
            <li key={each}>
              <Link
                to={TAB_PATHS[each]}
                search={linkSearch}
                className="applications-tabs__link"
                activeProps={{ className: 'applications-tabs__link is-active' }}
              >
                {counts.data
                  ? t('tabs.withCount', { label: t(`tabs.${each}`), count: counts.data[each] })
                  : t(`tabs.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListFilters
        searchTerm={searchTerm ?? ''}
        dateFilter={dateFilter ?? 'All time'}
        sort={sort}
        onSearch={(term) => update({ searchTerm: term || undefined })}
        onDateFilter={(value) => update({ dateFilter: value === 'All time' ? undefined : value })}
        onSort={(value) => {
          const [field, order] = value.split('-') as ['updatedAt' | 'createdAt', 'ASC' | 'DESC'];
          update({ sort: field, order });
        }}
      />
      {list.isError && <Alert tone="error">{t('table.failed')}</Alert>}
      {!result && list.isPending && (
        <p role="status" className="applications__status">
          {t('table.loading')}
        </p>
      )}
      {result && (
        <>
          {result.items.length === 0 ? (
            <p role="status" className="applications__status">
              {t('table.empty')}
            </p>
          ) : (
            <ApplicationsTable
              items={result.items}
              caption={t('table.caption', { tab: tabLabel, page, pages })}
            />
          )}
          <Pager
            page={page}
            pages={pages}
            pageSize={PAGE_SIZE}
            total={result.total}
            shown={result.items.length}
            onPage={(next) => update({ page: next })}
          />
        </>
      )}
    </div>
  );
}

function ListFilters(props: {
  searchTerm: string;
  dateFilter: (typeof DATE_FILTERS)[number];
  sort: Sort;
  onSearch: (term: string) => void;
  onDateFilter: (value: (typeof DATE_FILTERS)[number]) => void;
  onSort: (value: Sort) => void;
}) {
  const t = useApplicationsT();
  const id = useId();
  const [typed, setTyped] = useState(props.searchTerm);
  const { onSearch, searchTerm } = props;

  // Searching waits for a pause in typing, so each keystroke does not cost a request.
  useEffect(() => {
    if (typed.trim() === searchTerm.trim()) return;
    const timer = setTimeout(() => onSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, searchTerm, onSearch]);

  return (
    <form
      className="applications-filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-search`}>{t('filters.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={typed}
          maxLength={100}
          aria-describedby={`${id}-search-hint`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p id={`${id}-search-hint`} className="field__hint">
          {t('filters.searchHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-date`}>{t('filters.date')}</label>
        <select
          id={`${id}-date`}
          value={props.dateFilter}
          onChange={(event) =>
            props.onDateFilter(event.target.value as (typeof DATE_FILTERS)[number])
          }
        >
          {DATE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`filters.dateFilters.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
        <select
          id={`${id}-sort`}
          value={props.sort}
          onChange={(event) => props.onSort(event.target.value as Sort)}
        >
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`filters.sorts.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

function ApplicationsTable({
  items,
  caption,
}: {
  items: ApplicationViewItemDto[];
  caption: string;
}) {
  const t = useApplicationsT();
  const columns = [
    'business',
    'client',
    'coverage',
    'status',
    'agent',
    'quote',
    'created',
    'updated',
  ] as const;
  return (
    <table className="applications-table">
      <caption className="applications-table__caption">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`table.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" data-label={t('table.business')}>
              <Link to="/dashboard/quote/$id" params={{ id: item.id }}>
                {item.businessName ?? t('table.unnamed')}
              </Link>
            </th>
            <td data-label={t('table.client')}>
              {item.clientName && (
                <span className="applications-table__name">{item.clientName}</span>
              )}
              <span className="applications-table__sub">{item.clientEmail}</span>
            </td>
            <td data-label={t('table.coverage')}>{t(`coverage.${item.coverageType}`)}</td>
            <td data-label={t('table.status')}>
              {item.status}
              {item.locked && <span className="applications-table__sub">{t('table.locked')}</span>}
            </td>
            <td data-label={t('table.agent')}>{item.agentName ?? t('table.unassigned')}</td>
            <td data-label={t('table.quote')}>
              {item.selectedCarrier && item.selectedPremiumCents !== null
                ? `${item.selectedCarrier} · ${formatUsd(item.selectedPremiumCents / 100)}`
                : t('table.noQuote')}
            </td>
            <td data-label={t('table.created')}>{formatDate(item.createdAt)}</td>
            <td data-label={t('table.updated')}>{formatDate(item.updatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
