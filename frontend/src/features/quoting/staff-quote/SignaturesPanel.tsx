/** The signature packets sent for the application, each signer with where they stand. */
import { useTranslation } from '../../../lib/i18n';
import type { SignaturePacketRecordDto } from '@coverline/contracts/generated/model';
import { formatWhen } from './application-format';
import { STAFF_QUOTE_NS } from './namespace';

export function SignaturesPanel({ packets }: { packets: SignaturePacketRecordDto[] }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  return (
    <section className="card staff-panel" aria-labelledby="signatures-title">
      <h2 id="signatures-title">{t('application.signatures.title')}</h2>
      {packets.length === 0 && <p>{t('application.signatures.none')}</p>}
      {packets.map((packet) => (
        <div key={packet.id} className="app-table-wrap">
          <table className="app-table">
            <caption>
              <h3>
                {t(`application.signatures.kinds.${packet.kind}`)}:{' '}
                {t(`application.signatures.packetStatuses.${packet.status}`)}
              </h3>
              {t('application.signatures.sentAt', { when: formatWhen(packet.createdAt) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('application.signatures.signer')}</th>
                <th scope="col">{t('application.signatures.email')}</th>
                <th scope="col">{t('application.signatures.status')}</th>
                <th scope="col">{t('application.signatures.signedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {packet.signers.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    {s.name}
                    {s.title && <span className="staff-facts__line">{s.title}</span>}
                  </th>
                  <td>{s.email}</td>
                  <td>{t(`application.signatures.signerStatuses.${s.status}`)}</td>
                  <td>{formatWhen(s.signedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
