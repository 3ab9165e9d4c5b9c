/**
 * Reference data shared by the API and the app: the settings admins maintain (carriers, payroll
 * companies, NAICS master index, coverage texts, owner payroll rules, question sets).
 */

/** The 50 states and DC: where a business can have locations, payroll and owner payroll rules. */
// prettier-ignore
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

/** Territories and freely associated states, accepted in addresses. */
export const TERRITORY_CODES = ['AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI'] as const;
export type TerritoryCode = (typeof TERRITORY_CODES)[number];

export const STATE_CODES = [...US_STATE_CODES, ...TERRITORY_CODES] as const;
export type StateCode = UsStateCode | TerritoryCode;

/** Workers compensation is written only by the state fund here: no quote is given. */
export const MONOPOLISTIC_WC_STATES: readonly UsStateCode[] = ['ND', 'OH', 'WA', 'WY'];

export function isUsStateCode(value: string): value is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(value);
}

/**
 * A payroll state is one state or a comma-separated list of two-uppercase-letter US state
 * abbreviations, e.g. "CA" or "CA,NV,AZ". Returns the states, or null when the text is not valid.
 */
export function parsePayrollStates(value: string): UsStateCode[] | null {
  if (!/^[A-Z]{2}(,[A-Z]{2})*$/.test(value)) return null;
  const states = value.split(',');
  if (!states.every(isUsStateCode)) return null;
  return new Set(states).size === states.length ? (states as UsStateCode[]) : null;
}

/** A bare domain name such as "adp.com" or "mail.paychex.com" (no scheme, path or @). */
export const EMAIL_DOMAIN_PATTERN =
  /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isValidEmailDomain(value: string): boolean {
  return EMAIL_DOMAIN_PATTERN.test(value);
}

/** Legal entity types of a business; owner payroll rules are set per entity type. */
export const EntityType = {
  SoleProprietor: 'Sole Proprietor',
  Partnership: 'Partnership',
  Llc: 'LLC',
  Corporation: 'Corporation',
  NonProfit: 'Non-Profit',
} as const;
export type EntityType = (typeof EntityType)[keyof typeof EntityType];
export const ENTITY_TYPES: readonly EntityType[] = Object.values(EntityType);

/** Carriers the platform quotes with; Default holds the settings used when a carrier has none. */
export const CarrierName = {
  Hartford: 'Hartford',
  Employers: 'Employers',
  Markel: 'Markel',
  Coterie: 'Coterie',
  Cowbell: 'Cowbell',
  AmTrust: 'AmTrust',
  Default: 'Default',
} as const;
export type CarrierName = (typeof CarrierName)[keyof typeof CarrierName];
export const CARRIER_NAMES: readonly CarrierName[] = Object.values(CarrierName);

/** How a carrier's policy can be paid for. */
export const PaymentType = {
  PayAsYouGo: 'payAsYouGo',
  DirectBill: 'directBill',
  Payments: 'payments',
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const PAYMENT_TYPES: readonly PaymentType[] = Object.values(PaymentType);

/** Whether an editable text is visible to the public. */
export const ContentStatus = {
  Published: 'published',
  Draft: 'draft',
} as const;
export type ContentStatus = (typeof ContentStatus)[keyof typeof ContentStatus];
export const CONTENT_STATUSES: readonly ContentStatus[] = Object.values(ContentStatus);

/** A coverage text is either the "what's covered" page of a coverage or a pop-up in the wizard. */
export const CoverageTextKind = {
  Covered: 'covered',
  Popup: 'popup',
} as const;
export type CoverageTextKind = (typeof CoverageTextKind)[keyof typeof CoverageTextKind];
export const COVERAGE_TEXT_KINDS: readonly CoverageTextKind[] = Object.values(CoverageTextKind);

/** How the wizard renders a question and what an answer must look like. */
export const AnswerType = {
  YesNo: 'yesNo',
  Number: 'number',
  Text: 'text',
  Select: 'select',
} as const;
export type AnswerType = (typeof AnswerType)[keyof typeof AnswerType];
export const ANSWER_TYPES: readonly AnswerType[] = Object.values(AnswerType);

/** The question sets admins maintain, each per carrier and coverage. */
export const QuestionSetKind = {
  Payroll: 'payroll',
  Underwriting: 'underwriting',
  Owner: 'owner',
} as const;
export type QuestionSetKind = (typeof QuestionSetKind)[keyof typeof QuestionSetKind];
export const QUESTION_SET_KINDS: readonly QuestionSetKind[] = Object.values(QuestionSetKind);

/** Limits of the settings screens. */
export const ReferenceLimits = {
  logoMaxBytes: 1024 * 1024,
  logoContentTypes: ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'],
  businessTypeSearchMaxResults: 20,
  customClassCodesMax: 3,
  questionsPerSetMax: 100,
  backdatedDaysMax: 365,
  payrollRuleYearMin: 2000,
  payrollRuleYearMax: 2100,
} as const;
