import type { Key, ReactNode } from 'react';
import { useSettingsT } from '../texts';
import { EditorPanel } from './EditorPanel';
import { SelectField } from './fields';
import { PAGE_SIZE, useEditor, useKeepPageInRange, useListState } from './list-state';
import { ListState, ResultCount } from './ListState';
import { Pagination } from './Pagination';
import { SearchForm } from './SearchForm';
import { TabSection } from './TabSection';

type Editing<R> = { mode: 'create' } | { mode: 'edit'; record: R };

/**
 * The state of a searchable, paged list of records with its editor: page, term and filter, the
 * query parameters they make, and which record (or a new one) the editor has open.
 */
export function useSettingsList<F extends string, R>(initialFilter: F) {
  const list = useListState<F>(initialFilter);
  const editor = useEditor<Editing<R>>();
  return {
    ...list,
    editor,
    params: { page: list.page, pageSize: PAGE_SIZE, searchTerm: list.term || undefined },
    edit: (record: R) => editor.open({ mode: 'edit', record }),
    close: editor.close,
  };
}

type SettingsList<F extends string, R> = ReturnType<typeof useSettingsList<F, R>>;

/**
 * A settings tab over a list of records: a button for a new one, search with one filter, the
 * count, the rows (or loading, failure, nothing found) and paging; or, while one is open, its
 * editor in place of all that.
 */
export function SettingsListPage<F extends string, R>({
  id,
  title,
  lead,
  newLabel,
  newTitle,
  editTitle,
  editorKey,
  renderEditor,
  list,
  searchLabel,
  filterLabel,
  filterOptions,
  total,
  empty,
  query,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  newLabel: string;
  newTitle: string;
  editTitle: (record: R) => string;
  /** Set when the editor must start afresh for another record, as it does for a new one. */
  editorKey?: (record: R) => Key;
  /** The form for the record being edited, or for a new one when undefined. */
  renderEditor: (record: R | undefined) => ReactNode;
  list: SettingsList<F, R>;
  searchLabel: string;
  filterLabel: string;
  /** The choices besides "All". */
  filterOptions: ReadonlyArray<{ value: F; label: string }>;
  /** Every row the search and filter found; undefined until the list has loaded. */
  total: number | undefined;
  /** Whether the current page has no rows. */
  empty: boolean;
  query: { isPending: boolean; error: unknown; refetch: () => Promise<unknown> };
  /** The rows of the current page. */
  children: ReactNode;
}) {
  const t = useSettingsT();
  const { editor } = list;
  useKeepPageInRange(list.page, total, list.setPage);

  const editing = editor.editing;
  return (
    <TabSection
      id={id}
      title={title}
      lead={lead}
      headingRef={editor.headingRef}
      actions={
        !editing && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => editor.open({ mode: 'create' })}
          >
            {newLabel}
          </button>
        )
      }
    >
      {editing ? (
        <EditorPanel
          key={editorKey && (editing.mode === 'edit' ? editorKey(editing.record) : 'new')}
          title={editing.mode === 'edit' ? editTitle(editing.record) : newTitle}
        >
          {renderEditor(editing.mode === 'edit' ? editing.record : undefined)}
        </EditorPanel>
      ) : (
        <>
          <SearchForm label={searchLabel} initial={list.term} onSearch={list.search}>
            <SelectField
              label={filterLabel}
              value={list.filter}
              onChange={(event) => list.changeFilter(event.target.value as F)}
              options={[{ value: '', label: t('list.all') }, ...filterOptions]}
            />
          </SearchForm>
          {total !== undefined && <ResultCount total={total} />}
          <ListState
            loading={query.isPending}
            error={query.error}
            empty={empty}
            onRetry={() => void query.refetch()}
          >
            {children}
          </ListState>
          <Pagination
            page={list.page}
            pageSize={PAGE_SIZE}
            total={total ?? 0}
            onPage={list.setPage}
          />
        </>
      )}
    </TabSection>
  );
}
