/** Every carrier's quote: premium, bindability and its reasons, and its rating worksheet. */
import { useTranslation } from '../../../lib/i18n';
import type { QuoteDto } from '@coverline/contracts/generated/model';
import { formatCentsExact } from '../../../lib/currency';
import { orBlank } from './application-format';
import { STAFF_QUOTE_NS } from './namespace';
import { RatingWorksheet } from './RatingWorksheet';

export function CarrierQuotesPanel({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  return (
    <section className="card staff-panel" aria-labelledby="carrier-quotes-title">
      <h2 id="carrier-quotes-title">{t('application.carrierQuotes.title')}</h2>
      {quote.carrierQuotes.length === 0 && <p>{t('application.carrierQuotes.none')}</p>}
      {quote.carrierQuotes.map((cq) => (
        <article key={cq.id} className="app-carrier" aria-label={cq.carrier}>
          <h3>
            <span>{cq.carrier}</span>
            <span className="staff-facts__premium">
              {cq.annualPremiumCents === null
                ? t('application.carrierQuotes.noPremium')
                : t('application.carrierQuotes.premium', {
                    amount: formatCentsExact(cq.annualPremiumCents),
                  })}
            </span>
            {cq.id === quote.selectedCarrierQuoteId && (
              <span className="staff-badge">{t('application.carrierQuotes.selected')}</span>
            )}
          </h3>
          <dl className="staff-facts">
            <div>
              <dt>{t('application.carrierQuotes.bindability')}</dt>
              <dd>{orBlank(cq.bindability)}</dd>
            </div>
            <div>
              <dt>{t('application.carrierQuotes.rating')}</dt>
              <dd>
                {cq.ratingState}
                {cq.sandbox ? ` · ${t('application.carrierQuotes.sandbox')}` : ''}
              </dd>
            </div>
            <div>
              <dt>{t('application.carrierQuotes.sync')}</dt>
              <dd>{cq.syncStatus}</dd>
            </div>
          </dl>
          {cq.reasonTexts.length > 0 && (
            <ul aria-label={t('application.carrierQuotes.reasons')}>
              {cq.reasonTexts.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          <RatingWorksheet worksheet={cq.worksheet} carrier={cq.carrier} />
        </article>
      ))}
    </section>
  );
}
