import { ErrorCode } from '@coverline/contracts';
import { agentClientRefusal, emailMismatchRefusal } from './quote-client';

describe("a quote's client", () => {
  it("refuses an email other than the client's with 1202", () => {
    expect(emailMismatchRefusal('other@example.com', 'own@example.com')).toBe(
      ErrorCode.QuoteEmailMismatch,
    );
  });

  it('accepts a save without an email', () => {
    expect(emailMismatchRefusal(undefined, 'own@example.com')).toBeNull();
  });

  const existing = { created: false, hasAccount: false };

  it('refuses an agent a client of another agent with 1301', () => {
    expect(agentClientRefusal('agent-1', { ...existing, agents: ['agent-1', 'agent-2'] })).toBe(
      ErrorCode.NotYourClient,
    );
    expect(agentClientRefusal('agent-1', { ...existing, agents: ['agent-2'] })).toBe(
      ErrorCode.NotYourClient,
    );
  });

  it('refuses an agent a client no agent has yet with 2729', () => {
    expect(agentClientRefusal('agent-1', { ...existing, agents: [] })).toBe(
      ErrorCode.ClientNotAssigned,
    );
    // A record made just now for an email an account already has is that account's client.
    expect(agentClientRefusal('agent-1', { created: true, hasAccount: true, agents: [] })).toBe(
      ErrorCode.ClientNotAssigned,
    );
  });

  it('lets an agent quote for a client with no other agent', () => {
    expect(agentClientRefusal('agent-1', { ...existing, agents: ['agent-1'] })).toBeNull();
  });

  it('lets an agent quote for a brand-new client', () => {
    expect(
      agentClientRefusal('agent-1', { created: true, hasAccount: false, agents: [] }),
    ).toBeNull();
  });
});
