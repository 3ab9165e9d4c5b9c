/**
 * Payroll reports: the pay-as-you-go clients of the rep's payroll company, each with how far its
 * payroll is reported, whether a report is late or nothing was reported for 30 days, and the
 * reports posted with their premium and payment, and the live preview of its premium audit.
 */
import { useState } from 'react';
import { useListRepPayrollReports } from '@coverline/contracts/generated/payroll-reports/payroll-reports';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { PayrollReportsTable } from '../../servicing/policies/detail/PayrollReportsTable';
import { RepPremiumAudit } from '../../servicing/policies/detail/RepPremiumAudit';
import { useReferralsT } from '../referrals/namespace';

const PAGE_SIZE = 10;

export function PayrollReportsPage() {
  const t = useReferralsT();
  useDocumentTitle(t('payrollReports.title'));
  const [page, setPage] = useState(1);
  const list = useListRepPayrollReports({ page, pageSize: PAGE_SIZE });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const flagged = data?.items.filter((p) => p.reportingState !== 'current').length ?? 0;
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('payrollReports.title')}</h1>
        <p className="lead">{t('payrollReports.lead')}</p>
      </header>
      {list.isPending && <p>{t('payrollReports.loading')}</p>}
      {list.isError && (
        <Alert tone="error" title={t('payrollReports.failed')}>
          <p>{errorMessage(list.error)}</p>
        </Alert>
      )}
      {data && data.total === 0 && <p>{t('payrollReports.empty')}</p>}
      {flagged > 0 && (
        <Alert tone="warning">
          <p>{t('payrollReports.flagged', { count: flagged })}</p>
        </Alert>
      )}
      {data?.items.map((policy) => (
        <section
          key={policy.quoteId}
          className="card"
          aria-labelledby={`payroll-${policy.quoteId}`}
          data-testid="payroll-policy"
        >
          <h2 id={`payroll-${policy.quoteId}`}>
            {t('payrollReports.policyHeading', {
              business: policy.businessName,
              policy: policy.policyNumber,
            })}
          </h2>
          <p>{t(`paygo.frequencies.${policy.payFrequency}`)}</p>
          <PayrollReportsTable policy={policy} />
          <RepPremiumAudit quoteId={policy.quoteId} />
        </section>
      ))}
      {data && pages > 1 && (
        <nav className="pager" aria-label={t('payrollReports.pages')}>
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('payrollReports.previous')}
          </button>
          <span>{t('payrollReports.pageOf', { page, pages })}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('payrollReports.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
