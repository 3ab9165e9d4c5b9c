/**
 * A rating's round trips to the database: the quote is loaded once, the reference data comes
 * from memory, and carriers priced in process are written in one statement that also checks no
 * other rating holds the quote and answers the stored rows and the quote's version, so nothing
 * is read again. Counting statements (not timing them) keeps the work per rating from creeping
 * back up. Carriers that take time (claimed first, stored as they answer) are tested in
 * rating.e2e-spec.ts.
 */
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { submission as loadSubmission } from '../../bench/wc-rating';
import { createTestApp, type TestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { recordStatements } from '../helpers/statements';
import { bearer, submittedWcQuote } from './quote-helpers';

describe('a rating’s statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** Rates the quote with its visitor's token; answers the quote as the call does. */
  const rateQuote = async <T>(guestToken: string, quoteId: string): Promise<T> =>
    (await t.http.post('/api/wc/quotes').set(bearer(guestToken)).send({ quoteId }).expect(200))
      .body as T;

  it('rates a workers compensation quote in two round trips, its guest token’s check remembered', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    const rate = () =>
      t.http.post('/api/wc/quotes').set(bearer(guestToken)).send({ quoteId: quote.id }).expect(200);
    // The first rating fills the reference data held in memory, and the instance remembers
    // that the quote is open to its guest.
    await rate();

    const { result, own } = await recordStatements(rate);
    const body = result.body as {
      carrierQuotes: Array<{ ratingState: string; annualPremiumCents: number | null }>;
    };
    // The quote's load and the carriers' answers: nothing else.
    expect(own).toHaveLength(2);
    expect(own[0]).toMatch(/^EXECUTE quote_load_no_ws_0/);
    expect(own.filter((s) => /INSERT INTO carrier_quotes/.test(s))).toHaveLength(1);
    expect(own.some((s) => /FROM carriers|naics_mappings|owner_payroll_rules/.test(s))).toBe(false);
    expect(body.carrierQuotes.length).toBeGreaterThan(1);
    expect(body.carrierQuotes.every((c) => c.ratingState === 'done')).toBe(true);
    expect(body.carrierQuotes.some((c) => c.annualPremiumCents !== null)).toBe(true);
  });

  it('reads a submitted quote with the guest token’s check remembered from before the submission', async () => {
    // The answers' save asked the gate and remembered the open quote; the submission changed the
    // status to one that leaves it open, so nothing was announced and nothing is asked again.
    const { quote, guestToken } = await submittedWcQuote(t);
    const { trips } = await recordStatements(() =>
      t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200),
    );
    // One round trip: the quote's load (its statements prepared in it on a connection that had
    // not yet prepared them).
    expect(trips).toHaveLength(1);
    expect(trips[0][trips[0].length - 1]).toMatch(/^EXECUTE quote_load_0/);
    expect(trips[0].slice(0, -1).every((s) => /^PREPARE quote_load_\d /.test(s))).toBe(true);
  });

  it('compresses a rated quote’s answer whole, in one step, for a browser that accepts brotli', async () => {
    // The load's submission: three states, six class codes, three locations.
    const { quote, guestToken } = await submittedWcQuote(t, loadSubmission());
    await rateQuote(guestToken, quote.id);
    const url = `/api/quote/getQuote/${quote.id}`;
    const plain = await t.http.get(url).set(bearer(guestToken)).expect(200);
    // Node's own client, which leaves the answer's bytes and headers as they left the server.
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const raw = await new Promise<{
      statusCode?: number;
      headers: IncomingHttpHeaders;
      rawPayload: Buffer;
    }>((resolve, reject) => {
      get(
        {
          host: '127.0.0.1',
          port,
          path: url,
          headers: { ...bearer(guestToken), 'accept-encoding': 'gzip, deflate, br' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              statusCode: res.statusCode,
              headers: res.headers,
              rawPayload: Buffer.concat(chunks),
            }),
          );
        },
      ).on('error', reject);
    });
    expect(raw.statusCode).toBe(200);
    // Past the 8 kB over which the plugin's default streams it through the thread pool (and
    // then answers in chunks, without a length).
    expect(plain.text.length).toBeGreaterThan(8192);
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers['transfer-encoding']).toBeUndefined();
    expect(Number(raw.headers['content-length'])).toBe(raw.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(raw.rawPayload).toString())).toEqual(plain.body);
  });

  it('answers the quote as a fresh read of it shows it', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    const rate = () =>
      rateQuote<{ version: number; carrierQuotes: Array<{ carrier: string; buildUp: unknown }> }>(
        guestToken,
        quote.id,
      );
    const fresh = async () =>
      (await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200))
        .body as unknown;
    // The first rating inserts the carrier rows, the second updates them.
    for (let i = 0; i < 2; i++) {
      const rated = await rate();
      expect(rated.carrierQuotes.length).toBeGreaterThan(1);
      expect(rated.carrierQuotes.some((q) => q.buildUp !== null)).toBe(true);
      expect(rated).toEqual(await fresh());
    }
    // Rated with one carrier: the others keep their answers, worksheets included (the build-up
    // a customer gets is read from them).
    const all = (await fresh()) as {
      carrierQuotes: Array<{ carrier: string; buildUp: unknown }>;
    };
    const one = (
      await t.http
        .post('/api/wc/quotes')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id, carriers: [all.carrierQuotes[0].carrier] })
        .expect(200)
    ).body as typeof all;
    expect(one).toEqual(await fresh());
    expect(one.carrierQuotes.every((q) => q.buildUp !== null)).toBe(true);
  });

  it('reads the quote again when it changed while it was rated', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    const db = t.app.get(DataSource);
    const query = Client.prototype.query;
    // Someone saves the quote after it was loaded, just before the answers are written.
    const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (
      this: Client,
      ...args: unknown[]
    ) {
      const [config] = args as [string | { text: string }];
      const run = () => (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      if (typeof config === 'object' && config.text.includes('INSERT INTO carrier_quotes')) {
        return db
          .query(`UPDATE applications SET version = version + 1 WHERE id = $1`, [quote.id])
          .then(run) as never;
      }
      return run() as never;
    });
    let body: { version: number; carrierQuotes: Array<{ syncStatus: string }> };
    try {
      body = (
        await t.http
          .post('/api/wc/quotes')
          .set(bearer(guestToken))
          .send({ quoteId: quote.id })
          .expect(200)
      ).body as typeof body;
    } finally {
      spy.mockRestore();
    }
    expect(body.version).toBe(quote.version + 1);
    expect(body).toEqual(
      (await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200))
        .body,
    );
    // Rated from the submission as it was: out of sync with the saved one.
    expect(body.carrierQuotes.every((q) => q.syncStatus === 'Out of sync')).toBe(true);
  });

  it('writes nothing while another rating holds the quote, and takes over a stalled one', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    const db = t.app.get(DataSource);
    const rate = () =>
      rateQuote<{ carrierQuotes: Array<{ carrier: string; ratingState: string }> }>(
        guestToken,
        quote.id,
      );
    const rows = async () =>
      (
        (await db.query(`SELECT count(*)::int AS n FROM carrier_quotes WHERE application_id = $1`, [
          quote.id,
        ])) as Array<{ n: number }>
      )[0].n;

    // A rating with carriers that take time claimed it a moment ago (another instance).
    await db.query(`UPDATE applications SET rating_started_at = now() WHERE id = $1`, [quote.id]);
    expect((await rate()).carrierQuotes).toEqual([]);
    expect(await rows()).toBe(0);

    // Its process died long ago: the claim is stale and this rating goes ahead.
    await db.query(
      `UPDATE applications SET rating_started_at = now() - interval '1 hour' WHERE id = $1`,
      [quote.id],
    );
    const rated = await rate();
    expect(rated.carrierQuotes.length).toBeGreaterThan(1);
    expect(rated.carrierQuotes.every((q) => q.ratingState === 'done')).toBe(true);
    expect(await rows()).toBe(rated.carrierQuotes.length);
  });

  it('stops rating with a carrier once its deactivation is announced', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    const db = t.app.get(DataSource);
    const rate = () =>
      t.http.post('/api/wc/quotes').set(bearer(guestToken)).send({ quoteId: quote.id }).expect(200);
    const ratedAt = async (carrier: string) =>
      (
        (await db.query(
          `SELECT rated_at FROM carrier_quotes WHERE application_id = $1 AND carrier = $2`,
          [quote.id, carrier],
        )) as Array<{ rated_at: Date }>
      )[0].rated_at.getTime();
    const first = (await rate()).body as { carrierQuotes: Array<{ carrier: string }> };
    const dropped = first.carrierQuotes[0].carrier;
    await db.query(`UPDATE carriers SET active = false WHERE name = $1`, [dropped]);
    try {
      // Ratings after the announcement leave the deactivated carrier's answer as it was.
      await eventually(async () => {
        const before = await ratedAt(dropped);
        await rate();
        return (await ratedAt(dropped)) === before;
      });
      const lastRated = await ratedAt(dropped);
      await rate();
      expect(await ratedAt(dropped)).toBe(lastRated);
    } finally {
      await db.query(`UPDATE carriers SET active = true WHERE name = $1`, [dropped]);
    }
  });
});
