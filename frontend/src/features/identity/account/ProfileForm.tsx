import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import type { UserDto } from '@coverline/contracts/generated/model';
import { getGetMeQueryKey, useUpdateUser } from '@coverline/contracts/generated/users/users';
import { useFieldError } from '../../../lib/forms';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { TextField } from '../../../ui/TextField';
import { profileSchema, type ProfileForm as ProfileValues } from '../auth/schemas';

/** Name and phone, saved with PATCH /api/users/update/{id}. */
export function ProfileForm({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const updateUser = useUpdateUser();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
  });

  const onSubmit = handleSubmit(async ({ phone, ...names }) => {
    setServerError(undefined);
    try {
      const updated = await updateUser.mutateAsync({
        id: user.id,
        data: { ...names, phone: phone === '' ? null : phone },
      });
      queryClient.setQueryData(getGetMeQueryKey(), updated);
      reset({
        firstName: updated.firstName,
        lastName: updated.lastName,
        phone: updated.phone ?? '',
      });
      toast.success(t('account.profileSaved'));
    } catch (error) {
      setServerError(formErrorMessage(error));
    }
  });

  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('account.profileTitle')}</h2>
      <p className="card__lead">{t('account.profileLead')}</p>
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
          label={t('fields.phoneOptional')}
          type="tel"
          autoComplete="tel"
          error={fieldError(errors.phone)}
          {...register('phone')}
        />
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={isSubmitting || !isDirty}
          >
            {isSubmitting ? t('account.saving') : t('account.saveProfile')}
          </button>
        </div>
      </form>
    </section>
  );
}
