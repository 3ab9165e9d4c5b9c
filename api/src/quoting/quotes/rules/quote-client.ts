/**
 * Whose quote it is: the email of a quote never changes (1202), and an agent starts quotes only
 * for a new client or a client of theirs alone: another agent's client is 1301 (the web app
 * returns to the quotation page saying so), one no agent has yet is 2729; an admin assigns both.
 */
import { ErrorCode } from '@coverline/contracts';
import type { Refusal } from './refusal';

/** An email sent with a save must be the quote's client's own. */
export function emailMismatchRefusal(
  sent: string | null | undefined,
  clientEmail: string,
): Refusal {
  return sent && sent !== clientEmail ? ErrorCode.QuoteEmailMismatch : null;
}

/** The client an agent starts a quote for, as the start found it. */
export interface AgentQuoteClient {
  /** The start created the record (its email was new). */
  created: boolean;
  /** The record belongs to an account. */
  hasAccount: boolean;
  /** The agents of the client's account and applications. */
  agents: string[];
}

/**
 * An agent starts a quote for a brand-new client (theirs from now on) or for a client whose only
 * agent they are. A client of another agent, or one no agent has yet, is refused: assigning a
 * client is an admin's act, not a side effect of typing an email.
 */
export function agentClientRefusal(agentId: string, client: AgentQuoteClient): Refusal {
  if (client.created && !client.hasAccount) return null;
  if (client.agents.some((a) => a !== agentId)) return ErrorCode.NotYourClient;
  return client.agents.length > 0 ? null : ErrorCode.ClientNotAssigned;
}
