import { DataSource } from 'typeorm';
import { adminToken, createTestApp, type TestApp } from '../helpers/app';
import {
  bearer,
  codeOf,
  quoteOf,
  save,
  startAsVisitor,
  submittedWcQuote,
  wcSubmission,
  type QuoteBody,
} from './quote-helpers';

/**
 * What rating refuses or holds back instead of pricing silently: blank or implausible payroll,
 * an experience modification out of range, a credit mod nobody verified, payroll left to a
 * state fund.
 */
describe('underwriting integrity of rating', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
  });

  afterAll(() => t?.close());

  const rate = (line: string, token: string, quoteId: string) =>
    t.http.post(`/api/${line}/quotes`).set(bearer(token)).send({ quoteId });
  const sendForm = (token: string, quote: Pick<QuoteBody, 'id' | 'version'>) =>
    t.http
      .post('/api/quote/sendForm')
      .set(bearer(token))
      .send({ id: quote.id, version: quote.version });
  const verify = (token: string, quote: Pick<QuoteBody, 'id' | 'version'>, experienceMod: number) =>
    t.http
      .post('/api/quote/verifyExperienceMod')
      .set(bearer(token))
      .send({ id: quote.id, version: quote.version, experienceMod });
  const messages = (res: { body: unknown }) => (res.body as { message: string[] }).message;

  /** A Texas landscaper's general liability, payroll as given. */
  function landscaperGl(payrollCents: number | undefined): Record<string, unknown> {
    const rest = wcSubmission({ employees: 6 });
    for (const wcOnly of [
      'wcClassCodes',
      'owners',
      'employersLiabilityLevel',
      'waiverOfSubrogation',
    ]) {
      delete rest[wcOnly];
    }
    return {
      ...rest,
      coverageType: 'gl',
      annualSalesCents: 90_000_000,
      ...(payrollCents === undefined ? {} : { payrollCents }),
      glLimit: '1M/2M',
    };
  }

  async function savedGl(payrollCents: number | undefined) {
    const { quote, guestToken } = await startAsVisitor(t, { coverageType: 'gl' });
    const saved = quoteOf(await save(t, guestToken, quote, landscaperGl(payrollCents)).expect(200));
    return { quote: saved, guestToken };
  }

  describe('exposure', () => {
    it('a Texas landscaper with 6 employees and a blank payroll cannot be submitted', async () => {
      const { quote, guestToken } = await savedGl(undefined);
      const res = await sendForm(guestToken, quote).expect(400);
      expect(codeOf(res)).toBe(2758);
      expect(messages(res)).toEqual([
        'payrollCents: Annual payroll is required: this business is rated on its payroll.',
      ]);
    });

    it('$1,000 of payroll for 6 employees is refused the same way', async () => {
      const { quote, guestToken } = await savedGl(100_000);
      const res = await sendForm(guestToken, quote).expect(400);
      expect(messages(res)).toEqual([
        'payrollCents: Annual payroll is too low for 6 employee(s): at least $13,050 (300 hours a year each at the minimum wage).',
      ]);
    });

    it('a quote submitted before its payroll went missing is refused at rating (2787), no carrier asked', async () => {
      const { quote, guestToken } = await savedGl(30_000_000);
      const sent = quoteOf(await sendForm(guestToken, quote).expect(200));
      await t.app.get(DataSource).query(
        `UPDATE businesses SET payroll_cents = NULL
            WHERE id = (SELECT business_id FROM applications WHERE id = $1)`,
        [sent.id],
      );
      const res = await rate('gl', guestToken, sent.id).expect(400);
      expect(codeOf(res)).toBe(2787);
      expect(messages(res)).toEqual([
        'payrollCents: Annual payroll is required: this business is rated on its payroll.',
      ]);
      const read = quoteOf(
        await t.http.get(`/api/quote/getQuote/${sent.id}`).set(bearer(guestToken)).expect(200),
      );
      expect(read.carrierQuotes).toEqual([]);
    });

    it('workers compensation payroll too low for the employees is refused on the payroll step', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      const saved = quoteOf(
        await save(
          t,
          guestToken,
          quote,
          wcSubmission({
            employees: 6,
            wcClassCodes: [{ state: 'TX', classCode: '0042', payrollCents: 100_000 }],
          }),
        ).expect(200),
      );
      const res = await sendForm(guestToken, saved).expect(400);
      expect(messages(res)).toEqual([
        'classCodes: Annual payroll is too low for 6 employee(s): at least $13,050 (300 hours a year each at the minimum wage).',
      ]);
    });
  });

  describe('experience modification', () => {
    it('0.01 is refused with a field message', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      const saved = quoteOf(
        await save(
          t,
          guestToken,
          quote,
          wcSubmission({
            underwritingAnswers: { usesSubcontractors: 'No', experienceMod: '0.01' },
          }),
        ).expect(200),
      );
      const res = await sendForm(guestToken, saved).expect(400);
      expect(codeOf(res)).toBe(2758);
      expect(messages(res)).toEqual([
        'underwritingAnswers.experienceMod: Experience modification must be between 0.50 and 2.50.',
      ]);
    });

    it('a credit mod waits for underwriting until staff verify it, then binds online', async () => {
      const { quote, guestToken } = await submittedWcQuote(t, {
        underwritingAnswers: { usesSubcontractors: 'No', experienceMod: '0.85' },
      });
      const pending = quoteOf(await rate('wc', guestToken, quote.id).expect(200));
      const priced = pending.carrierQuotes.filter((q) => q.annualPremiumCents !== null);
      expect(priced.length).toBeGreaterThan(0);
      for (const q of priced) {
        expect(q.bindability).toBe('BINDABILITY_PENDING');
        expect(q.reasons).toContain('EXPERIENCE_MOD_UNVERIFIED');
      }
      // Nothing bindable yet: the list's lowest premium is empty.
      const listed = await t.http.get('/api/quote/myQuotes').set(bearer(guestToken)).expect(200);
      expect(
        (listed.body as { items: Array<{ lowestPremiumCents: number | null }> }).items,
      ).toEqual([expect.objectContaining({ lowestPremiumCents: null })]);

      // The customer cannot verify their own mod; staff can.
      await verify(guestToken, pending, 0.85).expect(403);
      const verified = quoteOf(await verify(admin, pending, 0.85).expect(200));
      expect(verified.version).toBeGreaterThan(pending.version);
      expect(verified.carrierQuotes.every((q) => q.syncStatus === 'Out of sync')).toBe(true);
      expect((verified as unknown as { experienceModVerified: number }).experienceModVerified).toBe(
        0.85,
      );
      // Verifying the same value again changes nothing (2788).
      expect(codeOf(await verify(admin, verified, 0.85).expect(400))).toBe(2788);

      const rated = quoteOf(await rate('wc', guestToken, quote.id).expect(200));
      const bindable = rated.carrierQuotes.filter((q) => q.bindability === 'BINDABLE_THRU_API');
      expect(bindable.length).toBeGreaterThan(0);
      for (const q of rated.carrierQuotes)
        expect(q.reasons).not.toContain('EXPERIENCE_MOD_UNVERIFIED');
      const lowest = await t.http.get('/api/quote/myQuotes').set(bearer(guestToken)).expect(200);
      expect(
        (lowest.body as { items: Array<{ lowestPremiumCents: number | null }> }).items[0]
          .lowestPremiumCents,
      ).toBe(Math.min(...bindable.map((q) => q.annualPremiumCents!)));

      const audit = await t.http.get(`/api/quote/${quote.id}/audit`).set(bearer(admin)).expect(200);
      expect(audit.body).toEqual([
        expect.objectContaining({
          action: 'verifyExperienceMod',
          before: { experienceMod: 0.85, experienceModVerified: null },
          after: { experienceMod: 0.85, experienceModVerified: 0.85 },
        }),
      ]);
    });

    it('staff verify only workers compensation quotes (2753), with a mod in range (400)', async () => {
      const { quote } = await savedGl(30_000_000);
      expect(codeOf(await verify(admin, quote, 0.9).expect(400))).toBe(2753);
      const res = await verify(admin, quote, 0.01).expect(400);
      expect(messages(res)).toEqual(['Experience mod must be 0.5 or more.']);
    });
  });

  describe('monopolistic states', () => {
    it('an Indiana quote with Washington payroll is quoted for Indiana only, with the reason', async () => {
      const { quote, guestToken } = await submittedWcQuote(t, {
        locations: [
          {
            address: '1 Monument Cir',
            city: 'Indianapolis',
            state: 'IN',
            zip: '46204',
            primary: true,
          },
        ],
        wcClassCodes: [
          { state: 'IN', classCode: '8810', payrollCents: 20_000_000 },
          { state: 'WA', classCode: '8810', payrollCents: 5_000_000 },
        ],
        owners: [
          {
            firstName: 'Pat',
            lastName: 'Owner',
            primaryWorkState: 'IN',
            title: 'Managing Member',
            ownershipPercent: 100,
            inclusion: 'Excluded',
          },
        ],
      });
      await rate('wc', guestToken, quote.id).expect(200);
      // The worksheets are for staff.
      const rated = quoteOf(
        await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(admin)).expect(200),
      );
      const priced = rated.carrierQuotes.filter((q) => q.annualPremiumCents !== null);
      expect(priced.length).toBeGreaterThan(0);
      for (const q of rated.carrierQuotes) expect(q.bindability).not.toBe('BINDABLE_THRU_API');
      for (const q of priced) {
        expect(q.reasons).toContain('MONOPOLISTIC_STATE_EXCLUDED');
        expect(q.reasonTexts).toContain(
          'Payroll in a state-fund-only state is not covered by this quote: insure it with the state fund',
        );
        const steps = (
          q.worksheet as { steps: Array<{ code: string; inputs: Record<string, unknown> }> }
        ).steps;
        expect(steps.find((s) => s.code === 'wc.stateFund')?.inputs).toMatchObject({
          state: 'WA',
          stateFundUrl: 'https://lni.wa.gov/insurance',
        });
      }
    });
  });
});
