/**
 * /dashboard/bor: every broker-of-record application, narrowed by status; admins read the
 * letters and record the carrier's answer (accepted or declined), which is audited, here or on
 * an application's own page.
 */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useListBorApplications } from '@coverline/contracts/generated/bor/bor';
import type { BorApplicationDto, BorStatus } from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { FieldFrame } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { BorDecisionControls, BorLetterButton, BorStatusBadge } from './BorDecision';
import { BOR_NS } from './namespace';
import './bor.css';

const PAGE_SIZE = 20;
const STATUSES: BorStatus[] = [
  'draft',
  'submitted',
  'signed',
  'sent_to_carrier',
  'accepted',
  'declined_by_carrier',
];

export function StaffBorPage() {
  const { t, ready } = useTranslation(BOR_NS);
  useDocumentTitle(ready ? t('staff.title') : '');
  const [status, setStatus] = useState<BorStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useListBorApplications({ page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const items = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('staff.title')}</h1>
        <p className="lead">{t('staff.lead')}</p>
      </header>
      <section className="card" aria-labelledby="bor-list">
        <h2 id="bor-list">{t('staff.listTitle')}</h2>
        <FieldFrame label={t('staff.statusFilter')} className="bor-filter">
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as BorStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('staff.allStatuses')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {list.error && (
          <Alert tone="error" title={t('loadFailed')}>
            <p>{errorMessage(list.error)}</p>
          </Alert>
        )}
        {list.isPending ? (
          <p>{t('loading')}</p>
        ) : items.length === 0 ? (
          <p>{t('staff.none')}</p>
        ) : (
          <div className="bor-table-scroll">
            <table className="bor-table">
              <thead>
                <tr>
                  <th scope="col">{t('staff.columns.business')}</th>
                  <th scope="col">{t('staff.columns.policy')}</th>
                  <th scope="col">{t('staff.columns.effective')}</th>
                  <th scope="col">{t('staff.columns.status')}</th>
                  <th scope="col">{t('staff.columns.updated')}</th>
                  <th scope="col">{t('staff.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((app) => (
                  <StaffRow key={app.id} application={app} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <nav className="bor-actions" aria-label={t('staff.pages')}>
            <button
              type="button"
              className="button button--secondary"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              {t('staff.previous')}
            </button>
            <span>{t('staff.pageOf', { page, pages })}</span>
            <button
              type="button"
              className="button button--secondary"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('staff.next')}
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}

function StaffRow({ application: app }: { application: BorApplicationDto }) {
  const { t } = useTranslation(BOR_NS);
  return (
    <tr>
      <td>
        <Link to="/dashboard/bor/$id" params={{ id: app.id }}>
          {app.legalName ?? t('staff.unnamed')}
        </Link>
        <br />
        <span className="bor-meta">{app.email}</span>
      </td>
      <td>
        {app.policyNumber}
        <br />
        <span className="bor-meta">{app.carrierName}</span>
      </td>
      <td>{app.effectiveDate ? formatDate(`${app.effectiveDate}T12:00:00`) : ''}</td>
      <td>
        <BorStatusBadge application={app} />
      </td>
      <td>{formatDate(app.updatedAt)}</td>
      <td>
        <div className="bor-table__actions">
          <BorLetterButton application={app} />
          <BorDecisionControls application={app} />
        </div>
      </td>
    </tr>
  );
}
