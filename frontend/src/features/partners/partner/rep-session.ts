import { useEffect } from 'react';
import { Limits } from '@coverline/contracts';
import {
  getGetRepProfileQueryKey,
  logoutRep,
  refreshRepToken,
  useGetRepProfile,
} from '@coverline/contracts/generated/payroll-partners/payroll-partners';
import { decodeToken } from '../../../lib/jwt';
import { createTokenRefresher } from '../../../lib/session';
import { appNavigation } from '../../../lib/navigation';
import {
  clearToken,
  partnerToken,
  storePartnerSession,
  usePartnerToken,
} from '../../../lib/session-store';

const PROFILE_STALE_MS = 5 * 60_000;

/**
 * The signed-in rep's profile. Keyed by the rep, not the token: a renewed token keeps the cached
 * profile, while another rep signing in on the same tab loads their own.
 */
export function useRepProfile() {
  const token = usePartnerToken();
  const repId = token ? decodeToken(token)?.sub : undefined;
  return useGetRepProfile({
    query: {
      queryKey: [...getGetRepProfileQueryKey(), repId],
      enabled: Boolean(repId),
      staleTime: PROFILE_STALE_MS,
    },
  });
}

/** Renews the partner token every 300 s while partner pages are open with one. */
export function useRepTokenRenewal(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const refresher = createTokenRefresher({
      intervalMs: Limits.repRefreshSeconds * 1000,
      refresh: () => refreshRepToken(),
      onRefreshed: (issued) => {
        const kind = partnerToken()?.kind;
        if (kind === 'rep' || kind === 'loginAs') storePartnerSession(kind, issued);
      },
      // A refused token already sent the rep to sign in; anything else waits for the next round.
      onFailed: () => undefined,
    });
    refresher.start();
    return () => refresher.stop();
  }, [active]);
}

/** Ends the rep session on the server (an admin's login-as too), then here, and goes home. */
export async function signOutPartner(): Promise<void> {
  const current = partnerToken();
  try {
    if (current) await logoutRep();
  } catch {
    // The server may already consider the session over; it ends here either way.
  } finally {
    if (current) clearToken(current.kind);
    appNavigation.navigate('/');
  }
}
