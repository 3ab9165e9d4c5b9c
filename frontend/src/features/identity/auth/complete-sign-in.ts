import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ErrorCode, Role } from '@coverline/contracts';
import { myPolicies } from '@coverline/contracts/generated/policies/policies';
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

/** The API's start page for a client who saved none. */
const CLIENT_POLICIES = '/client/policies';

/**
 * A client's home: their policies when they have one, else their quotes (the same page's Quotes
 * section). Unknown until the email is confirmed (1208): the policies page then says so.
 */
export async function clientHome(): Promise<string> {
  try {
    const { total } = await myPolicies(
      { pageSize: 1 },
      { keepRefusals: [ErrorCode.GuestTokenRequiredRegistration] },
    );
    return total > 0 ? CLIENT_POLICIES : `${CLIENT_POLICIES}#quotes`;
  } catch {
    return CLIENT_POLICIES;
  }
}

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
      if (me.role === Role.Client && path === CLIENT_POLICIES) target = await clientHome();
      else target = Object.hasOwn(router.routesByPath, path) ? path : ROLE_HOME[me.role];
    }
    await router.navigate({ href: target, replace: true });
  };
}
