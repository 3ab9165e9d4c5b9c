/**
 * What a carrier's answer means for buying online, as the catalogue says it: a chosen carrier
 * quote that is not bindable through the API is refused at the purchase with the code that
 * names why (1003 referral approved, 1004 locations to add, 1005 pending underwriting, 1006
 * pending with locations to add, 1007 referred, 1102 changed in the carrier's tool, else 1223),
 * and nothing chosen with nothing bindable online is 1002.
 * And a carrier quote worked in the carrier's own tool is not rated again here (1102).
 */
import { Bindability, BindabilityReason as R, ErrorCode } from '@coverline/contracts';
import type { Refusal } from './refusal';

/** Every code `carrierAnswerRefusal` answers, for the documented responses of the cart. */
export const CARRIER_ANSWER_CODES: readonly ErrorCode[] = [
  ErrorCode.NoBindableViaApi,
  ErrorCode.BindableReferralApproved,
  ErrorCode.BindableAddLocations,
  ErrorCode.BindablePendingUnderwriting,
  ErrorCode.BindablePendingAddLocations,
  ErrorCode.Referred,
  ErrorCode.HartfordQuoteTouched,
  ErrorCode.NotApiBindable,
];

/** What the rule reads of a carrier quote. */
export interface CarrierAnswer {
  carrier: string;
  bindability: Bindability | null;
  reasons: readonly string[];
}

/** Null for a quote bindable through the API (or bound), else the code of its answer. */
export function carrierAnswerRefusal(
  quote: Pick<CarrierAnswer, 'bindability' | 'reasons'>,
): Refusal {
  const has = (reason: string) => quote.reasons.includes(reason);
  switch (quote.bindability) {
    case Bindability.BindableThruApi:
    case Bindability.Bound:
      return null;
    case Bindability.Referred:
      return ErrorCode.Referred;
    case Bindability.BindabilityPending:
      return has(R.GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS)
        ? ErrorCode.BindablePendingAddLocations
        : ErrorCode.BindablePendingUnderwriting;
    case Bindability.BindableNotThruApi:
      if (has(R.CHANGED_IN_CARRIER_TOOL)) return ErrorCode.HartfordQuoteTouched;
      if (has(R.REFERRAL_APPROVED)) return ErrorCode.BindableReferralApproved;
      if (has(R.GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS)) return ErrorCode.BindableAddLocations;
      return ErrorCode.NotApiBindable;
    default:
      return ErrorCode.NotApiBindable;
  }
}

/**
 * A quote with no carrier quote chosen and none bindable through the API has nothing to buy
 * online (1002): an agent takes it from there.
 */
export function nothingBindableRefusal(
  selectedId: string | null,
  quotes: ReadonlyArray<Pick<CarrierAnswer, 'bindability'>>,
): Refusal {
  if (selectedId !== null) return null;
  return quotes.some((q) => q.bindability === Bindability.BindableThruApi)
    ? null
    : ErrorCode.NoBindableViaApi;
}

/** Carriers whose quote was changed in their own tool: the platform no longer rates them. */
export function changedInCarrierTool(quotes: readonly CarrierAnswer[]): string[] {
  return quotes.filter((q) => q.reasons.includes(R.CHANGED_IN_CARRIER_TOOL)).map((q) => q.carrier);
}

/** `requested`: the carriers a rating call names. Naming one worked in its own tool is 1102. */
export function carrierToolRefusal(requested: string[] | undefined, touched: string[]): Refusal {
  return requested?.some((name) => touched.includes(name)) ? ErrorCode.HartfordQuoteTouched : null;
}
