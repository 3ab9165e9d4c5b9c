/** Previous and next buttons around "from–to of total" for a paged list. */
export function Pager({
  page,
  pages,
  pageSize,
  total,
  shown,
  labels,
  onPage,
}: {
  page: number;
  pages: number;
  pageSize: number;
  total: number;
  shown: number;
  /** Already translated; `summary` reads the numbers. */
  labels: {
    label: string;
    previous: string;
    next: string;
    summary: (range: { from: number; to: number; total: number }) => string;
  };
  onPage: (page: number) => void;
}) {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  return (
    <nav className="pager" aria-label={labels.label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {labels.previous}
      </button>
      <p aria-live="polite">{labels.summary({ from, to, total })}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {labels.next}
      </button>
    </nav>
  );
}
