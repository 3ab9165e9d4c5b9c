/** The end of the flow: the certificate issued (or pending for endorsements), to download. */
import type { CertificateDto } from '@coverline/contracts/generated/model';
import { useTranslation } from '../../../../lib/i18n';
import { CertificateDownload } from '../CertificateDownload';
import { CERTIFICATES_NS } from '../namespace';

export function CertificateIssued({
  certificate,
  onAnother,
}: {
  certificate: CertificateDto;
  onAnother: () => void;
}) {
  const { t } = useTranslation(CERTIFICATES_NS);
  return (
    <section className="card" aria-labelledby="certificate-result">
      <h2 id="certificate-result">
        {certificate.status === 'issued' ? t('result.issuedTitle') : t('result.pendingTitle')}
      </h2>
      <p>
        {certificate.status === 'issued'
          ? t('result.issuedBody', { holder: certificate.holderName, number: certificate.number })
          : t('pendingBody', {
              endorsements: certificate.awaiting.map((a) => t(`endorsements.${a}`)).join(', '),
            })}
      </p>
      <div className="certificate-flow__actions">
        <CertificateDownload certificate={certificate} />
        <button type="button" className="button button--secondary" onClick={onAnother}>
          {t('result.another')}
        </button>
      </div>
    </section>
  );
}
