import { Link, useRouter } from '@tanstack/react-router';
import type { LinkProps } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { Role } from '@coverline/contracts';
import { formatDate } from '../../../lib/dates';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSignedInUser } from '../../identity/auth/use-session';
import { availableEntries, menuFor, type MenuLink } from '../../shell/layout/menus';
import { BorDashboardLink } from '../../servicing/bor/BorDashboardLink';
import { CertificatesDashboardLink } from '../../servicing/certificates/CertificatesDashboardLink';
import { ReceivablesDashboardLink } from '../../servicing/policies/receivables/ReceivablesPage';
import { WaitingRepsCard } from '../payroll-reps/WaitingRepsCard';
import { OpenQuoteForm } from './OpenQuoteForm';
import { useActivityT } from './namespace';
import { Deals, StatusCounts } from './PipelineSummary';
import { RecentActivity } from './RecentActivity';
import { StatusHistoryCard } from './StatusChart';
import './activity.css';

/**
 * The staff overview: the pipeline's counts, its status history and recent activity, the deals,
 * who is signed in and the sections of their menu that exist (and the audit trail for admins).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const activityT = useActivityT();
  useDocumentTitle(t('dashboard.title'));
  const router = useRouter();
  const user = useSignedInUser();
  const sections = availableEntries(menuFor({ kind: 'user', role: user.role }), (path) =>
    Object.hasOwn(router.routesByPath, path),
  ).filter((entry): entry is MenuLink => entry.kind === 'link' && entry.to !== '/dashboard');

  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{t(`roles.${user.role}`)}</p>
        <h1>{t('dashboard.welcome', { name: user.firstName })}</h1>
        <p className="lead">{t(`dashboard.lead.${user.role}`)}</p>
      </header>
      <div className="dashboard-grid">
        <StatusCounts />
        <OpenQuoteForm />
        <StatusHistoryCard />
        <RecentActivity />
        <Deals />
        {user.role === Role.Admin && <WaitingRepsCard />}
        <section className="card" aria-labelledby="dashboard-sections">
          <h2 id="dashboard-sections">{t('dashboard.sectionsTitle')}</h2>
          <ul className="section-list">
            {sections.map((entry) => (
              <li key={entry.to} className="section-list__item">
                <Link to={entry.to as LinkProps['to']} className="section-list__link">
                  {t(entry.labelKey)}
                </Link>
                <p>{t(`dashboard.sections.${entry.labelKey}`)}</p>
              </li>
            ))}
            <CertificatesDashboardLink />
            {user.role === Role.Admin && <BorDashboardLink />}
            {user.role === Role.Admin && <ReceivablesDashboardLink />}
            {user.role === Role.Admin && (
              <li className="section-list__item">
                <Link to="/dashboard/audit" className="section-list__link">
                  {activityT('audit.link')}
                </Link>
                <p>{activityT('audit.linkBody')}</p>
              </li>
            )}
            {user.role === Role.Admin && (
              <li className="section-list__item">
                <a href="/api/docs" className="section-list__link">
                  {t('dashboard.apiDocs')}
                </a>
                <p>{t('dashboard.apiDocsBody')}</p>
              </li>
            )}
          </ul>
        </section>
        <section className="card" aria-labelledby="dashboard-account">
          <h2 id="dashboard-account">{t('dashboard.accountTitle')}</h2>
          <dl className="details">
            <div>
              <dt>{t('fields.name')}</dt>
              <dd>
                {user.firstName} {user.lastName}
              </dd>
            </div>
            <div>
              <dt>{t('fields.email')}</dt>
              <dd className="details__wrap">{user.email}</dd>
            </div>
            <div>
              <dt>{t('dashboard.role')}</dt>
              <dd>{t(`roles.${user.role}`)}</dd>
            </div>
            <div>
              <dt>{t('account.memberSince')}</dt>
              <dd>{formatDate(user.createdAt)}</dd>
            </div>
          </dl>
          <p>
            <Link to="/dashboard/security" className="section-list__link">
              {t('mfa.dashboardLink')}
            </Link>
          </p>
          <p className="card__note">{t('mfa.dashboardBody')}</p>
        </section>
      </div>
    </div>
  );
}
