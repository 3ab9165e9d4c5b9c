/** A bound policy's way into the certificate flow, shown with the client's policies. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { CERTIFICATES_NS } from './namespace';

export function RequestCertificateLink({ quoteId }: { quoteId: string }) {
  const { t, ready } = useTranslation(CERTIFICATES_NS);
  if (!ready) return null;
  return (
    <p>
      <Link
        to="/client/policies/$quoteId/certificate"
        params={{ quoteId }}
        className="button button--secondary"
      >
        {t('requestLink')}
      </Link>
    </p>
  );
}
