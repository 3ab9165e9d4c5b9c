import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  useCompleteRepRegistration,
  useRegisterPayrollRep,
  useSendRepRegistrationEmail,
} from '@coverline/contracts/generated/payroll-partners/payroll-partners';
import type { RepRegistrationDto } from '@coverline/contracts/generated/model';
import { appNavigation } from '../../../lib/navigation';
import { useFieldError } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http-errors';
import { storeLoginAsToken, storeRepSession } from '../../../lib/session-store';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthCard } from '../../identity/auth/AuthCard';
import { PARTNER_NS } from './namespace';
import { repRegistrationSchema, type RepRegistrationForm } from './schemas';

export interface PartnerRegisterProps {
  /** From the emailed confirmation link: exchanged once for the rep and where to go next. */
  token?: string;
  /** An admin acting as a rep: the portal opens as that rep. */
  loginAsToken?: string;
}

export function PartnerRegisterPage({ token, loginAsToken }: PartnerRegisterProps) {
  const { t } = useTranslation(PARTNER_NS);
  useDocumentTitle(t('register.title'));
  const complete = useCompleteRepRegistration();
  const [failure, setFailure] = useState<string>();
  // The emailed token works once: a remount must not exchange it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    if (loginAsToken) {
      started.current = true;
      storeLoginAsToken(loginAsToken);
      appNavigation.navigate('/payroll-partner/home');
    } else if (token) {
      started.current = true;
      complete.mutate(
        { data: { token } },
        {
          onSuccess: (result) => {
            // An active rep is signed in: the API has set the rep session's cookie.
            if (result.expires_in) storeRepSession({ expires_in: result.expires_in });
            appNavigation.navigate(result.url);
          },
          onError: (error) => setFailure(errorMessage(error)),
        },
      );
    }
  }, [token, loginAsToken, complete]);

  if (loginAsToken || (token && !failure)) {
    return (
      <div className="page-loading" role="status" aria-live="polite">
        {t('register.confirming')}
      </div>
    );
  }
  return <RegistrationForm linkFailure={failure} />;
}

function RegistrationForm({ linkFailure }: { linkFailure?: string }) {
  const { t } = useTranslation(PARTNER_NS);
  const fieldError = useFieldError();
  const register = useRegisterPayrollRep();
  const sendEmail = useSendRepRegistrationEmail();
  const [registered, setRegistered] = useState<RepRegistrationDto>();
  const [failure, setFailure] = useState<string>();
  const [resent, setResent] = useState(false);
  const form = useForm<RepRegistrationForm>({
    resolver: zodResolver(repRegistrationSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const result = await register.mutateAsync({
        data: { ...values, phone: values.phone || undefined },
      });
      await sendEmail.mutateAsync({ data: { email: result.email } });
      setRegistered(result);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  const resend = async () => {
    if (!registered) return;
    setFailure(undefined);
    try {
      await sendEmail.mutateAsync({ data: { email: registered.email } });
      setResent(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <AuthCard
      title={registered ? t('register.sentTitle') : t('register.title')}
      lead={registered ? undefined : t('register.lead')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link to="/payroll-partner/login">{t('register.signIn')}</Link>
        </p>
      }
    >
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      {registered ? (
        <>
          <Alert tone="success">
            <p>{t('register.sent', { email: registered.email })}</p>
            <p>
              {registered.payrollCompanyName
                ? t('register.joins', { company: registered.payrollCompanyName })
                : t('register.needsApproval')}
            </p>
          </Alert>
          {resent && <p role="status">{t('register.resent')}</p>}
          <button
            type="button"
            className="button button--secondary"
            disabled={sendEmail.isPending}
            onClick={() => void resend()}
          >
            {t('register.resend')}
          </button>
        </>
      ) : (
        <>
          {linkFailure && (
            <Alert tone="error" title={t('register.linkFailedTitle')}>
              <p>{linkFailure}</p>
            </Alert>
          )}
          <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
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
              label={t('register.workEmail')}
              type="email"
              autoComplete="email"
              hint={t('register.workEmailHint')}
              error={fieldError(errors.email)}
              {...form.register('email')}
            />
            <TextField
              label={t('register.phone')}
              type="tel"
              autoComplete="tel"
              error={fieldError(errors.phone)}
              {...form.register('phone')}
            />
            <SubmitButton sending={isSubmitting} sendingLabel={t('login.sending')}>
              {t('register.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </AuthCard>
  );
}
