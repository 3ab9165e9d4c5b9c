import { Limits } from '../limits';
import { addYearsIso, isIsoDate } from './dates';

export const ClaimMessages = {
  invalidDate: 'Please enter a valid date.',
  futureDate: 'Claim dates in the future are not allowed.',
  tooOld: `Claim dates more than ${Limits.claimDateMaxAgeYears} years ago are not allowed.`,
  amount: 'Amount of loss must be a positive number.',
} as const;

export interface ClaimRecord {
  /** Date of loss, YYYY-MM-DD. */
  date: string;
  amountCents: number;
  open: boolean;
}

/**
 * The message for a claim date, or null when it is valid on `today` (YYYY-MM-DD): a calendar
 * day, not after today and not more than `claimDateMaxAgeYears` before it.
 */
export function checkClaimDate(date: string, today: string): string | null {
  if (!isIsoDate(date)) return ClaimMessages.invalidDate;
  if (date > today) return ClaimMessages.futureDate;
  return date < addYearsIso(today, -Limits.claimDateMaxAgeYears) ? ClaimMessages.tooOld : null;
}

/** The first day of the claims look-back that ends on `asOf`: the same day 5 years earlier. */
export function claimsLookBackStart(asOf: string): string {
  return addYearsIso(asOf, -Limits.claimsLookBackYears);
}

/** The claims within the 5-year look-back ending on `asOf` (both days included). */
export function claimsInLookBack<C extends Pick<ClaimRecord, 'date'>>(
  claims: readonly C[],
  asOf: string,
): C[] {
  const start = claimsLookBackStart(asOf);
  return claims.filter((claim) => claim.date >= start && claim.date <= asOf);
}
