import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import {
  adminToken,
  createTestApp,
  mailTo,
  registerClient,
  uniqueEmail,
  type TestApp,
} from '../helpers/app';
import { eventually } from '../helpers/eventually';
import {
  bearer,
  codeOf,
  guestTokenFor,
  quoteOf,
  save,
  setQuoteState,
  startAsVisitor,
  wcSubmission,
} from './quote-helpers';

describe('quote drafts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t?.close());

  describe('starting a quote', () => {
    it('gives a visitor a guest token scoped to the quote and emails a resume link', async () => {
      const { quote, guestToken, email } = await startAsVisitor(t);
      expect(quote).toMatchObject({
        coverageType: 'wc',
        status: 'In process',
        active: true,
        version: 1,
        step: 'coverage',
        agentId: null,
      });
      expect(quote.client).toMatchObject({ email, firstName: 'Pat', hasAccount: false });
      const read = await t.http
        .get(`/api/quote/getQuote/${quote.id}`)
        .set(bearer(guestToken))
        .expect(200);
      expect(quoteOf(read)).toMatchObject({ id: quote.id, version: 1 });
      const [mail] = await mailTo(t, email);
      expect(mail.template).toBe('quote-resume');
      expect(mail.text).toContain(`/quotation?quoteId=${quote.id}&guestToken=`);
      expect(mail.html).toContain('Resume quote');
    });

    it('asks a visitor for the coverage and an email', async () => {
      const noCoverage = await t.http
        .post('/api/quote/saveForLater')
        .send({ email: uniqueEmail() })
        .expect(400);
      expect(noCoverage.body.code).toBe(ErrorCode.QuoteDetailRequired);
      expect(noCoverage.body.message).toBe('coverageType is required.');
      const noEmail = await t.http
        .post('/api/quote/saveForLater')
        .send({ coverageType: 'gl' })
        .expect(400);
      expect(noEmail.body.message).toBe('email is required.');
    });

    it('starts a visitor’s quote for an account’s email as for any email (no 1201); the account holds it', async () => {
      const client = await registerClient(t);
      const res = await t.http
        .post('/api/quote/saveForLater')
        .send({ coverageType: 'wc', email: client.email })
        .expect(200);
      expect(codeOf(res)).toBeUndefined();
      const quote = quoteOf(res);
      expect(quote.client).toMatchObject({ email: client.email, hasAccount: false });
      // The guest token answered opens nothing: the quote is the account's, read signed in.
      await t.http
        .get(`/api/quote/getQuote/${quote.id}`)
        .set(bearer(quote.guestToken!.access_token))
        .expect(401);
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(client.token)).expect(200);
    });

    it('sends a visitor with an active quote for the coverage back to it by email (1207)', async () => {
      const { quote, email } = await startAsVisitor(t);
      const res = await t.http
        .post('/api/quote/saveForLater')
        .send({ coverageType: 'wc', email })
        .expect(403);
      expect(codeOf(res)).toBe(1207);
      const mails = await mailTo(t, email);
      expect(mails).toHaveLength(2);
      expect(mails.every((m) => m.text.includes(`quoteId=${quote.id}`))).toBe(true);
      // Another coverage is a quote of its own.
      await t.http.post('/api/quote/saveForLater').send({ coverageType: 'gl', email }).expect(200);
    });

    it('sends a visitor whose quote went past guest editing a sign-up link (1208)', async () => {
      const { quote, email } = await startAsVisitor(t);
      await setQuoteState(t, quote.id, { status: 'Purchase pending' });
      const res = await t.http
        .post('/api/quote/saveForLater')
        .send({ coverageType: 'wc', email })
        .expect(403);
      expect(codeOf(res)).toBe(1208);
      const mails = await mailTo(t, email);
      const registration = mails.find((m) => m.template === 'quote-registration');
      expect(registration?.text).toContain('/register?email=');
    });

    it('lets a signed-in client start quotes for themself only', async () => {
      const client = await registerClient(t);
      const res = await t.http
        .post('/api/quote/saveForLater')
        .set(bearer(client.token))
        .send({ coverageType: 'bop' })
        .expect(200);
      const quote = quoteOf(res);
      expect(quote.client).toMatchObject({ email: client.email, hasAccount: true });
      expect(quote.guestToken).toBeUndefined();
      const other = await t.http
        .post('/api/quote/saveForLater')
        .set(bearer(client.token))
        .send({ coverageType: 'bop', email: uniqueEmail() })
        .expect(409);
      expect(codeOf(other)).toBe(1202);
    });

    it('keeps the first quote active; a second one for the product starts inactive', async () => {
      const client = await registerClient(t);
      const start = () =>
        t.http
          .post('/api/quote/saveForLater')
          .set(bearer(client.token))
          .send({ coverageType: 'cyber' })
          .expect(200);
      expect(quoteOf(await start()).active).toBe(true);
      expect(quoteOf(await start()).active).toBe(false);
    });

    it('stores the payroll partner referral token and context with the quote', async () => {
      const { quote } = await startAsVisitor(t, {
        payrollRepReferralToken: 'ref-token-123',
        payrollRepReferralContext: { repId: 'rep-9', source: 'newsletter' },
      });
      expect(quote.payrollRepReferralToken).toBe('ref-token-123');
      expect(quote.payrollRepReferralContext).toEqual({ repId: 'rep-9', source: 'newsletter' });
    });
  });

  describe('saving', () => {
    it('saves the whole submission and moves the version on', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      const res = await save(t, guestToken, quote, {
        ...wcSubmission(),
        fein: '12-3456789',
        noFein: false,
        step: 'claims',
      }).expect(200);
      const saved = quoteOf(res);
      expect(saved.version).toBe(2);
      expect(saved.step).toBe('claims');
      expect(saved.business.feinMasked).toBe('•••••6789');
      expect(saved.business.locations).toMatchObject([
        { city: 'Austin', state: 'TX', primary: true },
      ]);
      expect(saved.business.owners).toMatchObject([{ firstName: 'Pat', inclusion: 'Excluded' }]);
      expect(saved.wcClassCodes).toMatchObject([
        { state: 'TX', classCode: '0042', payrollCents: 25_000_000, source: 'manual' },
      ]);
      expect(saved.underwritingAnswers).toEqual({ usesSubcontractors: 'No' });
    });

    it('keeps the FEIN encrypted at rest, findable by its keyed hash only', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      await save(t, guestToken, quote, { fein: '98-7654321' }).expect(200);
      const [row]: Array<{ fein_encrypted: string; fein_hash: string }> = await t.app
        .get(DataSource)
        .query(
          `SELECT b.fein_encrypted, b.fein_hash FROM businesses b
             JOIN applications a ON a.business_id = b.id WHERE a.id = $1`,
          [quote.id],
        );
      expect(row.fein_encrypted).not.toContain('987654321');
      expect(row.fein_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.fein_hash).not.toContain('987654321');
    });

    it('refuses a stale version with 1226 and keeps the newer change', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      await save(t, guestToken, quote, { employees: 3 }).expect(200);
      const stale = await save(t, guestToken, quote, { employees: 9 }).expect(409);
      expect(codeOf(stale)).toBe(1226);
      const read = await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken));
      expect(quoteOf(read).business.employees).toBe(3);
    });

    it('needs the version with the quote id', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      const res = await t.http
        .post('/api/quote/saveForLater')
        .set(bearer(guestToken))
        .send({ id: quote.id, employees: 3 })
        .expect(400);
      expect(res.body.code).toBe(ErrorCode.QuoteDetailRequired);
      expect(res.body.message).toBe('version is required with id.');
    });

    it('refuses an email that is not the quote’s (1202)', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      const res = await save(t, guestToken, quote, { email: uniqueEmail() }).expect(409);
      expect(codeOf(res)).toBe(1202);
    });

    it('sends a visitor without the guest token to the emailed link (1207)', async () => {
      const { quote, email } = await startAsVisitor(t);
      const res = await save(t, undefined, quote, { employees: 2 }).expect(403);
      expect(codeOf(res)).toBe(1207);
      expect(await mailTo(t, email)).toHaveLength(2);
    });

    it('emails a guest the resume link when asked', async () => {
      const { quote, guestToken, email } = await startAsVisitor(t);
      await save(t, guestToken, quote, { emailResumeLink: true }).expect(200);
      expect((await mailTo(t, email)).filter((m) => m.template === 'quote-resume')).toHaveLength(2);
    });

    it('keeps a guest to their own quote (1203)', async () => {
      const mine = await startAsVisitor(t);
      const theirs = await startAsVisitor(t);
      const read = await t.http
        .get(`/api/quote/getQuote/${theirs.quote.id}`)
        .set(bearer(mine.guestToken))
        .expect(403);
      expect(codeOf(read)).toBe(1203);
      const write = await save(t, mine.guestToken, theirs.quote, { employees: 1 }).expect(403);
      expect(codeOf(write)).toBe(1203);
    });

    it('keeps a client to their own quotes (1203)', async () => {
      const owner = await registerClient(t);
      const stranger = await registerClient(t);
      const quote = quoteOf(
        await t.http
          .post('/api/quote/saveForLater')
          .set(bearer(owner.token))
          .send({ coverageType: 'gl' })
          .expect(200),
      );
      const res = await t.http
        .get(`/api/quote/getQuote/${quote.id}`)
        .set(bearer(stranger.token))
        .expect(403);
      expect(codeOf(res)).toBe(1203);
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(owner.token)).expect(200);
      await t.http
        .get(`/api/quote/getQuote/${quote.id}`)
        .set(bearer(await adminToken(t)))
        .expect(200);
    });

    it('answers 404 for a quote that does not exist', async () => {
      const client = await registerClient(t);
      await t.http
        .get('/api/quote/getQuote/6f1c1f4e-9d8b-4f3a-8e2a-1b2c3d4e5f60')
        .set(bearer(client.token))
        .expect(404)
        .expect((r) => expect(r.body.code).toBe(ErrorCode.QuoteNotFound));
    });
  });

  describe('who may still change a quote', () => {
    it('hands the quote to the account once the client signs up: the guest token stops working', async () => {
      const { quote, guestToken, email } = await startAsVisitor(t);
      await registerClient(t, { email });
      // Dead as the sign-up's announcement arrives (milliseconds after it commits).
      await eventually(
        async () =>
          (await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken))).status ===
          401,
      );
      // A save with the dead token is a visitor's: the way back in is the emailed sign-up link.
      const res = await save(t, guestToken, quote, { employees: 4 }).expect(403);
      expect(codeOf(res)).toBe(1208);
    });

    it('refuses guests (1211) and clients (1212) on a locked quote, not admins', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      await setQuoteState(t, quote.id, { locked: true });
      expect(codeOf(await save(t, guestToken, quote, { employees: 4 }).expect(403))).toBe(1211);

      const client = await registerClient(t);
      const own = quoteOf(
        await t.http
          .post('/api/quote/saveForLater')
          .set(bearer(client.token))
          .send({ coverageType: 'wc' })
          .expect(200),
      );
      await setQuoteState(t, own.id, { locked: true });
      expect(codeOf(await save(t, client.token, own, { employees: 4 }).expect(403))).toBe(1212);
      await save(t, await adminToken(t), own, { employees: 4 }).expect(200);
    });

    it('closes completed (1204) and bound (1205) quotes', async () => {
      const client = await registerClient(t);
      const start = async (coverageType: string) =>
        quoteOf(
          await t.http
            .post('/api/quote/saveForLater')
            .set(bearer(client.token))
            .send({ coverageType })
            .expect(200),
        );
      const completed = await start('wc');
      await setQuoteState(t, completed.id, { status: 'Completed' });
      expect(codeOf(await save(t, client.token, completed, { employees: 4 }).expect(409))).toBe(
        1204,
      );
      const bound = await start('gl');
      await setQuoteState(t, bound.id, { status: 'Bound' });
      expect(codeOf(await save(t, client.token, bound, { employees: 4 }).expect(409))).toBe(1205);
    });

    it('lets only the effective date change once checkout started (1214)', async () => {
      const client = await registerClient(t);
      const quote = quoteOf(
        await t.http
          .post('/api/quote/saveForLater')
          .set(bearer(client.token))
          .send({ coverageType: 'wc' })
          .expect(200),
      );
      await setQuoteState(t, quote.id, { status: 'Purchase pending' });
      const res = await save(t, client.token, quote, { employees: 4 }).expect(409);
      expect(codeOf(res)).toBe(1214);
      const moved = await save(t, client.token, quote, { effectiveDate: '2030-01-15' }).expect(200);
      expect(quoteOf(moved).effectiveDate).toBe('2030-01-15');
    });

    it('guest tokens for other quotes open nothing else', async () => {
      const { quote } = await startAsVisitor(t);
      const other = await startAsVisitor(t);
      expect(
        codeOf(
          await t.http
            .get(`/api/quote/getQuote/${quote.id}`)
            .set(bearer(other.guestToken))
            .expect(403),
        ),
      ).toBe(1203);
      // A token for a quote that does not exist is no token at all.
      const forged = guestTokenFor(t, '0b5e1f0a-2c3d-4e5f-8a9b-0c1d2e3f4a5b');
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(forged)).expect(401);
    });
  });

  describe('going back and starting over', () => {
    it('erases the later steps’ data when an earlier step is saved again', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      const full = quoteOf(
        await save(t, guestToken, quote, {
          ...wcSubmission(),
          payrollAnswers: { seasonal: 'No' },
          ownerAnswers: { officersInField: 'Yes' },
          step: 'claims',
        }).expect(200),
      );
      const back = quoteOf(
        await save(t, guestToken, full, { step: 'payroll', employees: 6 }).expect(200),
      );
      expect(back.step).toBe('payroll');
      expect(back.business.employees).toBe(6);
      // The payroll step and those before it keep their data; the later ones lose theirs.
      expect(back.business.locations).toHaveLength(1);
      expect(back.wcClassCodes).toMatchObject([{ classCode: '0042', payrollCents: 25_000_000 }]);
      expect(back.payrollAnswers).toEqual({ seasonal: 'No' });
      expect(back.underwritingAnswers).toEqual({});
      expect(back.business.owners).toEqual([]);
      expect(back.ownerAnswers).toEqual({});

      const earlier = quoteOf(
        await save(t, guestToken, back, { step: 'effectiveDate' }).expect(200),
      );
      expect(earlier.wcClassCodes).toMatchObject([{ classCode: '0042', payrollCents: null }]);
      expect(earlier.payrollAnswers).toEqual({});
      expect(earlier.business.locations).toHaveLength(1);

      const first = quoteOf(
        await save(t, guestToken, earlier, { step: 'businessInfo' }).expect(200),
      );
      expect(first.business.locations).toEqual([]);
    });

    it('starts over keeping carriers, contact and business identity', async () => {
      const { quote, guestToken, email } = await startAsVisitor(t);
      const full = quoteOf(
        await save(t, guestToken, quote, {
          ...wcSubmission({ businessName: 'Keep Me LLC', businessDba: 'Keep' }),
          fein: '11-2223334',
          noFein: false,
          carriers: ['Hartford', 'Markel'],
          step: 'claims',
        }).expect(200),
      );
      const reset = quoteOf(await save(t, guestToken, full, { reset: true }).expect(200));
      expect(reset.step).toBe('coverage');
      expect(reset.carriers).toEqual(['Hartford', 'Markel']);
      expect(reset.client).toMatchObject({ email, firstName: 'Pat', lastName: 'Owner' });
      expect(reset.business).toMatchObject({
        businessName: 'Keep Me LLC',
        feinMasked: '•••••3334',
        employees: null,
        locations: [],
        owners: [],
      });
      expect(reset.wcClassCodes).toEqual([]);
      expect(reset.effectiveDate).toBeNull();
    });
  });
});
