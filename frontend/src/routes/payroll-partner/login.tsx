import { createFileRoute } from '@tanstack/react-router';
import { loadPartnerTexts } from '../../features/partners/partner/namespace';
import { PartnerLoginPage } from '../../features/partners/partner/PartnerLoginPage';
import { flag, oneOf, searchParams, text } from '../../lib/search';

export const Route = createFileRoute('/payroll-partner/login')({
  validateSearch: searchParams({
    type: oneOf(['expire']),
    token: text,
    loginAsToken: text,
    fromMagicLink: flag,
  }),
  loader: loadPartnerTexts,
  component: PartnerLogin,
});

function PartnerLogin() {
  const { type, token, loginAsToken } = Route.useSearch();
  return <PartnerLoginPage token={token} loginAsToken={loginAsToken} expired={type === 'expire'} />;
}
