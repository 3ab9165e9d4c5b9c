/**
 * How a carrier answers a submission: whether its quote can be bound through the platform, and
 * why not when it cannot. BOUND is set after purchase, never by rating.
 */
export const Bindability = {
  BindableThruApi: 'BINDABLE_THRU_API',
  BindableNotThruApi: 'BINDABLE_NOT_THRU_API',
  BindabilityPending: 'BINDABILITY_PENDING',
  Referred: 'REFERRED',
  Declined: 'DECLINED',
  Error: 'ERROR',
  Bound: 'BOUND',
} as const;
export type Bindability = (typeof Bindability)[keyof typeof Bindability];
export const BINDABILITIES: readonly Bindability[] = Object.values(Bindability);

/** A carrier answer that comes with a premium the client can see. */
export function hasPremium(bindability: Bindability): boolean {
  return (
    bindability === Bindability.BindableThruApi ||
    bindability === Bindability.BindableNotThruApi ||
    bindability === Bindability.BindabilityPending ||
    bindability === Bindability.Bound
  );
}

/** Why a carrier's answer is not "bindable through the API", as shown beside the quote. */
export const BindabilityReason = {
  GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS: 'GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS',
  GO_TO_CARRIER_SITE_TO_ADD_STATES: 'GO_TO_CARRIER_SITE_TO_ADD_STATES',
  DEDUCTIBLE_DIFFERS: 'DEDUCTIBLE_DIFFERS',
  LIABILITY_LIMIT_NOT_1M: 'LIABILITY_LIMIT_NOT_1M',
  EMPLOYERS_LIABILITY_LIMIT_DIFFERS: 'EMPLOYERS_LIABILITY_LIMIT_DIFFERS',
  FINISH_UNDERWRITING: 'FINISH_UNDERWRITING',
  CLAIMS_OVER_LIMIT: 'CLAIMS_OVER_LIMIT',
  OPEN_CLAIMS: 'OPEN_CLAIMS',
  LARGE_LOSS: 'LARGE_LOSS',
  CLASS_OUT_OF_APPETITE: 'CLASS_OUT_OF_APPETITE',
  CLASS_NEEDS_REVIEW: 'CLASS_NEEDS_REVIEW',
  STATE_NOT_WRITTEN: 'STATE_NOT_WRITTEN',
  LINE_NOT_WRITTEN: 'LINE_NOT_WRITTEN',
  MONOPOLISTIC_STATE: 'MONOPOLISTIC_STATE',
  MONOPOLISTIC_STATE_EXCLUDED: 'MONOPOLISTIC_STATE_EXCLUDED',
  EXPOSURE_NOT_PLAUSIBLE: 'EXPOSURE_NOT_PLAUSIBLE',
  EXPERIENCE_MOD_UNVERIFIED: 'EXPERIENCE_MOD_UNVERIFIED',
  REVENUE_OVER_LIMIT: 'REVENUE_OVER_LIMIT',
  EMPLOYEES_OVER_LIMIT: 'EMPLOYEES_OVER_LIMIT',
  PAYROLL_OVER_LIMIT: 'PAYROLL_OVER_LIMIT',
  BUILDING_LIMIT_OVER_LIMIT: 'BUILDING_LIMIT_OVER_LIMIT',
  BPP_LIMIT_OVER_LIMIT: 'BPP_LIMIT_OVER_LIMIT',
  EXPERIENCE_MOD_OVER_LIMIT: 'EXPERIENCE_MOD_OVER_LIMIT',
  YEARS_IN_BUSINESS_UNDER_MINIMUM: 'YEARS_IN_BUSINESS_UNDER_MINIMUM',
  CYBER_LIMIT_CAPPED: 'CYBER_LIMIT_CAPPED',
  RETENTION_RAISED: 'RETENTION_RAISED',
  MFA_REQUIRED: 'MFA_REQUIRED',
  EFFECTIVE_DATE_BACKDATED: 'EFFECTIVE_DATE_BACKDATED',
  EFFECTIVE_DATE_TOO_FAR: 'EFFECTIVE_DATE_TOO_FAR',
  RATES_NOT_AVAILABLE: 'RATES_NOT_AVAILABLE',
  CARRIER_UNAVAILABLE: 'CARRIER_UNAVAILABLE',
  REFERRAL_APPROVED: 'REFERRAL_APPROVED',
  CHANGED_IN_CARRIER_TOOL: 'CHANGED_IN_CARRIER_TOOL',
} as const;
export type BindabilityReason = (typeof BindabilityReason)[keyof typeof BindabilityReason];
export const BINDABILITY_REASONS: readonly BindabilityReason[] = Object.values(BindabilityReason);

export const BINDABILITY_REASON_TEXTS: Readonly<Record<BindabilityReason, string>> = {
  GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS: "Go to the carrier's site to add locations",
  GO_TO_CARRIER_SITE_TO_ADD_STATES: "Go to the carrier's site to add the other states",
  DEDUCTIBLE_DIFFERS: 'Deductible differs from the one entered',
  LIABILITY_LIMIT_NOT_1M: 'Liability limit entered is not 1M',
  EMPLOYERS_LIABILITY_LIMIT_DIFFERS: 'Employers liability limits differ from the ones entered',
  FINISH_UNDERWRITING: "Finish underwriting on the carrier's site",
  CLAIMS_OVER_LIMIT: "More claims in the last 5 years than the carrier's limit",
  OPEN_CLAIMS: 'Open claims need an underwriter review',
  LARGE_LOSS: 'A large loss in the last 5 years needs an underwriter review',
  CLASS_OUT_OF_APPETITE: "The business class is outside the carrier's appetite",
  CLASS_NEEDS_REVIEW: 'The business class needs an underwriter review',
  STATE_NOT_WRITTEN: 'The carrier does not write this coverage in the state',
  LINE_NOT_WRITTEN: 'The carrier does not write this coverage',
  MONOPOLISTIC_STATE: 'Workers compensation in this state is written only by the state fund',
  MONOPOLISTIC_STATE_EXCLUDED:
    'Payroll in a state-fund-only state is not covered by this quote: insure it with the state fund',
  EXPOSURE_NOT_PLAUSIBLE: 'Payroll or revenue is missing or too low for the business',
  EXPERIENCE_MOD_UNVERIFIED: 'The experience modification credit is waiting for verification',
  REVENUE_OVER_LIMIT: "Annual revenue is above the carrier's limit",
  EMPLOYEES_OVER_LIMIT: "Number of employees is above the carrier's limit",
  PAYROLL_OVER_LIMIT: "Payroll is above the carrier's limit",
  BUILDING_LIMIT_OVER_LIMIT: "Building limit is above the carrier's limit",
  BPP_LIMIT_OVER_LIMIT: "Business personal property limit is above the carrier's limit",
  EXPERIENCE_MOD_OVER_LIMIT: "Experience modification is above the carrier's limit",
  YEARS_IN_BUSINESS_UNDER_MINIMUM: "Years in business are below the carrier's minimum",
  CYBER_LIMIT_CAPPED: 'Limit lowered to $2M, the most offered for revenue under $5M',
  RETENTION_RAISED: 'Retention raised to the minimum for the revenue and industry',
  MFA_REQUIRED: 'Multi-factor authentication is required',
  EFFECTIVE_DATE_BACKDATED: 'The effective date is earlier than the carrier allows',
  EFFECTIVE_DATE_TOO_FAR: 'The effective date is further ahead than the carrier allows',
  RATES_NOT_AVAILABLE: 'The carrier has no rates in force on the effective date',
  CARRIER_UNAVAILABLE: 'The carrier could not be reached, please try again later',
  REFERRAL_APPROVED: "The carrier's underwriter approved the referral: bind it with the carrier",
  CHANGED_IN_CARRIER_TOOL:
    "The quote was changed in the carrier's own tool: it is finished there, not rated again here",
};

export function bindabilityReasonText(reason: BindabilityReason): string {
  return BINDABILITY_REASON_TEXTS[reason];
}

/**
 * What staff may say of a carrier quote they enter by hand: bindable online (the client can buy
 * it in the cart), bindable only with the carrier, referred or declined. Pending, error and
 * bound are states of a carrier's own system, not something a person enters.
 */
export const MANUAL_BINDABILITIES: readonly Bindability[] = [
  Bindability.BindableThruApi,
  Bindability.BindableNotThruApi,
  Bindability.Referred,
  Bindability.Declined,
];
