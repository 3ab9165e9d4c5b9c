/**
 * What a quote's saves send to the database: the rows `load` read under the quote's lock are
 * not read again before they are written, and only the columns a save changed are written
 * (`saveChangedColumns` in `common/database/row-reader.ts`). Counting statements keeps the work
 * of the wizard's steps from creeping back up; the fresh reads show nothing is lost.
 */
import { DataSource } from 'typeorm';
import { createTestApp, registerClient, type TestApp } from '../helpers/app';
import { recordStatements } from '../helpers/statements';
import {
  bearer,
  isoDay,
  quoteOf,
  randomFein,
  save,
  startAsVisitor,
  wcSubmission,
  type QuoteBody,
} from './quote-helpers';

describe('a quote’s saves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const fresh = async (quote: QuoteBody, token: string) =>
    quoteOf(await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(token)).expect(200));
  /** Statements that read a quote's row or its business's row again by id. */
  const rereads = (own: string[]) =>
    own.filter((s) => /^SELECT .* FROM "(applications|businesses)" .* WHERE .*"id" IN/s.test(s));

  it('starts a visitor’s quote in eight statements and the mail’s job', async () => {
    await startAsVisitor(t);
    const { result, own } = await recordStatements(() => startAsVisitor(t));
    expect(own).toHaveLength(8);
    // The new business and quote are answered from their INSERTs: nothing reads them back.
    expect(own.filter((s) => /quote_load/.test(s))).toEqual([]);
    // The resume link is written in the new client record's language, without asking for it; the
    // visitor's email was just found without an active quote, so nothing looks for one again; the
    // row is inserted at its first version and the start changed nothing more in it.
    expect(own.filter((s) => /^SELECT COALESCE\(/.test(s))).toEqual([]);
    expect(own.filter((s) => /FROM "applications" "Application"/.test(s))).toEqual([]);
    expect(own.filter((s) => s.startsWith('UPDATE "applications"'))).toEqual([]);
    // The mail rate limit counts the target email and the client address first, both in one
    // statement, before the transaction.
    expect(own[0]).toMatch(/^WITH c0 AS \(INSERT INTO auth_rate_limits/);
    expect(own[0]).toMatch(/c1 AS \(INSERT INTO auth_rate_limits/);
    // The account and active-quote checks are one statement in the start's transaction, so a
    // start waits for a pooled connection once.
    expect(own[1]).toBe('START TRANSACTION');
    expect(own[2]).toMatch(/^SELECT EXISTS \(SELECT 1 FROM users/);
    expect(rereads(own)).toEqual([]);
    // The client is written and read in one statement.
    expect(own.filter((s) => /FROM "clients"/.test(s))).toEqual([]);
    const read = await fresh(result.quote, result.guestToken);
    expect(read.client).toMatchObject({ email: result.email, firstName: 'Pat' });
    // What the start answered is what a read of the quote answers, field for field.
    const { guestToken, ...started } = result.quote;
    expect(read).toEqual(started);
    expect(guestToken).toBeDefined();
  });

  it('writes a start’s business answers as a change of the row it inserted, and answers what a read does', async () => {
    const body = {
      businessName: 'Harbor Lantern LLC',
      employees: 7,
      noFein: false,
      fein: randomFein(),
      phone: '5125550123',
      locations: [
        { address: '1 Dock St', city: 'Austin', state: 'TX', zip: '78701', primary: true },
      ],
      wcClassCodes: [{ state: 'TX', classCode: '8810', payrollCents: 9_000_000 }],
    };
    const { result, own } = await recordStatements(() => startAsVisitor(t, body));
    expect(own.filter((s) => /quote_load/.test(s))).toEqual([]);
    expect(rereads(own)).toEqual([]);
    // The business row inserted blank, then only the answered columns written (held with the
    // lists' inserts).
    expect(own.filter((s) => /^INSERT INTO "businesses"/.test(s))).toHaveLength(1);
    expect(
      own.filter((s) => /UPDATE "businesses" SET "legal_name" = \$\d+, /.test(s)),
    ).toHaveLength(1);
    const { guestToken, ...started } = result.quote;
    expect(started).toMatchObject({
      business: {
        businessName: body.businessName,
        employees: 7,
        feinMasked: expect.stringMatching(new RegExp(`${body.fein.slice(-4)}$`)),
        locations: [expect.objectContaining({ address: '1 Dock St', primary: true })],
      },
      wcClassCodes: [expect.objectContaining({ classCode: '8810', payrollCents: 9_000_000 })],
    });
    expect(await fresh(result.quote, guestToken!.access_token)).toEqual(started);
  });

  it('writes what a start answered on the quote’s row, and moves its version on', async () => {
    const plain = await startAsVisitor(t);
    const effectiveDate = isoDay(10);
    const { result, own } = await recordStatements(() => startAsVisitor(t, { effectiveDate }));
    const app = own.filter((s) => s.startsWith('UPDATE "applications" SET'));
    expect(app).toEqual([
      expect.stringMatching(/^UPDATE "applications" SET "effective_date" = \$1, /),
    ]);
    expect(result.quote).toMatchObject({ effectiveDate, version: plain.quote.version + 1 });
    const { guestToken, ...started } = result.quote;
    expect(await fresh(result.quote, result.guestToken)).toEqual(started);
    expect(guestToken).toBeDefined();
  });

  it('submits the client’s active quote in one write of its row', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    const saved = quoteOf(await save(t, guestToken, quote, wcSubmission()).expect(200));
    expect(saved.active).toBe(true);
    const { own } = await recordStatements(() =>
      t.http
        .post('/api/quote/sendForm')
        .set(bearer(guestToken))
        .send({ id: saved.id, version: saved.version })
        .expect(200),
    );
    // Already the active one: no other quote of the client and product is looked for.
    expect(own.filter((s) => /^UPDATE "?applications"?/.test(s))).toEqual([
      expect.stringMatching(/^UPDATE "applications" SET "status" = \$1/),
    ]);
  });

  it('puts the business’s rated lines out of sync on a change, and skips that when none is rated', async () => {
    const client = await registerClient(t);
    const start = async (body: Record<string, unknown>) =>
      quoteOf(
        await t.http
          .post('/api/quote/saveForLater')
          .set(bearer(client.token))
          .send(body)
          .expect(200),
      );
    const wc = await start({ coverageType: 'wc', businessName: 'Two Lines LLC', employees: 4 });
    const gl = await start({ coverageType: 'gl', businessId: wc.business.id });
    const carrierQuoteUpdates = (own: string[]) =>
      own.filter((s) => /^UPDATE "?carrier_quotes"?/.test(s));

    // Nothing of the business is rated: the change has nothing to mark.
    const unrated = await recordStatements(() =>
      save(t, client.token, gl, { employees: 5 }).expect(200),
    );
    expect(carrierQuoteUpdates(unrated.own)).toEqual([]);

    // The workers compensation line has a carrier quote up to date: the general liability
    // line's change of the business puts it out of sync.
    const db = t.app.get(DataSource);
    await db.query(
      `INSERT INTO carrier_quotes (application_id, carrier, rating_state, annual_premium_cents,
         bindability, sync_status, quote_source, sandbox)
       VALUES ($1, 'Hartford', 'done', 500000, 'BINDABLE_NOT_THRU_API', 'Up to date', 'agent', false)`,
      [wc.id],
    );
    const glNow = quoteOf(
      await t.http.get(`/api/quote/getQuote/${gl.id}`).set(bearer(client.token)).expect(200),
    );
    const rated = await recordStatements(() =>
      save(t, client.token, glNow, { employees: 6 }).expect(200),
    );
    expect(carrierQuoteUpdates(rated.own)).toHaveLength(1);
    const [row] = (await db.query(
      `SELECT sync_status FROM carrier_quotes WHERE application_id = $1`,
      [wc.id],
    )) as Array<{ sync_status: string }>;
    expect(row.sync_status).toBe('Out of sync');
  });

  it('sends a full save’s writes as one statement, between the lock and the commit', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    const { result, own } = await recordStatements(() =>
      save(t, guestToken, quote, wcSubmission()).expect(200),
    );
    // The BEGIN goes out with the lock and load, the writes together before the COMMIT.
    const begun = own.findIndex((s) => s.startsWith('START TRANSACTION'));
    expect(own.slice(begun)).toEqual([
      expect.stringMatching(/^START TRANSACTION;\nEXECUTE quote_edit_0/),
      expect.stringMatching(/^WITH w0 AS \(UPDATE "clients"/),
      'COMMIT',
    ]);
    // The contact, the business, its lists, the class codes and the quote's row, each once.
    const writes = own[begun + 1];
    for (const table of [
      'UPDATE "businesses"',
      'INSERT INTO "business_locations"',
      'INSERT INTO "application_class_codes"',
      'UPDATE "applications"',
    ]) {
      expect(writes.split(table)).toHaveLength(2);
    }
    const read = await fresh(quote, guestToken);
    expect(quoteOf(result)).toEqual(read);
    expect(read.business.locations.length).toBeGreaterThan(0);
    expect(read.version).toBe(quote.version + 1);
  });

  it('writes only what a save changed, without reading the rows again', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    const saved = quoteOf(await save(t, guestToken, quote, wcSubmission()).expect(200));
    const { result, own } = await recordStatements(() =>
      save(t, guestToken, saved, { businessName: 'Renamed Landscaping LLC' }).expect(200),
    );
    expect(rereads(own)).toEqual([]);
    // The transaction begins, the quote's row is locked and the quote read in one round trip.
    expect(own[0]).toMatch(/^START TRANSACTION;\nEXECUTE quote_edit_0/);
    expect(own.filter((s) => /FOR UPDATE/.test(s) && !/quote_edit/.test(s))).toEqual([]);
    // The business's name and the quote's version, in one statement of two writes.
    const writes = own.filter((s) => s.startsWith('WITH w0 AS'));
    expect(writes).toEqual([
      expect.stringMatching(
        /^WITH w0 AS \(UPDATE "businesses" SET "legal_name" = \$1, "updated_at" = CURRENT_TIMESTAMP WHERE "id" = \$2 RETURNING "updated_at"\), w1 AS \(UPDATE "applications" SET "version" = \$3, "updated_at" = CURRENT_TIMESTAMP WHERE "id" = \$4 RETURNING "updated_at"\) /,
      ),
    ]);
    expect(own.filter((s) => /UPDATE "(businesses|applications)"/.test(s))).toEqual(writes);
    const read = await fresh(saved, guestToken);
    expect(quoteOf(result)).toEqual(read);
    expect(read.business.businessName).toBe('Renamed Landscaping LLC');
    expect(read.version).toBe(saved.version + 1);
  });

  it('replaces a list in one DELETE and one INSERT, deleting nothing from an empty one', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    const first = await recordStatements(() =>
      save(t, guestToken, quote, wcSubmission()).expect(200),
    );
    // Nothing was listed before the first full save.
    expect(first.own.filter((s) => s.startsWith('DELETE'))).toEqual([]);
    const saved = quoteOf(first.result);
    const [location] = saved.business.locations;
    const moved = { ...location, address: '200 Congress Ave' };
    const added = { address: '9 Lamar Blvd', city: 'Austin', state: 'TX', zip: '78704' };
    const second = await recordStatements(() =>
      save(t, guestToken, saved, { locations: [moved, added] }).expect(200),
    );
    // The DELETE goes first on its own; the INSERT with the save's other writes.
    const touching = second.own.filter((s) => /"?business_locations"?/.test(s));
    expect(touching).toEqual([
      expect.stringMatching(/^DELETE FROM "business_locations"/),
      expect.stringMatching(/^WITH w0 AS \(INSERT INTO "business_locations"/),
    ]);
    expect(touching[1].split('"business_locations"')).toHaveLength(2);
    const read = await fresh(saved, guestToken);
    expect(quoteOf(second.result)).toEqual(read);
    expect(read.business.locations.map((l) => [l.id, l.address])).toEqual([
      [location.id, '200 Congress Ave'],
      [expect.any(String), '9 Lamar Blvd'],
    ]);
  });

  it('saves an answer changed inside a JSON document and keeps the rest', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    const first = quoteOf(await save(t, guestToken, quote, wcSubmission()).expect(200));
    const second = quoteOf(
      await save(t, guestToken, first, {
        underwritingAnswers: { usesSubcontractors: 'Yes' },
      }).expect(200),
    );
    const read = await fresh(second, guestToken);
    expect(read.underwritingAnswers).toMatchObject({ usesSubcontractors: 'Yes' });
    expect(read.wcClassCodes).toHaveLength(1);
    expect(read.effectiveDate).toBe(first.effectiveDate);
    expect(read).toEqual(second);
  });
});
