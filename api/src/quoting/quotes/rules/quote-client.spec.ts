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

  it('refuses an agent a client of another agent with 1301', () => {
    expect(agentClientRefusal('agent-1', ['agent-1', 'agent-2'])).toBe(ErrorCode.NotYourClient);
  });

  it('lets an agent quote for a client with no other agent', () => {
    expect(agentClientRefusal('agent-1', ['agent-1'])).toBeNull();
  });
});
