/**
 * Who may see a quote: a guest their one quote, a client their own, an agent the quotes
 * assigned to them, an admin every quote. An archived quote is hidden from its client and
 * guests (1224), unless it was archived once bound: the policy stays the client's.
 */
import { ApplicationStatus, ErrorCode, Role } from '@coverline/contracts';
import type { Principal } from '../../../common/auth/principal';
import type { Refusal } from './refusal';

/** What the read rule needs to know of a quote. */
export interface QuoteOwnership {
  id: string;
  agentId: string | null;
  /** Whether the caller is the quote's client (their account, or their verified email). */
  callerIsItsClient: boolean;
  status?: ApplicationStatus;
  statusBeforeArchive?: ApplicationStatus | null;
}

/** Staff set an archived quote aside: its client no longer sees it, unless it was bound. */
export function isHiddenFromClient(quote: {
  status?: ApplicationStatus;
  statusBeforeArchive?: ApplicationStatus | null;
}): boolean {
  return (
    quote.status === ApplicationStatus.Archive &&
    quote.statusBeforeArchive !== ApplicationStatus.Bound
  );
}

/** A guest token names one quote; asking for another learns nothing of it. */
export function guestOtherQuoteRefusal(caller: Principal | undefined, quoteId: string): Refusal {
  return caller?.kind === 'guest' && caller.quoteId !== quoteId ? ErrorCode.NotYourQuote : null;
}

/**
 * An agent asking for another agent's quote hears that the client is someone else's (1301);
 * for a quote no agent has yet, only that it is not theirs (1203).
 */
export function readRefusal(caller: Principal, quote: QuoteOwnership): Refusal {
  if (caller.kind === 'guest') {
    const other = guestOtherQuoteRefusal(caller, quote.id);
    if (other !== null) return other;
    return isHiddenFromClient(quote) ? ErrorCode.HiddenFromClient : null;
  }
  switch (caller.role) {
    case Role.Admin:
      return null;
    case Role.Client:
      if (!quote.callerIsItsClient) return ErrorCode.NotYourQuote;
      return isHiddenFromClient(quote) ? ErrorCode.HiddenFromClient : null;
    case Role.Agent:
      if (quote.agentId === caller.userId) return null;
      return quote.agentId === null ? ErrorCode.NotYourQuote : ErrorCode.NotYourClient;
  }
}

/** A line's forms without a quote named open the caller's active quote for the line. */
export function noActiveQuoteRefusal(activeQuoteId: string | null): Refusal {
  return activeQuoteId === null ? ErrorCode.NoActiveQuoteForCoverage : null;
}
