import { createFileRoute } from '@tanstack/react-router';
import { loadSigningTexts } from '../features/purchase/signing/namespace';
import { SigningPage } from '../features/purchase/signing/SigningPage';

export const Route = createFileRoute('/sign/$token')({
  loader: loadSigningTexts,
  component: Sign,
});

function Sign() {
  const { token } = Route.useParams();
  return <SigningPage token={token} />;
}
