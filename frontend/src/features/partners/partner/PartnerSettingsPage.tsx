import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  getGetRepProfileQueryKey,
  useUpdateRepProfile,
} from '@coverline/contracts/generated/payroll-partners/payroll-partners';
import type { PayrollRepProfileDto } from '@coverline/contracts/generated/model';
import { useFieldError } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { PARTNER_NS } from './namespace';
import { signOutPartner, useRepProfile } from './rep-session';
import { repSettingsSchema, type RepSettingsForm } from './schemas';
import './partner.css';

/** The rep's own details and notification choices, and signing out. */
export function PartnerSettingsPage() {
  const { t } = useTranslation(PARTNER_NS);
  useDocumentTitle(t('settings.title'));
  const { data: rep } = useRepProfile();
  if (!rep) return null;
  return (
    <div className="page page--narrow">
      <header className="page-header">
        <h1>{t('settings.title')}</h1>
        <p className="lead">
          {rep.payrollCompanyName
            ? t('settings.lead', { email: rep.email, company: rep.payrollCompanyName })
            : rep.email}
        </p>
      </header>
      <SettingsForm rep={rep} />
      <section className="card partner-home__section" aria-labelledby="rep-signout">
        <h2 id="rep-signout">{t('settings.signOutTitle')}</h2>
        <p>{t('settings.signOutHint')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void signOutPartner()}
        >
          {t('settings.signOut')}
        </button>
      </section>
    </div>
  );
}

export function SettingsForm({ rep }: { rep: PayrollRepProfileDto }) {
  const { t } = useTranslation(PARTNER_NS);
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const update = useUpdateRepProfile();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<RepSettingsForm>({
    resolver: zodResolver(repSettingsSchema),
    defaultValues: {
      firstName: rep.firstName,
      lastName: rep.lastName,
      phone: rep.phone ?? '',
      notifyReferralStatus: rep.notifyReferralStatus,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setSaved(false);
    try {
      const updated = await update.mutateAsync({
        data: { ...values, phone: values.phone || null },
      });
      await queryClient.invalidateQueries({ queryKey: getGetRepProfileQueryKey() });
      form.reset({ ...values, phone: updated.phone ?? '' });
      setSaved(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <form className="form card" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2>{t('settings.profileTitle')}</h2>
      {saved && (
        <Alert tone="success">
          <p>{t('settings.saved')}</p>
        </Alert>
      )}
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      <TextField
        label={t('fields.firstName', { ns: 'translation' })}
        autoComplete="given-name"
        error={fieldError(errors.firstName)}
        {...form.register('firstName')}
      />
      <TextField
        label={t('fields.lastName', { ns: 'translation' })}
        autoComplete="family-name"
        error={fieldError(errors.lastName)}
        {...form.register('lastName')}
      />
      <TextField
        label={t('register.phone')}
        type="tel"
        autoComplete="tel"
        error={fieldError(errors.phone)}
        {...form.register('phone')}
      />
      <fieldset className="field">
        <legend className="field__label">{t('settings.notificationsTitle')}</legend>
        <label className="checkbox">
          <input type="checkbox" {...form.register('notifyReferralStatus')} />{' '}
          {t('settings.notifyReferralStatus')}
        </label>
      </fieldset>
      <SubmitButton sending={isSubmitting} sendingLabel={t('settings.saving')}>
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}
