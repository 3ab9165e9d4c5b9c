import type { CoverageType, EntityType, UsStateCode } from '@coverline/contracts';
import type { Construction, GlLimit, SecurityControl } from './tables/types';

/** What the rating reads about the business; money in cents. */
export interface BusinessProfile {
  legalName: string;
  /** Six-digit NAICS code. */
  naicsCode: string;
  entityType: EntityType;
  yearEstablished: number;
  employees: number;
  annualSalesCents: number;
  /** Annual payroll of employees (owners apart): the exposure of payroll-rated liability classes. */
  payrollCents: number;
  /** Nine digits, when the business has one: a carrier looks the bureau's records up by it. */
  fein?: string;
}

export interface RatingLocation {
  state: UsStateCode;
  zip: string;
  primary: boolean;
  /** Property, for a business owner's policy. */
  construction?: Construction;
  sprinklers?: boolean;
  buildingCoverageCents?: number;
  bppCoverageCents?: number;
}

export interface RatingClaim {
  /** Date of loss, YYYY-MM-DD. */
  date: string;
  amountOfLossCents: number;
  open: boolean;
}

interface SubmissionBase {
  coverageType: CoverageType;
  /** The policy's effective date, YYYY-MM-DD: it selects the rate tables in force. */
  effectiveDate: string;
  business: BusinessProfile;
  locations: RatingLocation[];
  claims: RatingClaim[];
}

/** Payroll of one class code in one state. */
export interface WcPayroll {
  state: UsStateCode;
  classCode: string;
  payrollCents: number;
}

export interface RatingOwner {
  name: string;
  /** Primary work state. */
  state: UsStateCode;
  ownershipPercent: number;
  included: boolean;
  /** The owner's own payroll estimate; the year's owner payroll rule bounds it. */
  payrollEstimateCents?: number;
  /** Where the owner's payroll is rated; the state's governing class when absent. */
  classCode?: string;
}

export interface WcSubmission extends SubmissionBase {
  coverageType: 'wc';
  payroll: WcPayroll[];
  owners: RatingOwner[];
  employersLiabilityLevel: 1 | 2 | 3;
  /** The experience modification from the bureau, when one is known. */
  experienceMod?: number;
  /**
   * A credit modification (under 1.00) someone has confirmed: staff checked it with the bureau.
   * An unconfirmed credit mod leaves the quote waiting for underwriting.
   */
  experienceModVerified?: boolean;
  waiverOfSubrogation: boolean;
}

export interface GlSubmission extends SubmissionBase {
  coverageType: 'gl';
  glClassCode: string;
  glLimit: GlLimit;
  blanketAdditionalInsured: boolean;
  waiverOfSubrogation: boolean;
}

export interface BopSubmission extends SubmissionBase {
  coverageType: 'bop';
  /** The liability class of the business (a general liability class code). */
  glClassCode: string;
  glLimit: GlLimit;
  propertyDeductibleCents: number;
}

export interface CyberSubmission extends SubmissionBase {
  coverageType: 'cyber';
  cyberLimitCents: number;
  cyberRetentionCents: number;
  securityControls: Record<SecurityControl, boolean>;
}

export type Submission = WcSubmission | GlSubmission | BopSubmission | CyberSubmission;

/** What the platform's settings add to a carrier's rating. */
export interface RatingOptions {
  /**
   * The carrier's discount from the carriers settings, in percent (0-100): applied to the
   * carrier's own premium before fees and before the minimum premium (docs/rating.md).
   */
  carrierDiscountPercent?: number;
}

/** Whole years the business has operated on the effective date. */
export function yearsInBusiness(submission: SubmissionBase): number {
  return Math.max(
    0,
    Number(submission.effectiveDate.slice(0, 4)) - submission.business.yearEstablished,
  );
}

/** Contractors (NAICS sector 23) have tighter size limits in several appetites. */
export function isContractor(submission: SubmissionBase): boolean {
  return submission.business.naicsCode.startsWith('23');
}
