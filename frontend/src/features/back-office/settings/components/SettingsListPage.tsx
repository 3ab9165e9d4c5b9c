import type { Key, ReactNode } from 'react';
import { useSettingsT } from '../texts';
import { EditorPanel } from './EditorPanel';
import { SelectField } from './fields';
import { PAGE_SIZE, useEditor, useKeepPageInRange, useListState } from './list-state';
import { ListState, ResultCount } from './ListState';
import { Pagination } from './Pagination';
import { RecordTable, type Column } from './RecordTable';
import { SearchForm } from './SearchForm';
import { TabSection } from './TabSection';

/** What the editor has open: a new record, a record, or another of the tab's panels by name. */
type Editing<R, P extends string> =
  { mode: 'create' } | { mode: 'edit'; record: R } | { mode: 'panel'; name: P };

/**
 * The state of a searchable, filtered, paged list of records with its editor: page, term and
 * filters, the query parameters they make, and what the editor has open.
 */
export function useSettingsList<F extends Record<string, string>, R, P extends string = never>(
  initialFilters: F,
) {
  const list = useListState<F>(initialFilters);
  const editor = useEditor<Editing<R, P>>();
  return {
    ...list,
    editor,
    params: { page: list.page, pageSize: PAGE_SIZE, searchTerm: list.term || undefined },
    edit: (record: R) => editor.open({ mode: 'edit', record }),
    openPanel: (name: P) => editor.open({ mode: 'panel', name }),
    close: editor.close,
  };
}

type SettingsList<F extends Record<string, string>, R, P extends string> = ReturnType<
  typeof useSettingsList<F, R, P>
>;

/** A filter of the list: one of its values, or "All". */
export type Filter<F extends Record<string, string>> = {
  [K in keyof F]: { key: K; label: string; options: ReadonlyArray<{ value: F[K]; label: string }> };
}[keyof F];

interface ListQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A settings tab over a list of records: a button for a new one, search and filters, the count,
 * the table (or loading, failure, nothing found) and paging; or, while one is open, its editor in
 * place of all that.
 */
export function SettingsListPage<
  F extends Record<string, string>,
  R extends { id: string },
  P extends string = never,
>({
  id,
  title,
  lead,
  list,
  create,
  editTitle,
  editorKey,
  renderEditor,
  panels,
  searchLabel,
  filtersLabel,
  filters,
  scope,
  query,
  result,
  columns,
  editLabel,
  rowActions,
}: {
  id: string;
  title: string;
  lead: string;
  list: SettingsList<F, R, P>;
  /** The button and the editor's title for a new record; without it records are only edited. */
  create?: { label: string; title: string };
  editTitle: (record: R) => string;
  /** Set when the editor must start afresh for another record, as it does for a new one. */
  editorKey?: (record: R) => Key;
  /** The form for the record being edited, or for a new one when undefined. */
  renderEditor: (record: R | undefined) => ReactNode;
  /** The tab's other panels, opened with `list.openPanel`; one undefined is not offered now. */
  panels?: { [N in P]: { title: string; content: ReactNode } | undefined };
  /** The search box's label; without it the list has filters only. */
  searchLabel?: string;
  /** The name of the filters when there is no search box to hold them. */
  filtersLabel?: string;
  filters: ReadonlyArray<Filter<F>>;
  /**
   * What the list belongs to (such as the year of payroll rules), shown above it, and the query it
   * comes from: until that has answered, its state is all the tab shows.
   */
  scope?: { query: ListQuery; empty: boolean; content: ReactNode };
  query: ListQuery;
  /** The current page of rows and how many the search and filters found; undefined until loaded. */
  result: { items: R[]; total: number } | undefined;
  columns: ReadonlyArray<Column<R>>;
  /** The Edit button's name in full. */
  editLabel: (record: R) => string;
  /** A row's actions after Edit. */
  rowActions?: (record: R) => ReactNode;
}) {
  const t = useSettingsT();
  const { editor } = list;
  const total = result?.total;
  useKeepPageInRange(list.page, total, list.setPage);

  const filterFields = filters.map((filter) => (
    <SelectField
      key={String(filter.key)}
      label={filter.label}
      value={list.filters[filter.key]}
      onChange={(event) =>
        list.changeFilter(filter.key, event.target.value as F[typeof filter.key])
      }
      options={[{ value: '', label: t('list.all') }, ...filter.options]}
    />
  ));
  const body = (
    <>
      {searchLabel ? (
        <SearchForm label={searchLabel} initial={list.term} onSearch={list.search}>
          {filterFields}
        </SearchForm>
      ) : (
        <div role="search" className="list-toolbar" aria-label={filtersLabel}>
          {filterFields}
        </div>
      )}
      {total !== undefined && <ResultCount total={total} />}
      <ListState
        loading={query.isPending}
        error={query.error}
        empty={result?.items.length === 0}
        onRetry={() => void query.refetch()}
      >
        <RecordTable
          caption={title}
          columns={columns}
          records={result?.items ?? []}
          editLabel={editLabel}
          onEdit={list.edit}
          actions={rowActions}
        />
      </ListState>
      <Pagination page={list.page} pageSize={PAGE_SIZE} total={total ?? 0} onPage={list.setPage} />
    </>
  );

  const editing = editor.editing;
  const panel = editing?.mode === 'panel' ? panels?.[editing.name] : undefined;
  let shown: ReactNode;
  if (editing?.mode === 'create' || editing?.mode === 'edit') {
    const record = editing.mode === 'edit' ? editing.record : undefined;
    shown = (
      <EditorPanel
        key={editorKey && (record ? editorKey(record) : 'new')}
        title={record ? editTitle(record) : (create?.title ?? '')}
      >
        {renderEditor(record)}
      </EditorPanel>
    );
  } else if (panel) {
    shown = <EditorPanel title={panel.title}>{panel.content}</EditorPanel>;
  } else if (scope) {
    shown = (
      <ListState
        loading={scope.query.isPending}
        error={scope.query.error}
        empty={scope.empty}
        onRetry={() => void scope.query.refetch()}
      >
        {scope.content}
        {body}
      </ListState>
    );
  } else {
    shown = body;
  }

  return (
    <TabSection
      id={id}
      title={title}
      lead={lead}
      headingRef={editor.headingRef}
      actions={
        create &&
        !editing && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => editor.open({ mode: 'create' })}
          >
            {create.label}
          </button>
        )
      }
    >
      {shown}
    </TabSection>
  );
}
