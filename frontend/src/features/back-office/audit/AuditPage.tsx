/**
 * The audit trail for admins: staff actions on quotes, newest first, a page at a time, narrowed
 * to one agent or admin. Each row says who acted, what they did, on which quote (a link to it),
 * when, and each changed field before and after.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useListAudit } from '@coverline/contracts/generated/audit/audit';
import type { AuditRecordDto, ListAuditParams } from '@coverline/contracts/generated/model';
import { useGetAgentsAndAdmin } from '@coverline/contracts/generated/users/users';
import { FilterSelect, listColumns, ListView, useListPage } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { Changes } from '../dashboard/Changes';
import { useActivityT } from '../dashboard/namespace';
import type { AuditSearch } from './search';
import '../dashboard/activity.css';
import { formatStaffMoment } from '../../../lib/dates';

export const AUDIT_PAGE_SIZE = 20;

const column = listColumns<AuditRecordDto>();

export function AuditPage() {
  const t = useActivityT();
  const { t: common } = useTranslation();
  useDocumentTitle(t('audit.title'));
  const staff = useGetAgentsAndAdmin();
  const list = useListPage<AuditSearch, ListAuditParams, AuditRecordDto>({
    useQuery: useListAudit,
    pageSize: AUDIT_PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({ page, pageSize, userId: search.userId }),
  });
  const people = [...(staff.data ?? [])].sort((a, b) =>
    `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
  );
  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: t('audit.when'),
        cell: ({ getValue }) => <time dateTime={getValue()}>{formatStaffMoment(getValue())}</time>,
      }),
      column.display({
        id: 'who',
        header: t('audit.who'),
        cell: ({ row: { original: record } }) =>
          record.actorName ?? record.actorEmail ?? t('someone'),
      }),
      column.accessor('action', {
        header: t('audit.action'),
        cell: ({ getValue }) => t(`actions.${getValue()}`),
      }),
      column.display({
        id: 'target',
        header: t('audit.target'),
        cell: ({ row: { original: record } }) =>
          record.applicationId ? (
            <Link to="/dashboard/quote/$id" params={{ id: record.applicationId }}>
              {record.businessName ?? t('untitled', { id: record.applicationId.slice(0, 8) })}
            </Link>
          ) : (
            t('audit.noTarget')
          ),
      }),
      column.display({
        id: 'changes',
        header: t('audit.changes'),
        cell: ({ row: { original: record } }) => (
          <Changes before={record.before} after={record.after} />
        ),
      }),
    ],
    [t],
  );

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('audit.title')}</h1>
        <p className="lead">{t('audit.lead')}</p>
      </header>
      <form className="audit-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <FilterSelect
          label={t('audit.person')}
          all={t('audit.everyone')}
          value={list.search.userId}
          options={people.map((member) => ({
            value: member.id,
            label: `${`${member.firstName} ${member.lastName}`.trim() || member.email} (${common(
              `roles.${member.role}`,
            )}, ${member.email})`,
          }))}
          onChange={(userId) => list.setFilters({ userId })}
        />
      </form>
      <ListView
        list={list}
        columns={columns}
        caption={t('audit.tableLabel', { page: list.page, pages: list.pages })}
        className="audit-table"
        texts={{
          loading: t('loading'),
          empty: list.search.userId ? t('audit.noneForPerson') : t('audit.none'),
          failed: t('audit.failed'),
        }}
      />
    </div>
  );
}
