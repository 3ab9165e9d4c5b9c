import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, quoteOf, save, startAsVisitor, submittedWcQuote } from './quote-helpers';

const owner = (overrides: Record<string, unknown>) => ({
  firstName: 'Sam',
  lastName: 'Member',
  primaryWorkState: 'TX',
  title: 'Member',
  ownershipPercent: 100,
  inclusion: 'Included',
  ...overrides,
});

describe('owners and officers', () => {
  let t: TestApp;

  // Its own database: the test changes owner payroll rules other files rate with.
  beforeAll(async () => {
    t = await createTestApp({}, { isolatedDatabase: true });
  });

  afterAll(() => t?.close());

  it('includes Alaska members owning under 10%, whatever was chosen', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    const saved = quoteOf(
      await save(t, guestToken, quote, {
        owners: [
          owner({ primaryWorkState: 'AK', ownershipPercent: 5, inclusion: 'Excluded' }),
          owner({ primaryWorkState: 'AK', ownershipPercent: 60, inclusion: 'Excluded' }),
          owner({ primaryWorkState: 'TX', ownershipPercent: 5, inclusion: 'Excluded' }),
        ],
      }).expect(200),
    );
    expect(saved.business.owners.map((o) => o.inclusion)).toEqual([
      'Included',
      'Excluded',
      'Excluded',
    ]);
  });

  it('rates included owners at the year’s owner payroll rule from the settings', async () => {
    const premiums = async () => {
      const { quote, guestToken } = await submittedWcQuote(t, {
        owners: [owner({ inclusion: 'Included' })],
      });
      const rated = quoteOf(
        await t.http
          .post('/api/wc/quotes')
          .set(bearer(guestToken))
          .send({ quoteId: quote.id, carriers: ['Employers'] })
          .expect(200),
      );
      return rated.carrierQuotes[0].annualPremiumCents!;
    };
    const before = await premiums();
    await t.app.get(DataSource).query(
      `UPDATE owner_payroll_rules
            SET max_amount_cents = max_amount_cents * 3, set_amount_cents = max_amount_cents * 2
          WHERE state = 'TX' AND entity_type = 'LLC'`,
    );
    const after = await premiums();
    expect(after).toBeGreaterThan(before);

    const { quote, guestToken } = await submittedWcQuote(t, {
      owners: [owner({ inclusion: 'Excluded' })],
    });
    const excluded = quoteOf(
      await t.http
        .post('/api/wc/quotes')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id, carriers: ['Employers'] })
        .expect(200),
    );
    expect(excluded.carrierQuotes[0].annualPremiumCents!).toBeLessThan(before);
  });
});
