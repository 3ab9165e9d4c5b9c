import type { ReactNode } from 'react';
import { formErrorMessage } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { useSettingsT } from '../texts';

/** What a list shows instead of rows: loading, a failure with a retry, or nothing found. */
export function ListState({
  loading,
  error,
  empty,
  onRetry,
  children,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useSettingsT();
  if (error) {
    return (
      <Alert tone="error" title={t('list.loadFailed')}>
        <p>{formErrorMessage(error) ?? t('list.loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      </Alert>
    );
  }
  if (loading) {
    return (
      <p className="list-note" role="status">
        {t('list.loading')}
      </p>
    );
  }
  if (empty) {
    return (
      <p className="list-note" role="status">
        {t('list.empty')}
      </p>
    );
  }
  return children;
}

/** How many rows the filters found, announced politely when it changes. */
export function ResultCount({ total }: { total: number }) {
  const t = useSettingsT();
  return (
    <p className="list-count" role="status">
      {t('list.count', { count: total })}
    </p>
  );
}
