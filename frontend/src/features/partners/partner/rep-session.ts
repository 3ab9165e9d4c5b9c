import { useEffect } from 'react';
import { Limits } from '@coverline/contracts';
import {
  getGetRepProfileQueryKey,
  logoutRep,
  refreshRepToken,
  useGetRepProfile,
} from '@coverline/contracts/generated/payroll-partners/payroll-partners';
import { createTokenRefresher } from '../../../lib/session';
import { appNavigation } from '../../../lib/navigation';
import {
  clearToken,
  partnerSession,
  renewPartnerSession,
  usePartnerSubject,
} from '../../../lib/session-store';

const PROFILE_STALE_MS = 5 * 60_000;

/**
 * The signed-in rep's profile. Keyed by the session, not its renewals: a renewal keeps the cached
 * profile, while another rep signing in on the same tab loads their own.
 */
export function useRepProfile() {
  const subject = usePartnerSubject();
  return useGetRepProfile({
    query: {
      queryKey: [...getGetRepProfileQueryKey(), subject],
      enabled: Boolean(subject),
      staleTime: PROFILE_STALE_MS,
    },
  });
}

/** Renews the partner session every 300 s while partner pages are open with one. */
export function useRepTokenRenewal(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const refresher = createTokenRefresher({
      intervalMs: Limits.repRefreshSeconds * 1000,
      refresh: () => refreshRepToken(),
      onRefreshed: (issued) => {
        const kind = partnerSession()?.kind;
        if (kind === 'rep' || kind === 'loginAs') renewPartnerSession(kind, issued);
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
  const current = partnerSession();
  try {
    if (current) await logoutRep();
  } catch {
    // The server may already consider the session over; it ends here either way.
  } finally {
    if (current) clearToken(current.kind);
    appNavigation.navigate('/');
  }
}
