/**
 * The table of a settings list, declared by its columns: the first column names the row, the last
 * holds the row's actions (Edit, then whatever the tab adds). Also the buttons and badge rows use.
 */
import type { ReactNode } from 'react';
import { useSettingsT } from '../texts';
import { ConfirmButton } from './ConfirmButton';

export interface Column<R> {
  label: string;
  cell: (record: R) => ReactNode;
}

export function RecordTable<R extends { id: string }>({
  caption,
  columns,
  records,
  editLabel,
  onEdit,
  actions,
}: {
  caption: string;
  columns: ReadonlyArray<Column<R>>;
  records: readonly R[];
  /** The Edit button's name in full, since "Edit" alone is ambiguous in a list. */
  editLabel: (record: R) => string;
  onEdit: (record: R) => void;
  /** Actions after Edit. */
  actions?: (record: R) => ReactNode;
}) {
  const t = useSettingsT();
  const [named, ...others] = columns;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              {named && (
                <th scope="row" data-label={named.label}>
                  {named.cell(record)}
                </th>
              )}
              {others.map((column) => (
                <td key={column.label} data-label={column.label}>
                  {column.cell(record)}
                </td>
              ))}
              <td data-label={t('list.actions')}>
                <div className="row-actions">
                  <RowButton
                    label={t('actions.edit')}
                    ariaLabel={editLabel(record)}
                    onClick={() => onEdit(record)}
                  />
                  {actions?.(record)}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A small button in a row, named in full for the list (e.g. "Archive Landscaping"). */
export function RowButton({
  label,
  ariaLabel,
  busy,
  onClick,
}: {
  label: string;
  ariaLabel: string;
  busy?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      disabled={busy}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** Delete in a row, asking first. */
export function RowDelete({
  name,
  question,
  busy,
  onConfirm,
}: {
  name: string;
  question: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const t = useSettingsT();
  return (
    <ConfirmButton
      className="button button--secondary button--small"
      label={t('actions.delete')}
      ariaLabel={t('actions.deleteNamed', { name })}
      question={question}
      confirmLabel={t('actions.confirmDelete')}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}

/** A record's status; the highlighted one is the state in use (active, published). */
export function StatusBadge({ on, label }: { on: boolean; label: string }) {
  return <span className={on ? 'badge badge--on' : 'badge'}>{label}</span>;
}

/** A name with a smaller line under it, as the first cell of a row often shows. */
export function Named({ name, sub }: { name: ReactNode; sub?: ReactNode }) {
  return (
    <>
      {name}
      {sub && <span className="data-table__sub">{sub}</span>}
    </>
  );
}
