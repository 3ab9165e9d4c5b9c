/**
 * Whose quote it is: the email of a quote never changes (1202), and an agent may not quote for
 * a client who belongs to another agent (1301); an admin transfers such clients.
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

/** `clientAgents`: the agents of the client's account and applications. */
export function agentClientRefusal(agentId: string, clientAgents: string[]): Refusal {
  return clientAgents.some((a) => a !== agentId) ? ErrorCode.NotYourClient : null;
}
