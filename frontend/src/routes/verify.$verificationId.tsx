import { createFileRoute } from '@tanstack/react-router';
import { loadCertificatesTexts } from '../features/servicing/certificates/namespace';
import { VerifyCertificatePage } from '../features/servicing/certificates/VerifyCertificatePage';

export const Route = createFileRoute('/verify/$verificationId')({
  loader: loadCertificatesTexts,
  component: Verify,
});

function Verify() {
  const { verificationId } = Route.useParams();
  return <VerifyCertificatePage verificationId={verificationId} />;
}
