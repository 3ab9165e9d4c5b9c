/** What the rows of a settings list show: their buttons, a status badge, a name with a detail. */
import type { ReactNode } from 'react';
import { useSettingsT } from '../texts';
import { ConfirmButton } from './ConfirmButton';

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
