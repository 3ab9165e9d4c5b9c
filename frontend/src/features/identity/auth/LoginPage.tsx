import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useLogin } from '@coverline/contracts/generated/users/users';
import type { MfaStep } from '@coverline/contracts/generated/model';
import { useFieldError } from '../../../lib/forms';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { SignInSecondStep } from '../mfa/SignInSecondStep';
import { AuthCard } from './AuthCard';
import { useCompleteSignIn } from './complete-sign-in';
import { loginSchema, type LoginForm } from './schemas';

export function LoginPage({ expired, redirectTo }: { expired: boolean; redirectTo?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const fieldError = useFieldError();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [serverError, setServerError] = useState<string>();
  const [secondStep, setSecondStep] = useState<{ step: MfaStep; mfaToken: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const answer = await login.mutateAsync({ data: values });
      if (answer.mfa_step && answer.mfa_token) {
        setSecondStep({ step: answer.mfa_step, mfaToken: answer.mfa_token });
      } else if (answer.expires_in !== undefined) {
        // The session is in the cookie the answer set; the answer only says when it ends.
        await completeSignIn({ expires_in: answer.expires_in }, redirectTo);
      }
    } catch (error) {
      setServerError(formErrorMessage(error));
    }
  });

  if (secondStep) {
    return (
      <AuthCard
        title={secondStep.step === 'verify' ? t('mfa.verifyTitle') : t('mfa.enrolRequiredTitle')}
      >
        <SignInSecondStep
          step={secondStep.step}
          mfaToken={secondStep.mfaToken}
          onSignedIn={(issued) => completeSignIn(issued, redirectTo)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('login.title')}
      lead={t('login.lead')}
      footer={
        <p>
          {t('login.noAccount')} <Link to="/register">{t('login.createAccount')}</Link>
        </p>
      }
    >
      {expired && (
        <Alert tone="warning" title={t('login.expiredTitle')}>
          <p>{t('login.expired')}</p>
        </Alert>
      )}
      {serverError && (
        <Alert tone="error">
          <p>{serverError}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <p className="form__aside">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </p>
        <SubmitButton sending={isSubmitting} sendingLabel={t('login.sending')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
