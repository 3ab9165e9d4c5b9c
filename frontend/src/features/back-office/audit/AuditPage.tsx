/**
 * The audit trail for admins: staff actions on quotes, newest first, a page at a time, narrowed
 * to one agent or admin. Each row says who acted, what they did, on which quote (a link to it),
 * when, and each changed field before and after.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useListAudit } from '@coverline/contracts/generated/audit/audit';
import type { AuditRecordDto } from '@coverline/contracts/generated/model';
import { useGetAgentsAndAdmin } from '@coverline/contracts/generated/users/users';
import { Alert } from '../../../ui/Alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { Changes } from '../dashboard/Changes';
import { useActivityT } from '../dashboard/namespace';
import type { AuditSearch } from './search';
import '../dashboard/activity.css';

export const AUDIT_PAGE_SIZE = 20;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function AuditPage() {
  const t = useActivityT();
  const { t: common } = useTranslation();
  useDocumentTitle(t('audit.title'));
  const id = useId();
  const search = useSearch({ strict: false }) as AuditSearch;
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const staff = useGetAgentsAndAdmin();
  const audit = useListAudit(
    { page, pageSize: AUDIT_PAGE_SIZE, userId: search.userId },
    { query: { placeholderData: keepPreviousData } },
  );
  const update = (changes: Partial<AuditSearch>) =>
    void navigate({
      to: '.',
      search: (prev: AuditSearch) => ({ ...prev, ...changes }),
      replace: true,
    });
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / AUDIT_PAGE_SIZE)) : 1;
  const people = [...(staff.data ?? [])].sort((a, b) =>
    `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
  );

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('audit.title')}</h1>
        <p className="lead">{t('audit.lead')}</p>
      </header>
      <form className="audit-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-person`} className="field__label">
            {t('audit.person')}
          </label>
          <select
            id={`${id}-person`}
            className="field__input"
            value={search.userId ?? ''}
            onChange={(event) =>
              update({ userId: event.target.value || undefined, page: undefined })
            }
          >
            <option value="">{t('audit.everyone')}</option>
            {people.map((member) => (
              <option key={member.id} value={member.id}>
                {`${`${member.firstName} ${member.lastName}`.trim() || member.email} (${common(
                  `roles.${member.role}`,
                )}, ${member.email})`}
              </option>
            ))}
          </select>
        </div>
      </form>
      {audit.isPending && <p role="status">{t('loading')}</p>}
      {audit.isError && <Alert tone="error">{t('audit.failed')}</Alert>}
      {audit.data && audit.data.items.length === 0 && (
        <p>{search.userId ? t('audit.noneForPerson') : t('audit.none')}</p>
      )}
      {audit.data && audit.data.items.length > 0 && (
        <>
          <AuditTable
            items={audit.data.items}
            caption={t('audit.tableLabel', { page: audit.data.page, pages })}
          />
          <nav className="audit-pages" aria-label={t('audit.pages')}>
            <button
              type="button"
              className="button button--secondary"
              disabled={page <= 1}
              onClick={() => update({ page: Math.min(page - 1, pages) })}
            >
              {t('audit.previous')}
            </button>
            <p aria-live="polite">
              {t('audit.summary', {
                from: (page - 1) * AUDIT_PAGE_SIZE + 1,
                to: (page - 1) * AUDIT_PAGE_SIZE + audit.data.items.length,
                total: audit.data.total,
              })}
            </p>
            <button
              type="button"
              className="button button--secondary"
              disabled={page >= pages}
              onClick={() => update({ page: page + 1 })}
            >
              {t('audit.next')}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}

function AuditTable({ items, caption }: { items: AuditRecordDto[]; caption: string }) {
  const t = useActivityT();
  return (
    <table className="audit-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('audit.when')}</th>
          <th scope="col">{t('audit.who')}</th>
          <th scope="col">{t('audit.action')}</th>
          <th scope="col">{t('audit.target')}</th>
          <th scope="col">{t('audit.changes')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((record) => (
          <tr key={record.id}>
            <td data-label={t('audit.when')}>
              <time dateTime={record.at}>{when.format(new Date(record.at))}</time>
            </td>
            <td data-label={t('audit.who')}>
              {record.actorName ?? record.actorEmail ?? t('someone')}
            </td>
            <td data-label={t('audit.action')}>{t(`actions.${record.action}`)}</td>
            <td data-label={t('audit.target')}>
              {record.applicationId ? (
                <Link to="/dashboard/quote/$id" params={{ id: record.applicationId }}>
                  {record.businessName ?? t('untitled', { id: record.applicationId.slice(0, 8) })}
                </Link>
              ) : (
                t('audit.noTarget')
              )}
            </td>
            <td data-label={t('audit.changes')}>
              <Changes before={record.before} after={record.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
