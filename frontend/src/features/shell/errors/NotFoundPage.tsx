import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../ui/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="page page--narrow status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      <div className="actions">
        <Link to="/" className="button button--primary">
          {t('notFound.home')}
        </Link>
        <Link to="/quotation" className="button button--secondary">
          {t('common.getQuote')}
        </Link>
      </div>
    </div>
  );
}
