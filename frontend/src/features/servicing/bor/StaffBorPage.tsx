/**
 * /dashboard/bor: every broker-of-record application, narrowed by status; admins read the
 * letters and record the carrier's answer (accepted or declined), which is audited, here or on
 * an application's own page.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useListBorApplications } from '@coverline/contracts/generated/bor/bor';
import type {
  BorStaffApplicationDto,
  ListBorApplicationsParams,
} from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { FilterSelect, listColumns, ListSearch, ListView, useListPage } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { BorDecisionControls, BorLetterButton, BorStatusBadge } from './BorDecision';
import { BOR_NS } from './namespace';
import { BOR_STATUSES, type StaffBorSearch } from './search';
import './bor.css';

const PAGE_SIZE = 20;

const column = listColumns<BorStaffApplicationDto>();

export function StaffBorPage() {
  const { t, ready } = useTranslation(BOR_NS);
  useDocumentTitle(ready ? t('staff.title') : '');
  const list = useListPage<StaffBorSearch, ListBorApplicationsParams, BorStaffApplicationDto>({
    useQuery: useListBorApplications,
    pageSize: PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      page,
      pageSize,
      status: search.status,
      searchTerm: search.searchTerm || undefined,
    }),
  });
  const columns = useMemo(
    () => [
      column.display({
        id: 'business',
        header: t('staff.columns.business'),
        cell: ({ row: { original: app } }) => (
          <>
            <Link to="/dashboard/bor/$id" params={{ id: app.id }}>
              {app.legalName ?? t('staff.unnamed')}
            </Link>
            <br />
            <span className="bor-meta">{app.email}</span>
          </>
        ),
      }),
      column.display({
        id: 'policy',
        header: t('staff.columns.policy'),
        cell: ({ row: { original: app } }) => (
          <>
            {app.policyNumber}
            <br />
            <span className="bor-meta">{app.carrierName}</span>
          </>
        ),
      }),
      column.accessor('effectiveDate', {
        header: t('staff.columns.effective'),
        cell: ({ getValue }) => {
          const day = getValue();
          return day ? formatDate(`${day}T12:00:00`) : '';
        },
      }),
      column.display({
        id: 'status',
        header: t('staff.columns.status'),
        cell: ({ row: { original: app } }) => <BorStatusBadge application={app} />,
      }),
      column.accessor('updatedAt', {
        header: t('staff.columns.updated'),
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      column.display({
        id: 'actions',
        header: t('staff.columns.actions'),
        cell: ({ row: { original: app } }) => (
          <div className="bor-table__actions">
            <BorLetterButton application={app} />
            <BorDecisionControls application={app} />
          </div>
        ),
      }),
    ],
    [t],
  );
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('staff.title')}</h1>
        <p className="lead">{t('staff.lead')}</p>
      </header>
      <section className="card" aria-labelledby="bor-list">
        <h2 id="bor-list">{t('staff.listTitle')}</h2>
        <ListSearch
          value={list.search.searchTerm ?? ''}
          labels={{
            form: t('staff.search.label'),
            field: t('staff.search.field'),
            hint: t('staff.search.hint'),
            submit: t('staff.search.submit'),
          }}
          onSearch={(term) => list.setFilters({ searchTerm: term || undefined })}
        />
        <FilterSelect
          label={t('staff.statusFilter')}
          className="bor-filter"
          all={t('staff.allStatuses')}
          value={list.search.status}
          options={BOR_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          onChange={(status) => list.setFilters({ status })}
        />
        <ListView
          list={list}
          columns={columns}
          labelledBy="bor-list"
          className="bor-table"
          scrollClassName="bor-table-scroll"
          showFailure
          texts={{ loading: t('loading'), empty: t('staff.none'), failed: t('loadFailed') }}
        />
      </section>
    </div>
  );
}
