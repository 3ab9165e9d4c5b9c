/**
 * The billing form of the cart: the email typed again, how a direct bill is paid (EFT with bank
 * details, or bills by mail or email) and full payment or instalments, as far as the carrier
 * offers them. For pay as you go only the payment choice and the email: the payroll service
 * registration holds the rest. Fields are checked when left and again as they change.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { BillDelivery, BillingPlan, PaymentMethod, paymentSchedule } from '@coverline/contracts';
import {
  getGetBillingInfoQueryKey,
  useCreateBillingInfo,
} from '@coverline/contracts/generated/billing/billing';
import type { BillingInfoDto, QuoteDto } from '@coverline/contracts/generated/model';
import { useFieldError } from '../../../lib/forms';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { BankFields, MailFields } from './BillingFields';
import type { BillingOptions } from './billing-options';
import { billingBody, cartSchema, emptyCart, type CartForm } from './cart-schema';
import { Choice, ChoiceGroup } from './choices';
import { PaymentScheduleText } from './PaymentScheduleText';
import { CHECKOUT_NS } from './namespace';

/** What a saved billing fills back in; bank numbers are never sent back, so they are typed again. */
function initialValues(
  plan: BillingPlan,
  options: BillingOptions,
  saved: BillingInfoDto | undefined,
): CartForm {
  const empty = { ...emptyCart(options.choices[0]), billingPlan: plan };
  if (!saved) return empty;
  const choice = options.choices.includes(saved.paymentChoice)
    ? saved.paymentChoice
    : empty.paymentChoice;
  return {
    ...empty,
    email: saved.email,
    paymentChoice: choice,
    paymentMethod: saved.paymentMethod ?? empty.paymentMethod,
    bank: saved.bank
      ? {
          ...empty.bank,
          accountHolderNames: saved.bank.accountHolderNames,
        }
      : empty.bank,
    mail: saved.mail
      ? {
          delivery: saved.mail.delivery,
          mailingName: saved.mail.mailingName,
          email: saved.mail.email ?? '',
          address: {
            ...empty.mail.address,
            ...saved.mail.address,
            line2: saved.mail.address?.line2 ?? '',
          },
        }
      : empty.mail,
  };
}

export function BillingForm({
  plan,
  quote,
  premiumCents,
  options,
  saved,
  onSaved,
}: {
  plan: BillingPlan;
  quote: QuoteDto;
  premiumCents: number;
  options: BillingOptions;
  saved: BillingInfoDto | undefined;
  onSaved: () => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const create = useCreateBillingInfo();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CartForm>({
    resolver: zodResolver(cartSchema(quote.client.email)),
    mode: 'onTouched',
    defaultValues: initialValues(plan, options, saved),
  });
  const method = useWatch({ control, name: 'paymentMethod' });
  const delivery = useWatch({ control, name: 'mail.delivery' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const result = await create.mutateAsync({ data: billingBody(quote.id, values) });
      queryClient.setQueryData(getGetBillingInfoQueryKey(quote.id), result);
      onSaved();
    } catch (error) {
      setFailure(formErrorMessage(error));
    }
  });

  return (
    <section className="card checkout-card" aria-labelledby="cart-form-title">
      <h2 id="cart-form-title" className="checkout-card__title">
        {t(plan === BillingPlan.DirectBill ? 'form.title' : 'form.paygoTitle')}
      </h2>
      <form className="form checkout-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && (
          <Alert tone="error">
            <p>{failure}</p>
          </Alert>
        )}
        {plan === BillingPlan.DirectBill && (
          <>
            <ChoiceGroup legend={t('form.methodLegend')}>
              {[PaymentMethod.EFT, PaymentMethod.MailEmail].map((value) => (
                <Choice
                  key={value}
                  value={value}
                  label={t(`form.method.${value}`)}
                  detail={t(`form.methodDetail.${value}`)}
                  {...register('paymentMethod')}
                />
              ))}
            </ChoiceGroup>
            {method === PaymentMethod.EFT ? (
              <BankFields
                register={register}
                errors={errors}
                fieldError={fieldError}
                saved={saved?.bank ?? null}
              />
            ) : (
              <MailFields
                register={register}
                errors={errors}
                fieldError={fieldError}
                delivery={delivery ?? BillDelivery.Email}
              />
            )}
          </>
        )}
        {plan === BillingPlan.PayAsYouGo ? (
          <p className="checkout-deposit">
            <PaymentScheduleText
              schedule={paymentSchedule(premiumCents, options.choices[0], plan)}
            />{' '}
            {t('form.paygoDeposit')}
          </p>
        ) : (
          <ChoiceGroup legend={t('form.choiceLegend')}>
            {options.choices.map((value) => (
              <Choice
                key={value}
                value={value}
                label={t(`form.choice.${value}`)}
                detail={<PaymentScheduleText schedule={paymentSchedule(premiumCents, value)} />}
                {...register('paymentChoice')}
              />
            ))}
          </ChoiceGroup>
        )}
        <TextField
          label={t('form.email')}
          hint={t('form.emailHint')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <SubmitButton sending={isSubmitting} sendingLabel={t('form.saving')}>
          {t('form.save')}
        </SubmitButton>
      </form>
    </section>
  );
}
