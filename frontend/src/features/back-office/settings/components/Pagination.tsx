import { useSettingsT } from '../texts';

/** Previous/next through a list, with where the reader is. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useSettingsT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="pagination" aria-label={t('list.pagination')}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('list.previous')}
      </button>
      <span className="pagination__where">{t('list.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('list.next')}
      </button>
    </nav>
  );
}
