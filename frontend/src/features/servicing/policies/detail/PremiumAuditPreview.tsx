/**
 * The premium audit of a workers' compensation policy as it stands: the live preview (payroll
 * and premium estimated at binding, payroll reported so far, payroll projected to the term, the
 * audited premium it would earn and the true-up) and, once the term ended, the audit's result.
 * The client's policy page, the staff quote page and the payroll partner's page show it.
 */
import type { PolicyPremiumAuditDto } from '@coverline/contracts/generated/model';
import { formatCentsExact } from '../../../../lib/currency';
import { formatDate } from '../../../../lib/dates';
import { useTranslation } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { POLICY_DETAIL_NS } from './namespace';

export function PremiumAuditPreview({ view }: { view: PolicyPremiumAuditDto }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const { preview, audit } = view;
  const trueUp = Math.abs(preview.projectedTrueUpCents);
  const final = preview.basis === 'final';
  return (
    <div className="premium-audit" data-testid="premium-audit-preview">
      <p>
        {final
          ? t('audit.basis.final')
          : t(`audit.basis.${preview.basis}`, {
              date: formatDate(preview.asOf),
              days: preview.daysReported,
              termDays: preview.termDays,
            })}
      </p>
      <dl className="policy-facts">
        <div>
          <dt>{t('audit.estimatedPayroll')}</dt>
          <dd>{formatCentsExact(preview.estimatedPayrollCents)}</dd>
        </div>
        <div>
          <dt>{t('audit.estimatedPremium')}</dt>
          <dd>{formatCentsExact(preview.estimatedPremiumCents)}</dd>
        </div>
        {preview.paygo && (
          <div>
            <dt>{t('audit.reportedPayroll')}</dt>
            <dd data-testid="audit-reported-payroll">
              {formatCentsExact(preview.reportedPayrollCents)}
            </dd>
          </div>
        )}
        <div>
          <dt>{final ? t('audit.finalPayroll') : t('audit.projectedPayroll')}</dt>
          <dd data-testid="audit-projected-payroll">
            {formatCentsExact(preview.projectedPayrollCents)}
          </dd>
        </div>
        <div>
          <dt>{final ? t('audit.auditedPremium') : t('audit.projectedPremium')}</dt>
          <dd data-testid="audit-projected-premium">
            {formatCentsExact(preview.projectedAuditedPremiumCents)}
          </dd>
        </div>
        <div>
          <dt>{t('audit.expectedBilled')}</dt>
          <dd>{formatCentsExact(preview.expectedBilledCents)}</dd>
        </div>
      </dl>
      <Alert
        tone={preview.projectedTrueUpKind === 'additional' ? 'warning' : 'info'}
        title={t(`audit.trueUp.${final ? 'final' : 'projected'}.${preview.projectedTrueUpKind}`, {
          amount: formatCentsExact(trueUp),
        })}
      >
        <p>{t(`audit.trueUpHint.${preview.projectedTrueUpKind}`)}</p>
      </Alert>
      {preview.classes.length > 0 && (
        <div className="table-wrap">
          <table className="data-table">
            <caption>{t('audit.classesCaption', { policy: view.policyNumber })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.classCode')}</th>
                <th scope="col">{t('audit.estimated')}</th>
                {preview.paygo && <th scope="col">{t('audit.reported')}</th>}
                <th scope="col">{final ? t('audit.final') : t('audit.projected')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.classes.map((c) => (
                <tr key={`${c.state}-${c.classCode}`}>
                  <th scope="row">{t('audit.classIn', { code: c.classCode, state: c.state })}</th>
                  <td>{formatCentsExact(c.estimatedPayrollCents)}</td>
                  {preview.paygo && <td>{formatCentsExact(c.reportedPayrollCents)}</td>}
                  <td>{formatCentsExact(c.projectedPayrollCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit && (
        <p data-testid="audit-status">
          {t(`audit.statuses.${audit.status}`)}
          {audit.settlementStatus && audit.status !== 'awaiting_payroll'
            ? ` ${t(`audit.settlements.${audit.settlementStatus}`)}`
            : ''}
        </p>
      )}
    </div>
  );
}
