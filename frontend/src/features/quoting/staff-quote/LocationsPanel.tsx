/** Each location's address with the payroll and employees of the class codes of its state. */
import { useTranslation } from '../../../lib/i18n';
import type { QuoteDto } from '@coverline/contracts/generated/model';
import { addressLine, centsOrBlank, codesOf, orBlank } from './application-format';
import { STAFF_QUOTE_NS } from './namespace';

export function LocationsPanel({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const { locations } = quote.business;
  const isWc = quote.coverageType === 'wc';
  return (
    <section className="card staff-panel" aria-labelledby="locations-title">
      <h2 id="locations-title">{t('application.locations.title')}</h2>
      {locations.length === 0 && <p>{t('application.locations.none')}</p>}
      {locations.map((location, index) => {
        const codes = codesOf(location, quote.wcClassCodes);
        return (
          <article key={location.id} className="staff-location">
            <h3>
              {t('application.locations.heading', { number: index + 1 })}
              {location.primary ? ` · ${t('application.locations.primary')}` : ''}
            </h3>
            <p>{addressLine(location)}</p>
            {isWc && codes.length === 0 && <p>{t('application.locations.noCodes')}</p>}
            {isWc && codes.length > 0 && (
              <div className="app-table-wrap">
                <table className="app-table">
                  <caption className="visually-hidden">
                    {t('application.locations.payrollCaption', { state: location.state })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('application.classCodes.code')}</th>
                      <th scope="col">{t('application.classCodes.description')}</th>
                      <th scope="col">{t('application.classCodes.payroll')}</th>
                      <th scope="col">{t('application.classCodes.fullTime')}</th>
                      <th scope="col">{t('application.classCodes.partTime')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {codes.map((c) => (
                      <tr key={c.id}>
                        <th scope="row">{c.classCode}</th>
                        <td>{orBlank(c.description)}</td>
                        <td>{centsOrBlank(c.payrollCents)}</td>
                        <td>{orBlank(c.fullTimeEmployees)}</td>
                        <td>{orBlank(c.partTimeEmployees)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </article>
        );
      })}
    </section>
  );
}
