/**
 * More visitors saving at once than the connection pool holds: a save's transaction must never
 * wait for a second connection from the pool (every connection could then be held by such a
 * transaction, each waiting for the others, and the API would stop answering).
 */
import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, quoteOf, save, startAsVisitor, wcSubmission } from './quote-helpers';

/** Above the pool's ten connections. */
const VISITORS = 16;

describe('visitors saving at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('saves, submits and selects every quote with more visitors than connections', async () => {
    const started: Array<Awaited<ReturnType<typeof startAsVisitor>>> = [];
    for (let i = 0; i < VISITORS; i += 1) started.push(await startAsVisitor(t));
    const saved = await Promise.all(
      started.map(async ({ quote, guestToken }) =>
        quoteOf(await save(t, guestToken, quote, wcSubmission()).expect(200)),
      ),
    );
    const sent = await Promise.all(
      saved.map(async (quote, i) =>
        quoteOf(
          await t.http
            .post('/api/quote/sendForm')
            .set(bearer(started[i].guestToken))
            .send({ id: quote.id, version: quote.version })
            .expect(200),
        ),
      ),
    );
    expect(sent.every((q) => q.status === 'In review' || q.status === 'In process')).toBe(true);
    const rated = await Promise.all(
      sent.map(async (quote, i) =>
        quoteOf(
          await t.http
            .post('/api/wc/quotes')
            .set(bearer(started[i].guestToken))
            .send({ quoteId: quote.id })
            .expect(200),
        ),
      ),
    );
    const selected = await Promise.all(
      rated.map(async (quote, i) => {
        const bindable = quote.carrierQuotes.find((q) => q.bindability === 'BINDABLE_THRU_API')!;
        return quoteOf(
          await t.http
            .post('/api/quote/setQuoteSelected')
            .set(bearer(started[i].guestToken))
            .send({ id: quote.id, version: quote.version, carrierQuoteId: bindable.id })
            .expect(200),
        );
      }),
    );
    expect(selected.map((q) => q.status)).toEqual(Array(VISITORS).fill('Ready to bind'));
  });
});
