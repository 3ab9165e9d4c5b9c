import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Messages } from '@coverline/contracts';
import { getGetMeQueryKey, useVerifyEmail } from '@coverline/contracts/generated/users/users';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthCard } from './AuthCard';

type Outcome = { status: 'confirmed'; message: string } | { status: 'failed'; message: string };

/** The page the emailed confirmation link opens: it confirms the address straight away. */
export function VerifyEmailPage({ token }: { token?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('verify.title'));
  const queryClient = useQueryClient();
  const verifyEmail = useVerifyEmail();
  const [outcome, setOutcome] = useState<Outcome>();
  // The token works once: send it once even when React runs effects twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail
      .mutateAsync({ data: { token } })
      .then(async ({ message }) => {
        setOutcome({ status: 'confirmed', message });
        await queryClient.invalidateQueries({ queryKey: getGetMeQueryKey() });
      })
      .catch((error: unknown) =>
        setOutcome({ status: 'failed', message: formErrorMessage(error) ?? Messages.generic }),
      );
  }, [token, verifyEmail, queryClient]);

  if (!token) {
    return (
      <AuthCard title={t('verify.title')}>
        <Alert tone="error" title={t('verify.missingTokenTitle')}>
          <p>{t('verify.missingToken')}</p>
        </Alert>
      </AuthCard>
    );
  }
  if (!outcome) {
    return (
      <AuthCard title={t('verify.title')}>
        <p role="status" aria-live="polite">
          {t('verify.pending')}
        </p>
      </AuthCard>
    );
  }
  if (outcome.status === 'failed') {
    return (
      <AuthCard
        title={t('verify.failedTitle')}
        footer={
          <p>
            <Link to="/client/my-account">{t('verify.requestNew')}</Link>
          </p>
        }
      >
        <Alert tone="error">
          <p>{outcome.message}</p>
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('verify.doneTitle')}>
      <Alert tone="success">
        <p>{outcome.message}</p>
        <p>{t('verify.doneBody')}</p>
      </Alert>
      <Link to="/client/policies" hash="quotes" className="button button--primary button--block">
        {t('verify.continue')}
      </Link>
    </AuthCard>
  );
}
