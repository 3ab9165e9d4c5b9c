import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { useIsSignedIn } from '../../../lib/session-store';
import { useDocumentTitle } from '../../../ui/use-document-title';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  useDocumentTitle(t('unauthorized.title'));
  return (
    <div className="page page--narrow status-page">
      <p className="status-page__code" aria-hidden="true">
        401
      </p>
      <h1>{t('unauthorized.title')}</h1>
      <p className="lead">{signedIn ? t('unauthorized.wrongRole') : t('unauthorized.signIn')}</p>
      <div className="actions">
        <Link to="/" className="button button--secondary">
          {t('notFound.home')}
        </Link>
        {!signedIn && (
          <Link to="/login" className="button button--primary">
            {t('menu.signIn')}
          </Link>
        )}
      </div>
    </div>
  );
}
