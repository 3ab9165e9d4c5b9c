import { HelpSlug } from '@coverline/contracts';
/**
 * Pay-as-you-go: the payroll service registration the policy's premium is collected through
 * (payroll company, frequency, the payroll service's answer), and the payroll reports the payroll
 * company posted for each payroll run, with their premium and charge.
 */
import { useTranslation } from '../../../../lib/i18n';
import { usePaygoRegistration } from '@coverline/contracts/generated/pay-as-you-go/pay-as-you-go';
import { useGetPolicyPayrollReports } from '@coverline/contracts/generated/payroll-reports/payroll-reports';
import { useGetPayrollCompany } from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import { formatDate } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { POLICY_DETAIL_NS } from './namespace';
import { HelpLink } from '../../../support/help/HelpLink';
import { PayrollReportsTable } from './PayrollReportsTable';

export function PaygoSection({ quoteId, carrier }: { quoteId: string; carrier: string }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const view = usePaygoRegistration({ quoteId }, { query: { retry: false } });
  const registration = view.data?.registration ?? null;
  const reports = useGetPolicyPayrollReports(quoteId, {
    query: { enabled: registration?.carrierStatus === 'accepted', retry: false },
  });
  const company = useGetPayrollCompany(registration?.payrollCompanyId ?? '', {
    query: { enabled: Boolean(registration), retry: false },
  });
  return (
    <section className="card" aria-labelledby="paygo-title">
      <h2 id="paygo-title">{t('paygo.title')}</h2>
      <p>
        <HelpLink slug={HelpSlug.PayAsYouGo} />
      </p>
      {view.isError && (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{errorMessage(view.error)}</p>
        </Alert>
      )}
      {view.isSuccess && !registration && <p>{t('paygo.none')}</p>}
      {registration && (
        <>
          <dl className="policy-facts">
            <div>
              <dt>{t('paygo.payrollCompany')}</dt>
              <dd>{company.data?.name ?? '…'}</dd>
            </div>
            <div>
              <dt>{t('paygo.frequency')}</dt>
              <dd>{t(`paygo.frequencies.${registration.payFrequency}`)}</dd>
            </div>
            <div>
              <dt>{t('paygo.status')}</dt>
              <dd>{t(`paygo.statuses.${registration.carrierStatus}`)}</dd>
            </div>
            {registration.carrierAccountNumber && (
              <div>
                <dt>{t('paygo.account')}</dt>
                <dd>{registration.carrierAccountNumber}</dd>
              </div>
            )}
            {registration.submittedAt && (
              <div>
                <dt>{t('paygo.submitted')}</dt>
                <dd>{formatDate(registration.submittedAt)}</dd>
              </div>
            )}
          </dl>
          {reports.data ? (
            <PayrollReportsTable policy={reports.data} />
          ) : (
            <>
              <h3 className="policy-card__subtitle">{t('paygo.reports')}</h3>
              <p>{t('paygo.reportsNone', { carrier })}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}
