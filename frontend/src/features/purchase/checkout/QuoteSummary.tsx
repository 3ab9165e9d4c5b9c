import { useTranslation } from '../../../lib/i18n';
import type { CarrierQuoteDto, QuoteDto } from '@coverline/contracts/generated/model';
import { formatCentsExact } from '../../../lib/currency';
import { formatDay } from '../../../lib/dates';
import { CHECKOUT_NS } from './namespace';

/** What is being bought: the carrier, the business, the annual premium and the policy period. */
export function QuoteSummary({ quote, chosen }: { quote: QuoteDto; chosen: CarrierQuoteDto }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const start = chosen.effectiveDate ?? quote.effectiveDate;
  const end = chosen.expirationDate ?? quote.expirationDate;
  return (
    <section className="card checkout-card" aria-labelledby="cart-quote-title">
      <h2 id="cart-quote-title" className="checkout-card__title">
        {t('summary.title')}
      </h2>
      <dl className="checkout-facts">
        <div>
          <dt>{t('summary.carrier')}</dt>
          <dd>
            {chosen.carrier}{' '}
            {chosen.sandbox && <span className="checkout-badge">{t('summary.sandbox')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('summary.coverage')}</dt>
          <dd>{t(`coverages.${quote.coverageType}.name`, { ns: 'translation' })}</dd>
        </div>
        {quote.business.businessName && (
          <div>
            <dt>{t('summary.business')}</dt>
            <dd>{quote.business.businessName}</dd>
          </div>
        )}
        {chosen.annualPremiumCents !== null && (
          <div>
            <dt>{t('summary.premium')}</dt>
            <dd className="checkout-facts__premium">
              {formatCentsExact(chosen.annualPremiumCents)}
            </dd>
          </div>
        )}
        {start && (
          <div>
            <dt>{t('summary.period')}</dt>
            <dd>
              {end
                ? t('summary.from', { start: formatDay(start), end: formatDay(end) })
                : t('summary.starts', { start: formatDay(start) })}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
