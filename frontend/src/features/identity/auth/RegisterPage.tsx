import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { i18n, useTranslation } from '../../../lib/i18n';
import { useRegister } from '@coverline/contracts/generated/users/users';
import { useFieldError } from '../../../lib/forms';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthCard } from './AuthCard';
import { useCompleteSignIn } from './complete-sign-in';
import { passwordRefusal } from './password-refusal';
import { registerSchema, type RegisterForm } from './schemas';

/**
 * Sign-up. `email` comes from a link mailed to that address (a bound policy, a quote to keep
 * working on) and starts the form with it.
 */
export function RegisterPage({
  quoteUneditable,
  email = '',
}: {
  quoteUneditable: boolean;
  email?: string;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('register.title'));
  const fieldError = useFieldError();
  const registerUser = useRegister();
  const completeSignIn = useCompleteSignIn();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email,
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, phone, ...fields }) => {
    setServerError(undefined);
    try {
      const issued = await registerUser.mutateAsync({
        data: { ...fields, ...(phone ? { phone } : {}), language: i18n.language },
      });
      // A guest sent here to keep working on a quote goes back to it; anyone else lands on their
      // policies page, which asks them to confirm their email and lists their quotes.
      await completeSignIn(issued, quoteUneditable ? '/quotation' : '/client/policies');
    } catch (error) {
      const refusal = passwordRefusal(error);
      if (refusal) setError('password', { message: refusal }, { shouldFocus: true });
      else setServerError(formErrorMessage(error));
    }
  });

  return (
    <AuthCard
      title={t('register.title')}
      lead={t('register.lead')}
      footer={
        <p>
          {t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link>
        </p>
      }
    >
      {quoteUneditable && (
        <Alert tone="info" title={t('register.quoteUneditableTitle')}>
          <p>{t('register.quoteUneditable')}</p>
        </Alert>
      )}
      {serverError && (
        <Alert tone="error">
          <p>{serverError}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="form__row">
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            error={fieldError(errors.firstName)}
            {...register('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            error={fieldError(errors.lastName)}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('fields.phoneOptional')}
          type="tel"
          autoComplete="tel"
          error={fieldError(errors.phone)}
          {...register('phone')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <SubmitButton sending={isSubmitting} sendingLabel={t('register.sending')}>
          {t('register.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
