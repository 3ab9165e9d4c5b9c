/**
 * The fields a staff action changed, each as "field: before → after", with people named where
 * the staff list knows them and yes/no for flags.
 */
import { useGetAgentsAndAdmin } from '@coverline/contracts/generated/users/users';
import { useActivityT } from './namespace';

type Snapshot = Record<string, unknown> | null;

export function Changes({ before, after }: { before: Snapshot; after: Snapshot }) {
  const t = useActivityT();
  const staff = useGetAgentsAndAdmin();
  const was = before ?? {};
  const now = after ?? {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (field) => was[field] !== now[field],
  );
  if (fields.length === 0) return <span className="muted">{t('audit.noChanges')}</span>;
  const shown = (field: string, value: unknown) => {
    if (value === null || value === undefined) return t('empty');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    const member = field === 'agentId' ? staff.data?.find((m) => m.id === value) : undefined;
    if (member) return `${member.firstName} ${member.lastName}`;
    return typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : JSON.stringify(value);
  };
  return (
    <ul className="activity-changes">
      {fields.map((field) => (
        <li key={field}>
          {t('change', {
            field: t(`fields.${field}`, { defaultValue: field }),
            before: shown(field, was[field]),
            after: shown(field, now[field]),
          })}
        </li>
      ))}
    </ul>
  );
}
