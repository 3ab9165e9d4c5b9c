/** The broker-of-record application: business, current policy, mailing address and signer. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { COVERAGE_TYPES, STATE_CODES, STATE_NAMES } from '@coverline/contracts';
import {
  getGetBorApplicationQueryKey,
  getMyBorApplicationQueryKey,
  useBorCarrierChoices,
  useSetBorMailingAddress,
  useStartBor,
  useSubmitBorApplication,
  useUpdateBorApplication,
} from '@coverline/contracts/generated/bor/bor';
import type { BorApplicationDto } from '@coverline/contracts/generated/model';
import { useFieldError } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { FieldFrame, TextField } from '../../../ui/TextField';
import {
  applicationInput,
  borFormSchema,
  draftInput,
  formValuesOf,
  mailingAddressInput,
  OTHER_CARRIER,
  type BorForm,
} from './bor-form';
import { BOR_NS } from './namespace';

export function BorApplicationForm({
  application,
  onSubmitted,
}: {
  application: BorApplicationDto;
  onSubmitted: (signingUrl: string | null) => void;
}) {
  const { t } = useTranslation(BOR_NS);
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const update = useUpdateBorApplication();
  const mailing = useSetBorMailingAddress();
  const submit = useSubmitBorApplication();
  const resume = useStartBor();
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState<'mailed' | 'notMailed'>();
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<BorForm>({
    resolver: zodResolver(borFormSchema),
    defaultValues: formValuesOf(application),
  });
  const sameMailing = useWatch({ control, name: 'sameMailing' });
  const carrierId = useWatch({ control, name: 'carrierId' });
  const carriers = useBorCarrierChoices({ query: { staleTime: 5 * 60_000 } });

  const refresh = async (app: BorApplicationDto) => {
    queryClient.setQueryData(getGetBorApplicationQueryKey(app.id), app);
    await queryClient.invalidateQueries({ queryKey: getMyBorApplicationQueryKey() });
  };

  const save = async (values: BorForm) => {
    await update.mutateAsync({ id: application.id, data: applicationInput(values) });
    return mailing.mutateAsync({ id: application.id, data: mailingAddressInput(values) });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await save(values);
      const result = await submit.mutateAsync({ id: application.id });
      onSubmitted(result.signingUrl);
      await refresh(result.application);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  const saveDraft = async () => {
    setFailure(undefined);
    setSaved(undefined);
    try {
      const values = getValues();
      const app = await update.mutateAsync({ id: application.id, data: draftInput(values) });
      await refresh(app);
      // The way back is a new emailed link that opens this application.
      try {
        await resume.mutateAsync({
          data: { email: application.email, borApplicationId: application.id },
        });
        setSaved('mailed');
      } catch {
        setSaved('notMailed');
      }
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const stateSelect = (name: 'state' | 'mailingState', label: string) => (
    <FieldFrame label={label} error={fieldError(errors[name])}>
      {(control) => (
        <select {...control} className="field__input" {...register(name)}>
          <option value="">{t('form.choose')}</option>
          {STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {STATE_NAMES[code]}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );

  return (
    <form className="form bor-form card" noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      {saved && (
        <Alert tone="success">
          <p>{saved === 'mailed' ? t('form.saved') : t('form.savedNotMailed')}</p>
        </Alert>
      )}
      <fieldset className="bor-form__group">
        <legend>{t('form.business')}</legend>
        <TextField
          label={t('form.legalName')}
          autoComplete="organization"
          error={fieldError(errors.legalName)}
          {...register('legalName')}
        />
        <TextField
          label={t('form.fein')}
          hint={
            application.feinMasked
              ? t('form.feinKept', { fein: application.feinMasked })
              : t('form.feinHint')
          }
          inputMode="numeric"
          error={fieldError(errors.fein)}
          {...register('fein')}
        />
        <TextField
          label={t('form.street')}
          autoComplete="address-line1"
          error={fieldError(errors.street)}
          {...register('street')}
        />
        <TextField
          label={t('form.street2')}
          autoComplete="address-line2"
          {...register('street2')}
        />
        <div className="bor-form__row">
          <TextField
            label={t('form.city')}
            autoComplete="address-level2"
            error={fieldError(errors.city)}
            {...register('city')}
          />
          {stateSelect('state', t('form.state'))}
          <TextField
            label={t('form.zip')}
            autoComplete="postal-code"
            inputMode="numeric"
            error={fieldError(errors.zip)}
            {...register('zip')}
          />
        </div>
      </fieldset>

      <fieldset className="bor-form__group">
        <legend>{t('form.mailing')}</legend>
        <label className="bor-check">
          <input type="checkbox" {...register('sameMailing')} /> {t('form.sameMailing')}
        </label>
        {!sameMailing && (
          <>
            <TextField label={t('form.street')} {...register('mailingStreet')} />
            <TextField label={t('form.street2')} {...register('mailingStreet2')} />
            <div className="bor-form__row">
              <TextField label={t('form.city')} {...register('mailingCity')} />
              {stateSelect('mailingState', t('form.state'))}
              <TextField
                label={t('form.zip')}
                inputMode="numeric"
                error={fieldError(errors.mailingZip)}
                {...register('mailingZip')}
              />
            </div>
          </>
        )}
      </fieldset>

      <fieldset className="bor-form__group">
        <legend>{t('form.policy')}</legend>
        <FieldFrame
          label={t('form.carrier')}
          hint={t('form.carrierHint')}
          error={fieldError(errors.carrierId)}
        >
          {(control) => (
            <select {...control} className="field__input" {...register('carrierId')}>
              <option value="">{t('form.choose')}</option>
              {(carriers.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
              <option value={OTHER_CARRIER}>{t('form.otherCarrier')}</option>
            </select>
          )}
        </FieldFrame>
        {carrierId === OTHER_CARRIER && (
          <TextField
            label={t('form.carrierName')}
            hint={t('form.carrierNameHint')}
            error={fieldError(errors.carrierName)}
            {...register('carrierName')}
          />
        )}
        <TextField
          label={t('form.policyNumber')}
          error={fieldError(errors.policyNumber)}
          {...register('policyNumber')}
        />
        <div className="bor-form__row">
          <FieldFrame label={t('form.coverage')} error={fieldError(errors.coverageType)}>
            {(control) => (
              <select {...control} className="field__input" {...register('coverageType')}>
                <option value="">{t('form.choose')}</option>
                {COVERAGE_TYPES.map((c) => (
                  <option key={c} value={c}>
                    {t(`coverage.${c}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <TextField
            label={t('form.effectiveDate')}
            type="date"
            error={fieldError(errors.effectiveDate)}
            {...register('effectiveDate')}
          />
        </div>
      </fieldset>

      <fieldset className="bor-form__group">
        <legend>{t('form.signer')}</legend>
        <p className="field__hint">{t('form.signerHint')}</p>
        <TextField
          label={t('form.signerName')}
          autoComplete="name"
          error={fieldError(errors.signerName)}
          {...register('signerName')}
        />
        <TextField
          label={t('form.signerTitle')}
          autoComplete="organization-title"
          error={fieldError(errors.signerTitle)}
          {...register('signerTitle')}
        />
        <TextField
          label={t('form.signerEmail')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.signerEmail)}
          {...register('signerEmail')}
        />
      </fieldset>

      <div className="bor-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={isSubmitting}
          onClick={() => void saveDraft()}
        >
          {t('form.saveDraft')}
        </button>
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
