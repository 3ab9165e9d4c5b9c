import { createFileRoute, redirect } from '@tanstack/react-router';
import { PartnerGate } from '../features/partners/partner/PartnerGate';
import { loadPartnerTexts } from '../features/partners/partner/namespace';
import { isTokenExpired } from '../lib/jwt';
import { isSessionExpired, partnerSession } from '../lib/session-store';

/** Payroll partner pages (/payroll-partner/*): a rep, or an admin acting as one. */
export const Route = createFileRoute('/_partner')({
  beforeLoad: () => {
    const auth = partnerSession();
    if (!auth) throw redirect({ to: '/payroll-partner/login' });
    if ('token' in auth ? isTokenExpired(auth.token) : isSessionExpired(auth)) {
      throw redirect({ to: '/payroll-partner/login', search: { type: 'expire' } });
    }
  },
  loader: loadPartnerTexts,
  component: PartnerGate,
});
