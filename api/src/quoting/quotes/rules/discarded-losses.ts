/**
 * Claims the carriers will not see: rating counts the claims of the 5-year look-back that ends
 * on the effective date, so a claim the customer entered that falls outside it (older than five
 * years before the effective date, or after the effective date) would be dropped silently.
 * Submitting asks the customer to review those losses first (1101): remove them, or correct the
 * date or the effective date.
 */
import { claimsInLookBack, claimsLookBackStart, ErrorCode } from '@coverline/contracts';
import type { Refusal } from './refusal';

export interface EnteredClaim {
  date: string;
}

/** The indexes of the claims the look-back ending on `effectiveDate` leaves out. */
export function discardedLosses(claims: readonly EnteredClaim[], effectiveDate: string): number[] {
  const kept = new Set(claimsInLookBack(claims, effectiveDate));
  return claims.flatMap((claim, index) => (kept.has(claim) ? [] : [index]));
}

export function discardedLossesRefusal(
  claims: readonly EnteredClaim[],
  effectiveDate: string,
): Refusal {
  return discardedLosses(claims, effectiveDate).length > 0 ? ErrorCode.ReviewDiscardedLosses : null;
}

/** Each discarded claim as a field message, for the answer's message list. */
export function discardedLossLines(
  claims: readonly EnteredClaim[],
  effectiveDate: string,
): string[] {
  const start = claimsLookBackStart(effectiveDate);
  return discardedLosses(claims, effectiveDate).map(
    (i) =>
      `claims[${i}].date: The loss of ${claims[i].date} is outside the look-back from ${start} to the effective date ${effectiveDate}, so carriers would not see it: remove it or correct the date`,
  );
}
