import {
  BindabilityReason,
  claimsInLookBack,
  isCreditMod,
  isMonopolisticWcState,
  type UsStateCode,
} from '@coverline/contracts';
import { isContractor, yearsInBusiness, type Submission } from '../submission';

/**
 * A carrier's underwriting appetite for one line. Limits left out do not apply. Claims are
 * counted over the 5 years before the effective date.
 */
export interface LineAppetite {
  /** States the carrier writes the line in. */
  states: readonly UsStateCode[];
  /** Class codes (NCCI for workers compensation, ISO for liability) the carrier declines. */
  declinedClassCodes?: readonly string[];
  /** Class codes an underwriter must review. */
  referredClassCodes?: readonly string[];
  /** NAICS prefixes (sector or longer) the carrier declines or refers. */
  declinedNaics?: readonly string[];
  referredNaics?: readonly string[];
  maxRevenueCents?: number;
  /** A lower revenue limit for contractors (NAICS 23). */
  maxContractorRevenueCents?: number;
  maxEmployees?: number;
  /** Total workers compensation payroll, owners included as entered. */
  maxPayrollCents?: number;
  /** Per location. */
  maxBuildingCents?: number;
  maxBppCents?: number;
  /** Declined above this many claims. */
  maxClaims: number;
  /** Referred from this many claims (when not declined). */
  referClaimsFrom?: number;
  referOpenClaims?: boolean;
  /** Referred when any claim's loss is above this. */
  referLossOverCents?: number;
  maxExperienceMod?: number;
  /** Below this, the quote waits for underwriting at the carrier. */
  minYearsInBusiness?: number;
  /** More locations than this are added on the carrier's site. */
  maxLocationsThruApi?: number;
  /** More workers compensation states than this are added on the carrier's site. */
  maxStatesThruApi?: number;
  /** Only a 1M/2M liability limit binds through the API. */
  onlyBasicLimitThruApi?: boolean;
  /** Property deductibles offered, in cents; another is quoted at the nearest lower one. */
  deductiblesOffered?: readonly number[];
  /** Cyber: referred without multi-factor authentication. */
  mfaRequired?: boolean;
}

export interface AppetiteAnswer {
  /** The strongest of the findings: declined, referred, pending or accepted. */
  decision: 'decline' | 'refer' | 'pending' | 'accept';
  declined: BindabilityReason[];
  referred: BindabilityReason[];
  pending: BindabilityReason[];
  /** Bindable, but not through the API. */
  notThruApi: BindabilityReason[];
}

function matchesPrefix(code: string, prefixes: readonly string[] | undefined): boolean {
  return (prefixes ?? []).some((p) => code.startsWith(p));
}

/** The states whose appetite matters: workers compensation payroll states, else locations. */
export function submissionStates(submission: Submission): UsStateCode[] {
  const states =
    submission.coverageType === 'wc'
      ? [
          ...submission.payroll.map((p) => p.state),
          ...submission.owners.map((o) => o.state),
          ...submission.locations.map((l) => l.state),
        ].filter((s) => !isMonopolisticWcState(s))
      : submission.locations.map((l) => l.state);
  return [...new Set(states)];
}

function classCodes(submission: Submission): string[] {
  switch (submission.coverageType) {
    case 'wc':
      return [...new Set(submission.payroll.map((p) => p.classCode))];
    case 'gl':
    case 'bop':
      return [submission.glClassCode];
    case 'cyber':
      return [];
  }
}

export function evaluateAppetite(appetite: LineAppetite, submission: Submission): AppetiteAnswer {
  const declined = new Set<BindabilityReason>();
  const referred = new Set<BindabilityReason>();
  const pending = new Set<BindabilityReason>();
  const notThruApi = new Set<BindabilityReason>();
  const R = BindabilityReason;
  const business = submission.business;

  const states = submissionStates(submission);
  if (states.some((s) => !appetite.states.includes(s))) declined.add(R.STATE_NOT_WRITTEN);

  const codes = classCodes(submission);
  if (codes.some((c) => appetite.declinedClassCodes?.includes(c)))
    declined.add(R.CLASS_OUT_OF_APPETITE);
  if (matchesPrefix(business.naicsCode, appetite.declinedNaics))
    declined.add(R.CLASS_OUT_OF_APPETITE);
  if (codes.some((c) => appetite.referredClassCodes?.includes(c)))
    referred.add(R.CLASS_NEEDS_REVIEW);
  if (matchesPrefix(business.naicsCode, appetite.referredNaics)) referred.add(R.CLASS_NEEDS_REVIEW);

  const maxRevenue = isContractor(submission)
    ? (appetite.maxContractorRevenueCents ?? appetite.maxRevenueCents)
    : appetite.maxRevenueCents;
  if (maxRevenue !== undefined && business.annualSalesCents > maxRevenue) {
    declined.add(R.REVENUE_OVER_LIMIT);
  }
  if (appetite.maxEmployees !== undefined && business.employees > appetite.maxEmployees) {
    declined.add(R.EMPLOYEES_OVER_LIMIT);
  }

  const claims = claimsInLookBack(submission.claims, submission.effectiveDate);
  if (claims.length > appetite.maxClaims) declined.add(R.CLAIMS_OVER_LIMIT);
  else if (appetite.referClaimsFrom !== undefined && claims.length >= appetite.referClaimsFrom) {
    referred.add(R.CLAIMS_OVER_LIMIT);
  }
  if (appetite.referOpenClaims && claims.some((c) => c.open)) referred.add(R.OPEN_CLAIMS);
  if (
    appetite.referLossOverCents !== undefined &&
    claims.some((c) => c.amountOfLossCents > appetite.referLossOverCents!)
  ) {
    referred.add(R.LARGE_LOSS);
  }
  if (
    appetite.minYearsInBusiness !== undefined &&
    yearsInBusiness(submission) < appetite.minYearsInBusiness
  ) {
    pending.add(R.FINISH_UNDERWRITING);
  }
  if (
    appetite.maxLocationsThruApi !== undefined &&
    submission.locations.length > appetite.maxLocationsThruApi
  ) {
    notThruApi.add(R.GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS);
  }

  switch (submission.coverageType) {
    case 'wc': {
      const payroll = submission.payroll.reduce((sum, p) => sum + p.payrollCents, 0);
      if (appetite.maxPayrollCents !== undefined && payroll > appetite.maxPayrollCents) {
        declined.add(R.PAYROLL_OVER_LIMIT);
      }
      if (
        appetite.maxExperienceMod !== undefined &&
        (submission.experienceMod ?? 1) > appetite.maxExperienceMod
      ) {
        declined.add(R.EXPERIENCE_MOD_OVER_LIMIT);
      }
      // A credit mod lowers the premium on the customer's word: it waits for verification,
      // unless the sandbox bureau's record for the FEIN confirms that very mod.
      if (
        isCreditMod(submission.experienceMod) &&
        !submission.experienceModVerified &&
        sandboxBureauMod(submission.business.fein) !== submission.experienceMod
      ) {
        pending.add(R.EXPERIENCE_MOD_UNVERIFIED);
      }
      if (appetite.maxStatesThruApi !== undefined && states.length > appetite.maxStatesThruApi) {
        notThruApi.add(R.GO_TO_CARRIER_SITE_TO_ADD_STATES);
      }
      break;
    }
    case 'bop':
      for (const location of submission.locations) {
        if (
          appetite.maxBuildingCents !== undefined &&
          (location.buildingCoverageCents ?? 0) > appetite.maxBuildingCents
        ) {
          declined.add(R.BUILDING_LIMIT_OVER_LIMIT);
        }
        if (
          appetite.maxBppCents !== undefined &&
          (location.bppCoverageCents ?? 0) > appetite.maxBppCents
        ) {
          declined.add(R.BPP_LIMIT_OVER_LIMIT);
        }
      }
      if (
        appetite.deductiblesOffered &&
        !appetite.deductiblesOffered.includes(submission.propertyDeductibleCents)
      ) {
        notThruApi.add(R.DEDUCTIBLE_DIFFERS);
      }
      if (appetite.onlyBasicLimitThruApi && submission.glLimit !== '1M/2M') {
        notThruApi.add(R.LIABILITY_LIMIT_NOT_1M);
      }
      break;
    case 'gl':
      if (appetite.onlyBasicLimitThruApi && submission.glLimit !== '1M/2M') {
        notThruApi.add(R.LIABILITY_LIMIT_NOT_1M);
      }
      break;
    case 'cyber':
      if (appetite.mfaRequired && !submission.securityControls.mfa) referred.add(R.MFA_REQUIRED);
      break;
  }

  const decision =
    declined.size > 0
      ? 'decline'
      : referred.size > 0
        ? 'refer'
        : pending.size > 0
          ? 'pending'
          : 'accept';
  return {
    decision,
    declined: [...declined],
    referred: [...referred],
    pending: [...pending],
    notThruApi: [...notThruApi],
  };
}

/**
 * The experience modification the sandbox rating bureau holds for a FEIN, so the sandbox
 * carriers can confirm a mod as a live carrier would with the bureau: FEINs ending in 00-49
 * have no record (null); from 50, the mod is 0.70 + (the last two digits - 50) / 100, so a FEIN
 * ending in 65 is rated 0.85 and one ending in 99 1.19. Null without a nine-digit FEIN.
 */
export function sandboxBureauMod(fein: string | undefined): number | null {
  const digits = fein?.replace(/\D/g, '') ?? '';
  if (digits.length !== 9) return null;
  const last = Number(digits.slice(-2));
  return last < 50 ? null : (70 + last - 50) / 100;
}

/** The deductible a carrier quotes: the one asked when offered, else the nearest lower one. */
export function offeredDeductible(offered: readonly number[], askedCents: number): number {
  const sorted = [...offered].sort((a, b) => a - b);
  return sorted.filter((d) => d <= askedCents).pop() ?? sorted[0];
}
