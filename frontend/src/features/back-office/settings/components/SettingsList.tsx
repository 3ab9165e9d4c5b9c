/**
 * The list of a settings tab on the shared list kit: its search box and filters, the table whose
 * first column names the row and whose last holds Edit and the row's other actions, and the pager.
 */
import type { ReactNode } from 'react';
import {
  listColumns,
  ListSearch,
  ListView,
  type ListColumn,
  type ListPage,
} from '../../../../ui/list';
import { useSettingsT } from '../texts';
import { RowButton } from './cells';

/** Rows a page of a settings list shows unless the URL asks for another size. */
export const PAGE_SIZE = 10;

export function SettingsList<T extends { id: string }>({
  list,
  caption,
  search,
  filtersLabel,
  filters,
  columns,
  editLabel,
  onEdit,
  rowActions,
}: {
  list: ListPage<T>;
  caption: string;
  /** The search box; without it the list has filters only. */
  search?: { label: string; value: string; onSearch: (term: string) => void };
  /** The name of the filters when there is no search box to hold them. */
  filtersLabel?: string;
  /** The filters (`FilterSelect`s) beside the search box. */
  filters: ReactNode;
  columns: ListColumn<T>[];
  /** The Edit button's name in full, since "Edit" alone is ambiguous in a list. */
  editLabel: (record: T) => string;
  onEdit: (record: T) => void;
  /** A row's actions after Edit. */
  rowActions?: (record: T) => ReactNode;
}) {
  const t = useSettingsT();
  const [named, ...others] = columns;
  const actions = listColumns<T>().display({
    id: 'actions',
    header: t('list.actions'),
    cell: ({ row }) => (
      <div className="row-actions">
        <RowButton
          label={t('actions.edit')}
          ariaLabel={editLabel(row.original)}
          onClick={() => onEdit(row.original)}
        />
        {rowActions?.(row.original)}
      </div>
    ),
  });
  return (
    <>
      <div className="list-toolbar settings-toolbar">
        {search ? (
          <ListSearch
            value={search.value}
            labels={{ form: search.label, field: search.label, submit: t('list.search') }}
            onSearch={search.onSearch}
          />
        ) : null}
        <div
          className="settings-toolbar__filters"
          role={search ? undefined : 'search'}
          aria-label={search ? undefined : filtersLabel}
        >
          {filters}
        </div>
      </div>
      <ListView
        list={list}
        columns={[{ ...named, meta: { ...named?.meta, rowHeader: true } }, ...others, actions]}
        caption={caption}
        texts={{ loading: t('list.loading'), empty: t('list.empty'), failed: t('list.loadFailed') }}
        showFailure
        scrollClassName="table-wrap"
      />
      {list.query.isError && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void list.query.refetch()}
        >
          {t('actions.retry')}
        </button>
      )}
    </>
  );
}
