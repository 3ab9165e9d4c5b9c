import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { addYearsIso, BINDABILITY_REASON_TEXTS, ErrorCode } from '@coverline/contracts';
import { adminToken, createTestApp, registerClient, type TestApp } from '../helpers/app';
import { billedQuote, eftBilling, readyToBindQuote } from '../purchase/purchase-helpers';
import {
  bearer,
  codeOf,
  currentVersion,
  isoDay,
  quoteOf,
  save,
  startAsVisitor,
  submittedWcQuote,
  wcSubmission,
  type QuoteBody,
} from './quote-helpers';

/**
 * The quote codes of the catalogue each raised where they belong: the sandbox carriers'
 * documented answers (a referral the underwriter approved, locations to add at the carrier, a
 * quote changed in Hartford's own tool) refused at the cart with their own code, and the calls
 * that guard rating (1218, 1102), submitting (1101), reading (1224) and buying (1502).
 */
describe('catalogue codes raised', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
  });

  afterAll(() => t?.close());

  /** A FEIN with the sandbox's two leading digits and seven random ones. */
  const feinWithPrefix = (prefix: string) =>
    `${prefix}-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const rate = (token: string, quoteId: string, carriers?: string[]) =>
    t.http
      .post('/api/wc/quotes')
      .set(bearer(token))
      .send({ quoteId, ...(carriers ? { carriers } : {}) });
  const hartfordOf = (quote: QuoteBody) =>
    quote.carrierQuotes.find((q) => q.carrier === 'Hartford')!;
  const twoClaims = [
    { description: 'Sprain', amountOfLossCents: 150_000, date: isoDay(-400), open: false },
    { description: 'Cut', amountOfLossCents: 90_000, date: isoDay(-200), open: false },
  ];

  /** Rates, chooses Hartford's answer and tries the cart: the refusal's code. */
  async function cartCodeForHartford(overrides: Record<string, unknown>) {
    const { quote, guestToken, email } = await submittedWcQuote(t, overrides);
    const rated = quoteOf(await rate(guestToken, quote.id).expect(200));
    const hartford = hartfordOf(rated);
    const chosen = quoteOf(
      await t.http
        .post('/api/quote/setQuoteSelected')
        .set(bearer(guestToken))
        .send({ id: quote.id, version: rated.version, carrierQuoteId: hartford.id })
        .expect(200),
    );
    expect(chosen.status).toBe('In review');
    const res = await t.http
      .post('/api/billingInfo/create')
      .set(bearer(guestToken))
      .send(eftBilling(quote.id, email))
      .expect(409);
    return { hartford, code: codeOf(res) };
  }

  it('1003: a referral the sandbox underwriter approved binds with the carrier, not in the cart', async () => {
    const { hartford, code } = await cartCodeForHartford({
      noFein: false,
      fein: feinWithPrefix('99'),
      claims: twoClaims,
    });
    expect(hartford.bindability).toBe('BINDABLE_NOT_THRU_API');
    expect(hartford.reasons).toEqual(['REFERRAL_APPROVED']);
    expect(hartford.reasonTexts).toEqual([BINDABILITY_REASON_TEXTS.REFERRAL_APPROVED]);
    expect(code).toBe(ErrorCode.BindableReferralApproved);
  });

  it('the same referral for another FEIN stays referred (1007 at the cart)', async () => {
    const { hartford, code } = await cartCodeForHartford({ claims: twoClaims });
    expect(hartford.bindability).toBe('REFERRED');
    expect(code).toBe(ErrorCode.Referred);
  });

  it('1004: a second location is added at the carrier', async () => {
    const { hartford, code } = await cartCodeForHartford({
      locations: [
        { address: '100 Main St', city: 'Austin', state: 'TX', zip: '78701', primary: true },
        { address: '9 Oak Ave', city: 'Dallas', state: 'TX', zip: '75201', primary: false },
      ],
    });
    expect(hartford.reasons).toContain('GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS');
    expect(code).toBe(ErrorCode.BindableAddLocations);
  });

  describe('1102: a quote changed in Hartford’s own tool', () => {
    it('is shown with its reason, refused at the cart, never rated again here', async () => {
      const { hartford, code } = await cartCodeForHartford({
        noFein: false,
        fein: feinWithPrefix('98'),
      });
      expect(hartford.reasonTexts).toEqual([BINDABILITY_REASON_TEXTS.CHANGED_IN_CARRIER_TOOL]);
      expect(code).toBe(ErrorCode.HartfordQuoteTouched);
    });

    it('rating Hartford again is refused; rating the panel keeps Hartford’s quote as it is', async () => {
      const { quote, guestToken } = await submittedWcQuote(t, {
        noFein: false,
        fein: feinWithPrefix('98'),
      });
      const first = hartfordOf(quoteOf(await rate(guestToken, quote.id).expect(200)));
      const refused = await rate(guestToken, quote.id, ['Hartford']).expect(409);
      expect(codeOf(refused)).toBe(ErrorCode.HartfordQuoteTouched);
      const again = quoteOf(await rate(guestToken, quote.id).expect(200));
      expect(hartfordOf(again)).toEqual(first);
      expect(again.carrierQuotes.filter((q) => q.carrier === 'Hartford')).toHaveLength(1);
    });
  });

  it('1218: rating a carrier that cannot rate the line through the API', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    const res = await rate(guestToken, quote.id, ['Cowbell']).expect(409);
    expect(codeOf(res)).toBe(ErrorCode.CarrierQuoteNotApiEnabled);
    const read = quoteOf(
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200),
    );
    expect(read.carrierQuotes).toEqual([]);
  });

  it('1101: a claim outside the look-back ending on the effective date is not sent silently', async () => {
    const effectiveDate = isoDay(30);
    // Within five years of today, so the claims step takes it, but not of the effective date.
    const dropped = addYearsIso(isoDay(29), -5);
    const { quote, guestToken } = await startAsVisitor(t);
    const saved = quoteOf(
      await save(
        t,
        guestToken,
        quote,
        wcSubmission({
          effectiveDate,
          claims: [
            { description: 'Old strain', amountOfLossCents: 80_000, date: dropped, open: false },
          ],
        }),
      ).expect(200),
    );
    const res = await t.http
      .post('/api/quote/sendForm')
      .set(bearer(guestToken))
      .send({ id: saved.id, version: saved.version })
      .expect(409);
    expect(codeOf(res)).toBe(ErrorCode.ReviewDiscardedLosses);
    expect((res.body as { message: string[] }).message[1]).toMatch(/^claims\[0\]\.date: /);
  });

  it('1224: an archived quote is hidden from its client, not from admins', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    await t.http
      .post('/api/quote/archive')
      .set(bearer(admin))
      .send({ id: quote.id, version: await currentVersion(t, quote.id) })
      .expect(200);
    const res = await t.http
      .get(`/api/quote/getQuote/${quote.id}`)
      .set(bearer(guestToken))
      .expect(403);
    expect(codeOf(res)).toBe(ErrorCode.HiddenFromClient);
    const listed = await t.http.get('/api/quote/myQuotes').set(bearer(guestToken)).expect(200);
    expect((listed.body as { items: unknown[] }).items).toEqual([]);
    await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(admin)).expect(200);
  });

  it('1501: a client signed in under another name confirms the carrier quote’s details before paying', async () => {
    const { quote, email } = await billedQuote(t);
    const account = await registerClient(t, { email, firstName: 'Casey', lastName: 'Client' });
    const checkout = (body: Record<string, unknown>) =>
      t.http
        .post('/api/quote/checkout/ascend')
        .set(bearer(account.token))
        .send({ quoteId: quote.id, idempotencyKey: randomUUID(), ...body });
    expect(codeOf(await checkout({}).expect(409))).toBe(ErrorCode.UserDetailsMayDiffer);
    await checkout({ confirmDetails: true }).expect(200);
  });

  it('1502: a chosen quote whose effective date lapsed is not bought', async () => {
    const { quote, guestToken, email } = await readyToBindQuote(t);
    await t.app
      .get(DataSource)
      .query(`UPDATE carrier_quotes SET effective_date = $2 WHERE id = $1`, [
        quote.selectedCarrierQuoteId,
        isoDay(-30),
      ]);
    const res = await t.http
      .post('/api/billingInfo/create')
      .set(bearer(guestToken))
      .send(eftBilling(quote.id, email))
      .expect(409);
    expect(codeOf(res)).toBe(ErrorCode.ExpiredEffectiveDateAccessed);
  });
});
