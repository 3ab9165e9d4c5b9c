import { createFileRoute, redirect } from '@tanstack/react-router';
import { PartnerGate } from '../features/partners/partner/PartnerGate';
import { loadPartnerTexts } from '../features/partners/partner/namespace';
import { isTokenExpired } from '../lib/jwt';
import { partnerToken } from '../lib/session-store';

/** Payroll partner pages (/payroll-partner/*): a rep, or an admin acting as one. */
export const Route = createFileRoute('/_partner')({
  beforeLoad: () => {
    const auth = partnerToken();
    if (!auth) throw redirect({ to: '/payroll-partner/login' });
    if (isTokenExpired(auth.token)) {
      throw redirect({ to: '/payroll-partner/login', search: { type: 'expire' } });
    }
  },
  loader: loadPartnerTexts,
  component: PartnerGate,
});
