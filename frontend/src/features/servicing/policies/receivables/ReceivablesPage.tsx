/**
 * Admins' receivables (/dashboard/receivables): bound policies whose ledger says money is owed,
 * most overdue first, with what is overdue and whether a notice of cancellation went out.
 */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useListReceivables } from '@coverline/contracts/generated/policy-billing/policy-billing';
import { formatCentsExact } from '../../../../lib/currency';
import { formatDate } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/http-errors';
import { useTranslation } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { useDocumentTitle } from '../../../../ui/use-document-title';
import { POLICY_DETAIL_NS } from '../detail/namespace';

const PAGE_SIZE = 50;

export function ReceivablesPage() {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const { t: tc } = useTranslation();
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [page, setPage] = useState(1);
  const list = useListReceivables({ overdueOnly, page, pageSize: PAGE_SIZE });
  useDocumentTitle(t('receivables.title'));
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <div className="page">
      <h1>{t('receivables.title')}</h1>
      <p>{t('receivables.lead')}</p>
      <label>
        <input
          type="checkbox"
          checked={overdueOnly}
          onChange={(event) => {
            setOverdueOnly(event.target.checked);
            setPage(1);
          }}
        />{' '}
        {t('receivables.overdueOnly')}
      </label>
      {list.isPending && <p>{tc('common.loading')}</p>}
      {list.isError && (
        <Alert tone="error">
          <p>{errorMessage(list.error)}</p>
        </Alert>
      )}
      {list.data &&
        (list.data.items.length === 0 ? (
          <p>{t('receivables.none')}</p>
        ) : (
          <div className="table-wrap">
            <table className="data-table">
              <caption>{t('receivables.caption', { count: list.data.total })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('receivables.policy')}</th>
                  <th scope="col">{t('receivables.client')}</th>
                  <th scope="col">{t('receivables.balanceDue')}</th>
                  <th scope="col">{t('receivables.overdue')}</th>
                  <th scope="col">{t('receivables.oldest')}</th>
                  <th scope="col">{t('receivables.notice')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((r) => (
                  <tr key={r.quoteId}>
                    <td>
                      <Link to="/dashboard/quote/$id" params={{ id: r.quoteId }}>
                        {r.policyNumber}
                      </Link>
                    </td>
                    <td>
                      {r.businessName ?? ''} <span className="details__wrap">{r.clientEmail}</span>
                    </td>
                    <td>{formatCentsExact(r.balanceDueCents)}</td>
                    <td>{formatCentsExact(r.overdueCents)}</td>
                    <td>{r.oldestOverdueOn ? formatDate(r.oldestOverdueOn) : ''}</td>
                    <td>{r.noticeSent ? t('receivables.noticeSent') : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {pages > 1 && (
        <p>
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('receivables.previous')}
          </button>{' '}
          {t('receivables.page', { page, pages })}{' '}
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('receivables.next')}
          </button>
        </p>
      )}
    </div>
  );
}

/** The dashboard's entry to the receivables, for admins. */
export function ReceivablesDashboardLink() {
  const { t, ready } = useTranslation(POLICY_DETAIL_NS);
  if (!ready) return null;
  return (
    <li className="section-list__item">
      <Link to="/dashboard/receivables" className="section-list__link">
        {t('receivables.title')}
      </Link>
      <p>{t('receivables.dashboardBody')}</p>
    </li>
  );
}
