import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import {
  getAppPath,
  getGetMeQueryKey,
  getGetMeQueryOptions,
} from '@coverline/contracts/generated/users/users';
import {
  removeReferralCookies,
  storeUserSession,
  type IssuedSession,
} from '../../../lib/session-store';
import { announceSignedIn } from '../../../lib/signed-in';

/** Where each role lands when its saved start page does not exist in this version of the app. */
const ROLE_HOME: Record<Role, string> = {
  [Role.Admin]: '/dashboard',
  [Role.Agent]: '/dashboard',
  [Role.Client]: '/client/my-account',
};

/**
 * After sign-in or sign-up: the API has set the session's cookie; learn who signed in from
 * `users/me`, note it (the app never holds the token), say so to the features that listen (a
 * client's referral cookies end there), then open the page asked for or the user's start page.
 */
export function useCompleteSignIn(): (issued: IssuedSession, redirectTo?: string) => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async (issued, redirectTo) => {
    const me = await queryClient.fetchQuery(getGetMeQueryOptions());
    // Noting the session drops what was cached for the previous person; `me` is kept.
    storeUserSession(me, issued.expires_in);
    queryClient.setQueryData(getGetMeQueryKey(), me);
    announceSignedIn({ email: me.email, role: me.role });
    if (me.role === Role.Client) removeReferralCookies();
    let target = redirectTo;
    if (!target) {
      const { path } = await getAppPath();
      target = Object.hasOwn(router.routesByPath, path) ? path : ROLE_HOME[me.role];
    }
    await router.navigate({ href: target, replace: true });
  };
}
