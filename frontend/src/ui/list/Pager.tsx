import { useTranslation } from '../../lib/i18n';
import './pager.css';

/** Previous and next buttons around "from–to of total" for a paged list. */
export function Pager({
  page,
  pages,
  pageSize,
  total,
  shown,
  onPage,
}: {
  page: number;
  pages: number;
  pageSize: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
}) {
  // The app's own namespace, always loaded: every list pages the same way.
  const { t } = useTranslation();
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  return (
    <nav className="pager" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t('pagination.previous')}
      </button>
      <p aria-live="polite">{t('pagination.summary', { from, to, total })}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
