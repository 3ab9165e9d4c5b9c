/** The certificates already requested for the policy, beside the flow. */
import { useQuoteCertificates } from '@coverline/contracts/generated/certificates/certificates';
import { errorMessage } from '../../../../lib/http-errors';
import { useTranslation } from '../../../../lib/i18n';
import { CertificateList } from '../CertificateList';
import { CERTIFICATES_NS } from '../namespace';

export function PolicyCertificates({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const certificates = useQuoteCertificates(quoteId);
  return (
    <section className="card certificate-flow__list" aria-labelledby="policy-certificates">
      <h2 id="policy-certificates">{t('list.title')}</h2>
      {certificates.isPending ? (
        <p>{t('list.loading')}</p>
      ) : certificates.error ? (
        <p>{errorMessage(certificates.error)}</p>
      ) : (
        <CertificateList certificates={certificates.data ?? []} />
      )}
    </section>
  );
}
