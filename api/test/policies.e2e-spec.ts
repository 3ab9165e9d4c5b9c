import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { EMPLOYERS_LIABILITY_LIMITS, ErrorCode } from '@coverline/contracts';
import { formatCents } from '../src/quoting/rating/money';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { pdfPages } from './helpers/pdf-text';
import { bearer, codeOf, isoDay, setQuoteState, type QuoteBody } from './quotes/quote-helpers';
import { completedQuote } from './purchase/purchase-helpers';

interface PolicyBody {
  quoteId: string;
  quoteStatus: string;
  policyNumber: string | null;
  active: boolean;
  missing: string[];
}

const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('binding and policies', () => {
  let t: TestApp;
  let admin: string;
  let agent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    agent = await createAgent(t);
  });

  afterAll(() => t?.close());

  const selected = (quote: QuoteBody) =>
    quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId)!;

  const fullInfo = (quote: QuoteBody) => ({
    carrier: selected(quote).carrier,
    effectiveDate: isoDay(7),
    expirationDate: isoDay(372),
    annualPremiumCents: selected(quote).annualPremiumCents,
    billingInfo: 'Direct bill by EFT, full payment',
    blanketAdditionalInsured: false,
    blanketWaiverOfSubrogation: true,
    portalLink: 'https://carrier.example.com/portal',
  });

  const update = (token: string, quoteId: string, body: Record<string, unknown>) =>
    t.http
      .post('/api/quote/updateQuotePolicy')
      .set(bearer(token))
      .send({ quoteId, ...body });

  const activate = (token: string, quoteId: string) =>
    t.http.post('/api/quote/activePolicy').set(bearer(token)).send({ quoteId });

  const status = async (quoteId: string) =>
    (
      await t.app
        .get(DataSource)
        .query<Array<{ status: string }>>(`SELECT status FROM applications WHERE id = $1`, [
          quoteId,
        ])
    )[0].status;

  /** The quote's audit trail, newest first. */
  const trail = async (quoteId: string) =>
    (await t.http.get(`/api/quote/${quoteId}/audit`).set(bearer(admin)).expect(200)).body as Array<{
      action: string;
      before: unknown;
      after: unknown;
    }>;

  describe('quote/updateQuotePolicy', () => {
    it('keeps what is left out, clears what is null, and lists what activation still needs', async () => {
      const quote = await completedQuote(t, agent.id);
      const first = (
        await update(admin, quote.id, { policyNumber: 'WC-1', carrier: 'Hartford' }).expect(200)
      ).body as PolicyBody;
      expect(first).toMatchObject({ policyNumber: 'WC-1', active: false });
      expect(first.missing).toContain('annual premium');
      const second = (await update(admin, quote.id, { policyNumber: null }).expect(200))
        .body as PolicyBody & { carrier: string };
      expect(second.policyNumber).toBeNull();
      expect(second.carrier).toBe('Hartford');

      // An update that changes nothing is not recorded.
      await update(admin, quote.id, { carrier: 'Hartford' }).expect(200);
      const records = await trail(quote.id);
      expect(records.map((r) => [r.action, r.before, r.after])).toEqual([
        ['updateQuotePolicy', { policyNumber: 'WC-1' }, { policyNumber: null }],
        [
          'updateQuotePolicy',
          { policyNumber: null, carrier: null },
          { policyNumber: 'WC-1', carrier: 'Hartford' },
        ],
      ]);
    });

    it('reads the saved policy information without writing anything, blank before the first save', async () => {
      const quote = await completedQuote(t, agent.id);
      const blank = (
        await t.http.get(`/api/quote/${quote.id}/policy`).set(bearer(admin)).expect(200)
      ).body as PolicyBody;
      expect(blank).toMatchObject({ quoteId: quote.id, policyNumber: null, active: false });
      expect(blank.missing).toContain('annual premium');
      const rows = await t.app
        .get(DataSource)
        .query(`SELECT 1 FROM policies WHERE application_id = $1`, [quote.id]);
      expect(rows).toHaveLength(0);

      await update(admin, quote.id, { policyNumber: 'WC-7' }).expect(200);
      const saved = (
        await t.http.get(`/api/quote/${quote.id}/policy`).set(bearer(admin)).expect(200)
      ).body as PolicyBody;
      expect(saved.policyNumber).toBe('WC-7');
      const unknown = await t.http
        .get(`/api/quote/${randomUUID()}/policy`)
        .set(bearer(admin))
        .expect(404);
      expect(codeOf(unknown)).toBe(ErrorCode.QuoteNotFound);
    });

    it('checks the dates and amounts', async () => {
      const quote = await completedQuote(t, agent.id);
      const backwards = await update(admin, quote.id, {
        effectiveDate: isoDay(10),
        expirationDate: isoDay(5),
      }).expect(400);
      expect(codeOf(backwards)).toBe(ErrorCode.PolicyDatesInvalid);
      await update(admin, quote.id, { annualPremiumCents: -1 }).expect(400);
      await update(admin, quote.id, { annualPremiumCents: 12.5 }).expect(400);
      await update(admin, quote.id, { portalLink: 'javascript:alert(1)' }).expect(400);
    });

    it('is the admin’s', async () => {
      const quote = await completedQuote(t, agent.id);
      await update(agent.token, quote.id, { policyNumber: 'X' }).expect(403);
    });
  });

  describe('quote/activePolicy', () => {
    it('is refused until every piece of policy information is saved', async () => {
      const quote = await completedQuote(t, agent.id);
      const refused = await activate(admin, quote.id).expect(409);
      expect(codeOf(refused)).toBe(1954);
      expect((refused.body as { message: string }).message).toContain('billing info');
      await update(admin, quote.id, { ...fullInfo(quote), billingInfo: null }).expect(200);
      expect(codeOf(await activate(admin, quote.id).expect(409))).toBe(1954);
      expect(await status(quote.id)).toBe('Completed');
    });

    it('binds with the carrier, keeps its policy number and moves Completed -> Bound', async () => {
      const quote = await completedQuote(t, agent.id);
      await update(admin, quote.id, fullInfo(quote)).expect(200);
      const res = await activate(admin, quote.id).expect(200);
      const policy = res.body as PolicyBody;
      const prefix = selected(quote).carrier.slice(0, 3).toUpperCase();
      expect(policy.policyNumber).toMatch(new RegExp(`^${prefix}-WC-\\d{10}$`));
      expect(policy).toMatchObject({ active: true, quoteStatus: 'Bound', missing: [] });
      expect(await status(quote.id)).toBe('Bound');
      const [activation] = await trail(quote.id);
      expect(activation).toMatchObject({
        action: 'activePolicy',
        before: { status: 'Completed', policyActive: false },
        after: { status: 'Bound', policyActive: true, policyNumber: policy.policyNumber },
      });

      expect(codeOf(await activate(admin, quote.id).expect(409))).toBe(1205);
      expect(codeOf(await update(admin, quote.id, { policyNumber: 'CHANGED' }).expect(409))).toBe(
        1205,
      );
    });

    it('a number typed by staff is kept; a quote the carrier does not bind online needs one', async () => {
      const quote = await completedQuote(t, agent.id);
      await t.app
        .get(DataSource)
        .query(`UPDATE carrier_quotes SET quote_source = 'agent' WHERE id = $1`, [
          quote.selectedCarrierQuoteId,
        ]);
      await update(admin, quote.id, fullInfo(quote)).expect(200);
      const refused = await activate(admin, quote.id).expect(409);
      expect(codeOf(refused)).toBe(1954);
      expect((refused.body as { message: string }).message).toContain('policy number');
      await update(admin, quote.id, { policyNumber: 'AGT-778812' }).expect(200);
      const bound = (await activate(admin, quote.id).expect(200)).body as PolicyBody;
      expect(bound.policyNumber).toBe('AGT-778812');
    });

    it('needs a paid and signed quote', async () => {
      const quote = await completedQuote(t, agent.id);
      await setQuoteState(t, quote.id, { status: 'Awaiting signatures' });
      await update(admin, quote.id, fullInfo(quote)).expect(200);
      expect(codeOf(await activate(admin, quote.id).expect(409))).toBe(1955);
    });

    it('is the admin’s', async () => {
      const quote = await completedQuote(t, agent.id);
      await activate(agent.token, quote.id).expect(403);
    });
  });

  describe('quote/sendBoundPolicyToClient and quote/myPolicies', () => {
    it('mails the bound policy summary and lists the policy for its client', async () => {
      const quote = await completedQuote(t, agent.id);
      const send = () =>
        t.http
          .post('/api/quote/sendBoundPolicyToClient')
          .set(bearer(admin))
          .send({ quoteId: quote.id });
      expect(codeOf(await send().expect(409))).toBe(1956);

      await update(admin, quote.id, fullInfo(quote)).expect(200);
      const bound = (await activate(admin, quote.id).expect(200)).body as PolicyBody;
      const sent = (await send().expect(200)).body as {
        sentTo: string;
        documents: Array<{ id: string; type: string }>;
      };
      expect(sent.sentTo).toBe(quote.client.email);
      expect(sent.documents.map((d) => d.type)).toEqual(['POLICY_SUMMARY']);
      // Sending is a staff action in the quote's history, after saving and activating.
      const actions = await trail(quote.id);
      expect(actions.map((r) => r.action).slice(0, 3)).toEqual([
        'sendBoundPolicyToClient',
        'activePolicy',
        'updateQuotePolicy',
      ]);
      expect(actions[0]).toMatchObject({ before: null, after: { sentTo: quote.client.email } });
      const [mail] = await mailTo(t, quote.client.email);
      expect(mail.template).toBe('policy-bound');
      expect(mail.text).toContain(bound.policyNumber!);

      const summary = await t.http
        .get(`/api/quote/${quote.id}/documents/${sent.documents[0].id}`)
        .set(bearer(admin))
        .buffer(true)
        .parse(binary)
        .expect(200);
      const text = (await pdfPages(summary.body as Buffer)).join('\n');
      expect(text).toContain(quote.business.businessName);
      expect(text).toContain(bound.policyNumber!);
      expect(text).toContain(formatCents(selected(quote).annualPremiumCents!));

      const client = await registerClient(t, { email: quote.client.email });
      const mine = await t.http.get('/api/quote/myPolicies').set(bearer(client.token)).expect(200);
      expect(mine.body).toMatchObject({ total: 1, page: 1 });
      const [policy] = (mine.body as { items: Array<Record<string, unknown>> }).items;
      expect(policy).toMatchObject({
        quoteId: quote.id,
        policyNumber: bound.policyNumber,
        carrier: selected(quote).carrier,
        coverageType: 'wc',
        businessName: quote.business.businessName,
        annualPremiumCents: selected(quote).annualPremiumCents,
        status: 'Active',
      });
      expect((policy.documents as Array<{ id: string }>).map((d) => d.id)).toContain(
        sent.documents[0].id,
      );
      // The terms it was priced and bound with, as its summary prints them.
      const { ratedTerms } = selected(quote) as unknown as {
        ratedTerms: { employersLiabilityLevel: 1 | 2 | 3 };
      };
      expect(policy.limits).toEqual([
        {
          label: 'Employers liability',
          value: EMPLOYERS_LIABILITY_LIMITS[ratedTerms.employersLiabilityLevel],
        },
      ]);

      const stranger = await registerClient(t);
      const theirs = await t.http
        .get('/api/quote/myPolicies')
        .set(bearer(stranger.token))
        .expect(200);
      expect(theirs.body).toMatchObject({ items: [], total: 0 });

      const assigned = await t.http
        .get('/api/quote/myPolicies')
        .query({ clientId: policy.clientId as string })
        .set(bearer(agent.token))
        .expect(200);
      expect((assigned.body as { total: number }).total).toBe(1);
      const otherAgent = await createAgent(t);
      const notTheirs = await t.http
        .get('/api/quote/myPolicies')
        .set(bearer(otherAgent.token))
        .expect(200);
      expect((notTheirs.body as { total: number }).total).toBe(0);
    });

    it('a business holds one bound policy per coverage', async () => {
      const quote = await completedQuote(t, agent.id);
      await update(admin, quote.id, fullInfo(quote)).expect(200);
      await activate(admin, quote.id).expect(200);
      // A second application of the same business and coverage, also completed.
      const db = t.app.get(DataSource);
      const [row] = await db.query<Array<{ id: string }>>(
        `INSERT INTO applications (client_id, business_id, coverage_type, status, active, step,
           payroll_answers, underwriting_answers, owner_answers, property_answers, cyber_answers,
           carriers, settings, version)
         SELECT client_id, business_id, coverage_type, 'Completed', false, step, '{}', '{}', '{}',
           '{}', '{}', '{}', '{}', 1 FROM applications WHERE id = $1 RETURNING id`,
        [quote.id],
      );
      await update(admin, row.id, { ...fullInfo(quote), policyNumber: 'SECOND-1' }).expect(200);
      expect(codeOf(await activate(admin, row.id).expect(409))).toBe(1206);
    });
  });
});
