import { zodResolver } from '@hookform/resolvers/zod';
import {
  getGetCarrierQueryKey,
  getGetCarriersQueryKey,
  useCreateCarrier,
  useUpdateCarrier,
} from '@coverline/contracts/generated/carriers/carriers';
import type { CarrierDto } from '@coverline/contracts/generated/model';
import { TextField } from '../../../ui/TextField';
import { Choice, ChoiceGroup } from '../components/fields';
import { SettingsForm, useSettingsForm } from '../components/SettingsForm';
import { useStoreSaved } from '../components/store-saved';
import { toastSaved } from '../feedback';
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
  const store = useStoreSaved(
    (saved: CarrierDto) => getGetCarrierQueryKey(saved.id),
    getGetCarriersQueryKey(),
  );
  const create = useCreateCarrier();
  const update = useUpdateCarrier();
  const {
    register,
    formState: { errors, isSubmitting },
    serverError,
    onSubmit,
  } = useSettingsForm<CarrierValues>(
    { resolver: zodResolver(carrierSchema), defaultValues: carrierValues(carrier) },
    async (values) => {
      const data = carrierBody(values);
      const saved = carrier
        ? await update.mutateAsync({ carrierId: carrier.id, data })
        : await create.mutateAsync({ data });
      store(saved);
      toastSaved(t(carrier ? 'carriers.saved' : 'carriers.created', { name: saved.name }));
      onSaved(saved);
    },
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      serverError={serverError}
      sending={isSubmitting}
      onCancel={onCancel}
    >
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
    </SettingsForm>
  );
}
