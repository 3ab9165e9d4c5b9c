import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../../lib/i18n';
import { useMyQuotes } from '@coverline/contracts/generated/quotes/quotes';
import { formatCents } from '../../../../lib/currency';
import { QUOTATION_NS } from '../namespace';
import { useWizardStore } from '../state/context';

const SHOWN = 5;

/**
 * Signed-in people come back to their quotes from here: the latest ones they may work on, each
 * opening where it was left. Visitors come back through the link emailed to them.
 */
export function SavedQuotes() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const signedIn = store.caller !== 'visitor';
  const quotes = useMyQuotes(
    { page: 1, pageSize: SHOWN, sort: 'updatedAt', order: 'DESC' },
    { query: { enabled: signedIn } },
  );
  const items = quotes.data?.items ?? [];
  if (!signedIn || items.length === 0) return null;
  return (
    <section className="saved-quotes" aria-labelledby="saved-quotes-title">
      <h3 id="saved-quotes-title">{t('savedQuotes.title')}</h3>
      <ul className="saved-quotes__list">
        {items.map((q) => (
          <li key={q.id}>
            <Link to="/quotation" search={{ quoteId: q.id }}>
              {t('savedQuotes.item', {
                coverage: t(`coverages.${q.coverageType}.name`, { ns: 'translation' }),
                business: q.businessName ?? q.clientName ?? q.clientEmail,
              })}
            </Link>{' '}
            <span className="card__note">
              {q.lowestPremiumCents !== null
                ? t('savedQuotes.statusPriced', {
                    status: q.status,
                    premium: formatCents(q.lowestPremiumCents),
                  })
                : q.status}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
