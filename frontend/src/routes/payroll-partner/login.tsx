import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { loadPartnerTexts } from '../../features/partners/partner/namespace';
import { PartnerLoginPage } from '../../features/partners/partner/PartnerLoginPage';
import { flagParam, oneOfParam, textParam } from '../../lib/search';

export const Route = createFileRoute('/payroll-partner/login')({
  validateSearch: z.object({
    type: oneOfParam(['expire']),
    token: textParam,
    loginAsToken: textParam,
    fromMagicLink: flagParam,
  }),
  loader: loadPartnerTexts,
  component: PartnerLogin,
});

function PartnerLogin() {
  const { type, token, loginAsToken } = Route.useSearch();
  return <PartnerLoginPage token={token} loginAsToken={loginAsToken} expired={type === 'expire'} />;
}
