/**
 * What the PDF renderers read: plain values, already decided (no entities, no look-ups). A
 * mapper from the quote aggregate fills them. Money is in cents, dates are YYYY-MM-DD, and the
 * FEIN is nine digits (the proposal masks it; the application form shows it whole, as carriers
 * need it).
 */
import type { Bindability, CoverageType, EntityType } from '@coverline/contracts';

export interface AddressView {
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** The agency issuing the document: the platform, or the agent's agency. */
export interface AgencyView {
  name: string;
  address: AddressView | null;
  phone: string | null;
  email: string | null;
  /** The agent or producer handling the account. */
  producerName: string | null;
}

export interface InsuredView {
  name: string;
  dba: string | null;
  fein: string | null;
  address: AddressView | null;
}

/** One class code's rating in one state. */
export interface WcRatedClassView {
  state: string;
  classCode: string;
  description: string;
  /** The payroll priced, owners' payroll included. */
  payrollCents: number;
  /** Owners' payroll the owner payroll rules added to the class (part of `payrollCents`). */
  ownerPayrollCents: number;
  /** Dollars per $100 of payroll, when the carrier gave one. */
  ratePer100: number | null;
  premiumCents: number | null;
}

/** A line of the premium build-up: what it is and what it adds, in cents. */
export interface PremiumLineView {
  kind: 'premium' | 'ownerPayroll' | 'modification' | 'fee' | 'tax';
  label: string;
  amountCents: number;
}

/** A limit or term as printed: "Each occurrence" / "$1,000,000". */
export interface LimitView {
  label: string;
  value: string;
}

export type ProposalCoverageView =
  | {
      coverageType: 'wc';
      classes: WcRatedClassView[];
      /** Employers liability, e.g. "$500,000 / $500,000 / $500,000". */
      employersLiabilityLimits: string;
      waiverOfSubrogation: boolean;
    }
  | { coverageType: Exclude<CoverageType, 'wc'>; limits: LimitView[] };

export interface QuoteProposalView {
  agency: AgencyView;
  /** The application's reference shown to the client. */
  reference: string;
  preparedOn: string;
  insured: InsuredView;
  carrier: string;
  effectiveDate: string;
  expirationDate: string;
  annualPremiumCents: number;
  coverage: ProposalCoverageView;
  /** The premium line by line, adding up to the annual premium; null when not rated here. */
  buildUp: PremiumLineView[] | null;
  bindability: Bindability;
  /** The reasons and remarks shown beside the quote, as display text. */
  notes: string[];
  /** Rated by a sandbox carrier: not an offer of insurance. */
  sandbox: boolean;
}

export interface WcLocationView {
  number: number;
  address: AddressView;
  primary: boolean;
}

/** A row of the state rating worksheet. */
export interface WcRatingRowView {
  state: string;
  locationNumber: number;
  classCode: string;
  description: string;
  fullTimeEmployees: number | null;
  partTimeEmployees: number | null;
  remunerationCents: number;
  ratePer100: number | null;
  premiumCents: number | null;
}

/** An owner or officer, included in or excluded from coverage. */
export interface WcIndividualView {
  name: string;
  title: string | null;
  state: string;
  ownershipPercent: number;
  included: boolean;
  classCode: string | null;
  remunerationCents: number | null;
}

export interface PriorCarrierView {
  /** The year the expiring policy began. */
  year: number;
  carrier: string;
  policyNumber: string | null;
  annualPremiumCents: number | null;
  experienceMod: number | null;
  yearsWithCarrier: number | null;
}

export interface ClaimView {
  date: string;
  description: string;
  amountOfLossCents: number;
  open: boolean;
}

export interface AnsweredQuestionView {
  question: string;
  answer: string;
}

/** A workers compensation application in the layout of ACORD 130. */
export interface WcApplicationView {
  agency: AgencyView;
  preparedOn: string;
  carrier: string | null;
  applicant: InsuredView & {
    entityType: EntityType | null;
    yearsInBusiness: number | null;
    naicsCode: string | null;
    website: string | null;
    contact: { name: string; phone: string | null; email: string | null };
  };
  policy: {
    effectiveDate: string;
    expirationDate: string;
    /** Part 1: the states whose workers compensation law applies. */
    part1States: string[];
    /** Part 2: employers liability each accident / disease policy limit / disease each employee. */
    employersLiability: {
      eachAccident: string;
      diseasePolicyLimit: string;
      diseaseEachEmployee: string;
    };
    waiverOfSubrogation: boolean;
    experienceMod: number | null;
  };
  locations: WcLocationView[];
  ratingRows: WcRatingRowView[];
  totalEstimatedPremiumCents: number | null;
  individuals: WcIndividualView[];
  priorCarriers: PriorCarrierView[];
  /** The applicant said it had no workers compensation coverage before. */
  noPriorCoverage: boolean;
  claims: ClaimView[];
  /** How many years the loss history covers. */
  lossHistoryYears: number;
  questions: AnsweredQuestionView[];
  sandbox: boolean;
}

export interface PolicySummaryView {
  agency: AgencyView;
  policyNumber: string;
  carrier: string;
  coverageType: CoverageType;
  insured: InsuredView;
  effectiveDate: string;
  expirationDate: string;
  boundOn: string;
  annualPremiumCents: number;
  /** How the premium is paid, e.g. "Pay as you go" or "Direct bill, 10 payments". */
  billingMethod: string;
  limits: LimitView[];
  /** Null where the line has no such endorsement. */
  blanketAdditionalInsured: boolean | null;
  waiverOfSubrogation: boolean | null;
  sandbox: boolean;
}

/** An excluded owner's or officer's waiver of their workers compensation coverage. */
export interface OwnerWaiverView {
  agency: AgencyView;
  reference: string;
  preparedOn: string;
  insured: InsuredView;
  coverageType: CoverageType;
  carrier: string | null;
  effectiveDate: string | null;
  owner: {
    name: string;
    title: string | null;
    ownershipPercent: number | null;
    state: string | null;
  };
  sandbox: boolean;
}
