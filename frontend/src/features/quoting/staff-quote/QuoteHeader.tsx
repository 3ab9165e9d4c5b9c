/** The application at a glance: business, client, coverage, status, agent and chosen quote. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { Role } from '@coverline/contracts';
import type { QuoteDto, UserDto } from '@coverline/contracts/generated/model';
import { useGetAgent } from '@coverline/contracts/generated/users/users';
import { formatCentsExact } from '../../../lib/currency';
import { STAFF_QUOTE_NS } from './namespace';

export function QuoteHeader({ quote, user }: { quote: QuoteDto; user: UserDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const { t: tc } = useTranslation();
  const chosen = quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId);
  const clientName = [quote.client.firstName, quote.client.lastName].filter(Boolean).join(' ');
  return (
    <header className="page-header staff-quote__header">
      <p className="eyebrow">{tc(`coverages.${quote.coverageType}.name`)}</p>
      <h1>{quote.business.businessName ?? t('header.unnamedBusiness')}</h1>
      <dl className="staff-facts">
        <div>
          <dt>{t('header.status')}</dt>
          <dd>
            <span className="staff-badge">{quote.status}</span>
            {quote.locked && <span className="staff-badge">{t('header.locked')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('header.client')}</dt>
          <dd>
            {clientName && <span className="staff-facts__line">{clientName}</span>}
            <span className="staff-facts__line staff-facts__whole" title={quote.client.email}>
              {quote.client.email}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('header.agent')}</dt>
          <dd>
            <AssignedAgent agentId={quote.agentId} user={user} />
          </dd>
        </div>
        <div>
          <dt>{t('header.selected')}</dt>
          <dd>
            {chosen ? (
              <>
                <span className="staff-facts__line">{chosen.carrier}</span>
                {chosen.annualPremiumCents !== null && (
                  <span className="staff-facts__line staff-facts__premium">
                    {t('header.premium', { amount: formatCentsExact(chosen.annualPremiumCents) })}
                  </span>
                )}
              </>
            ) : (
              t('header.noneSelected')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('header.reference')}</dt>
          <dd className="staff-facts__id">{quote.id}</dd>
        </div>
      </dl>
      <p>
        <Link to="/quotation" search={{ quoteId: quote.id }}>
          {t('header.openWizard')}
        </Link>
      </p>
    </header>
  );
}

/** Admins read any agent's name; an agent only ever sees their own quotes. */
function AssignedAgent({ agentId, user }: { agentId: string | null; user: UserDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const isAdmin = user.role === Role.Admin;
  const agent = useGetAgent(agentId ?? '', {
    query: { enabled: isAdmin && agentId !== null && agentId !== user.id, retry: false },
  });
  if (agentId === null) return <>{t('header.unassigned')}</>;
  if (agentId === user.id)
    return <>{t('header.you', { name: `${user.firstName} ${user.lastName}` })}</>;
  if (agent.data) return <>{`${agent.data.firstName} ${agent.data.lastName}`}</>;
  return <>{t('header.anotherAgent')}</>;
}
