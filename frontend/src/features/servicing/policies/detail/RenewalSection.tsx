/**
 * The renewal card on the client's policy page: once the renewal opens, the client confirms or
 * updates the payroll of each class code (re-rated by the API), sees the offer with the summary
 * of what changes, and renews in one click on the same billing. A policy not renewed, a renewal
 * that lapsed or one already renewed says so.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { RenewalDto, UsStateCode } from '@coverline/contracts/generated/model';
import { getMyPoliciesQueryKey } from '@coverline/contracts/generated/policies/policies';
import {
  getGetPolicyRenewalQueryKey,
  useAcceptPolicyRenewal,
  useConfirmPolicyRenewal,
  useGetPolicyRenewal,
} from '@coverline/contracts/generated/policy-renewal/policy-renewal';
import { centsToDollars, formatCentsExact } from '../../../../lib/currency';
import { formatDay } from '../../../../lib/dates';
import { errorMessage, formErrorMessage } from '../../../../lib/http-errors';
import { useTranslation } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { FieldFrame } from '../../../../ui/TextField';
import { POLICY_DETAIL_NS } from './namespace';
import { RenewalSummaryList } from './RenewalSummaryList';

/** Dollars as typed ("52,000.50", "$52000") to cents; null when it is not an amount. */
export function dollarsToCents(typed: string): number | null {
  const cleaned = typed.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

export function RenewalSection({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const read = useGetPolicyRenewal(quoteId, { query: { retry: false } });
  if (read.isError) {
    return (
      <Alert tone="error">
        <p>{errorMessage(read.error)}</p>
      </Alert>
    );
  }
  const renewal = read.data?.renewal;
  if (!renewal) return null;
  return (
    <section className="card policy-renewal" aria-labelledby="renewal-title">
      <h2 id="renewal-title">{t('renewal.title')}</h2>
      <RenewalBody quoteId={quoteId} renewal={renewal} />
    </section>
  );
}

function RenewalBody({ quoteId, renewal }: { quoteId: string; renewal: RenewalDto }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const [editing, setEditing] = useState(false);
  const starts = formatDay(renewal.effectiveDate);
  switch (renewal.status) {
    case 'renewed':
      return (
        <>
          <p>{t('renewal.renewed', { date: starts })}</p>
          {renewal.renewedQuoteId && (
            <Link to="/client/policies/$quoteId" params={{ quoteId: renewal.renewedQuoteId }}>
              {t('renewal.seeNewTerm')}
            </Link>
          )}
        </>
      );
    case 'non_renewed':
      return (
        <p>
          {t('renewal.nonRenewed', {
            date: starts,
            reason: t(`renewal.reasons.${renewal.nonRenewalReason ?? 'other'}`),
          })}
        </p>
      );
    case 'lapsed':
      return <p>{t('renewal.lapsed', { date: starts })}</p>;
    case 'pending_confirmation':
      return (
        <>
          <p>{t('renewal.confirmIntro', { date: starts })}</p>
          <PayrollForm quoteId={quoteId} renewal={renewal} />
        </>
      );
    case 'offered':
      return (
        <>
          <p>
            {t('renewal.offer', {
              premium: formatCentsExact(renewal.premiumCents ?? 0),
              from: starts,
              to: formatDay(renewal.expirationDate),
            })}
          </p>
          <RenewalSummaryList summary={renewal.summary} />
          <p>{t('renewal.sameBilling')}</p>
          <AcceptButton quoteId={quoteId} />
          {editing ? (
            <PayrollForm quoteId={quoteId} renewal={renewal} onDone={() => setEditing(false)} />
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setEditing(true)}
            >
              {t('renewal.updatePayroll')}
            </button>
          )}
        </>
      );
  }
}

function PayrollForm({
  quoteId,
  renewal,
  onDone,
}: {
  quoteId: string;
  renewal: RenewalDto;
  onDone?: () => void;
}) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const queryClient = useQueryClient();
  const confirm = useConfirmPolicyRenewal();
  const [payroll, setPayroll] = useState(() =>
    renewal.classes.map((c) => centsToDollars(c.payrollCents)),
  );
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const cents = payroll.map(dollarsToCents);
    if (cents.some((c) => c === null)) {
      setProblem(t('renewal.payrollInvalid'));
      return;
    }
    try {
      await confirm.mutateAsync({
        id: quoteId,
        data: {
          classCodes: renewal.classes.map((c, i) => ({
            state: c.state as UsStateCode,
            classCode: c.classCode,
            payrollCents: cents[i]!,
          })),
        },
      });
      await queryClient.invalidateQueries({ queryKey: getGetPolicyRenewalQueryKey(quoteId) });
      onDone?.();
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    }
  };

  return (
    <form
      className="form"
      noValidate
      aria-label={t('renewal.formLabel')}
      onSubmit={(e) => void submit(e)}
    >
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      {renewal.classes.map((c, i) => (
        <FieldFrame
          key={`${c.state}-${c.classCode}`}
          label={t('renewal.payrollLabel', {
            state: c.state,
            classCode: c.classCode,
            description: c.description ?? '',
          })}
          hint={t('renewal.payrollHint', { expiring: formatCentsExact(c.expiringPayrollCents) })}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              className="field__input"
              value={payroll[i]}
              onChange={(e) =>
                setPayroll((all) => all.map((v, j) => (j === i ? e.target.value : v)))
              }
            />
          )}
        </FieldFrame>
      ))}
      <p>{t('renewal.detailsNote')}</p>
      <button type="submit" className="button" disabled={confirm.isPending}>
        {t('renewal.confirm')}
      </button>
    </form>
  );
}

function AcceptButton({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const queryClient = useQueryClient();
  const accept = useAcceptPolicyRenewal();
  const [problem, setProblem] = useState<string>();
  const renew = async () => {
    setProblem(undefined);
    try {
      await accept.mutateAsync({ id: quoteId });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetPolicyRenewalQueryKey(quoteId) }),
        queryClient.invalidateQueries({ queryKey: getMyPoliciesQueryKey() }),
      ]);
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    }
  };
  return (
    <>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <button
        type="button"
        className="button"
        disabled={accept.isPending}
        onClick={() => void renew()}
      >
        {t('renewal.accept')}
      </button>
    </>
  );
}
