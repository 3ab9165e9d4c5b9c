/**
 * The pipeline's tabs: one per application status (with its count when known), then, for
 * admins, the Leads view of visitors no carrier wrote.
 */
import { Link } from '@tanstack/react-router';
import { APPLICATION_TABS, Role, type ApplicationTab } from '@coverline/contracts';
import { useSessionRole } from '../../../lib/session-store';
import { useApplicationsT } from './namespace';
import { TAB_PATHS } from './search';

export function ApplicationsTabs({
  counts,
  linkSearch,
}: {
  counts?: Record<ApplicationTab, number>;
  linkSearch?: Record<string, unknown>;
}) {
  const t = useApplicationsT();
  const role = useSessionRole();
  return (
    <nav className="applications-tabs" aria-label={t('tabs.label')}>
      <ul className="applications-tabs__list">
        {APPLICATION_TABS.map((each) => (
          <li key={each}>
            <Link
              to={TAB_PATHS[each]}
              search={linkSearch ?? {}}
              className="applications-tabs__link"
              activeProps={{ className: 'applications-tabs__link is-active' }}
            >
              {counts
                ? t('tabs.withCount', { label: t(`tabs.${each}`), count: counts[each] })
                : t(`tabs.${each}`)}
            </Link>
          </li>
        ))}
        {role === Role.Admin && (
          <li>
            <Link
              to="/dashboard/applications/leads"
              className="applications-tabs__link"
              activeProps={{ className: 'applications-tabs__link is-active' }}
            >
              {t('tabs.leads')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
