import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { TextField } from '../../../../ui/TextField';
import { QUOTATION_NS } from '../namespace';
import { SelectField } from './fields';
import { ADDRESS_STATE_OPTIONS } from './options';

/** Street, city, state and ZIP of an address held in the form under `prefix`. */
export function AddressFields<F extends FieldValues>({
  prefix,
  register,
  errorOf,
  stateError,
}: {
  prefix: string;
  register: UseFormRegister<F>;
  errorOf: (path: string) => string | undefined;
  /** The state's error, when the caller words it. */
  stateError?: string;
}) {
  const { t } = useTranslation(QUOTATION_NS);
  const name = (field: string) => `${prefix}${field}` as Path<F>;
  return (
    <>
      <TextField
        label={t('fields.street')}
        autoComplete="address-line1"
        error={errorOf(name('address'))}
        {...register(name('address'))}
      />
      <TextField
        label={t('fields.street2')}
        autoComplete="address-line2"
        error={errorOf(name('address2'))}
        {...register(name('address2'))}
      />
      <div className="form__row form__row--address">
        <TextField
          label={t('fields.city')}
          autoComplete="address-level2"
          error={errorOf(name('city'))}
          {...register(name('city'))}
        />
        <SelectField
          label={t('fields.state')}
          placeholder={t('fields.choose')}
          options={ADDRESS_STATE_OPTIONS}
          autoComplete="address-level1"
          error={stateError ?? errorOf(name('state'))}
          {...register(name('state'))}
        />
        <TextField
          label={t('fields.zip')}
          autoComplete="postal-code"
          inputMode="numeric"
          error={errorOf(name('zip'))}
          {...register(name('zip'))}
        />
      </div>
    </>
  );
}
