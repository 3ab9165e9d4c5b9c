import { ApplicationStatus as S, ErrorCode } from '@coverline/contracts';
import { activePolicyRefusal, identifierRefusal } from './identifier-conflicts';

describe('quoting a FEIN or business name on file', () => {
  it("refuses an agent one on another agent's policy with 1302", () => {
    expect(identifierRefusal('agent-1', [{ agentId: 'agent-2', status: S.Bound }])).toBe(
      ErrorCode.IdentifierLockedToPolicy,
    );
  });

  it("refuses an agent one on another agent's quote with 1303", () => {
    expect(identifierRefusal('agent-1', [{ agentId: 'agent-2', status: S.InProcess }])).toBe(
      ErrorCode.IdentifierLockedForbiddenQuote,
    );
  });

  it('refuses an agent one on a quote no agent has yet with 1401', () => {
    expect(identifierRefusal('agent-1', [{ agentId: null, status: S.InProcess }])).toBe(
      ErrorCode.IdentifierLockedNotYourQuote,
    );
  });

  it("lets an agent quote one on their own clients' quotes", () => {
    expect(identifierRefusal('agent-1', [{ agentId: 'agent-1', status: S.Bound }])).toBeNull();
  });

  it('refuses anyone but an admin a business with a bound policy for the coverage, with 1206', () => {
    expect(activePolicyRefusal(false, 1)).toBe(ErrorCode.PolicyActive);
  });

  it('lets an admin check a business with a bound policy', () => {
    expect(activePolicyRefusal(true, 1)).toBeNull();
  });
});
