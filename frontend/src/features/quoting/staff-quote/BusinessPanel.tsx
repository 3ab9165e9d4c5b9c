/** The application's business: names, FEIN (last 4 only), entity, contact and mailing address. */
import { useTranslation } from '../../../lib/i18n';
import type { QuoteDto } from '@coverline/contracts/generated/model';
import { addressLine, orBlank } from './application-format';
import { STAFF_QUOTE_NS } from './namespace';

export function BusinessPanel({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const { business, client } = quote;
  const mailing = business.mailingAddress;
  const mailingText = !mailing
    ? orBlank(null)
    : mailing.kind === 'sameAsBusiness'
      ? t('application.business.sameAsBusiness')
      : addressLine(mailing);
  const facts: Array<[string, string]> = [
    [t('application.business.legalName'), orBlank(business.businessName)],
    [t('application.business.dba'), orBlank(business.businessDba)],
    [
      t('application.business.fein'),
      business.noFein ? t('application.business.noFein') : orBlank(business.feinMasked),
    ],
    [t('application.business.entity'), orBlank(business.legalEntity)],
    [
      t('application.business.website'),
      business.noWebsite ? t('application.business.noWebsite') : orBlank(business.website),
    ],
    [t('application.business.phone'), orBlank(client.phone)],
    [t('application.business.email'), client.email],
    [t('application.business.mailingAddress'), mailingText],
    [
      t('application.business.businessType'),
      orBlank([business.naicsCode, business.naicsMatrixDesc].filter(Boolean).join(' ')),
    ],
    [t('application.business.employees'), orBlank(business.employees)],
    [t('application.business.yearEstablished'), orBlank(business.yearEstablished)],
  ];
  return (
    <section className="card staff-panel" aria-labelledby="business-title">
      <h2 id="business-title">{t('application.business.title')}</h2>
      <dl className="staff-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
