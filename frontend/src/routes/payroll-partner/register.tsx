import { createFileRoute } from '@tanstack/react-router';
import { loadPartnerTexts } from '../../features/partners/partner/namespace';
import { PartnerRegisterPage } from '../../features/partners/partner/PartnerRegisterPage';
import { flag, searchParams, text } from '../../lib/search';

export const Route = createFileRoute('/payroll-partner/register')({
  validateSearch: searchParams({ token: text, loginAsToken: text, fromMagicLink: flag }),
  loader: loadPartnerTexts,
  component: PartnerRegister,
});

function PartnerRegister() {
  const { token, loginAsToken } = Route.useSearch();
  return <PartnerRegisterPage token={token} loginAsToken={loginAsToken} />;
}
