/**
 * The pay-as-you-go registration screen: registers a quote's business with the payroll service
 * of its selected carrier, then submits it to the carrier and shows the answer. Started from the
 * quote's data; the FEIN is checked against existing registrations as the field is left.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  ENTITY_TYPES,
  ErrorCode,
  FEIN_PATTERN,
  OWNER_INCLUSIONS,
  PAY_FREQUENCIES,
  SECURITY_QUESTIONS,
} from '@coverline/contracts';
import type { PaygoRegistrationDto } from '@coverline/contracts/generated/model';
import {
  getPaygoRegistrationQueryKey,
  paygoFeinExists,
  usePaygoRegistration,
  useRegisterPaygo,
  useRegisterTrakpay,
} from '@coverline/contracts/generated/pay-as-you-go/pay-as-you-go';
import { useGetPayrollCompanies } from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import { errorCode, formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { loadPaygoTexts, PAYGO_NS } from './namespace';
import { paygoBody, paygoSchema, paygoValues, type PaygoValues } from './paygo-schema';

export interface PaygoRegistrationFormProps {
  /** The quote whose selected carrier quote is paid as you go. */
  quoteId: string;
  /** Called once the carrier's payroll service has answered (accepted or declined). */
  onRegistered?: (registration: PaygoRegistrationDto) => void;
}

/** Messages of the schema that are keys of `paygo:errors`; any other is a shared rule's text. */
const ERROR_KEYS = new Set(['required', 'percent', 'state', 'email', 'date', 'dates', 'officers']);

export function PaygoRegistrationForm({ quoteId, onRegistered }: PaygoRegistrationFormProps) {
  const { t } = useTranslation(PAYGO_NS);
  useEffect(() => {
    void loadPaygoTexts();
  }, []);
  const view = usePaygoRegistration({ quoteId });

  if (view.isPending) return <p role="status">{t('loading')}</p>;
  if (view.isError) {
    return <Alert tone="error">{formErrorMessage(view.error) ?? t('loadFailed')}</Alert>;
  }
  const { registration, prefill } = view.data;
  if (registration && registration.carrierStatus !== 'notSubmitted') {
    return <RegistrationOutcome registration={registration} />;
  }
  if (!prefill.paygoOffered) return <Alert tone="warning">{t('notOffered')}</Alert>;
  return (
    <RegistrationFields
      quoteId={quoteId}
      values={paygoValues(prefill)}
      carrier={prefill.carrier ?? ''}
      pending={registration}
      onRegistered={onRegistered}
    />
  );
}

function RegistrationFields({
  quoteId,
  values,
  carrier,
  pending,
  onRegistered,
}: {
  quoteId: string;
  values: PaygoValues;
  carrier: string;
  /** A registration stored earlier that the carrier has not answered yet. */
  pending: PaygoRegistrationDto | null;
  onRegistered?: (registration: PaygoRegistrationDto) => void;
}) {
  const { t } = useTranslation(PAYGO_NS);
  const queryClient = useQueryClient();
  const companies = useGetPayrollCompanies({ pageSize: 100 });
  const register = useRegisterPaygo();
  const submitToCarrier = useRegisterTrakpay();
  const [failure, setFailure] = useState<string>();
  const form = useForm<PaygoValues>({ resolver: zodResolver(paygoSchema), defaultValues: values });
  const officers = useFieldArray({ control: form.control, name: 'officers' });
  const { errors, isSubmitting } = form.formState;

  const message = (error: FieldError | { message?: string } | undefined) => {
    const m = error?.message;
    if (!m) return undefined;
    return ERROR_KEYS.has(m) ? t(`errors.${m}`) : m;
  };

  const checkFein = async (fein: string) => {
    if (!FEIN_PATTERN.test(fein.trim())) return;
    const { exists } = await paygoFeinExists({ fein: fein.trim() });
    if (exists) form.setError('fein', { message: t('feinRegistered') });
  };

  const finish = async (registrationId: string) => {
    const answered = await submitToCarrier.mutateAsync({ data: { registrationId } });
    await queryClient.invalidateQueries({ queryKey: getPaygoRegistrationQueryKey({ quoteId }) });
    onRegistered?.(answered);
  };

  const onSubmit = form.handleSubmit(async (v) => {
    setFailure(undefined);
    try {
      const registrationId =
        pending?.id ?? (await register.mutateAsync({ data: paygoBody(quoteId, v) })).id;
      await finish(registrationId);
    } catch (error) {
      if (errorCode(error) === ErrorCode.PaygoFeinRegistered) {
        form.setError('fein', { message: t('feinRegistered') });
      } else {
        setFailure(formErrorMessage(error));
      }
    }
  });

  const field = (name: keyof PaygoValues & string, extra: Record<string, unknown> = {}) => ({
    label: t(`fields.${name}`),
    error: message(errors[name] as FieldError | undefined),
    ...form.register(name),
    ...extra,
  });
  const select = (
    name: keyof PaygoValues & string,
    options: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <FieldFrame label={t(`fields.${name}`)} error={message(errors[name] as FieldError | undefined)}>
      {(control) => (
        <select {...control} className="field__input" {...form.register(name)}>
          <option value="">{t('choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
  const feinField = form.register('fein');

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <h2>{t('title')}</h2>
      <p>{t('lead', { carrier })}</p>
      {pending && <Alert tone="info">{t('pending')}</Alert>}
      <fieldset className="form-section" disabled={Boolean(pending)}>
        <legend>{t('sections.company')}</legend>
        <TextField {...field('legalName')} />
        <TextField {...field('dba')} />
        <TextField {...field('address')} />
        <div className="form__row form__row--three">
          <TextField {...field('city')} />
          <TextField {...field('state', { maxLength: 2 })} />
          <TextField {...field('zip', { inputMode: 'numeric' })} />
        </div>
        <div className="form__row">
          <TextField {...field('phone', { type: 'tel' })} />
          <TextField {...field('email', { type: 'email' })} />
        </div>
        <div className="form__row">
          {select(
            'entityType',
            ENTITY_TYPES.map((e) => ({ value: e, label: e })),
          )}
          <TextField
            label={t('fields.fein')}
            error={message(errors.fein)}
            {...feinField}
            onBlur={(e) => {
              void feinField.onBlur(e);
              void checkFein(e.target.value);
            }}
          />
        </div>
        <TextField label={t('fields.carrier')} value={carrier} readOnly />
        <div className="form__row">
          <TextField {...field('effectiveDate', { type: 'date' })} />
          <TextField {...field('expirationDate', { type: 'date' })} />
        </div>
        {select(
          'payrollCompanyId',
          (companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
        )}
        {select(
          'payFrequency',
          PAY_FREQUENCIES.map((f) => ({ value: f, label: t(`frequencies.${f}`) })),
        )}
      </fieldset>

      <fieldset className="form-section" disabled={Boolean(pending)}>
        <legend>{t('sections.officers')}</legend>
        {officers.fields.map((row, i) => (
          <div key={row.id} className="form__row">
            <TextField
              label={t('fields.officerName')}
              error={message(errors.officers?.[i]?.name)}
              {...form.register(`officers.${i}.name`)}
            />
            <TextField
              label={t('fields.officerTitle')}
              error={message(errors.officers?.[i]?.title)}
              {...form.register(`officers.${i}.title`)}
            />
            <TextField
              label={t('fields.ownershipPercent')}
              inputMode="decimal"
              error={message(errors.officers?.[i]?.ownershipPercent)}
              {...form.register(`officers.${i}.ownershipPercent`)}
            />
            <FieldFrame label={t('fields.inclusion')}>
              {(control) => (
                <select
                  {...control}
                  className="field__input"
                  {...form.register(`officers.${i}.inclusion`)}
                >
                  {OWNER_INCLUSIONS.map((o) => (
                    <option key={o} value={o}>
                      {t(`inclusions.${o}`)}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            {officers.fields.length > 1 && (
              <button type="button" className="button" onClick={() => officers.remove(i)}>
                {t('removeOfficer')}
              </button>
            )}
          </div>
        ))}
        {errors.officers?.root && <Alert tone="error">{message(errors.officers.root)}</Alert>}
        {errors.officers?.message && <Alert tone="error">{message(errors.officers)}</Alert>}
        <button
          type="button"
          className="button"
          onClick={() =>
            officers.append({ name: '', title: '', ownershipPercent: '', inclusion: 'Included' })
          }
        >
          {t('addOfficer')}
        </button>
      </fieldset>

      <fieldset className="form-section" disabled={Boolean(pending)}>
        <legend>{t('sections.bank')}</legend>
        <TextField {...field('accountHolderNames')} />
        <TextField {...field('nameOnAccount')} />
        <div className="form__row">
          <TextField {...field('accountNumber', { inputMode: 'numeric', autoComplete: 'off' })} />
          <TextField {...field('routingNumber', { inputMode: 'numeric', autoComplete: 'off' })} />
        </div>
      </fieldset>

      <fieldset className="form-section" disabled={Boolean(pending)}>
        <legend>{t('sections.credentials')}</legend>
        <div className="form__row">
          <TextField {...field('username', { autoComplete: 'off' })} />
          <TextField {...field('password', { type: 'password', autoComplete: 'new-password' })} />
        </div>
        {select(
          'securityQuestion',
          SECURITY_QUESTIONS.map((q) => ({ value: q, label: t(`questions.${q}`) })),
        )}
        <TextField {...field('securityAnswer', { autoComplete: 'off' })} />
      </fieldset>

      {failure && <Alert tone="error">{failure}</Alert>}
      <SubmitButton sending={isSubmitting} sendingLabel={t('sending')}>
        {pending ? t('submitPending') : t('submit')}
      </SubmitButton>
    </form>
  );
}

/** What the carrier's payroll service answered. */
function RegistrationOutcome({ registration }: { registration: PaygoRegistrationDto }) {
  const { t } = useTranslation(PAYGO_NS);
  const accepted = registration.carrierStatus === 'accepted';
  return (
    <section aria-labelledby="paygo-outcome">
      <h2 id="paygo-outcome">{t('title')}</h2>
      {registration.sandbox && <p className="badge">{t('sandbox')}</p>}
      {accepted ? (
        <Alert tone="success" title={t('outcome.acceptedTitle')}>
          {t('outcome.accepted', {
            carrier: registration.carrier,
            account: registration.carrierAccountNumber,
          })}
        </Alert>
      ) : (
        <Alert tone="error" title={t('outcome.declinedTitle')}>
          {registration.carrierMessage ?? t('outcome.declined')}
        </Alert>
      )}
      <dl>
        <dt>{t('fields.legalName')}</dt>
        <dd>{registration.legalName}</dd>
        <dt>{t('fields.fein')}</dt>
        <dd>{t('lastFour', { last4: registration.feinLast4 })}</dd>
        <dt>{t('fields.accountNumber')}</dt>
        <dd>{t('lastFour', { last4: registration.bankAccount.accountNumberLast4 })}</dd>
        <dt>{t('fields.payFrequency')}</dt>
        <dd>{t(`frequencies.${registration.payFrequency}`)}</dd>
      </dl>
    </section>
  );
}
