/**
 * The premium audit section of a workers' compensation policy: the live preview all term and,
 * once the term ended, the audit; while the audit waits for the final payroll, the form that
 * gives it per class code (the client, or an admin for them).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { PolicyPremiumAuditDto, UsStateCode } from '@coverline/contracts/generated/model';
import {
  getGetPolicyPremiumAuditQueryKey,
  useGetPolicyPremiumAudit,
  useSubmitAuditPayroll,
} from '@coverline/contracts/generated/premium-audits/premium-audits';
import { errorMessage, formErrorMessage } from '../../../../lib/http-errors';
import { useTranslation } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { TextField } from '../../../../ui/TextField';
import { POLICY_DETAIL_NS } from './namespace';
import { PremiumAuditPreview } from './PremiumAuditPreview';

export function PremiumAuditSection({
  quoteId,
  canSubmit,
  headingLevel = 2,
}: {
  quoteId: string;
  canSubmit: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const view = useGetPolicyPremiumAudit(quoteId, { query: { retry: false } });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card staff-panel" aria-labelledby="premium-audit-title">
      <Heading id="premium-audit-title">{t('audit.title')}</Heading>
      {view.isError && (
        <Alert tone="error" title={t('audit.failed')}>
          <p>{errorMessage(view.error)}</p>
        </Alert>
      )}
      {view.data && <PremiumAuditPreview view={view.data} />}
      {view.data?.audit?.status === 'awaiting_payroll' &&
        (canSubmit ? (
          <FinalPayrollForm quoteId={quoteId} view={view.data} />
        ) : (
          <p>{t('audit.awaitingClient')}</p>
        ))}
    </section>
  );
}

/** Dollars as typed ("12,345.67") in whole cents, or null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function FinalPayrollForm({ quoteId, view }: { quoteId: string; view: PolicyPremiumAuditDto }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const queryClient = useQueryClient();
  const classes = view.preview.classes.filter((c) => c.estimatedPayrollCents > 0);
  const [values, setValues] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const submit = useSubmitAuditPayroll();
  const key = (c: { state: string; classCode: string }) => `${c.state}|${c.classCode}`;
  const cents = classes.map((c) => dollarsToCents(values[key(c)] ?? ''));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (cents.some((c) => c === null)) return;
    submit.mutate(
      {
        id: quoteId,
        data: {
          lines: classes.map((c, i) => ({
            state: c.state as UsStateCode,
            classCode: c.classCode,
            payrollCents: cents[i]!,
          })),
        },
      },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(getGetPolicyPremiumAuditQueryKey(quoteId), answer);
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="final-payroll-title">
      <h3 id="final-payroll-title" className="policy-card__subtitle">
        {t('audit.form.title')}
      </h3>
      <p>{t('audit.form.lead')}</p>
      {classes.map((c, i) => (
        <TextField
          key={key(c)}
          label={t('audit.form.payrollFor', { code: c.classCode, state: c.state })}
          hint={t('audit.form.estimate', {
            amount: (c.estimatedPayrollCents / 100).toFixed(2),
          })}
          inputMode="decimal"
          value={values[key(c)] ?? ''}
          onChange={(e) => setValues({ ...values, [key(c)]: e.target.value })}
          error={touched && cents[i] === null ? t('audit.form.invalid') : undefined}
        />
      ))}
      {submit.isError && (
        <Alert tone="error">
          <p>{formErrorMessage(submit.error)}</p>
        </Alert>
      )}
      <button type="submit" className="button" disabled={submit.isPending}>
        {submit.isPending ? t('audit.form.sending') : t('audit.form.submit')}
      </button>
    </form>
  );
}
