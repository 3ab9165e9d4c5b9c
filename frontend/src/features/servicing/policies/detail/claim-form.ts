/** The first notice of loss form's checks, with the shared claim date rule. */
import { checkClaimDate, PolicyServicingLimits } from '@coverline/contracts';

export interface ClaimFormValues {
  description: string;
  amount: string;
  dateOfLoss: string;
}

export type ClaimFormErrors = Partial<Record<keyof ClaimFormValues, string>>;

/** Problems per field (messages or translation keys under `claims.`), or none. */
export function checkClaimForm(values: ClaimFormValues, today: string): ClaimFormErrors {
  const errors: ClaimFormErrors = {};
  if (!values.description.trim()) errors.description = 'claims.descriptionRequired';
  const amount = Number(values.amount.replace(/[$,\s]/g, ''));
  const cents = Math.round(amount * 100);
  if (
    !values.amount.trim() ||
    !Number.isFinite(amount) ||
    cents < 1 ||
    cents > PolicyServicingLimits.amountOfLossMaxCents
  ) {
    errors.amount = 'claims.amountInvalid';
  }
  const dateProblem = checkClaimDate(values.dateOfLoss, today);
  if (dateProblem) errors.dateOfLoss = dateProblem;
  return errors;
}

/** The amount typed, in cents. */
export const amountCents = (amount: string): number =>
  Math.round(Number(amount.replace(/[$,\s]/g, '')) * 100);

/** Today as the browser's calendar has it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
