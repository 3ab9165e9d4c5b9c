/** Column definitions for the kit's tables, with TanStack Table. */
import {
  createColumnHelper,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

export interface ListColumnMeta {
  /** The column that names the row: its cells are row headers. */
  rowHeader?: boolean;
  /** The label a cell shows when the table stacks into cards, if not the column's header. */
  label?: string;
}

export const listFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<ListColumnMeta>(),
});

export type ListFeatures = typeof listFeatures;

/**
 * Columns for rows of type T. A column sorts (its header a button) when it has
 * `enableSorting: true` and its id is a field the API sorts by.
 */
export function listColumns<T extends RowData>() {
  return createColumnHelper<ListFeatures, T>();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of a row hold any value
export type ListColumn<T extends RowData> = ColumnDef<ListFeatures, T, any>;
