/** The application's checkouts: amount, method, bank account (last 4), status and time. */
import { useTranslation } from '../../../lib/i18n';
import type { PaymentRecordDto } from '@coverline/contracts/generated/model';
import { formatCentsExact } from '../../../lib/currency';
import { formatWhen, orBlank } from './application-format';
import { STAFF_QUOTE_NS } from './namespace';

export function PaymentsPanel({ payments }: { payments: PaymentRecordDto[] }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  return (
    <section className="card staff-panel" aria-labelledby="payments-title">
      <h2 id="payments-title">{t('application.payments.title')}</h2>
      {payments.length === 0 ? (
        <p>{t('application.payments.none')}</p>
      ) : (
        <div className="app-table-wrap">
          <table className="app-table">
            <thead>
              <tr>
                <th scope="col" className="app-num">
                  {t('application.payments.amount')}
                </th>
                <th scope="col">{t('application.payments.method')}</th>
                <th scope="col">{t('application.payments.account')}</th>
                <th scope="col">{t('application.payments.status')}</th>
                <th scope="col">{t('application.payments.at')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id}>
                  <td className="app-num">{formatCentsExact(p.amountCents)}</td>
                  <td>
                    {p.method ? t(`application.payments.methods.${p.method}`) : orBlank(null)}
                  </td>
                  <td>{orBlank(p.accountMasked)}</td>
                  <td>{t(`application.payments.statuses.${p.status}`)}</td>
                  <td>
                    <time dateTime={p.at}>{formatWhen(p.at)}</time>
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
