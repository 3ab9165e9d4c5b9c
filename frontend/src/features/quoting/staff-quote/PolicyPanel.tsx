/**
 * "Quote edit policy" for admins: the policy information saved with `quote/updateQuotePolicy`,
 * activation (`quote/activePolicy`) once everything is saved and the quote is Completed, and
 * mailing the bound policy to the client.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import { ApplicationStatus } from '@coverline/contracts';
import { getListDocumentsQueryKey } from '@coverline/contracts/generated/documents/documents';
import { useGetBillingInfo } from '@coverline/contracts/generated/billing/billing';
import type {
  BillingInfoDto,
  CarrierQuoteDto,
  PolicyDto,
  QuoteDto,
} from '@coverline/contracts/generated/model';
import {
  getGetQuotePolicyQueryKey,
  useActivePolicy,
  useGetQuotePolicy,
  useSendBoundPolicyToClient,
  useUpdateQuotePolicy,
} from '@coverline/contracts/generated/policies/policies';
import { getGetQuoteQueryKey } from '@coverline/contracts/generated/quotes/quotes';
import { formatCentsExact } from '../../../lib/currency';
import { formatDate, formatDay } from '../../../lib/dates';
import { errorMessage, formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { ConfirmAction } from './ConfirmAction';
import { STAFF_QUOTE_NS } from './namespace';
import {
  policyBody,
  policyFormValues,
  policySchema,
  type PolicyForm,
  type YesNo,
} from './policy-schema';

export function PolicyPanel({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const bound = quote.status === ApplicationStatus.Bound;
  const record = useGetQuotePolicy(quote.id, { query: { retry: false } });
  // The cart's billing fills the policy's billing info until staff save their own.
  const billing = useGetBillingInfo(quote.id, { query: { enabled: !bound, retry: false } });
  const chosen = quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId);
  return (
    <section className="card staff-panel" aria-labelledby="policy-title">
      <h2 id="policy-title">{t('policy.title')}</h2>
      {record.isPending || (!bound && billing.isPending) ? (
        <p>{t('loading')}</p>
      ) : record.isError ? (
        <Alert tone="error">
          <p>{errorMessage(record.error)}</p>
        </Alert>
      ) : bound ? (
        <BoundPolicy policy={record.data} />
      ) : (
        <PolicyEditor quote={quote} policy={record.data} chosen={chosen} billing={billing.data} />
      )}
    </section>
  );
}

function PolicyEditor({
  quote,
  policy,
  chosen,
  billing,
}: {
  quote: QuoteDto;
  policy: PolicyDto;
  chosen: CarrierQuoteDto | undefined;
  billing: BillingInfoDto | undefined;
}) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const queryClient = useQueryClient();
  const save = useUpdateQuotePolicy();
  const cartBilling = billing ? billingWords(billing) : undefined;
  const activate = useActivePolicy();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PolicyForm>({
    resolver: zodResolver(policySchema),
    defaultValues: policyFormValues(policy, chosen, cartBilling),
  });
  const fieldError = (error: { message?: string } | undefined) =>
    error?.message ? t(error.message) : undefined;

  useEffect(() => {
    reset(policyFormValues(policy, chosen, cartBilling));
  }, [policy, chosen, cartBilling, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const saved = await save.mutateAsync({ data: policyBody(quote.id, values) });
      queryClient.setQueryData(getGetQuotePolicyQueryKey(quote.id), saved);
      toast.success(t('policy.saved'));
    } catch (error) {
      setServerError(formErrorMessage(error));
    }
  });

  const runActivation = async () => {
    setServerError(undefined);
    try {
      await activate.mutateAsync({ data: { quoteId: quote.id } });
      toast.success(t('policy.activated'));
      await queryClient.invalidateQueries({ queryKey: getGetQuoteQueryKey(quote.id) });
    } catch (error) {
      setServerError(formErrorMessage(error));
    }
  };

  const reason = activationBlocker(quote.status, policy.missing, isDirty);
  const yesNoOptions: Array<[YesNo, string]> = [
    ['', t('policy.notAnswered')],
    ['yes', t('policy.yes')],
    ['no', t('policy.no')],
  ];
  return (
    <>
      <p className="card__lead">{t('policy.lead')}</p>
      {serverError && (
        <Alert tone="error">
          <p>{serverError}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="form__row">
          <TextField
            label={t('policy.policyNumber')}
            error={fieldError(errors.policyNumber)}
            {...register('policyNumber')}
          />
          <TextField
            label={t('policy.carrier')}
            error={fieldError(errors.carrier)}
            {...register('carrier')}
          />
        </div>
        <div className="form__row">
          <TextField
            label={t('policy.effectiveDate')}
            type="date"
            error={fieldError(errors.effectiveDate)}
            {...register('effectiveDate')}
          />
          <TextField
            label={t('policy.expirationDate')}
            type="date"
            error={fieldError(errors.expirationDate)}
            {...register('expirationDate')}
          />
        </div>
        <TextField
          label={t('policy.annualPremium')}
          hint={t('policy.annualPremiumHint')}
          inputMode="decimal"
          error={fieldError(errors.annualPremium)}
          {...register('annualPremium')}
        />
        <TextField
          label={t('policy.billingInfo')}
          hint={
            policy.billingInfo === null && cartBilling
              ? t('policy.billingFromCartHint')
              : t('policy.billingInfoHint')
          }
          error={fieldError(errors.billingInfo)}
          {...register('billingInfo')}
        />
        <div className="form__row">
          {(['blanketAdditionalInsured', 'blanketWaiverOfSubrogation'] as const).map((field) => (
            <FieldFrame key={field} label={t(`policy.${field}`)}>
              {(control) => (
                <select {...control} className="field__input" {...register(field)}>
                  {yesNoOptions.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
          ))}
        </div>
        <TextField
          label={t('policy.portalLink')}
          type="url"
          error={fieldError(errors.portalLink)}
          {...register('portalLink')}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('actions.working') : t('policy.save')}
          </button>
        </div>
      </form>
      <div className="staff-activate">
        <ConfirmAction
          label={t('policy.activate')}
          question={t('policy.activateQuestion')}
          confirmLabel={t('policy.activateConfirm')}
          busy={activate.isPending}
          disabled={reason !== null}
          describedBy={reason ? 'activation-reason' : undefined}
          onConfirm={() => void runActivation()}
        />
        {reason && (
          <p id="activation-reason" className="staff-muted">
            {reason}
          </p>
        )}
      </div>
    </>
  );

  /** The cart's billing as the policy's billing info says it: "Direct bill by EFT, full payment". */
  function billingWords(info: BillingInfoDto): string {
    const plan =
      info.billingPlan === 'DirectBill' && info.paymentMethod
        ? t(`policy.billingFromCart.DirectBill_${info.paymentMethod}`)
        : t(`policy.billingFromCart.${info.billingPlan}`);
    return t('policy.billingFromCart.sentence', {
      plan,
      choice: t(`policy.billingFromCart.${info.paymentChoice}`),
    });
  }

  function activationBlocker(
    status: QuoteDto['status'],
    missing: string[],
    dirty: boolean,
  ): string | null {
    if (dirty) return t('policy.blocked.unsaved');
    if (missing.length > 0) return t('policy.blocked.missing', { fields: missing.join(', ') });
    if (status !== ApplicationStatus.Completed) return t('policy.blocked.status', { status });
    return null;
  }
}

/**
 * A bound policy is fixed: what it is (number, period, premium, carrier, status), and what is
 * left, mailing it to the client.
 */
function BoundPolicy({ policy }: { policy: PolicyDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const quoteId = policy.quoteId;
  const notSet = t('policy.notSet');
  const queryClient = useQueryClient();
  const send = useSendBoundPolicyToClient();
  const [problem, setProblem] = useState<string>();
  const run = async () => {
    setProblem(undefined);
    try {
      const answer = await send.mutateAsync({ data: { quoteId } });
      toast.success(t('send.sent', { email: answer.sentTo }));
      await queryClient.invalidateQueries({ queryKey: getListDocumentsQueryKey(quoteId) });
    } catch (error) {
      setProblem(formErrorMessage(error));
    }
  };
  return (
    <>
      <Alert tone="success">
        <p>{t('policy.bound')}</p>
      </Alert>
      <dl className="staff-facts staff-policy-facts">
        <div>
          <dt>{t('policy.number')}</dt>
          <dd className="staff-policy-facts__number">{policy.policyNumber ?? notSet}</dd>
        </div>
        <div>
          <dt>{t('policy.carrier')}</dt>
          <dd>{policy.carrier ?? notSet}</dd>
        </div>
        <div>
          <dt>{t('policy.period')}</dt>
          <dd>
            {policy.effectiveDate && policy.expirationDate
              ? t('policy.periodValue', {
                  from: formatDay(policy.effectiveDate),
                  to: formatDay(policy.expirationDate),
                })
              : notSet}
          </dd>
        </div>
        <div>
          <dt>{t('policy.premium')}</dt>
          <dd>
            {policy.annualPremiumCents === null
              ? notSet
              : formatCentsExact(policy.annualPremiumCents)}
          </dd>
        </div>
        <div>
          <dt>{t('policy.status')}</dt>
          <dd>
            <span className="staff-badge">
              {policy.policyStatus ? t(`policy.statuses.${policy.policyStatus}`) : notSet}
            </span>
          </dd>
        </div>
        {policy.boundAt && (
          <div>
            <dt>{t('policy.boundOn')}</dt>
            <dd>{formatDate(policy.boundAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('policy.billingInfo')}</dt>
          <dd>{policy.billingInfo ?? notSet}</dd>
        </div>
      </dl>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <div className="staff-actions">
        <ConfirmAction
          label={t('policy.sendBound')}
          question={t('policy.sendBoundQuestion')}
          confirmLabel={t('send.confirm')}
          busy={send.isPending}
          onConfirm={() => void run()}
        />
      </div>
    </>
  );
}
