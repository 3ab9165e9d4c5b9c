/**
 * The dashboard's recent activity: what last happened to applications (started, status
 * changes, staff actions, payments, signatures, bound policies), newest first, each opening its
 * quote. Agents get their own clients' applications from the API.
 */
import { Link } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import type { ActivityItemDto } from '@coverline/contracts/generated/model';
import { useListRecentActivity } from '@coverline/contracts/generated/application-view/application-view';
import { formatCents } from '../../../lib/currency';
import { Alert } from '../../../ui/Alert';
import { useSignedInUser } from '../../identity/auth/use-session';
import { Changes } from './Changes';
import { useActivityT } from './namespace';
import { formatStaffMoment } from '../../../lib/dates';

/** How many events the card shows. */
export const RECENT_LIMIT = 15;

export function RecentActivity() {
  const t = useActivityT();
  const user = useSignedInUser();
  const activity = useListRecentActivity({ limit: RECENT_LIMIT });
  return (
    <section className="card" aria-labelledby="dashboard-activity">
      <h2 id="dashboard-activity">{t('recent.title')}</h2>
      <p>{user.role === Role.Agent ? t('recent.leadAgent') : t('recent.lead')}</p>
      {activity.isPending && <p role="status">{t('loading')}</p>}
      {activity.isError && <Alert tone="error">{t('recent.failed')}</Alert>}
      {activity.data?.items.length === 0 && <p>{t('recent.none')}</p>}
      {activity.data && activity.data.items.length > 0 && (
        <ol className="activity-list">
          {activity.data.items.map((item) => (
            <ActivityEntry key={item.id} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}

export function ActivityEntry({ item }: { item: ActivityItemDto }) {
  const t = useActivityT();
  return (
    <li className="activity-list__item">
      <p className="activity-list__head">
        <Link
          to="/dashboard/quote/$id"
          params={{ id: item.applicationId }}
          className="activity-list__target"
        >
          {item.businessName ?? t('untitled', { id: item.applicationId.slice(0, 8) })}
        </Link>{' '}
        <span className="muted">{t(`coverage.${item.coverageType}`)}</span>
      </p>
      <p className="activity-list__what">{describe(item, t)}</p>
      {item.kind === 'staffAction' && <Changes before={item.before} after={item.after} />}
      <p className="activity-list__when">
        <time dateTime={item.at}>{formatStaffMoment(item.at)}</time>
      </p>
    </li>
  );
}

function describe(item: ActivityItemDto, t: ReturnType<typeof useActivityT>): string {
  const status = (s: string | null) => (s ? t(`statuses.${s}`) : t('empty'));
  const who = item.actorName ?? t('someone');
  switch (item.kind) {
    case 'created':
      return t('recent.created', { status: status(item.toStatus) });
    case 'statusChanged':
      return t('recent.statusChanged', {
        from: status(item.fromStatus),
        to: status(item.toStatus),
      });
    case 'staffAction':
      return t('recent.staffAction', { action: t(`actions.${item.action ?? ''}`), who });
    case 'payment':
      return t('recent.payment', { amount: formatCents(item.amountCents ?? 0) });
    case 'signature':
      return t('recent.signature', { name: item.signerName ?? t('someone') });
    case 'policyBound':
      return item.actorName
        ? t('recent.policyBoundBy', { who: item.actorName })
        : t('recent.policyBound');
  }
}
