import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useContactTeam } from '@coverline/contracts/generated/payroll-partners/payroll-partners';
import { useFieldError } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { PARTNER_NS } from './namespace';
import { repContactSchema, type RepContactForm } from './schemas';
import './partner.css';

/** Contact Us: a message to the Coverline team, recorded and mailed to them. */
export function PartnerContactPage() {
  const { t } = useTranslation(PARTNER_NS);
  useDocumentTitle(t('contact.title'));
  const fieldError = useFieldError();
  const contact = useContactTeam();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<RepContactForm>({
    resolver: zodResolver(repContactSchema),
    defaultValues: { subject: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setSent(false);
    try {
      await contact.mutateAsync({ data: values });
      setSent(true);
      form.reset();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <div className="page page--narrow">
      <header className="page-header">
        <h1>{t('contact.title')}</h1>
        <p className="lead">{t('contact.lead')}</p>
      </header>
      {sent && (
        <Alert tone="success">
          <p>{t('contact.sent')}</p>
        </Alert>
      )}
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      <form className="form card" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('contact.subject')}
          maxLength={150}
          error={fieldError(errors.subject)}
          {...form.register('subject')}
        />
        <FieldFrame label={t('contact.message')} error={fieldError(errors.message)}>
          {(control) => (
            <textarea
              {...control}
              className="field__input"
              rows={6}
              maxLength={5000}
              {...form.register('message')}
            />
          )}
        </FieldFrame>
        <SubmitButton sending={isSubmitting} sendingLabel={t('login.sending')}>
          {t('contact.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
