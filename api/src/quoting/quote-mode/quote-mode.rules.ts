/**
 * API and manual quotes as pure rules (docs/quotes.md, "API and manual quotes"): when a quote
 * may change mode, when staff may enter carrier quotes by hand, what a manual carrier quote must
 * hold, and where the application's status goes when its chosen carrier quote disappears.
 */
import { ApplicationStatus, ErrorCode, QuoteMode } from '@coverline/contracts';
import type { Refusal } from '../quotes';

/**
 * Completed and bound quotes keep the carrier quote they were bought with (1221); in checkout
 * the quote being bought is frozen, only the effective date may move (1214).
 */
export function carrierQuotesFrozenRefusal(status: ApplicationStatus): Refusal {
  if (status === ApplicationStatus.Completed || status === ApplicationStatus.Bound) {
    return ErrorCode.CarrierQuoteBoundOrCompleted;
  }
  if (
    status === ApplicationStatus.PurchasePending ||
    status === ApplicationStatus.AwaitingSignatures
  ) {
    return ErrorCode.OnlyEffectiveDateModifiable;
  }
  return null;
}

/** Entering, changing or removing a carrier quote by hand needs a manual quote (1217). */
export function manualEntryRefusal(app: {
  quoteMode: QuoteMode;
  status: ApplicationStatus;
}): Refusal {
  if (app.quoteMode !== QuoteMode.Manual) return ErrorCode.NotManualEnabled;
  return carrierQuotesFrozenRefusal(app.status);
}

/**
 * A quote whose chosen carrier quote is gone (erased by a switch, or changed by hand) is no
 * longer ready to bind: it returns to review until the client chooses again.
 */
export function statusWithoutSelection(status: ApplicationStatus): ApplicationStatus {
  return status === ApplicationStatus.ReadyToBind ? ApplicationStatus.InReview : status;
}

/** What a person enters for one carrier. */
export interface ManualQuoteInput {
  carrier: string;
  effectiveDate: string;
  expirationDate: string;
}

/**
 * Readable problems with a manual carrier quote: the carrier must be one that writes the line,
 * and the policy period must end after it starts.
 */
export function manualQuoteProblems(input: ManualQuoteInput, lineCarriers: string[]): string[] {
  const problems: string[] = [];
  if (!lineCarriers.includes(input.carrier)) {
    problems.push(
      lineCarriers.length
        ? `carrier must be one of the carriers of this coverage: ${lineCarriers.join(', ')}`
        : 'No active carrier writes this coverage',
    );
  }
  if (input.expirationDate <= input.effectiveDate) {
    problems.push('expirationDate must be after effectiveDate');
  }
  return problems;
}
