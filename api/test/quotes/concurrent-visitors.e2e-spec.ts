/**
 * More visitors saving (or checking out) at once than the connection pool holds: a transaction
 * must never wait for a second connection from the pool (every connection could then be held by such a
 * transaction, each waiting for the others, and the API would stop answering).
 */
import { DataSource } from 'typeorm';
import type { AnnouncedCache } from '../../src/common/database/announced-cache';
import {
  REFERENCE_DATA_CHANNEL,
  ReferenceLookups,
} from '../../src/quoting/reference-data/lookups/reference-lookups';
import { createTestApp, type TestApp } from '../helpers/app';
import { billedQuote, startCheckout } from '../purchase/purchase-helpers';
import { bearer, quoteOf, save, startAsVisitor, wcSubmission } from './quote-helpers';

/** The app's pool is kept small, so that every one of its connections is soon held. */
const POOL_SIZE = 2;
const VISITORS = 16;

describe('visitors saving at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: String(POOL_SIZE) });
  });
  afterAll(() => t?.close());

  /** Visitors with saved, complete quotes, ready to submit. */
  async function savedQuotes() {
    const started: Array<Awaited<ReturnType<typeof startAsVisitor>>> = [];
    for (let i = 0; i < VISITORS; i += 1) started.push(await startAsVisitor(t));
    const saved = await Promise.all(
      started.map(async ({ quote, guestToken }) =>
        quoteOf(await save(t, guestToken, quote, wcSubmission()).expect(200)),
      ),
    );
    return { started, saved };
  }

  /** Every quote submitted at once, each answered 200 (a 503 is a transaction that starved). */
  async function submitAll({ started, saved }: Awaited<ReturnType<typeof savedQuotes>>) {
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
    return sent;
  }

  it('saves, submits and selects every quote with more visitors than connections', async () => {
    const { started, saved } = await savedQuotes();
    const sent = await submitAll({ started, saved });
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

  it('submits every quote at once just after the reference data changed', async () => {
    const quotes = await savedQuotes();
    // A change to the reference data drops what every instance holds of it: the submissions'
    // checks read it again, each inside its own transaction.
    const rules = (t.app.get(ReferenceLookups) as unknown as { rules: AnnouncedCache<unknown> })
      .rules;
    await t.app.get(DataSource).query('SELECT pg_notify($1, $2)', [REFERENCE_DATA_CHANNEL, 'test']);
    for (let i = 0; i < 100 && rules.peek('all') !== undefined; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(rules.peek('all')).toBeUndefined();
    await submitAll(quotes);
  });

  it('starts every checkout at once: the checkout rows are written on the payments’ own connections', async () => {
    const ready = [];
    for (let i = 0; i < VISITORS; i += 1) ready.push(await billedQuote(t));
    const started = await Promise.all(
      ready.map(
        async ({ quote, guestToken }) =>
          (await startCheckout(t, guestToken, quote.id).expect(200)).body as {
            status: string;
            redirectUrl: string;
          },
      ),
    );
    expect(started.map((s) => s.status)).toEqual(Array(VISITORS).fill('Purchase pending'));
    expect(new Set(started.map((s) => s.redirectUrl)).size).toBe(VISITORS);
  });
});
