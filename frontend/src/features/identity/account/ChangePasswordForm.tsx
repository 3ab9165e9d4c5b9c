import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import { useChangePassword } from '@coverline/contracts/generated/users/users';
import { useFieldError } from '../../../lib/forms';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { TextField } from '../../../ui/TextField';
import type { PasswordOwner } from '@coverline/contracts';
import { passwordRefusal } from '../auth/password-refusal';
import {
  changePasswordSchemaFor,
  type ChangePasswordForm as ChangePasswordValues,
} from '../auth/schemas';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * POST /api/users/change-password with the current password and the new one, which may not
 * contain the account's email or names (`owner`).
 */
export function ChangePasswordForm({ owner = {} }: { owner?: PasswordOwner }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const changePassword = useChangePassword();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchemaFor(owner)),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setServerError(undefined);
    try {
      const { message } = await changePassword.mutateAsync({
        data: { currentPassword, newPassword: password },
      });
      reset(EMPTY);
      toast.success(message);
    } catch (error) {
      const refusal = passwordRefusal(error);
      if (refusal) setError('password', { message: refusal }, { shouldFocus: true });
      else setServerError(formErrorMessage(error));
    }
  });

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">{t('account.passwordTitle')}</h2>
      <p className="card__lead">{t('account.passwordLead')}</p>
      {serverError && (
        <Alert tone="error">
          <p>{serverError}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.currentPassword)}
          {...register('currentPassword')}
        />
        <TextField
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <TextField
          label={t('fields.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('account.saving') : t('account.changePassword')}
          </button>
        </div>
      </form>
    </section>
  );
}
