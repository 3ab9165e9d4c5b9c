/** The owners and officers: title, share, inclusion, payroll, class code, email, signature. */
import { useTranslation } from '../../../lib/i18n';
import type { OwnerOutDto } from '@coverline/contracts/generated/model';
import { centsOrBlank, orBlank } from './application-format';
import { STAFF_QUOTE_NS } from './namespace';

export function OwnersPanel({ owners }: { owners: OwnerOutDto[] }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  return (
    <section className="card staff-panel" aria-labelledby="owners-title">
      <h2 id="owners-title">{t('application.owners.title')}</h2>
      {owners.length === 0 ? (
        <p>{t('application.owners.none')}</p>
      ) : (
        <div className="app-table-wrap">
          <table className="app-table">
            <thead>
              <tr>
                <th scope="col">{t('application.owners.name')}</th>
                <th scope="col">{t('application.owners.ownerTitle')}</th>
                <th scope="col">{t('application.owners.ownership')}</th>
                <th scope="col">{t('application.owners.inclusion')}</th>
                <th scope="col">{t('application.owners.payroll')}</th>
                <th scope="col">{t('application.owners.classCode')}</th>
                <th scope="col">{t('application.owners.email')}</th>
                <th scope="col">{t('application.owners.signature')}</th>
              </tr>
            </thead>
            <tbody>
              {owners.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    {orBlank([o.firstName, o.lastName].filter(Boolean).join(' '))}
                  </th>
                  <td>{orBlank(o.title)}</td>
                  <td>{o.ownershipPercent === null ? orBlank(null) : `${o.ownershipPercent}%`}</td>
                  <td>{orBlank(o.inclusion)}</td>
                  <td>{centsOrBlank(o.payrollEstimateCents)}</td>
                  <td>{orBlank(o.classCode)}</td>
                  <td>{orBlank(o.email)}</td>
                  <td>{orBlank(o.signatureStatus)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
