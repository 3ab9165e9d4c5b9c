import { ErrorCode } from '@coverline/contracts';
import {
  createAgent,
  createTestApp,
  registerClient,
  uniqueEmail,
  type TestApp,
} from '../helpers/app';
import { bearer, codeOf, quoteOf, startAsVisitor } from './quote-helpers';

describe('a line’s quote data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t?.close());

  it('answers the caller’s active quote for the line with the options of its forms', async () => {
    const { quote, guestToken } = await startAsVisitor(t, { coverageType: 'bop' });
    const res = await t.http.get('/api/bop/quote_data').set(bearer(guestToken)).expect(200);
    expect(res.body.quote.id).toBe(quote.id);
    expect(res.body.options).toMatchObject({
      glLimits: ['1M/2M', '2M/4M'],
      propertyDeductiblesCents: [50_000, 100_000, 250_000, 500_000],
      bppMinCents: 500_000,
      bppMaxCents: 10_000_000_000,
      cyberLimitsCents: [],
    });
    expect(res.body.options.carriers).toEqual(expect.arrayContaining(['Hartford', 'Coterie']));
  });

  it('answers 1209 when there is no active quote for the line', async () => {
    const client = await registerClient(t);
    const res = await t.http.get('/api/cyber/quote_data').set(bearer(client.token)).expect(404);
    expect(codeOf(res)).toBe(1209);
    await t.http
      .post('/api/quote/saveForLater')
      .set(bearer(client.token))
      .send({ coverageType: 'cyber' })
      .expect(200);
    const found = await t.http.get('/api/cyber/quote_data').set(bearer(client.token)).expect(200);
    expect(found.body.options.cyberLimitsCents).toContain(100_000_000);
    expect(found.body.options.glLimits).toEqual([]);
  });

  it('answers the quote named, if it is of the line and the caller’s', async () => {
    const agent = await createAgent(t);
    const quote = quoteOf(
      await t.http
        .post('/api/quote/saveForLater')
        .set(bearer(agent.token))
        .send({ coverageType: 'gl', email: uniqueEmail() })
        .expect(200),
    );
    const res = await t.http
      .get('/api/gl/quote_data')
      .query({ quoteId: quote.id })
      .set(bearer(agent.token))
      .expect(200);
    expect(res.body.quote.id).toBe(quote.id);
    const otherLine = await t.http
      .get('/api/bop/quote_data')
      .query({ quoteId: quote.id })
      .set(bearer(agent.token))
      .expect(400);
    expect(codeOf(otherLine)).toBe(ErrorCode.QuoteLineMismatch);
    expect(otherLine.body.message).toBe('This quote is for gl, not bop.');
    const other = await createAgent(t);
    const refused = await t.http
      .get('/api/gl/quote_data')
      .query({ quoteId: quote.id })
      .set(bearer(other.token))
      .expect(403);
    expect(codeOf(refused)).toBe(1301);
  });
});
