/**
 * Who may change a quote they may see, and how much of it: admins any quote; completed and
 * bound quotes are closed to everyone else, locked and archived ones to all but admins; a
 * guest loses the quote once the client has an account; in checkout only the effective date
 * may move.
 */
import {
  ApplicationStatus,
  EFFECTIVE_DATE_ONLY_STATUSES,
  ErrorCode,
  Role,
  SUBMISSION_EDITABLE_STATUSES,
} from '@coverline/contracts';
import type { Principal } from '../../../common/auth/principal';
import type { Refusal } from './refusal';

/** What a caller may change on a quote they may edit. */
export type EditScope = 'everything' | 'effectiveDateOnly';

/** What the edit rule needs to know of a quote. */
export interface EditableQuote {
  status: ApplicationStatus;
  locked: boolean;
  /** Whether a guest may still work on it; only read for guests (see `isGuestResumable`). */
  guestResumable: boolean;
}

export type EditDecision = { refusal: ErrorCode } | { scope: EditScope };

/** The edit decision for a caller who may read the quote. */
export function editDecision(caller: Principal, quote: EditableQuote): EditDecision {
  const isGuest = caller.kind === 'guest';
  if (caller.kind === 'user' && caller.role === Role.Admin) return { scope: 'everything' };
  if (quote.status === ApplicationStatus.Completed) return { refusal: ErrorCode.QuoteCompleted };
  if (quote.status === ApplicationStatus.Bound) return { refusal: ErrorCode.QuoteBound };
  if (quote.locked || quote.status === ApplicationStatus.Archive) {
    return { refusal: isGuest ? ErrorCode.NotGuestEditable : ErrorCode.NotClientModifiable };
  }
  if (isGuest && !quote.guestResumable) return { refusal: ErrorCode.NotGuestEditable };
  return {
    scope: EFFECTIVE_DATE_ONLY_STATUSES.includes(quote.status) ? 'effectiveDateOnly' : 'everything',
  };
}

/** Whether a visitor may resume the quote with a guest token (else they must sign up). */
export function isGuestResumable(
  quote: { status: ApplicationStatus; locked: boolean },
  client: { userId: string | null; emailHasAccount: boolean },
): boolean {
  return (
    !quote.locked &&
    SUBMISSION_EDITABLE_STATUSES.includes(quote.status) &&
    client.userId === null &&
    !client.emailHasAccount
  );
}

/** In checkout a save may carry the effective date and bookkeeping, nothing else (1214). */
export function effectiveDateOnlyRefusal(scope: EditScope, changedFields: string[]): Refusal {
  return scope === 'effectiveDateOnly' && changedFields.some((f) => f !== 'effectiveDate')
    ? ErrorCode.OnlyEffectiveDateModifiable
    : null;
}

/** Changes other than a save's effective date are closed in checkout (1214). */
export function wholeQuoteRefusal(scope: EditScope): Refusal {
  return scope === 'effectiveDateOnly' ? ErrorCode.OnlyEffectiveDateModifiable : null;
}
