import { ErrorCode } from '@coverline/contracts';
import type { Principal } from '../../../common/auth/principal';
import { DomainException } from '../../../common/errors/domain.exception';
import type { PoliciesService } from '../../../servicing/policies';
import type { QuoteLookupService } from '../../../quoting/quotes/quote-lookup.service';
import type { QuoteSummaries } from '../../../quoting/quotes';
import type { ReferralsService } from '../../../partners/referrals/referrals.service';
import { ChatTools, toolNamesFor } from './chat-tools';

const client: Principal = {
  kind: 'user',
  userId: 'client-1',
  role: 'client',
  sessionId: 's',
  email: 'a@example.com',
  emailVerified: true,
};
const OWN = '11111111-1111-4111-8111-111111111111';
const OTHERS = '22222222-2222-4222-8222-222222222222';

/** Quote reads as the quotes module answers them: only the owner's quote. */
function setup() {
  const quotes = {
    getQuote: jest.fn((caller: Principal | undefined, id: string) => {
      if (caller?.kind !== 'user' || caller.userId !== 'client-1' || id !== OWN) {
        return Promise.reject(new DomainException(ErrorCode.NotYourQuote));
      }
      return Promise.resolve({
        id,
        coverageType: 'wc',
        status: 'In process',
        business: { businessName: 'Acme' },
        effectiveDate: null,
      });
    }),
  };
  const summaries = {
    list: jest.fn(() => Promise.resolve({ items: [], total: 0, page: 1, pageSize: 10 })),
  };
  const policies = { myPolicies: jest.fn() };
  const referrals = {
    repList: jest.fn(() => Promise.resolve({ items: [], total: 0, page: 1, pageSize: 10 })),
  };
  const tools = new ChatTools(
    summaries as unknown as QuoteSummaries,
    quotes as unknown as QuoteLookupService,
    policies as unknown as PoliciesService,
    referrals as unknown as ReferralsService,
  );
  return { tools, quotes, summaries, policies, referrals };
}

describe('chat assistant tools', () => {
  it('give a visitor no tool, a rep only referrals, users their quotes and policies', () => {
    expect(toolNamesFor(undefined)).toEqual([]);
    expect(toolNamesFor({ kind: 'rep', repId: 'r', sessionId: 's' })).toEqual([
      'list_my_referrals',
    ]);
    expect(toolNamesFor({ kind: 'guest', quoteId: OWN })).toEqual([
      'list_my_quotes',
      'get_quote_status',
    ]);
    expect(toolNamesFor(client)).toEqual([
      'list_my_quotes',
      'get_quote_status',
      'list_my_policies',
    ]);
  });

  it("answer a client's own quote and refuse another client's, through the quote service", async () => {
    const { tools, quotes } = setup();
    const box = tools.forAsker(client);
    expect(JSON.parse(await box.call('get_quote_status', { quoteId: OWN }))).toMatchObject({
      quoteId: OWN,
      status: 'In process',
    });
    const refused = JSON.parse(await box.call('get_quote_status', { quoteId: OTHERS }));
    expect(refused).toEqual({ error: 'This quote does not belong to you.', status: 403 });
    expect(JSON.stringify(refused)).not.toContain('Acme');
    expect(quotes.getQuote).toHaveBeenCalledWith(client, OTHERS);
  });

  it('never call a service for a visitor, nor quote services for a rep', async () => {
    const { tools, quotes, summaries, policies } = setup();
    for (const name of [
      'list_my_quotes',
      'get_quote_status',
      'list_my_policies',
      'list_my_referrals',
    ]) {
      const answer = JSON.parse(await tools.forAsker(undefined).call(name, { quoteId: OWN }));
      expect(answer.error).toMatch(/not available/);
    }
    const rep = tools.forAsker({ kind: 'rep', repId: 'r', sessionId: 's' });
    expect(JSON.parse(await rep.call('get_quote_status', { quoteId: OWN })).error).toMatch(
      /not available/,
    );
    expect(quotes.getQuote).not.toHaveBeenCalled();
    expect(summaries.list).not.toHaveBeenCalled();
    expect(policies.myPolicies).not.toHaveBeenCalled();
  });

  it("list a client's quotes in the client's own scope", async () => {
    const { tools, summaries } = setup();
    await tools.forAsker(client).call('list_my_quotes', {});
    expect(summaries.list).toHaveBeenCalledWith(client, { page: 1, pageSize: 10 });
  });

  it('refuse malformed arguments', async () => {
    const { tools, quotes } = setup();
    const answer = JSON.parse(
      await tools.forAsker(client).call('get_quote_status', { quoteId: "1' OR 1=1" }),
    );
    expect(answer.error).toBe('quoteId must be a quote id');
    expect(quotes.getQuote).not.toHaveBeenCalled();
  });

  it("read a rep's referrals by the rep's own id only", async () => {
    const { tools, referrals } = setup();
    const rep = { kind: 'rep' as const, repId: 'rep-7', sessionId: 's' };
    await tools.forAsker(rep).call('list_my_referrals', { repId: 'someone-else' });
    expect(referrals.repList).toHaveBeenCalledWith(rep, { page: 1, pageSize: 10 });
  });
});
