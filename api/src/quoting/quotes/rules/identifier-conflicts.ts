/**
 * Who may quote a FEIN or business name already on file. An agent may not when it belongs to
 * another client's policy (1302) or quote (1303) that is not theirs, or to a quote no agent has
 * yet (1401); nobody but an admin when the business has a bound policy for the coverage (1206).
 */
import { ApplicationStatus, ErrorCode } from '@coverline/contracts';
import type { Refusal } from './refusal';

/** An application of another client's business with the same FEIN or name. */
export interface IdentifierHolder {
  agentId: string | null;
  status: ApplicationStatus;
}

export function identifierRefusal(agentId: string, holders: IdentifierHolder[]): Refusal {
  const notMine = holders.filter((h) => h.agentId !== agentId);
  if (notMine.some((h) => h.status === ApplicationStatus.Bound)) {
    return ErrorCode.IdentifierLockedToPolicy;
  }
  if (notMine.some((h) => h.agentId !== null)) return ErrorCode.IdentifierLockedForbiddenQuote;
  return notMine.length > 0 ? ErrorCode.IdentifierLockedNotYourQuote : null;
}

/** `boundPolicies`: bound applications of the coverage for businesses with the identifier. */
export function activePolicyRefusal(callerIsAdmin: boolean, boundPolicies: number): Refusal {
  return !callerIsAdmin && boundPolicies > 0 ? ErrorCode.PolicyActive : null;
}
