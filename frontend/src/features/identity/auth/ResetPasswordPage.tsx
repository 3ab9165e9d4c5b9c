import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useResetPassword } from '@coverline/contracts/generated/users/users';
import { useFieldError } from '../../../lib/forms';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthCard } from './AuthCard';
import { passwordRefusal } from './password-refusal';
import { resetPasswordSchema, type ResetPasswordForm } from './schemas';

/**
 * The page the emailed reset link opens; the link carries the one-time token. The welcome mail of
 * a new account opens it too (`welcome`): there the person sets their first password.
 */
export function ResetPasswordPage({
  token,
  welcome = false,
}: {
  token?: string;
  welcome?: boolean;
}) {
  const { t } = useTranslation();
  const texts = welcome ? 'reset.welcome' : 'reset';
  useDocumentTitle(t(`${texts}.title`));
  const fieldError = useFieldError();
  const resetPassword = useResetPassword();
  const [serverError, setServerError] = useState<string>();
  const [done, setDone] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setServerError(undefined);
    try {
      const { message } = await resetPassword.mutateAsync({ data: { token, password } });
      setDone(welcome ? t('reset.welcome.done') : message);
    } catch (error) {
      const refusal = passwordRefusal(error);
      if (refusal) setError('password', { message: refusal }, { shouldFocus: true });
      else setServerError(formErrorMessage(error));
    }
  });

  const footer = (
    <p>
      <Link to="/forgot-password">{t('reset.requestNew')}</Link>
    </p>
  );

  if (!token) {
    return (
      <AuthCard title={t(`${texts}.title`)} footer={footer}>
        <Alert tone="error" title={t('reset.missingTokenTitle')}>
          <p>{t('reset.missingToken')}</p>
        </Alert>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t(`${texts}.doneTitle`)}>
        <Alert tone="success">
          <p>{done}</p>
        </Alert>
        <Link to="/login" className="button button--primary button--block">
          {t('reset.signIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t(`${texts}.title`)} lead={t(`${texts}.lead`)} footer={footer}>
      {serverError && (
        <Alert tone="error">
          <p>{serverError}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('fields.newPassword')}
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
        <SubmitButton sending={isSubmitting} sendingLabel={t('reset.sending')}>
          {t(`${texts}.submit`)}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
