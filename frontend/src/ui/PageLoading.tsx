import { useTranslation } from '../lib/i18n';

/** Shown by protected pages while the session loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      {t('common.loading')}
    </div>
  );
}
