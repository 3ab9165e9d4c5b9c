import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { loadPartnerTexts } from '../../features/partners/partner/namespace';
import { PartnerRegisterPage } from '../../features/partners/partner/PartnerRegisterPage';
import { flagParam, textParam } from '../../lib/search';

export const Route = createFileRoute('/payroll-partner/register')({
  validateSearch: z.object({ token: textParam, loginAsToken: textParam, fromMagicLink: flagParam }),
  loader: loadPartnerTexts,
  component: PartnerRegister,
});

function PartnerRegister() {
  const { token, loginAsToken } = Route.useSearch();
  return <PartnerRegisterPage token={token} loginAsToken={loginAsToken} />;
}
