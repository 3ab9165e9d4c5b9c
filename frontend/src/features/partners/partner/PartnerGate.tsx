import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { usePartnerSubject } from '../../../lib/session-store';
import { Alert } from '../../../ui/Alert';
import { PageLoading } from '../../../ui/PageLoading';
import { PARTNER_NS } from './namespace';
import { useRepProfile, useRepTokenRenewal } from './rep-session';

/**
 * Body of the payroll partner pages: `Loading...` until the rep's profile is known. A session
 * that ends while a page is open sends the rep to sign in again.
 */
export function PartnerGate() {
  const { t } = useTranslation(PARTNER_NS);
  const subject = usePartnerSubject();
  const profile = useRepProfile();
  const navigating = useRouterState({ select: (s) => s.status === 'pending' });
  useRepTokenRenewal(Boolean(subject));
  if (!subject) {
    return navigating ? (
      <PageLoading />
    ) : (
      <Navigate to="/payroll-partner/login" search={{ type: 'expire' }} replace />
    );
  }
  if (profile.data) return <Outlet />;
  if (profile.isError) {
    return (
      <div className="page page--narrow">
        <Alert tone="error" title={t('gate.loadFailedTitle')}>
          <p>{t('gate.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void profile.refetch()}
          >
            {t('common.tryAgain', { ns: 'translation' })}
          </button>
        </Alert>
      </div>
    );
  }
  return <PageLoading />;
}
