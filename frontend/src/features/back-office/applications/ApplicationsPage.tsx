/**
 * The applications pipeline: a tab per status with its count, a search, a date filter, a sort
 * and a page of applications, each opening the staff quote page. The list's state lives in the
 * route's search parameters so a reload or a shared link shows the same page.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DATE_FILTERS, type ApplicationTab } from '@coverline/contracts';
import {
  useCountApplicationsByTab,
  useListApplicationsByTab,
} from '@coverline/contracts/generated/application-view/application-view';
import type {
  ApplicationViewItemDto,
  ListApplicationsByTabParams,
} from '@coverline/contracts/generated/model';
import { formatUsd } from '../../../lib/currency';
import { formatDate } from '../../../lib/dates';
import {
  FilterSelect,
  listColumns,
  ListSearch,
  ListView,
  useListPage,
  type SortOrder,
} from '../../../ui/list';
import { FieldFrame } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ApplicationsTabs } from './ApplicationsTabs';
import { useApplicationsT } from './namespace';
import { APPLICATION_SORTS, type ApplicationsSearch } from './search';
import './applications.css';

export const PAGE_SIZE = 20;
/** How long typing pauses before the list is searched. */
export const SEARCH_DELAY_MS = 300;

const SORTS = ['updatedAt-DESC', 'updatedAt-ASC', 'createdAt-DESC', 'createdAt-ASC'] as const;
type Sort = (typeof SORTS)[number];
type SortField = (typeof APPLICATION_SORTS)[number];

const column = listColumns<ApplicationViewItemDto>();

export function ApplicationsPage({ tab }: { tab: ApplicationTab }) {
  const t = useApplicationsT();
  const tabLabel = t(`tabs.${tab}`);
  useDocumentTitle(`${tabLabel} · ${t('title')}`);
  const list = useListPage<ApplicationsSearch, ListApplicationsByTabParams, ApplicationViewItemDto>(
    {
      useQuery: useListApplicationsByTab,
      pageSize: PAGE_SIZE,
      defaultSort: { sort: 'updatedAt', order: 'DESC' },
      params: ({ search, page, pageSize }) => ({
        searchTerm: search.searchTerm || undefined,
        dateFilter: search.dateFilter,
        userId: search.userId,
        status: tab,
        page,
        pageSize,
        sort: search.sort,
        order: search.order,
      }),
    },
  );
  const { searchTerm, dateFilter, userId, sort, order } = list.search;
  const counts = useCountApplicationsByTab(
    { searchTerm: searchTerm || undefined, dateFilter, userId },
    { query: { placeholderData: keepPreviousData } },
  );
  const linkSearch = { searchTerm, dateFilter, userId, sort, order };
  const columns = useMemo(
    () => [
      column.accessor('businessName', {
        header: t('table.business'),
        meta: { rowHeader: true },
        cell: ({ row: { original: item } }) => (
          <Link to="/dashboard/quote/$id" params={{ id: item.id }}>
            {item.businessName ?? t('table.unnamed')}
          </Link>
        ),
      }),
      column.display({
        id: 'client',
        header: t('table.client'),
        cell: ({ row: { original: item } }) => (
          <>
            {item.clientName && <span className="applications-table__name">{item.clientName}</span>}
            <span className="applications-table__sub">{item.clientEmail}</span>
          </>
        ),
      }),
      column.accessor('coverageType', {
        header: t('table.coverage'),
        cell: ({ getValue }) => t(`coverage.${getValue()}`),
      }),
      column.display({
        id: 'status',
        header: t('table.status'),
        cell: ({ row: { original: item } }) => (
          <>
            {item.status}
            {item.locked && <span className="applications-table__sub">{t('table.locked')}</span>}
          </>
        ),
      }),
      column.accessor('agentName', {
        header: t('table.agent'),
        cell: ({ getValue }) => getValue() ?? t('table.unassigned'),
      }),
      column.display({
        id: 'quote',
        header: t('table.quote'),
        cell: ({ row: { original: item } }) =>
          item.selectedCarrier && item.selectedPremiumCents !== null
            ? `${item.selectedCarrier} · ${formatUsd(item.selectedPremiumCents / 100)}`
            : t('table.noQuote'),
      }),
      column.accessor('createdAt', {
        header: t('table.created'),
        enableSorting: true,
        sortDescFirst: true,
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      column.accessor('updatedAt', {
        header: t('table.updated'),
        enableSorting: true,
        sortDescFirst: true,
        cell: ({ getValue }) => formatDate(getValue()),
      }),
    ],
    [t],
  );

  return (
    <div className="page applications">
      <header className="page-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <ApplicationsTabs counts={counts.data} linkSearch={linkSearch} />
      <ListSearch
        value={searchTerm ?? ''}
        labels={{
          form: t('filters.label'),
          field: t('filters.search'),
          hint: t('filters.searchHint'),
        }}
        delay={SEARCH_DELAY_MS}
        onSearch={(term) => list.setFilters({ searchTerm: term || undefined })}
      >
        <FilterSelect
          label={t('filters.date')}
          all={t('filters.dateFilters.All time')}
          value={dateFilter === 'All time' ? undefined : dateFilter}
          options={DATE_FILTERS.filter((value) => value !== 'All time').map((value) => ({
            value,
            label: t(`filters.dateFilters.${value}`),
          }))}
          onChange={(value) => list.setFilters({ dateFilter: value })}
        />
        <FieldFrame label={t('filters.sort')}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={`${list.sort}-${list.order}`}
              onChange={(event) => {
                const [field, direction] = event.target.value.split('-') as [SortField, SortOrder];
                list.setSort(field, direction);
              }}
            >
              {SORTS.map((value: Sort) => (
                <option key={value} value={value}>
                  {t(`filters.sorts.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </ListSearch>
      <ListView
        list={list}
        columns={columns}
        caption={t('table.caption', { tab: tabLabel, page: list.page, pages: list.pages })}
        className="applications-table"
        texts={{ loading: t('table.loading'), empty: t('table.empty'), failed: t('table.failed') }}
      />
    </div>
  );
}
