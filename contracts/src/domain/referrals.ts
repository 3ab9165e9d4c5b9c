/**
 * Payroll partner referrals: their types, their statuses and how a referral's status follows
 * the quote attached to it (docs/statuses.md, "Referral"), the ReferralTrak search fields and the CSV
 * cell guard of the payout report.
 */
import { ApplicationStatus } from './quotes';

export const ReferralType = {
  NewBizWC: 'NewBizWC',
  ComparisonWcQuote: 'ComparisonWcQuote',
  PEOTakeaway: 'PEOTakeaway',
  BOR: 'BOR',
  Other: 'Other',
} as const;
export type ReferralType = (typeof ReferralType)[keyof typeof ReferralType];
export const REFERRAL_TYPES: readonly ReferralType[] = Object.values(ReferralType);

export const ReferralStatus = {
  NotStarted: 'Not Started',
  Submitted: 'Submitted',
  InProgress: 'In Progress',
  Quoted: 'Quoted',
  InReview: 'In Review',
  PurchasePending: 'Purchase Pending',
  AwaitingClientSignatures: 'Awaiting client signatures',
  Completed: 'Completed',
  Processed: 'Processed',
  CouldNotReachClient: 'Could not reach client',
  ClientNotInterested: 'Client not interested',
  DeclinedByAllCarriers: 'Declined by all carriers',
  ChangedPayrollCompany: 'Changed payroll company',
  BorDeclinedByCarrier: 'BOR declined by carrier',
  RecentOrDuplicate: 'Recent or duplicate referral',
} as const;
export type ReferralStatus = (typeof ReferralStatus)[keyof typeof ReferralStatus];
export const REFERRAL_STATUSES: readonly ReferralStatus[] = Object.values(ReferralStatus);

/** The statuses an admin closes a referral with; a closed referral no longer follows its quote. */
export const REFERRAL_CLOSING_STATUSES: readonly ReferralStatus[] = [
  ReferralStatus.CouldNotReachClient,
  ReferralStatus.ClientNotInterested,
  ReferralStatus.DeclinedByAllCarriers,
  ReferralStatus.ChangedPayrollCompany,
  ReferralStatus.BorDeclinedByCarrier,
  ReferralStatus.RecentOrDuplicate,
];

/** Processed (the policy is bound) and the closing statuses end a referral. */
export function isFinalReferralStatus(status: ReferralStatus): boolean {
  return status === ReferralStatus.Processed || REFERRAL_CLOSING_STATUSES.includes(status);
}

/**
 * The types whose client is mailed a link to a workers compensation quote. A BOR referral moves
 * an existing policy, so the team contacts the client and the referral waits as Not Started.
 */
export function referralMailsQuoteLink(type: ReferralType): boolean {
  return type !== ReferralType.BOR;
}

/** The status a new referral starts in. */
export function initialReferralStatus(type: ReferralType): ReferralStatus {
  return referralMailsQuoteLink(type) ? ReferralStatus.Submitted : ReferralStatus.NotStarted;
}

/**
 * The status of a referral whose attached quote has `status`; `rated` says whether any carrier
 * has rated the quote yet. Null for an archived quote: the referral keeps the status it had.
 */
export function referralStatusForQuote(
  status: ApplicationStatus,
  rated: boolean,
): ReferralStatus | null {
  switch (status) {
    case ApplicationStatus.InProcess:
      return rated ? ReferralStatus.Quoted : ReferralStatus.InProgress;
    case ApplicationStatus.ReadyToBind:
      return ReferralStatus.Quoted;
    case ApplicationStatus.InReview:
      return ReferralStatus.InReview;
    case ApplicationStatus.PurchasePending:
      return ReferralStatus.PurchasePending;
    case ApplicationStatus.AwaitingSignatures:
      return ReferralStatus.AwaitingClientSignatures;
    case ApplicationStatus.Completed:
      return ReferralStatus.Completed;
    case ApplicationStatus.Bound:
      return ReferralStatus.Processed;
    case ApplicationStatus.Archive:
      return null;
  }
}

/**
 * The status of a BOR referral whose broker-of-record application has `status` (the BOR
 * statuses: draft, submitted, signed, sent_to_carrier, accepted, declined_by_carrier). Until the
 * client starts the application the referral stays Not Started.
 */
export function referralStatusForBor(status: string): ReferralStatus | null {
  switch (status) {
    case 'draft':
      return ReferralStatus.InProgress;
    case 'submitted':
      return ReferralStatus.AwaitingClientSignatures;
    case 'signed':
    case 'sent_to_carrier':
      return ReferralStatus.InReview;
    case 'accepted':
      return ReferralStatus.Processed;
    case 'declined_by_carrier':
      return ReferralStatus.BorDeclinedByCarrier;
    default:
      return null;
  }
}

/** What the ReferralTrak search term is matched against. */
export const REFERRAL_SEARCH_BY = [
  'client',
  'payroll_rep',
  'payroll_company',
  'referral_id',
] as const;
export type ReferralSearchBy = (typeof REFERRAL_SEARCH_BY)[number];

export const PayoutDecision = { Eligible: 'eligible', Ineligible: 'ineligible' } as const;
export type PayoutDecision = (typeof PayoutDecision)[keyof typeof PayoutDecision];
export const PAYOUT_DECISIONS: readonly PayoutDecision[] = Object.values(PayoutDecision);

/**
 * A CSV cell that a spreadsheet will not run as a formula: cells starting with = + - @ (or a
 * tab or carriage return, which some spreadsheets skip first) get a leading apostrophe; quotes
 * are doubled and the cell is quoted when it holds a separator, a quote or a line break.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(',');
}
