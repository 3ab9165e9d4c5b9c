/**
 * Who may see a quote: a guest their one quote, a client their own, an agent the quotes
 * assigned to them, an admin every quote.
 */
import { ErrorCode, Role } from '@coverline/contracts';
import type { Principal } from '../../../common/auth/principal';
import type { Refusal } from './refusal';

/** What the read rule needs to know of a quote. */
export interface QuoteOwnership {
  id: string;
  agentId: string | null;
  /** Whether the caller is the quote's client (their account, or their verified email). */
  callerIsItsClient: boolean;
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
  if (caller.kind === 'guest') return guestOtherQuoteRefusal(caller, quote.id);
  switch (caller.role) {
    case Role.Admin:
      return null;
    case Role.Client:
      return quote.callerIsItsClient ? null : ErrorCode.NotYourQuote;
    case Role.Agent:
      if (quote.agentId === caller.userId) return null;
      return quote.agentId === null ? ErrorCode.NotYourQuote : ErrorCode.NotYourClient;
  }
}

/** A line's forms without a quote named open the caller's active quote for the line. */
export function noActiveQuoteRefusal(activeQuoteId: string | null): Refusal {
  return activeQuoteId === null ? ErrorCode.NoActiveQuoteForCoverage : null;
}
