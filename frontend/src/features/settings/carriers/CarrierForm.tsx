import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  getGetCarrierQueryKey,
  getGetCarriersQueryKey,
  useCreateCarrier,
  useUpdateCarrier,
} from '@coverline/contracts/generated/carriers/carriers';
import type { CarrierDto } from '@coverline/contracts/generated/model';
import { Alert } from '../../../ui/Alert';
import { TextField } from '../../../ui/TextField';
import { Choice, ChoiceGroup } from '../components/fields';
import { FormActions } from '../components/FormActions';
import { toastFailure, toastSaved } from '../feedback';
import { useOptionLabels } from '../options';
import { useSettingsFieldError, useSettingsT } from '../texts';
import { carrierBody, carrierSchema, carrierValues, type CarrierValues } from './carrier-schema';

/** Creates a carrier, or edits every field of one (PATCH with the whole form). */
export function CarrierForm({
  carrier,
  onSaved,
  onCancel,
}: {
  carrier?: CarrierDto;
  onSaved: (carrier: CarrierDto) => void;
  onCancel: () => void;
}) {
  const t = useSettingsT();
  const fieldError = useSettingsFieldError();
  const { coverageOptions, paymentTypeOptions } = useOptionLabels();
  const queryClient = useQueryClient();
  const create = useCreateCarrier();
  const update = useUpdateCarrier();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CarrierValues>({
    resolver: zodResolver(carrierSchema),
    defaultValues: carrierValues(carrier),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const data = carrierBody(values);
      const saved = carrier
        ? await update.mutateAsync({ carrierId: carrier.id, data })
        : await create.mutateAsync({ data });
      queryClient.setQueryData(getGetCarrierQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: getGetCarriersQueryKey() });
      toastSaved(t(carrier ? 'carriers.saved' : 'carriers.created', { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      setServerError(toastFailure(error));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {serverError && (
        <Alert tone="error">
          <p>{serverError}</p>
        </Alert>
      )}
      <div className="form__row">
        <TextField
          label={t('carriers.fields.name')}
          error={fieldError(errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('carriers.fields.sharedId')}
          error={fieldError(errors.sharedId)}
          {...register('sharedId')}
        />
      </div>
      <div className="form__row">
        <TextField
          label={t('carriers.fields.email')}
          type="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('carriers.fields.phone')}
          type="tel"
          error={fieldError(errors.phone)}
          {...register('phone')}
        />
      </div>
      <TextField
        label={t('carriers.fields.agentUrl')}
        type="url"
        hint={t('carriers.hints.url')}
        error={fieldError(errors.agentUrl)}
        {...register('agentUrl')}
      />
      <TextField
        label={t('carriers.fields.clientUrl')}
        type="url"
        error={fieldError(errors.clientUrl)}
        {...register('clientUrl')}
      />
      <TextField
        label={t('carriers.fields.claimUrl')}
        type="url"
        error={fieldError(errors.claimUrl)}
        {...register('claimUrl')}
      />
      <div className="form__row">
        <TextField
          label={t('carriers.fields.discountPercent')}
          inputMode="decimal"
          error={fieldError(errors.discountPercent)}
          {...register('discountPercent')}
        />
      </div>
      <div className="form__row">
        <TextField
          label={t('carriers.fields.initialQuoteMaxBackdatedDays')}
          inputMode="numeric"
          error={fieldError(errors.initialQuoteMaxBackdatedDays)}
          {...register('initialQuoteMaxBackdatedDays')}
        />
        <TextField
          label={t('carriers.fields.activeQuoteMaxBackdatedDays')}
          inputMode="numeric"
          error={fieldError(errors.activeQuoteMaxBackdatedDays)}
          {...register('activeQuoteMaxBackdatedDays')}
        />
      </div>
      <ChoiceGroup legend={t('carriers.fields.coverages')}>
        {coverageOptions.map((option) => (
          <Choice
            key={option.value}
            label={option.label}
            value={option.value}
            {...register('coverages')}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend={t('carriers.fields.paymentTypes')}>
        {paymentTypeOptions.map((option) => (
          <Choice
            key={option.value}
            label={option.label}
            value={option.value}
            {...register('paymentTypes')}
          />
        ))}
      </ChoiceGroup>
      <Choice label={t('carriers.fields.active')} {...register('active')} />
      <FormActions sending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
