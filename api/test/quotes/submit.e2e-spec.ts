import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import { createTestApp, registerClient, type TestApp } from '../helpers/app';
import {
  bearer,
  codeOf,
  isoDay,
  quoteOf,
  save,
  setQuoteState,
  startAsVisitor,
  submittedWcQuote,
  wcSubmission,
  type QuoteBody,
} from './quote-helpers';

describe('validating, submitting and selecting', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t?.close());

  const validate = (body: Record<string, unknown>) =>
    t.http.post('/api/quote/validateForm').send(body).expect(200);

  describe('quote/validateForm', () => {
    it('answers the field errors of one step', async () => {
      const res = await validate({
        step: 'businessInfo',
        coverageType: 'wc',
        employees: 5,
        yearEstablished: 2999,
      });
      expect(res.body).toEqual({
        valid: false,
        errors: [
          { field: 'yearEstablished', message: 'Please enter a valid year.' },
          { field: 'yearsOfExperience', message: 'yearsOfExperience is required.' },
        ],
      });
    });

    it('answers valid for a complete step', async () => {
      const res = await validate({ step: 'fein', fein: '12-3456789' });
      expect(res.body).toEqual({ valid: true, errors: [] });
    });

    it('rejects malformed input before the rules run', async () => {
      await t.http
        .post('/api/quote/validateForm')
        .send({ step: 'nope', employees: 'many' })
        .expect(400);
    });
  });

  describe('the specification’s rules, step by step', () => {
    const errorsOf = async (body: Record<string, unknown>) =>
      (await validate(body)).body.errors as Array<{ field: string; message: string }>;

    it('FEIN is 9 digits unless the business has none', async () => {
      expect(await errorsOf({ step: 'fein' })).toEqual([
        { field: 'fein', message: 'fein is required.' },
      ]);
      expect(await errorsOf({ step: 'fein', noFein: true })).toEqual([]);
    });

    it('ownership is 0-100 per owner and at most 100% in total, with at least one officer', async () => {
      const owner = (ownershipPercent: number) => ({
        firstName: 'Ana',
        lastName: 'Diaz',
        primaryWorkState: 'TX',
        title: 'President',
        ownershipPercent,
        inclusion: 'Excluded',
      });
      expect(await errorsOf({ step: 'owners', owners: [] })).toEqual([
        { field: 'owners', message: 'At least one officer must be listed.' },
      ]);
      expect(await errorsOf({ step: 'owners', owners: [owner(60), owner(50)] })).toEqual([
        { field: 'owners', message: 'Total ownership across owners cannot exceed 100%.' },
      ]);
      expect(await errorsOf({ step: 'owners', owners: [owner(60), owner(40)] })).toEqual([]);
    });

    it('California requires employers liability level 3, Oregon level 2 or 3', async () => {
      const at = (state: string, level: number) => ({
        step: 'employersLiability',
        employersLiabilityLevel: level,
        locations: [{ address: '1 A St', city: 'X', state, zip: '90001', primary: true }],
      });
      expect(await errorsOf(at('CA', 2))).toEqual([
        {
          field: 'employersLiabilityLevel',
          message: 'California requires employers liability level 3',
        },
      ]);
      expect(await errorsOf(at('CA', 3))).toEqual([]);
      expect((await errorsOf(at('OR', 1)))[0].message).toBe(
        'Oregon requires employers liability level 2 or 3',
      );
      expect(await errorsOf(at('OR', 2))).toEqual([]);
    });

    it('Ohio, Washington, North Dakota and Wyoming get the state fund, not a quote', async () => {
      for (const state of ['OH', 'WA', 'ND', 'WY']) {
        const errors = await errorsOf({
          step: 'location',
          coverageType: 'wc',
          locations: [{ address: '1 A St', city: 'Town', state, zip: '43004', primary: true }],
        });
        expect(errors).toHaveLength(1);
        expect(errors[0].field).toBe('locations[0].state');
        expect(errors[0].message).toMatch(/state fund.*https:\/\//);
      }
    });

    it('claim dates may not be in the future, and look back 5 years', async () => {
      const claim = (date: string) => ({
        step: 'claims',
        claims: [{ description: 'Slip and fall', amountOfLossCents: 120_000, date, open: false }],
      });
      expect((await errorsOf(claim(isoDay(3))))[0].message).toBe(
        'Claim dates in the future are not allowed.',
      );
      expect((await errorsOf(claim(isoDay(-6 * 366))))[0].message).toMatch(/looks back 5 years/);
      expect(await errorsOf(claim(isoDay(-30)))).toEqual([]);
    });

    it('amounts are at least $1000 and the BPP limit from $5K to $100M', async () => {
      expect(await errorsOf({ step: 'finance', annualSalesCents: 99_900 })).toEqual([
        { field: 'annualSalesCents', message: 'Amount must be at least $1,000.' },
      ]);
      const property = (bppCoverageCents: number) => ({
        step: 'property',
        propertyDeductibleCents: 100_000,
        locations: [{ bppCoverageCents, buildingType: 'BuildingLeased' }],
      });
      expect((await errorsOf(property(400_000)))[0].field).toBe('locations[0].bppCoverageCents');
      expect(await errorsOf(property(2_500_000))).toEqual([]);
    });

    it('payroll states are two-letter US state abbreviations', async () => {
      const errors = await errorsOf({
        step: 'payroll',
        wcClassCodes: [{ state: 'TX', classCode: '0042', payrollCents: 50_000 }],
      });
      expect(errors).toEqual([
        { field: 'classCodes[0].payrollCents', message: 'Amount must be at least $1,000.' },
      ]);
      await t.http
        .post('/api/quote/validateForm')
        .send({ step: 'payroll', wcClassCodes: [{ state: 'Texas', classCode: '0042' }] })
        .expect(400);
    });

    it('subcontractor follow-ups are required after a yes only, and dropped after a no', async () => {
      const payroll = (answers: Record<string, string | number>) => ({
        step: 'payroll',
        coverageType: 'wc',
        employees: 1,
        wcClassCodes: [{ state: 'TX', classCode: '0042', payrollCents: 6_000_000 }],
        payrollAnswers: answers,
      });
      expect(await errorsOf(payroll({ 'TX.usesSubcontractors': 'No' }))).toEqual([]);
      expect(
        (await errorsOf(payroll({ 'TX.usesSubcontractors': 'Yes' }))).map((e) => e.field),
      ).toEqual(['payrollAnswers.TX.subcontractorCost', 'payrollAnswers.TX.subcontractorsInsured']);

      const { quote, guestToken } = await startAsVisitor(t);
      const saved = quoteOf(
        await save(t, guestToken, quote, {
          payrollAnswers: { 'TX.usesSubcontractors': 'No', 'TX.subcontractorCost': 900 },
        }).expect(200),
      );
      expect(saved.payrollAnswers).toEqual({ 'TX.usesSubcontractors': 'No' });
    });

    it('years of experience are whole and employees from 0 to 9,999', async () => {
      for (const wrong of [{ yearsOfExperience: 2.5 }, { employees: 10_000 }, { employees: -1 }]) {
        await t.http
          .post('/api/quote/validateForm')
          .send({ step: 'businessInfo', ...wrong })
          .expect(400);
      }
      expect(
        await errorsOf({
          step: 'businessInfo',
          employees: 0,
          yearEstablished: 2020,
          yearsOfExperience: 0,
        }),
      ).toEqual([]);
    });
  });

  describe('quote/sendForm', () => {
    it('submits a complete quote for review', async () => {
      const { quote } = await submittedWcQuote(t);
      expect(quote.status).toBe('In review');
      expect(quote.active).toBe(true);
    });

    it('lists what is still missing', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      const res = await t.http
        .post('/api/quote/sendForm')
        .set(bearer(guestToken))
        .send({ id: quote.id, version: quote.version })
        .expect(400);
      expect(res.body.code).toBe(ErrorCode.SubmissionInvalid);
      expect(res.body.message).toEqual(
        expect.arrayContaining([
          'naicsCode: naicsCode is required.',
          'locations: locations is required.',
        ]),
      );
    });

    it('refuses an effective date earlier than the carriers accept (1219)', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      const saved = quoteOf(
        await save(t, guestToken, quote, wcSubmission({ effectiveDate: isoDay(-10) })).expect(200),
      );
      const res = await t.http
        .post('/api/quote/sendForm')
        .set(bearer(guestToken))
        .send({ id: saved.id, version: saved.version })
        .expect(409);
      expect(codeOf(res)).toBe(1219);
    });

    it('refuses a quote whose checkout started (1225)', async () => {
      const { quote, guestToken } = await submittedWcQuote(t);
      await setQuoteState(t, quote.id, { status: 'Purchase pending' });
      const client = await registerClient(t);
      const own = quoteOf(
        await t.http
          .post('/api/quote/saveForLater')
          .set(bearer(client.token))
          .send({ coverageType: 'wc' })
          .expect(200),
      );
      await setQuoteState(t, own.id, { status: 'Awaiting signatures' });
      const res = await t.http
        .post('/api/quote/sendForm')
        .set(bearer(client.token))
        .send({ id: own.id, version: own.version })
        .expect(409);
      expect(codeOf(res)).toBe(1225);
      expect(guestToken).toBeTruthy();
    });

    it('makes a submitted inactive quote the only active one for the client and product', async () => {
      const client = await registerClient(t);
      const start = async () =>
        quoteOf(
          await t.http
            .post('/api/quote/saveForLater')
            .set(bearer(client.token))
            .send({ ...wcSubmission(), email: client.email })
            .expect(200),
        );
      const first = await start();
      const second = await start();
      expect([first.active, second.active]).toEqual([true, false]);
      const sent = await t.http
        .post('/api/quote/sendForm')
        .set(bearer(client.token))
        .send({ id: second.id, version: second.version })
        .expect(200);
      expect(quoteOf(sent).active).toBe(true);
      const firstNow = await t.http
        .get(`/api/quote/getQuote/${first.id}`)
        .set(bearer(client.token))
        .expect(200);
      expect(quoteOf(firstNow).active).toBe(false);
    });
  });

  describe('quote/setQuoteSelected', () => {
    async function ratedQuote(): Promise<{ quote: QuoteBody; guestToken: string }> {
      const { quote, guestToken } = await submittedWcQuote(t);
      const rated = await t.http
        .post('/api/wc/quotes')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id })
        .expect(200);
      return { quote: quoteOf(rated), guestToken };
    }

    const select = (token: string, quote: QuoteBody, carrierQuoteId: string) =>
      t.http
        .post('/api/quote/setQuoteSelected')
        .set(bearer(token))
        .send({ id: quote.id, version: quote.version, carrierQuoteId });

    it('selecting a quote bindable online makes the application ready to bind', async () => {
      const { quote, guestToken } = await ratedQuote();
      const bindable = quote.carrierQuotes.find((q) => q.bindability === 'BINDABLE_THRU_API');
      expect(bindable).toBeDefined();
      const res = await select(guestToken, quote, bindable!.id).expect(200);
      expect(quoteOf(res)).toMatchObject({
        status: 'Ready to bind',
        selectedCarrierQuoteId: bindable!.id,
      });
    });

    it('refuses a carrier quote out of sync with the submission (1222)', async () => {
      const { quote, guestToken } = await ratedQuote();
      const changed = quoteOf(await save(t, guestToken, quote, { employees: 7 }).expect(200));
      expect(changed.carrierQuotes.every((q) => q.syncStatus === 'Out of sync')).toBe(true);
      const res = await select(guestToken, changed, changed.carrierQuotes[0].id).expect(409);
      expect(codeOf(res)).toBe(1222);
    });

    it('refuses a declined or failed carrier quote (1103)', async () => {
      const { quote, guestToken } = await ratedQuote();
      const db = t.app.get(DataSource);
      await db.query(`UPDATE carrier_quotes SET bindability = 'DECLINED' WHERE id = $1`, [
        quote.carrierQuotes[0].id,
      ]);
      const res = await select(guestToken, quote, quote.carrierQuotes[0].id).expect(409);
      expect(codeOf(res)).toBe(1103);
    });

    it('refuses a client a quote whose effective date passed what the carrier allows (1213)', async () => {
      const { quote, guestToken } = await ratedQuote();
      const db = t.app.get(DataSource);
      await db.query(`UPDATE carrier_quotes SET effective_date = $2 WHERE id = $1`, [
        quote.carrierQuotes[0].id,
        isoDay(-3),
      ]);
      const res = await select(guestToken, quote, quote.carrierQuotes[0].id).expect(409);
      expect(codeOf(res)).toBe(1213);
    });

    it('refuses an inactive quote (1210)', async () => {
      const { quote, guestToken } = await ratedQuote();
      await setQuoteState(t, quote.id, { active: false });
      const res = await select(guestToken, quote, quote.carrierQuotes[0].id).expect(409);
      expect(codeOf(res)).toBe(1210);
    });
  });
});
