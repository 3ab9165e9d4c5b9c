import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useRequestResetPassword } from '@coverline/contracts/generated/users/users';
import { useFieldError } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthCard } from './AuthCard';
import { forgotPasswordSchema, type ForgotPasswordForm } from './schemas';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('forgot.title'));
  const fieldError = useFieldError();
  const requestReset = useRequestResetPassword();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setResult(undefined);
    try {
      const { message } = await requestReset.mutateAsync({ data: values });
      setResult({ tone: 'success', text: message });
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error) });
    }
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      lead={t('forgot.lead')}
      footer={
        <p>
          <Link to="/login">{t('forgot.backToSignIn')}</Link>
        </p>
      }
    >
      {result && (
        <Alert tone={result.tone}>
          <p>{result.text}</p>
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
        <SubmitButton sending={isSubmitting} sendingLabel={t('forgot.sending')}>
          {t('forgot.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
