import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  useExchangeRepMagicLink,
  useInitiateRepSignIn,
} from '@coverline/contracts/generated/payroll-partners/payroll-partners';
import { useFieldError } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http-errors';
import { storeLoginAsToken, storeRepSession } from '../../../lib/session-store';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthCard } from '../../identity/auth/AuthCard';
import { forgotPasswordSchema, type ForgotPasswordForm } from '../../identity/auth/schemas';
import { PARTNER_NS } from './namespace';

export interface PartnerLoginProps {
  /** From the emailed sign-in link: exchanged once for a rep session. */
  token?: string;
  /** An admin acting as the rep: kept for this browser tab only. */
  loginAsToken?: string;
  expired: boolean;
}

const HOME = '/payroll-partner/home';

export function PartnerLoginPage({ token, loginAsToken, expired }: PartnerLoginProps) {
  const { t } = useTranslation(PARTNER_NS);
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const exchange = useExchangeRepMagicLink();
  const [linkFailed, setLinkFailed] = useState(false);
  // The emailed token works once: a second exchange (a remount) would fail after the first.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    if (loginAsToken) {
      started.current = true;
      storeLoginAsToken(loginAsToken);
      void navigate({ to: HOME, replace: true });
    } else if (token) {
      started.current = true;
      exchange.mutate(
        { data: { token } },
        {
          onSuccess: (issued) => {
            storeRepSession(issued);
            void navigate({ to: HOME, replace: true });
          },
          onError: () => setLinkFailed(true),
        },
      );
    }
  }, [token, loginAsToken, exchange, navigate]);

  if (loginAsToken || (token && !linkFailed)) {
    return (
      <div className="page-loading" role="status" aria-live="polite">
        {t('login.exchanging')}
      </div>
    );
  }
  return <EmailSignIn expired={expired} linkFailed={linkFailed} />;
}

function EmailSignIn({ expired, linkFailed }: { expired: boolean; linkFailed: boolean }) {
  const { t } = useTranslation(PARTNER_NS);
  const fieldError = useFieldError();
  const initiate = useInitiateRepSignIn();
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await initiate.mutateAsync({ data: values });
      setSentTo(values.email);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title={sentTo ? t('login.sentTitle') : t('login.title')}
      lead={sentTo ? undefined : t('login.lead')}
      footer={
        <>
          <section aria-labelledby="partner-login-paths">
            <h2 id="partner-login-paths" className="auth-card__subtitle">
              {t('login.pathsTitle')}
            </h2>
            <ul className="partner-login-paths">
              <li>{t('login.pathRegister')}</li>
              <li>{t('login.pathInvited')}</li>
            </ul>
          </section>
          <p>
            {t('login.registerHint')}{' '}
            <Link to="/payroll-partner/register">{t('login.registerLink')}</Link>
          </p>
          <p>
            {t('login.staffHint')} <Link to="/login">{t('login.staffLink')}</Link>
          </p>
        </>
      }
    >
      {sentTo ? (
        <>
          <Alert tone="success">
            <p>{t('login.sent', { email: sentTo })}</p>
          </Alert>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              reset();
              setSentTo(undefined);
            }}
          >
            {t('login.useOtherEmail')}
          </button>
        </>
      ) : (
        <>
          {expired && (
            <Alert tone="warning" title={t('login.expiredTitle')}>
              <p>{t('login.expired')}</p>
            </Alert>
          )}
          {linkFailed && (
            <Alert tone="error" title={t('login.linkFailedTitle')}>
              <p>{t('login.linkFailed')}</p>
            </Alert>
          )}
          {failure && (
            <Alert tone="error">
              <p>{failure}</p>
            </Alert>
          )}
          <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <TextField
              label={t('fields.email', { ns: 'translation' })}
              type="email"
              autoComplete="email"
              error={fieldError(errors.email)}
              {...register('email')}
            />
            <SubmitButton sending={isSubmitting} sendingLabel={t('login.sending')}>
              {t('login.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </AuthCard>
  );
}
