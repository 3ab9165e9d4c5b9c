/**
 * A pay-as-you-go policy's payroll reports: how far payroll is reported and whether a report is
 * overdue, then each report (period, wages, premium, what became of its charge) with its lines
 * per class code and state. The client's policy page and the payroll partner's page show it.
 */
import type { PolicyPayrollReportsDto } from '@coverline/contracts/generated/model';
import { formatCentsExact } from '../../../../lib/currency';
import { formatDate } from '../../../../lib/dates';
import { useTranslation } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { POLICY_DETAIL_NS } from './namespace';

export function PayrollReportsTable({
  policy,
  headingLevel = 3,
}: {
  policy: PolicyPayrollReportsDto;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const started = policy.reports.length > 0;
  return (
    <>
      <Heading className="policy-card__subtitle">{t('payrollReports.title')}</Heading>
      {policy.reportingState !== 'current' ? (
        <Alert
          tone={policy.reportingState === 'unreported' ? 'error' : 'warning'}
          title={t(`payrollReports.states.${policy.reportingState}`)}
        >
          <p>
            {started
              ? t('payrollReports.through', { date: formatDate(policy.reportedThrough) })
              : t('payrollReports.noneYet')}
          </p>
        </Alert>
      ) : (
        <p data-testid="payroll-reported-through">
          {started
            ? t('payrollReports.through', { date: formatDate(policy.reportedThrough) })
            : t('payrollReports.noneYet')}
        </p>
      )}
      {started && (
        <div className="table-wrap">
          <table className="data-table">
            <caption>{t('payrollReports.caption', { policy: policy.policyNumber })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payrollReports.period')}</th>
                <th scope="col">{t('payrollReports.lines')}</th>
                <th scope="col">{t('payrollReports.payroll')}</th>
                <th scope="col">{t('payrollReports.premium')}</th>
                <th scope="col">{t('payrollReports.charge')}</th>
              </tr>
            </thead>
            <tbody>
              {policy.reports.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    {t('payrollReports.periodRange', {
                      from: formatDate(r.periodStart),
                      to: formatDate(r.periodEnd),
                    })}
                    <span className="data-table__sub">
                      {t('payrollReports.reportId', { id: r.reportId })}
                    </span>
                  </th>
                  <td>
                    <ul className="policy-detail__rows">
                      {r.lines.map((l) => (
                        <li key={`${l.state}-${l.classCode}`}>
                          {t('payrollReports.line', {
                            classCode: l.classCode,
                            state: l.state,
                            payroll: formatCentsExact(l.payrollCents),
                            rate: l.ratePer100.toFixed(2),
                            premium: formatCentsExact(l.premiumCents),
                          })}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{formatCentsExact(r.payrollCents)}</td>
                  <td>{formatCentsExact(r.premiumCents)}</td>
                  <td>{t(`payrollReports.charges.${r.chargeStatus}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
