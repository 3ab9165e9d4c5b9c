/** The claims history the client declared (the last five years). */
import { useTranslation } from '../../../lib/i18n';
import type { ClaimOutDto } from '@coverline/contracts/generated/model';
import { formatDay } from '../../../lib/dates';
import { centsOrBlank, orBlank } from './application-format';
import { STAFF_QUOTE_NS } from './namespace';

export function ClaimsPanel({ claims }: { claims: ClaimOutDto[] }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  return (
    <section className="card staff-panel" aria-labelledby="claims-title">
      <h2 id="claims-title">{t('application.claims.title')}</h2>
      {claims.length === 0 ? (
        <p>{t('application.claims.none')}</p>
      ) : (
        <div className="app-table-wrap">
          <table className="app-table">
            <thead>
              <tr>
                <th scope="col">{t('application.claims.date')}</th>
                <th scope="col">{t('application.claims.description')}</th>
                <th scope="col" className="app-num">
                  {t('application.claims.amount')}
                </th>
                <th scope="col">{t('application.claims.state')}</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((c) => (
                <tr key={c.id}>
                  <td>{c.date ? formatDay(c.date) : orBlank(null)}</td>
                  <td>{orBlank(c.description)}</td>
                  <td className="app-num">{centsOrBlank(c.amountOfLossCents)}</td>
                  <td>
                    {c.open === null
                      ? orBlank(null)
                      : c.open
                        ? t('application.claims.open')
                        : t('application.claims.closed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
