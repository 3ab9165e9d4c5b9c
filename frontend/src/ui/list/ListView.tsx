/**
 * A list's rows: the failure, loading and nothing-found states, the table (TanStack Table, with
 * sortable headers as buttons), and the pager.
 */
import { useTable, type Header, type RowData, type SortingState } from '@tanstack/react-table';
import { errorMessage } from '../../lib/http-errors';
import { Alert } from '../Alert';
import { listFeatures, type ListColumn, type ListFeatures } from './columns';
import { Pager } from './Pager';
import type { ListPage } from './use-list-page';
import '../lists.css';

const NO_ROWS: never[] = [];

export interface ListTexts {
  loading: string;
  empty: string;
  /** Why nothing shows when the list could not load. */
  failed: string;
}

export function ListView<T extends RowData & { id: string }>({
  list,
  columns,
  caption,
  labelledBy,
  texts,
  showFailure = false,
  className = 'data-table',
  scrollClassName,
}: {
  list: ListPage<T>;
  columns: ListColumn<T>[];
  /** The table's caption (read by screen readers), or the id of the heading that names it. */
  caption?: string;
  labelledBy?: string;
  texts: ListTexts;
  /** Show the failure's own message under `texts.failed`, as its title. */
  showFailure?: boolean;
  className?: string;
  /** A wrapper that scrolls a wide table sideways. */
  scrollClassName?: string;
}) {
  const { query } = list;
  const result = query.data;
  const table = (
    <ListTable
      list={list}
      rows={result?.items ?? (NO_ROWS as T[])}
      columns={columns}
      caption={caption}
      labelledBy={labelledBy}
      className={className}
    />
  );
  return (
    <>
      {query.isError &&
        (showFailure ? (
          <Alert tone="error" title={texts.failed}>
            <p>{errorMessage(query.error)}</p>
          </Alert>
        ) : (
          <Alert tone="error">{texts.failed}</Alert>
        ))}
      {!result && query.isPending && (
        <p role="status" className="list-status">
          {texts.loading}
        </p>
      )}
      {result &&
        (result.items.length === 0 ? (
          <p role="status" className="list-status">
            {texts.empty}
          </p>
        ) : (
          <>
            {scrollClassName ? <div className={scrollClassName}>{table}</div> : table}
            <Pager
              page={list.page}
              pages={list.pages}
              pageSize={list.pageSize}
              total={result.total}
              shown={result.items.length}
              onPage={list.setPage}
            />
          </>
        ))}
    </>
  );
}

function ListTable<T extends RowData & { id: string }>({
  list,
  rows,
  columns,
  caption,
  labelledBy,
  className,
}: {
  list: ListPage<T>;
  rows: T[];
  columns: ListColumn<T>[];
  caption?: string;
  labelledBy?: string;
  className: string;
}) {
  const sorting: SortingState = list.sort ? [{ id: list.sort, desc: list.order === 'DESC' }] : [];
  const table = useTable({
    features: listFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next) list.setSort(next.id, next.desc ? 'DESC' : 'ASC');
    },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    defaultColumn: { enableSorting: false },
  });
  const labels = new Map(
    table
      .getAllLeafColumns()
      .map((column) => [column.id, column.columnDef.meta?.label ?? headerText(column.columnDef)]),
  );
  return (
    <table className={className} aria-labelledby={labelledBy}>
      {caption && <caption>{caption}</caption>}
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header} table={table} />
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) =>
              cell.column.columnDef.meta?.rowHeader ? (
                <th key={cell.id} scope="row">
                  <table.FlexRender cell={cell} />
                </th>
              ) : (
                <td key={cell.id} data-label={labels.get(cell.column.id)}>
                  <table.FlexRender cell={cell} />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function headerText(column: { header?: unknown }) {
  return typeof column.header === 'string' ? column.header : undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<T extends RowData>({
  header,
  table,
}: {
  header: Header<ListFeatures, T, unknown>;
  table: { FlexRender: ReturnType<typeof useTable<ListFeatures, T>>['FlexRender'] };
}) {
  const { column } = header;
  if (!column.getCanSort()) {
    return (
      <th scope="col">
        <table.FlexRender header={header} />
      </th>
    );
  }
  const sorted = column.getIsSorted();
  return (
    <th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button type="button" className="sort-button" onClick={column.getToggleSortingHandler()}>
        <table.FlexRender header={header} />
        <span className="sort-button__mark" aria-hidden="true">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
