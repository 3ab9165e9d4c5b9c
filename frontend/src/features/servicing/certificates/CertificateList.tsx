/** The certificates of one policy, newest first, each with its state and its PDF. */
import { useTranslation } from '../../../lib/i18n';
import type { CertificateDto } from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { CertificateDownload } from './CertificateDownload';
import { CERTIFICATES_NS } from './namespace';

export function CertificateList({ certificates }: { certificates: CertificateDto[] }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  if (certificates.length === 0) return <p>{t('list.none')}</p>;
  return (
    <ul className="certificate-list" aria-label={t('list.title')}>
      {certificates.map((c) => (
        <li key={c.id} className="certificate-list__item">
          <div className="certificate-list__head">
            <strong>{c.holderName}</strong>
            <span className={`certificate-badge certificate-badge--${c.status}`}>
              {t(`status.${c.status}`)}
            </span>
          </div>
          <p className="certificate-list__meta">
            {t('list.meta', { number: c.number, date: formatDate(c.issuedAt ?? c.createdAt) })}
          </p>
          {c.status === 'pending' && (
            <p className="certificate-list__meta">
              {t('pendingBody', {
                endorsements: c.awaiting.map((a) => t(`endorsements.${a}`)).join(', '),
              })}
            </p>
          )}
          <CertificateDownload certificate={c} />
        </li>
      ))}
    </ul>
  );
}
