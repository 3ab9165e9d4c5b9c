/**
 * The binding rules as pure functions: what policy information activation needs, and whether
 * an application may be bound now. Null when allowed, else the catalogue code refusing it.
 */
import { ApplicationStatus, Bindability, ErrorCode, QuoteSource } from '@coverline/contracts';
import type { Refusal } from '../../quoting/quotes';

/** The policy information an admin saves before activating, as stored. */
export interface PolicyInfo {
  policyNumber: string | null;
  carrier: string | null;
  effectiveDate: string | null;
  expirationDate: string | null;
  annualPremiumCents: number | null;
  billingInfo: string | null;
  blanketAdditionalInsured: boolean | null;
  blanketWaiverOfSubrogation: boolean | null;
  portalLink: string | null;
}

const LABELS: Record<keyof PolicyInfo, string> = {
  policyNumber: 'policy number',
  carrier: 'carrier',
  effectiveDate: 'effective date',
  expirationDate: 'expiration date',
  annualPremiumCents: 'annual premium',
  billingInfo: 'billing info',
  blanketAdditionalInsured: 'blanket additional insured',
  blanketWaiverOfSubrogation: 'blanket waiver of subrogation',
  portalLink: 'portal link',
};

/**
 * The policy information still missing, in words. Every field is needed; the policy number may
 * come from the carrier instead when the carrier binds through its API.
 */
export function missingPolicyInfo(
  policy: PolicyInfo | null,
  options: { carrierIssuesNumber: boolean },
): string[] {
  return (Object.keys(LABELS) as Array<keyof PolicyInfo>)
    .filter((field) => {
      if (field === 'policyNumber' && options.carrierIssuesNumber) return false;
      const value = policy?.[field];
      return value === null || value === undefined || value === '';
    })
    .map((field) => LABELS[field]);
}

/** What activation reads of the application. */
export interface BindingState {
  status: ApplicationStatus;
  policyActive: boolean;
  /** Another application of the business for the coverage is bound already. */
  businessHasBoundPolicy: boolean;
  selectedBindability: Bindability | null;
}

/**
 * A policy is activated once, from a paid and signed application (Completed), and a business
 * holds one bound policy per coverage.
 */
export function activationRefusal(state: BindingState): Refusal {
  if (state.status === ApplicationStatus.Bound || state.policyActive) return ErrorCode.QuoteBound;
  if (state.businessHasBoundPolicy) return ErrorCode.PolicyActive;
  if (state.selectedBindability === Bindability.Bound) {
    return ErrorCode.CarrierQuoteBoundOrCompleted;
  }
  if (state.status !== ApplicationStatus.Completed) return ErrorCode.PolicyNotActivatable;
  return null;
}

/** Policy information is fixed once bound: changes go through a policy change request. */
export function policyUpdateRefusal(state: {
  status: ApplicationStatus;
  policyActive: boolean;
}): Refusal {
  return state.status === ApplicationStatus.Bound || state.policyActive
    ? ErrorCode.QuoteBound
    : null;
}

/** Whether the carrier binds the quote itself: an API quote bindable through the API. */
export function carrierBindsThroughApi(
  carrierQuote: { bindability: Bindability | null; quoteSource: string } | null,
): boolean {
  return (
    carrierQuote?.bindability === Bindability.BindableThruApi &&
    carrierQuote.quoteSource === QuoteSource.Api
  );
}
