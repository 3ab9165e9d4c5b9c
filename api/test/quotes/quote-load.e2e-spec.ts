/**
 * `QuotesRepository.load` reads a quote with prepared SQL in one round trip; this keeps it equal,
 * entity for entity and field for field, to reading the same quote with TypeORM's `find`, for a
 * quote with several locations, owners, claims, class codes, a sealed FEIN and rated carriers.
 */
import { DataSource } from 'typeorm';
import { BusinessService } from '../../src/quoting/quotes/business/business.service';
import { Client } from '../../src/identity/clients/entities/client.entity';
import { ClientsService } from '../../src/identity/clients/clients.service';
import { ApplicationClassCode } from '../../src/quoting/quotes/entities/application-class-code.entity';
import { Application } from '../../src/quoting/quotes/entities/application.entity';
import { CarrierQuote } from '../../src/quoting/quotes/entities/carrier-quote.entity';
import { byCarrier, QuotesRepository } from '../../src/quoting/quotes/quotes.repository';
import { CoverageType, WizardStep } from '@coverline/contracts';
import { hasChanged } from '../../src/common/database/row-reader';
import { newQuoteFields } from '../../src/quoting/quotes/quote-draft.service';
import { createTestApp, registerClient, uniqueEmail, type TestApp } from '../helpers/app';
import { bearer, isoDay, randomFein, submittedWcQuote } from './quote-helpers';

describe('loading a quote', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** The same quote read the way TypeORM's `find` reads it. */
  async function withFind(id: string) {
    const m = t.app.get(DataSource).manager;
    const businesses = t.app.get(BusinessService);
    const app = await m.findOneOrFail(Application, { where: { id } });
    const client = await m.findOneByOrFail(Client, { id: app.clientId });
    const business = await businesses.load(m, app.businessId);
    return {
      app: Object.assign(app, { client, business }),
      classCodes: await m.find(ApplicationClassCode, {
        where: { applicationId: id },
        order: { position: 'ASC' },
      }),
      carrierQuotes: (await m.find(CarrierQuote, { where: { applicationId: id } })).sort(byCarrier),
      fein: businesses.fein(business),
      emailHasAccount: await t.app.get(ClientsService).hasAccount(client.email),
    };
  }

  it('reads what find reads, in and out of a transaction', async () => {
    const fein = randomFein();
    const { quote, guestToken } = await submittedWcQuote(t, {
      noFein: false,
      fein,
      locations: [
        { address: '100 Main St', city: 'Austin', state: 'TX', zip: '78701', primary: true },
        { address: '9 Elm St', city: 'Dallas', state: 'TX', zip: '75201', primary: false },
      ],
      wcClassCodes: [
        { state: 'TX', classCode: '0042', payrollCents: 25_000_000 },
        { state: 'TX', classCode: '8810', payrollCents: 4_000_000 },
      ],
      owners: [
        {
          firstName: 'Pat',
          lastName: 'Owner',
          primaryWorkState: 'TX',
          title: 'Managing Member',
          ownershipPercent: 60,
          inclusion: 'Excluded',
        },
        {
          firstName: 'Lee',
          lastName: 'Partner',
          primaryWorkState: 'TX',
          title: 'Member',
          ownershipPercent: 40,
          inclusion: 'Included',
          payrollEstimateCents: 5_000_000,
        },
      ],
      claims: [
        {
          description: 'Mower injury',
          amountOfLossCents: 250_000,
          date: isoDay(-300),
          open: false,
        },
      ],
    });
    await t.http.post('/api/wc/quotes').set(bearer(guestToken)).send({ quoteId: quote.id });

    const repo = t.app.get(QuotesRepository);
    const loaded = await repo.load(quote.id);
    const expected = await withFind(quote.id);
    expect(loaded).toStrictEqual(expected);
    expect(loaded.fein).toBe(fein.replace('-', ''));
    expect(loaded.app.business.locations).toHaveLength(2);
    expect(loaded.app.business.owners).toHaveLength(2);
    expect(loaded.app.business.claims).toHaveLength(1);
    expect(loaded.carrierQuotes.length).toBeGreaterThan(1);
    expect(loaded.carrierQuotes[0].createdAt).toBeInstanceOf(Date);

    const inTransaction = await t.app.get(DataSource).transaction((m) => repo.load(quote.id, m));
    expect(inTransaction).toStrictEqual(expected);

    expect(loaded.emailHasAccount).toBe(false);
    await registerClient(t, { email: quote.client.email.toUpperCase() });
    expect((await repo.load(quote.id)).emailHasAccount).toBe(true);

    const bare = await repo.load(quote.id, undefined, { worksheets: false });
    expect(bare.carrierQuotes.every((q) => q.worksheet === undefined)).toBe(true);
    expect(bare.carrierQuotes.map((q) => ({ ...q, worksheet: null }))).toEqual(
      expected.carrierQuotes.map((q) => ({ ...q, worksheet: null })),
    );
  });

  it('answers a new quote from its INSERTs as it reads it back, and as unchanged', async () => {
    const db = t.app.get(DataSource);
    const repo = t.app.get(QuotesRepository);
    const businesses = t.app.get(BusinessService);
    const clients = t.app.get(ClientsService);
    const rollback = new Error('rolled back');
    await expect(
      db.transaction(async (m) => {
        const client = await clients.findOrCreate(m, uniqueEmail('new-quote'), {
          firstName: 'Pat',
          lastName: null,
          phone: null,
        });
        const inserted = await repo.insertNew(
          m,
          client,
          businesses.newFields(client.id),
          newQuoteFields({
            clientId: client.id,
            coverageType: CoverageType.WorkersCompensation,
            active: true,
            agentId: null,
            createdByUserId: null,
            step: WizardStep.Coverage,
          }),
          false,
        );
        expect(hasChanged(inserted.app)).toBe(false);
        expect(hasChanged(inserted.app.business)).toBe(false);
        expect(inserted).toStrictEqual(await repo.load(inserted.app.id, m));
        expect(inserted.app.createdAt).toBeInstanceOf(Date);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it('prepares its statements once per connection, and again on one whose session was reset', async () => {
    const { quote } = await submittedWcQuote(t);
    const db = t.app.get(DataSource);
    const repo = t.app.get(QuotesRepository);
    const runner = db.createQueryRunner();
    try {
      const prepared = async () =>
        (
          (await runner.query(
            `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name ~ '^quote_load_[0-9]+$'`,
          )) as Array<{ n: number }>
        )[0].n;
      const first = await repo.load(quote.id, runner.manager);
      expect(await prepared()).toBe(7);
      // Each keeps its own text alone (every EXECUTE copies it), not the batch's.
      const texts = (await runner.query(
        `SELECT name, statement FROM pg_prepared_statements WHERE name ~ '^quote_load_[0-9]+$'`,
      )) as Array<{ name: string; statement: string }>;
      for (const { name, statement } of texts) {
        expect(statement.trim()).toMatch(new RegExp(`^PREPARE ${name} \\(uuid\\) AS SELECT`));
        expect(statement.match(/PREPARE /g)).toHaveLength(1);
      }
      expect(await repo.load(quote.id, runner.manager)).toEqual(first);
      expect(await prepared()).toBe(7);
      // A pooler or an operator reset the session: the statements are prepared again.
      await runner.query('DEALLOCATE ALL');
      expect(await repo.load(quote.id, runner.manager)).toEqual(first);
      expect(await prepared()).toBe(7);
    } finally {
      await runner.release();
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const repo = t.app.get(QuotesRepository);
    await expect(repo.load('6f1c7c2e-7c55-4c1e-9a51-0b7f6d1e2a10')).rejects.toThrow(
      'Quote not found',
    );
    await expect(repo.load("x'; DROP TABLE applications; --")).rejects.toThrow('Quote not found');
  });
});
