/** The parts of the billing form that depend on the method: bank details, or where bills go. */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { BillDelivery, STATE_NAMES } from '@coverline/contracts';
import type { MaskedBankInfoDto } from '@coverline/contracts/generated/model';
import { FieldFrame, TextField } from '../../../ui/TextField';
import type { CartForm } from './cart-schema';
import { Choice, ChoiceGroup } from './choices';
import { CHECKOUT_NS } from './namespace';

interface SectionProps {
  register: UseFormRegister<CartForm>;
  errors: FieldErrors<CartForm>;
  fieldError: (error: { message?: string } | undefined) => string | undefined;
}

export function BankFields({
  register,
  errors,
  fieldError,
  saved,
}: SectionProps & { saved: MaskedBankInfoDto | null }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-fieldset__legend">{t('bank.legend')}</legend>
      {saved && (
        <p className="field__hint">
          {t('bank.retype', {
            account: saved.accountNumberLast4,
            routing: saved.routingNumberLast4,
          })}
        </p>
      )}
      <TextField
        label={t('bank.accountHolder')}
        hint={t('bank.accountHolderHint')}
        autoComplete="name"
        error={fieldError(errors.bank?.accountHolderNames)}
        {...register('bank.accountHolderNames')}
      />
      <TextField
        label={t('bank.routingNumber')}
        hint={t('bank.routingNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        error={fieldError(errors.bank?.routingNumber)}
        {...register('bank.routingNumber')}
      />
      <TextField
        label={t('bank.accountNumber')}
        hint={t('bank.accountNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        error={fieldError(errors.bank?.accountNumber)}
        {...register('bank.accountNumber')}
      />
    </fieldset>
  );
}

export function MailFields({
  register,
  errors,
  fieldError,
  delivery,
}: SectionProps & { delivery: BillDelivery }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const address = errors.mail?.address;
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-fieldset__legend">{t('mail.legend')}</legend>
      <ChoiceGroup legend={t('mail.deliveryLegend')}>
        {[BillDelivery.Email, BillDelivery.Mail].map((value) => (
          <Choice
            key={value}
            value={value}
            label={t(`mail.delivery.${value}`)}
            {...register('mail.delivery')}
          />
        ))}
      </ChoiceGroup>
      <TextField
        label={t('mail.mailingName')}
        autoComplete="name"
        error={fieldError(errors.mail?.mailingName)}
        {...register('mail.mailingName')}
      />
      {delivery === BillDelivery.Email ? (
        <TextField
          label={t('mail.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.mail?.email)}
          {...register('mail.email')}
        />
      ) : (
        <>
          <TextField
            label={t('mail.street')}
            autoComplete="address-line1"
            error={fieldError(address?.line1)}
            {...register('mail.address.line1')}
          />
          <TextField
            label={t('mail.street2')}
            autoComplete="address-line2"
            {...register('mail.address.line2')}
          />
          <TextField
            label={t('mail.city')}
            autoComplete="address-level2"
            error={fieldError(address?.city)}
            {...register('mail.address.city')}
          />
          <FieldFrame label={t('mail.state')} error={fieldError(address?.state)}>
            {(control) => (
              <select
                {...control}
                className="field__input"
                autoComplete="address-level1"
                {...register('mail.address.state')}
              >
                <option value="">{t('mail.statePlaceholder')}</option>
                {Object.entries(STATE_NAMES).map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <TextField
            label={t('mail.zip')}
            inputMode="numeric"
            autoComplete="postal-code"
            error={fieldError(address?.zip)}
            {...register('mail.address.zip')}
          />
        </>
      )}
    </fieldset>
  );
}
