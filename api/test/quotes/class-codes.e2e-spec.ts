import { ErrorCode } from '@coverline/contracts';
import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, codeOf, quoteOf, save, startAsVisitor, type QuoteBody } from './quote-helpers';

describe('workers compensation class codes of a quote', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t?.close());

  async function landscaper(): Promise<{ quote: QuoteBody; guestToken: string }> {
    const { quote, guestToken } = await startAsVisitor(t);
    const saved = await save(t, guestToken, quote, {
      masterIndexCode: 'MI-1001',
      naicsCode: '561730',
      locations: [
        { address: '1 Oak St', city: 'Austin', state: 'TX', zip: '78701', primary: true },
        { address: '9 Pine Rd', city: 'Tulsa', state: 'OK', zip: '74103', primary: false },
      ],
    }).expect(200);
    return { quote: quoteOf(saved), guestToken };
  }

  it('refresh lists the business type’s class codes in every state of the business', async () => {
    const { quote, guestToken } = await landscaper();
    const res = await t.http
      .post(`/api/quote/${quote.id}/wcClassCodes/refresh`)
      .set(bearer(guestToken))
      .expect(200);
    const codes = quoteOf(res).wcClassCodes.map((c) => `${c.state} ${c.classCode} ${c.source}`);
    expect(codes).toEqual(['TX 0042 naics', 'TX 8810 naics', 'OK 0042 naics', 'OK 8810 naics']);
    expect(quoteOf(res).version).toBe(quote.version + 1);
  });

  it('keeps payroll already entered and codes added by hand when refreshing', async () => {
    const { quote, guestToken } = await landscaper();
    const refreshed = quoteOf(
      await t.http
        .post(`/api/quote/${quote.id}/wcClassCodes/refresh`)
        .set(bearer(guestToken))
        .expect(200),
    );
    const withPayroll = quoteOf(
      await save(t, guestToken, refreshed, {
        wcClassCodes: refreshed.wcClassCodes.map((c) => ({
          id: c.id,
          state: c.state,
          classCode: c.classCode,
          payrollCents: c.classCode === '0042' ? 40_000_000 : 6_000_000,
        })),
      }).expect(200),
    );
    const added = quoteOf(
      await t.http
        .post(`/api/quote/${withPayroll.id}/wcClassCodes`)
        .set(bearer(guestToken))
        .send({ state: 'TX', classCode: '7380', description: 'Drivers', payrollCents: 3_000_000 })
        .expect(201),
    );
    const again = quoteOf(
      await t.http
        .post(`/api/quote/${added.id}/wcClassCodes/refresh`)
        .set(bearer(guestToken))
        .expect(200),
    );
    expect(again.wcClassCodes.map((c) => [c.state, c.classCode, c.payrollCents])).toEqual([
      ['TX', '0042', 40_000_000],
      ['TX', '8810', 6_000_000],
      ['OK', '0042', 40_000_000],
      ['OK', '8810', 6_000_000],
      ['TX', '7380', 3_000_000],
    ]);
  });

  it('adds and deletes a class code by hand', async () => {
    const { quote, guestToken } = await landscaper();
    const added = quoteOf(
      await t.http
        .post(`/api/quote/${quote.id}/wcClassCodes`)
        .set(bearer(guestToken))
        .send({ state: 'TX', classCode: '8810' })
        .expect(201),
    );
    expect(added.wcClassCodes).toMatchObject([
      { state: 'TX', classCode: '8810', source: 'manual' },
    ]);
    const duplicate = await t.http
      .post(`/api/quote/${quote.id}/wcClassCodes`)
      .set(bearer(guestToken))
      .send({ state: 'TX', classCode: '8810' })
      .expect(400);
    expect(duplicate.body.code).toBe(ErrorCode.ClassCodeNotAccepted);
    expect(duplicate.body.message).toBe('Class code 8810 is already listed in TX.');
    const deleted = quoteOf(
      await t.http
        .delete(`/api/quote/${quote.id}/wcClassCodes/${added.wcClassCodes[0].id}`)
        .set(bearer(guestToken))
        .expect(200),
    );
    expect(deleted.wcClassCodes).toEqual([]);
    await t.http
      .delete(`/api/quote/${quote.id}/wcClassCodes/${added.wcClassCodes[0].id}`)
      .set(bearer(guestToken))
      .expect(404)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.ClassCodeNotFound));
  });

  it('belongs to workers compensation quotes and to the quote’s owner', async () => {
    const { quote, guestToken } = await startAsVisitor(t, { coverageType: 'gl' });
    await t.http
      .post(`/api/quote/${quote.id}/wcClassCodes`)
      .set(bearer(guestToken))
      .send({ state: 'TX', classCode: '8810' })
      .expect(400)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.ClassCodeNotAccepted));
    const other = await startAsVisitor(t);
    const res = await t.http
      .post(`/api/quote/${other.quote.id}/wcClassCodes/refresh`)
      .set(bearer(guestToken))
      .expect(403);
    expect(codeOf(res)).toBe(1203);
  });

  it('asks for the business type before refreshing', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    const res = await t.http
      .post(`/api/quote/${quote.id}/wcClassCodes/refresh`)
      .set(bearer(guestToken))
      .expect(400);
    expect(res.body.code).toBe(ErrorCode.ClassCodeNotAccepted);
    expect(res.body.message).toBe('Choose a business type first.');
  });
});
