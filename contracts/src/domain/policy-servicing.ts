/**
 * Servicing a bound policy from the client portal: the change requests a client sends and staff
 * answer, and the first notices of loss (claims) a client files.
 */

/** What a policy change request asks for. */
export const PolicyChangeType = {
  AddLocation: 'add_location',
  ChangePayroll: 'change_payroll',
  AddAdditionalInsured: 'add_additional_insured',
  ChangeAddress: 'change_address',
  Cancel: 'cancel',
  Other: 'other',
} as const;
export type PolicyChangeType = (typeof PolicyChangeType)[keyof typeof PolicyChangeType];
export const POLICY_CHANGE_TYPES: readonly PolicyChangeType[] = Object.values(PolicyChangeType);

/** Where a change request stands: staff move it on; completed and declined are final. */
export const PolicyChangeStatus = {
  Submitted: 'submitted',
  InProgress: 'in_progress',
  Completed: 'completed',
  Declined: 'declined',
} as const;
export type PolicyChangeStatus = (typeof PolicyChangeStatus)[keyof typeof PolicyChangeStatus];
export const POLICY_CHANGE_STATUSES: readonly PolicyChangeStatus[] =
  Object.values(PolicyChangeStatus);

/** The statuses a staff answer may set (a request is submitted only by its client). */
export const POLICY_CHANGE_ANSWER_STATUSES: readonly PolicyChangeStatus[] = [
  PolicyChangeStatus.InProgress,
  PolicyChangeStatus.Completed,
  PolicyChangeStatus.Declined,
];

/** Whether a change request still takes answers. */
export function isPolicyChangeOpen(status: PolicyChangeStatus): boolean {
  return status === PolicyChangeStatus.Submitted || status === PolicyChangeStatus.InProgress;
}

/** Whether a reported loss is still open or settled. */
export const ClaimStatus = {
  Open: 'open',
  Closed: 'closed',
} as const;
export type ClaimStatus = (typeof ClaimStatus)[keyof typeof ClaimStatus];
export const CLAIM_STATUSES: readonly ClaimStatus[] = Object.values(ClaimStatus);

export const PolicyServicingLimits = {
  changeDetailsMax: 2000,
  answerMax: 2000,
  claimDescriptionMax: 2000,
  /** $100 million: more than any small-business policy pays, and safe as integer cents. */
  amountOfLossMaxCents: 10_000_000_000,
} as const;

/**
 * Where a bound policy stands in its term on a day (all `YYYY-MM-DD`): not started yet, in force
 * from its effective date, expired from its expiration date (the day the term ends, as the API's
 * `Expired` status counts it).
 */
export const PolicyTermPhase = {
  Upcoming: 'upcoming',
  InForce: 'inForce',
  Expired: 'expired',
} as const;
export type PolicyTermPhase = (typeof PolicyTermPhase)[keyof typeof PolicyTermPhase];

export function policyTermPhase(
  term: { effectiveDate: string; expirationDate: string },
  today: string,
): PolicyTermPhase {
  if (term.expirationDate <= today) return PolicyTermPhase.Expired;
  if (today < term.effectiveDate) return PolicyTermPhase.Upcoming;
  return PolicyTermPhase.InForce;
}
