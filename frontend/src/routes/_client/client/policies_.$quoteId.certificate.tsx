import { createFileRoute } from '@tanstack/react-router';
import { CertificatePage } from '../../../features/servicing/certificates/CertificatePage';
import { loadCertificatesTexts } from '../../../features/servicing/certificates/namespace';

export const Route = createFileRoute('/_client/client/policies_/$quoteId/certificate')({
  loader: loadCertificatesTexts,
  component: function CertificateRoute() {
    const { quoteId } = Route.useParams();
    return <CertificatePage quoteId={quoteId} />;
  },
});
