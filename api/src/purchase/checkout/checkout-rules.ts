/**
 * The checkout's own rule: a client signed in with an account whose name is not the name on the
 * quote (a quote someone else filled in, or a guest's quote bought under another account) is
 * told the policy follows the carrier quote's details (1501), and pays once they confirm.
 */
import { ErrorCode } from '@coverline/contracts';

type Refusal = ErrorCode | null;

interface Named {
  firstName: string | null;
  lastName: string | null;
}

const normalized = (name: string | null) => (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** `account`: the signed-in client's account, null for guests and staff. */
export function detailsMayDifferRefusal(
  account: Named | null,
  quote: Named,
  confirmed: boolean,
): Refusal {
  if (account === null || confirmed) return null;
  // A quote without a name has nothing to differ from.
  if (!normalized(quote.firstName) && !normalized(quote.lastName)) return null;
  const same =
    normalized(account.firstName) === normalized(quote.firstName) &&
    normalized(account.lastName) === normalized(quote.lastName);
  return same ? null : ErrorCode.UserDetailsMayDiffer;
}
