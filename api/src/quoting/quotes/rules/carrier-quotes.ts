/**
 * Rating and choosing carrier quotes: rating needs the active quote, sent and outside checkout
 * (1210, 1225), and does not rate over a carrier quote an agent entered by hand (1216) nor a
 * carrier that cannot rate it through the API (1218); a
 * chosen carrier quote must match the submission (1222) and carry a premium a carrier will
 * bind (1103); staff may choose one the client could no longer.
 */
import {
  ApplicationStatus,
  Bindability,
  CarrierSyncStatus,
  ErrorCode,
  QuoteMode,
  RatingState,
  Role,
} from '@coverline/contracts';
import type { Principal } from '../../../common/auth/principal';
import type { EditScope } from './edit-access';
import type { Refusal } from './refusal';
import { statusAfterSelecting, submittedQuoteRefusal, SUBMITTED_STATUS } from './status-machine';

/** Checkout freezes the submission, so a quote in checkout is not rated again. */
export function ratingRefusal(
  app: { active: boolean; status: ApplicationStatus; submittedAt: Date | null },
  scope: EditScope,
): Refusal {
  const refusal = submittedQuoteRefusal(app);
  if (refusal !== null) return refusal;
  return scope === 'effectiveDateOnly' ? ErrorCode.StatusNotSubmittable : null;
}

/** What the choice rule reads of a carrier quote. */
export interface ChoosableQuote {
  syncStatus: CarrierSyncStatus;
  ratingState: RatingState;
  annualPremiumCents: number | null;
  bindability: Bindability | null;
}

export function carrierQuoteRefusal(quote: ChoosableQuote): Refusal {
  if (quote.syncStatus === CarrierSyncStatus.OutOfSync) return ErrorCode.CarrierQuoteOutOfSync;
  const selectable =
    quote.ratingState === RatingState.Done &&
    quote.annualPremiumCents !== null &&
    quote.bindability !== Bindability.Declined &&
    quote.bindability !== Bindability.Error;
  return selectable ? null : ErrorCode.SelectedOptionNotBindable;
}

/**
 * What becomes of the chosen carrier quote once its carrier rated the quote again (after an owner
 * payroll rule changed, say): still a price that can be bought, the choice stays and the status
 * follows its bindability as when it was chosen; otherwise the choice is cleared and the quote
 * goes back to review, with a note on the carrier quote so the client and staff read why.
 */
export function choiceAfterRating(
  rerated: ChoosableQuote,
): { keep: true; status: ApplicationStatus } | { keep: false; status: ApplicationStatus } {
  return carrierQuoteRefusal(rerated) === null
    ? { keep: true, status: statusAfterSelecting(rerated.bindability) }
    : { keep: false, status: SUBMITTED_STATUS };
}

/** The note a carrier quote carries once the choice of it was cleared by a new rating. */
export function choiceClearedNote(carrier: string, ratedOn: string): string {
  return `This quote was the one chosen until ${carrier} rated it again on ${ratedOn} and no longer priced it; please choose a quote again.`;
}

/** Admins and agents may choose a carrier quote whatever its effective date. */
export function isStaff(caller: Principal | undefined): boolean {
  return caller?.kind === 'user' && (caller.role === Role.Admin || caller.role === Role.Agent);
}

/** `requested`: the carriers a rating call names; `manual`: carriers with an agent's entry. */
export function manualCarrierRefusal(requested: string[] | undefined, manual: string[]): Refusal {
  return requested?.some((name) => manual.includes(name)) ? ErrorCode.CarrierQuoteExists : null;
}

/**
 * `requested`: the carriers a rating call names; `rated`: those the call can rate through the
 * API (active, writing the line, among the quote's carriers). Naming any other is 1218 rather
 * than a rating that silently leaves it out.
 */
export function carrierNotApiEnabledRefusal(
  requested: string[] | undefined,
  rated: string[],
): Refusal {
  return requested?.some((name) => !rated.includes(name))
    ? ErrorCode.CarrierQuoteNotApiEnabled
    : null;
}

/** A quote in manual mode has its carrier quotes entered by staff: no carrier rates it (1215). */
export function manualModeRatingRefusal(mode: QuoteMode): Refusal {
  return mode === QuoteMode.Manual ? ErrorCode.QuoteNotApiEnabled : null;
}
