import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { PageLoading } from '../../../ui/PageLoading';
import { useAccountLanguage } from './account-language';
import { useSession } from './use-session';

/**
 * Body of the protected layouts: `Loading...` until the user is known. A session that ends while
 * a page is open sends the user to sign in, unless a navigation (sign-out, a 401) is under way.
 */
export function SessionGate() {
  const { t } = useTranslation();
  const session = useSession();
  useAccountLanguage(session.status === 'authenticated' ? session.user : undefined);
  const navigating = useRouterState({ select: (s) => s.status === 'pending' });
  const href = useRouterState({ select: (s) => s.location.href });
  switch (session.status) {
    case 'authenticated':
      return <Outlet />;
    case 'loading':
      return <PageLoading />;
    case 'anonymous':
      return navigating ? (
        <PageLoading />
      ) : (
        <Navigate to="/login" search={{ type: 'expire', redirect: href }} replace />
      );
    case 'error':
      return (
        <div className="page page--narrow">
          <Alert tone="error" title={t('session.loadFailedTitle')}>
            <p>{t('session.loadFailed')}</p>
            <button type="button" className="button button--secondary" onClick={session.retry}>
              {t('common.tryAgain')}
            </button>
          </Alert>
        </div>
      );
  }
}
