import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { addDaysIso } from '@coverline/contracts';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { bearer, codeOf, isoDay, type QuoteBody } from './quotes/quote-helpers';
import { boughtPolicy, certificateTo } from './servicing/bought-policy';

interface Billing {
  billedCents: number;
  collectedCents: number;
  refundedCents: number;
  returnPremiumCents: number;
  netCollectedCents: number;
  entries: Array<{ kind: string; amountCents: number }>;
}

interface Endorsement {
  id: string;
  status: string;
  baseVersionNo: number;
  oldAnnualPremiumCents: number;
  newAnnualPremiumCents: number;
  proRataCents: number;
  termDays: number;
  remainingDays: number;
  referralReasons: string[];
  offerExpiresOn: string | null;
  settlement: string | null;
  settledCents: number;
  issuedVersionNo: number | null;
  documentId: string | null;
}

describe('endorsements of a bound policy', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: SignedIn;
  let otherAgent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '0', RATING_SANDBOX_LATENCY_MS: '0' });
    db = t.app.get(DataSource);
    admin = await adminToken(t);
    agent = await createAgent(t);
    otherAgent = await createAgent(t);
  });

  afterAll(() => t?.close());

  const selectedOf = (quote: QuoteBody) =>
    quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId)!;

  /** A visitor buys in full and an admin binds the policy, with the quoted carrier, for a year. */
  const bought = (effectiveDate: string) => boughtPolicy(t, { admin, agent }, { effectiveDate });

  const payroll = (payrollCents: number) => [{ state: 'TX', classCode: '0042', payrollCents }];
  const ask = (quoteId: string, body: object, token: string) =>
    t.http.post(`/api/quote/${quoteId}/endorsements`).set(bearer(token)).send(body);
  const step = (quoteId: string, id: string, action: string, token: string, body: object = {}) =>
    t.http.post(`/api/quote/${quoteId}/endorsements/${id}/${action}`).set(bearer(token)).send(body);
  const listOf = async (quoteId: string, token = admin) =>
    (await t.http.get(`/api/quote/${quoteId}/endorsements`).set(bearer(token)).expect(200))
      .body as {
      currentVersionNo: number;
      annualPremiumCents: number;
      versions: Array<{ versionNo: number; annualPremiumCents: number }>;
      payroll: Array<{ state: string; classCode: string; payrollCents: number }>;
      endorsements: Endorsement[];
    };
  const billingOf = async (quoteId: string) =>
    (await t.http.get(`/api/policy-billing/${quoteId}`).set(bearer(admin)).expect(200))
      .body as Billing;

  /** What the sandbox provider kept for the application: its charges less their refunds. */
  const providerNet = async (quoteId: string) => {
    const [row] = await db.query<Array<{ paid: string; refunded: string }>>(
      `WITH charges AS (
         SELECT c.id, c.amount_cents FROM sandbox_charges c
           JOIN sandbox_checkouts k ON k.id = c.checkout_id
          WHERE c.status = 'paid' AND k.reference IN (
            SELECT id::text FROM policy_endorsements WHERE application_id = $1::uuid
            UNION SELECT id::text FROM checkouts WHERE application_id = $1::uuid))
       SELECT (SELECT coalesce(sum(amount_cents), 0) FROM charges) AS paid,
              (SELECT coalesce(sum(r.amount_cents), 0) FROM sandbox_refunds r
                WHERE r.charge_id IN (SELECT id FROM charges)) AS refunded`,
      [quoteId],
    );
    return Number(row.paid) - Number(row.refunded);
  };

  it('prices a payroll increase pro rata, offers it, and charges it on acceptance with a new version and document', async () => {
    const { quote, premium, email, client } = await bought(isoDay(-100));
    const today = isoDay(0);

    const res = await ask(
      quote.id,
      { type: 'change_payroll', effectiveDate: today, payroll: payroll(27_500_000) },
      client.token,
    ).expect(201);
    const offered = res.body as Endorsement;
    expect(offered).toMatchObject({
      status: 'offered',
      baseVersionNo: 1,
      oldAnnualPremiumCents: premium,
      termDays: 365,
      remainingDays: 265,
      referralReasons: [],
      offerExpiresOn: addDaysIso(today, 30),
    });
    const change = offered.newAnnualPremiumCents - premium;
    expect(change).toBeGreaterThan(0);
    expect(offered.proRataCents).toBe(Math.round((change * 265) / 365));
    const offerMail = (await mailTo(t, email)).find((m) => m.template === 'endorsement-offered');
    expect(offerMail?.text).toContain('additional premium');

    // One at a time: a second change waits until this one is answered.
    const second = await ask(
      quote.id,
      { type: 'change_payroll', effectiveDate: today, payroll: payroll(30_000_000) },
      client.token,
    ).expect(409);
    expect(codeOf(second)).toBe(3068);
    // Staff do not accept for the client.
    await step(quote.id, offered.id, 'accept', admin).expect(403);

    const accepted = await step(quote.id, offered.id, 'accept', client.token).expect(200);
    expect(accepted.body).toMatchObject({
      status: 'issued',
      settlement: 'charged',
      settledCents: offered.proRataCents,
      issuedVersionNo: 2,
      documentId: expect.any(String),
    });
    // Accepted once: a second acceptance is refused and charges nothing more.
    expect(codeOf(await step(quote.id, offered.id, 'accept', client.token).expect(409))).toBe(3065);

    const billing = await billingOf(quote.id);
    expect(billing).toMatchObject({
      billedCents: premium + offered.proRataCents,
      collectedCents: premium + offered.proRataCents,
      refundedCents: 0,
    });
    expect(billing.netCollectedCents).toBe(await providerNet(quote.id));

    const list = await listOf(quote.id, client.token);
    expect(list.currentVersionNo).toBe(2);
    // The payroll a next change starts from is the version in force.
    expect(list.payroll).toEqual(payroll(27_500_000));
    expect(list.annualPremiumCents).toBe(offered.newAnnualPremiumCents);
    expect(list.versions.map((v) => [v.versionNo, v.annualPremiumCents])).toEqual([
      [1, premium],
      [2, offered.newAnnualPremiumCents],
    ]);
    const documents = await t.http
      .get(`/api/quote/${quote.id}/documents`)
      .set(bearer(client.token))
      .expect(200);
    expect(
      (documents.body as Array<{ id: string; type: string }>).some(
        (d) => d.type === 'ENDORSEMENT' && d.id === accepted.body.documentId,
      ),
    ).toBe(true);
    const issuedMail = (await mailTo(t, email)).find((m) => m.template === 'endorsement-issued');
    expect(issuedMail?.text).toContain('version 2');
    const audit = await db.query<Array<{ action: string }>>(
      `SELECT action FROM audit_records WHERE application_id = $1 AND action LIKE '%Endorsement'`,
      [quote.id],
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['acceptEndorsement', 'requestEndorsement']);

    // A decrease is priced from version 2 and refunded through the provider.
    const lower = await ask(
      quote.id,
      { type: 'change_payroll', effectiveDate: today, payroll: payroll(22_500_000) },
      agent.token,
    ).expect(201);
    const back = lower.body as Endorsement;
    expect(back).toMatchObject({
      status: 'offered',
      baseVersionNo: 2,
      oldAnnualPremiumCents: offered.newAnnualPremiumCents,
    });
    expect(back.proRataCents).toBeLessThan(0);
    const refunded = await step(quote.id, back.id, 'accept', client.token).expect(200);
    expect(refunded.body).toMatchObject({
      status: 'issued',
      settlement: 'refunded',
      settledCents: -back.proRataCents,
      issuedVersionNo: 3,
    });
    const after = await billingOf(quote.id);
    expect(after).toMatchObject({
      returnPremiumCents: -back.proRataCents,
      refundedCents: -back.proRataCents,
    });
    expect(after.netCollectedCents).toBe(await providerNet(quote.id));
    expect(after.netCollectedCents).toBe(after.billedCents - after.returnPremiumCents);
  });

  it('refers a large change to staff: the assigned agent approves, the client declines', async () => {
    const { quote, email, client } = await bought(isoDay(-30));
    const res = await ask(
      quote.id,
      { type: 'change_payroll', effectiveDate: isoDay(0), payroll: payroll(75_000_000) },
      client.token,
    ).expect(201);
    const referred = res.body as Endorsement;
    expect(referred.status).toBe('referred');
    expect(referred.referralReasons).toContain('premium_change');
    expect(referred.offerExpiresOn).toBeNull();
    // Not the client's to accept or approve while staff look at it.
    expect(codeOf(await step(quote.id, referred.id, 'accept', client.token).expect(409))).toBe(
      3065,
    );
    await step(quote.id, referred.id, 'approve', client.token).expect(403);
    expect(codeOf(await step(quote.id, referred.id, 'decline', client.token).expect(409))).toBe(
      3065,
    );
    // Another agent's client.
    expect(codeOf(await step(quote.id, referred.id, 'approve', otherAgent.token).expect(403))).toBe(
      1301,
    );
    expect((await mailTo(t, email)).some((m) => m.template === 'endorsement-offered')).toBe(false);

    const approved = await step(quote.id, referred.id, 'approve', agent.token, {
      note: 'Payroll checked with the client',
    }).expect(200);
    expect(approved.body).toMatchObject({
      status: 'offered',
      offerExpiresOn: addDaysIso(isoDay(0), 30),
    });
    expect((await mailTo(t, email)).some((m) => m.template === 'endorsement-offered')).toBe(true);
    // Approved once.
    expect(codeOf(await step(quote.id, referred.id, 'approve', admin).expect(409))).toBe(3065);

    const declined = await step(quote.id, referred.id, 'decline', client.token).expect(200);
    expect(declined.body.status).toBe('declined');
    const billing = await billingOf(quote.id);
    expect(billing.billedCents).toBe(selectedOf(quote).annualPremiumCents);
    expect((await listOf(quote.id)).currentVersionNo).toBe(1);
  });

  it('adds an additional insured and a location in a new state (referred), and withdraws', async () => {
    const policy = await bought(isoDay(-10));
    const { quote, client } = policy;
    // Certificates went to two holders, one with a Spanish account: the additional insured
    // changes what they show, and each is told in their language.
    const holderEmail = `holder-${randomUUID().slice(0, 8)}@endorsements.example.com`;
    const spanishHolder = await registerClient(t, { language: 'es' });
    await certificateTo(t, policy, holderEmail);
    await certificateTo(t, policy, spanishHolder.email);
    const insured = await ask(
      quote.id,
      { type: 'add_additional_insured', effectiveDate: isoDay(0), additionalInsured: 'Acme GC' },
      client.token,
    ).expect(201);
    // Workers compensation rates no additional insured: no premium, issued at once on acceptance.
    expect(insured.body).toMatchObject({ status: 'offered', proRataCents: 0 });
    const issued = await step(quote.id, insured.body.id as string, 'accept', client.token).expect(
      200,
    );
    expect(issued.body).toMatchObject({ status: 'issued', settlement: 'none', settledCents: 0 });
    const list = await listOf(quote.id);
    expect(list.versions[1]).toMatchObject({ versionNo: 2, additionalInsureds: ['Acme GC'] });
    const told = (await mailTo(t, holderEmail)).filter(
      (m) => m.template === 'certificate-holder-notice',
    );
    expect(told).toHaveLength(1);
    expect(told[0].subject).toContain('Policy changed');
    expect(told[0].text).toContain('Acme GC');
    expect(told[0].text).toMatch(/\/verify\/[A-Za-z0-9_-]{32}/);
    const toldInSpanish = (await mailTo(t, spanishHolder.email)).filter(
      (m) => m.template === 'certificate-holder-notice',
    );
    expect(toldInSpanish).toHaveLength(1);
    expect(toldInSpanish[0].subject).toContain('Póliza modificada');
    expect(toldInSpanish[0].text).toContain(': se agregó a Acme GC como asegurado adicional.');
    // The same name twice changes nothing the rules accept.
    expect(
      codeOf(
        await ask(
          quote.id,
          {
            type: 'add_additional_insured',
            effectiveDate: isoDay(0),
            additionalInsured: 'acme gc',
          },
          client.token,
        ).expect(400),
      ),
    ).toBe(3062);

    const location = await ask(
      quote.id,
      {
        type: 'add_location',
        effectiveDate: isoDay(0),
        location: { line1: '5 Elm St', city: 'Tulsa', state: 'OK', zip: '74103' },
      },
      agent.token,
    ).expect(201);
    expect(location.body.status).toBe('referred');
    expect(location.body.referralReasons).toContain('new_state');
    const withdrawn = await step(
      quote.id,
      location.body.id as string,
      'withdraw',
      client.token,
    ).expect(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    expect(
      codeOf(await step(quote.id, location.body.id as string, 'approve', admin).expect(409)),
    ).toBe(3065);
  });

  it('earns each version for its own days when the endorsed policy is cancelled: the refund and the ledger reconcile', async () => {
    const { quote, premium, client } = await bought(isoDay(-100));
    const offered = (
      await ask(
        quote.id,
        { type: 'change_payroll', effectiveDate: isoDay(0), payroll: payroll(27_500_000) },
        client.token,
      ).expect(201)
    ).body as Endorsement;
    await step(quote.id, offered.id, 'accept', client.token).expect(200);
    const change = offered.newAnnualPremiumCents - premium;

    // Cancelled 50 days after the change: 150 days at the bound premium, 50 of them also at
    // the change's; the rest of both is returned.
    const res = await t.http
      .post(`/api/quote/${quote.id}/cancel`)
      .set(bearer(admin))
      .send({ reason: 'underwriting', cancellationDate: isoDay(50) })
      .expect(201);
    const unearned = premium - Math.round((premium * 150) / 365) + Math.round((change * 215) / 365);
    const written = premium + offered.proRataCents;
    expect(res.body).toMatchObject({
      method: 'pro_rata',
      earnedCents: written - unearned,
      refundCents: unearned,
    });
    const billing = await billingOf(quote.id);
    expect(billing).toMatchObject({
      billedCents: written,
      returnPremiumCents: unearned,
      refundedCents: unearned,
      netCollectedCents: written - unearned,
    });
    expect(billing.netCollectedCents).toBe(await providerNet(quote.id));
  });

  it('refuses what cannot be endorsed, with codes', async () => {
    const { quote, client } = await bought(isoDay(-50));
    const other = await registerClient(t, { email: `other-${randomUUID()}@example.com` });
    const body = { type: 'change_payroll', effectiveDate: isoDay(0), payroll: payroll(26_000_000) };

    // Outside the term, or too far back.
    expect(
      codeOf(
        await ask(quote.id, { ...body, effectiveDate: isoDay(-51) }, client.token).expect(400),
      ),
    ).toBe(3061);
    expect(
      codeOf(
        await ask(quote.id, { ...body, effectiveDate: isoDay(400) }, client.token).expect(400),
      ),
    ).toBe(3061);
    expect(
      codeOf(
        await ask(quote.id, { ...body, effectiveDate: isoDay(-40) }, client.token).expect(400),
      ),
    ).toBe(3061);
    // A change the line does not have, a missing field, a change that changes nothing.
    expect(
      codeOf(
        await ask(
          quote.id,
          { type: 'change_limits', effectiveDate: isoDay(0), glLimit: '2M/4M' },
          client.token,
        ).expect(400),
      ),
    ).toBe(3062);
    expect(
      codeOf(
        await ask(
          quote.id,
          { type: 'change_owners', effectiveDate: isoDay(0) },
          client.token,
        ).expect(400),
      ),
    ).toBe(3062);
    expect(
      codeOf(
        await ask(quote.id, { ...body, payroll: payroll(25_000_000) }, client.token).expect(400),
      ),
    ).toBe(3070);
    // Bad input.
    await ask(quote.id, { ...body, type: 'nope' }, client.token).expect(400);
    await ask(
      quote.id,
      { ...body, payroll: [{ state: 'TX', classCode: '42', payrollCents: 1 }] },
      client.token,
    ).expect(400);

    // Someone else's policy.
    expect(codeOf(await ask(quote.id, body, other.token).expect(403))).toBe(1203);
    expect(
      codeOf(
        await t.http
          .get(`/api/quote/${quote.id}/endorsements`)
          .set(bearer(other.token))
          .expect(403),
      ),
    ).toBe(1203);
    expect(codeOf(await ask(quote.id, body, otherAgent.token).expect(403))).toBe(1301);
    const mine = (await ask(quote.id, body, client.token).expect(201)).body as Endorsement;
    expect(codeOf(await step(quote.id, mine.id, 'accept', other.token).expect(403))).toBe(1203);
    // An endorsement of another policy is not found on this one.
    const { quote: second, client: secondClient } = await bought(isoDay(-5));
    expect(codeOf(await step(second.id, mine.id, 'accept', secondClient.token).expect(404))).toBe(
      3060,
    );

    // A cancelled policy is endorsed no more.
    await step(quote.id, mine.id, 'withdraw', admin).expect(200);
    await t.http
      .post(`/api/quote/${quote.id}/cancel`)
      .set(bearer(admin))
      .send({ reason: 'underwriting', cancellationDate: isoDay(0) })
      .expect(201);
    expect(codeOf(await ask(quote.id, body, client.token).expect(409))).toBe(3069);
  });
});
