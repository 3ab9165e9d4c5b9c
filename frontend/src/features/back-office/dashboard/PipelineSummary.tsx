/**
 * The dashboard's view of the pipeline: how many applications each status tab holds, each a
 * card opening that tab, and the deals (policies bound per month and agent).
 */
import { Link } from '@tanstack/react-router';
import { APPLICATION_TABS } from '@coverline/contracts';
import {
  useCountApplicationsByTab,
  useListDeals,
} from '@coverline/contracts/generated/application-view/application-view';
import { formatCents } from '../../../lib/currency';
import { Alert } from '../../../ui/Alert';
import { useApplicationsT } from '../applications/namespace';
import { TAB_PATHS } from '../applications/search';
import '../applications/applications.css';

export function StatusCounts() {
  const t = useApplicationsT();
  const counts = useCountApplicationsByTab();
  return (
    <section className="card" aria-labelledby="dashboard-counts">
      <h2 id="dashboard-counts">{t('dashboard.countsTitle')}</h2>
      {counts.isError && <Alert tone="error">{t('dashboard.countsFailed')}</Alert>}
      {counts.data && (
        <ul className="dashboard-counts">
          {APPLICATION_TABS.map((tab) => (
            <li key={tab}>
              <Link to={TAB_PATHS[tab]} className="dashboard-counts__card">
                <span className="dashboard-counts__number">{counts.data[tab]}</span>
                <span>{t(`tabs.${tab}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function Deals() {
  const t = useApplicationsT();
  const deals = useListDeals();
  return (
    <section className="card" aria-labelledby="dashboard-deals">
      <h2 id="dashboard-deals">{t('dashboard.dealsTitle')}</h2>
      <p>{t('dashboard.dealsLead')}</p>
      {deals.isError && <Alert tone="error">{t('dashboard.dealsFailed')}</Alert>}
      {deals.data &&
        (deals.data.items.length === 0 ? (
          <p>{t('dashboard.dealsEmpty')}</p>
        ) : (
          <>
            <p>
              {t('dashboard.dealsTotal', {
                count: deals.data.totalDeals,
                premium: formatCents(deals.data.totalPremiumCents),
              })}
            </p>
            <table className="dashboard-deals">
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.month')}</th>
                  <th scope="col">{t('dashboard.agent')}</th>
                  <th scope="col">{t('dashboard.deals')}</th>
                  <th scope="col">{t('dashboard.premium')}</th>
                </tr>
              </thead>
              <tbody>
                {deals.data.items.map((deal) => (
                  <tr key={`${deal.month}-${deal.agentId ?? 'none'}`}>
                    <td data-label={t('dashboard.month')}>
                      {monthFormat.format(new Date(`${deal.month}-01T00:00:00Z`))}
                    </td>
                    <td data-label={t('dashboard.agent')}>
                      {deal.agentName ?? t('table.unassigned')}
                    </td>
                    <td data-label={t('dashboard.deals')}>{deal.deals}</td>
                    <td data-label={t('dashboard.premium')}>{formatCents(deal.premiumCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ))}
    </section>
  );
}
