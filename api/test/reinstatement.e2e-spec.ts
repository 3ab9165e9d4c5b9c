import { DataSource } from 'typeorm';
import { addDaysIso, ErrorCode, InstalmentBilling } from '@coverline/contracts';
import { systemClock } from '../src/common/clock';
import { BillingRunService } from '../src/servicing/instalments';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { pagePath, PAYING_CARD, signedResultOf } from './payments/payments-helpers';
import { bearer, codeOf, isoDay } from './quotes/quote-helpers';
import { boughtPolicy } from './servicing/bought-policy';

interface Billing {
  billedCents: number;
  collectedCents: number;
  refundedCents: number;
  returnPremiumCents: number;
  balanceDueCents: number;
  netCollectedCents: number;
  instalments: Array<{ id: string; seq: number; status: string; dueOn: string }>;
  entries: Array<{ kind: string; amountCents: number; memo: string }>;
}

interface Offer {
  reinstatable: boolean;
  refusal: number | null;
  deadline: string;
  pastDueCents: number;
}

/** The sandbox card that pays at checkout and declines every later charge on file. */
const DECLINES_ON_FILE = '4000 0000 0000 0341';
/** The sandbox card the payment page declines. */
const DECLINES_ON_PAGE = '4000 0000 0000 0002';

describe('reinstating a policy cancelled for non-payment', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: SignedIn;
  let run: BillingRunService;

  beforeAll(async () => {
    // A database of its own: the billing run works every instalment in its database, and
    // another file's run would take (and skip-lock) this file's instalments on its own day.
    t = await createTestApp(
      { PAYMENT_SANDBOX_LATENCY_MS: '0', RATING_SANDBOX_LATENCY_MS: '0' },
      { isolatedDatabase: true },
    );
    db = t.app.get(DataSource);
    admin = await adminToken(t);
    agent = await createAgent(t);
    run = t.app.get(BillingRunService);
  });

  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t?.close());

  /** Moves the application's clock to `day` (the billing run is given its day directly). */
  const today = (day: string) => jest.spyOn(systemClock, 'today').mockReturnValue(day);

  /** A visitor buys on instalments with the card that declines on file; an admin binds it. */
  const bought = (paymentChoice: 'Payments' | 'FullPayment' = 'Payments') =>
    boughtPolicy(
      t,
      { admin, agent },
      {
        effectiveDate: isoDay(1),
        paymentChoice,
        cardNumber: DECLINES_ON_FILE,
        carrier: 'Hartford',
      },
    );

  const billingOf = async (quoteId: string) =>
    (await t.http.get(`/api/policy-billing/${quoteId}`).set(bearer(admin)).expect(200))
      .body as Billing;

  const readCancellation = async (quoteId: string, token = admin) =>
    (await t.http.get(`/api/quote/${quoteId}/cancellation`).set(bearer(token)).expect(200))
      .body as { cancellation: { cancellationDate: string } | null; reinstatement: Offer | null };

  /** The first instalment declines on every try, notice goes out, and the run cancels. */
  async function cancelledForNonPayment(quoteId: string): Promise<string> {
    const first = (await billingOf(quoteId)).instalments[0];
    let day = first.dueOn;
    for (let attempt = 1; attempt <= InstalmentBilling.maxAttempts; attempt++) {
      await run.run(day);
      day = addDaysIso(day, InstalmentBilling.retryAfterDays);
    }
    day = addDaysIso(day, -InstalmentBilling.retryAfterDays);
    const noticeDay = addDaysIso(day, InstalmentBilling.noticeAfterMissedDays);
    await run.run(noticeDay);
    const cancellationOn = (await billingOf(quoteId)).instalments[0] as unknown as {
      cancellationOn: string;
    };
    await run.run(cancellationOn.cancellationOn);
    const read = await readCancellation(quoteId);
    expect(read.cancellation).toMatchObject({ cancellationDate: cancellationOn.cancellationOn });
    return cancellationOn.cancellationOn;
  }

  /** What the sandbox provider kept for the application: its charges less their refunds. */
  const providerNet = async (quoteId: string) => {
    const [row] = await db.query<Array<{ paid: string; refunded: string }>>(
      `WITH charges AS (
         SELECT c.id, c.amount_cents FROM sandbox_charges c
           JOIN sandbox_checkouts k ON k.id = c.checkout_id
          WHERE c.status = 'paid' AND k.reference IN (
            SELECT id::text FROM policy_instalments WHERE application_id = $1::uuid
            UNION SELECT id::text FROM checkouts WHERE application_id = $1::uuid
            UNION SELECT id::text FROM policy_cancellations WHERE application_id = $1::uuid))
       SELECT (SELECT coalesce(sum(amount_cents), 0) FROM charges) AS paid,
              (SELECT coalesce(sum(r.amount_cents), 0) FROM sandbox_refunds r
                WHERE r.charge_id IN (SELECT id FROM charges)) AS refunded`,
      [quoteId],
    );
    return Number(row.paid) - Number(row.refunded);
  };

  const reinstate = (quoteId: string, token = admin, body: object = {}) =>
    t.http.post(`/api/quote/${quoteId}/reinstate`).set(bearer(token)).send(body);
  const pay = (quoteId: string, token: string) =>
    t.http.post(`/api/quote/${quoteId}/reinstatement/pay`).set(bearer(token)).send();
  const result = (token: string, body: object) =>
    t.http.post('/api/quote/reinstatement/result').set(bearer(token)).send(body);

  const statusOf = async (quoteId: string, token: string) => {
    const res = await t.http.get('/api/quote/myPolicies').set(bearer(token)).expect(200);
    return (res.body.items as Array<{ quoteId: string; status: string }>).find(
      (p) => p.quoteId === quoteId,
    )?.status;
  };

  it('the client pays what is past due within the window: cover goes on with no lapse and the ledger reconciles', async () => {
    const { quote, email, client } = await bought();
    const cancellationOn = await cancelledForNonPayment(quote.id);
    const cancelled = await billingOf(quote.id);
    expect(cancelled.instalments.every((i) => i.status === 'Cancelled')).toBe(true);

    // A week after the cancellation: instalment 2 came due meanwhile and was never billed.
    const day = addDaysIso(cancellationOn, 7);
    today(day);
    const [first, second] = cancelled.instalments;
    expect(second.dueOn <= day).toBe(true);
    const offer = (await readCancellation(quote.id, client.token)).reinstatement!;
    expect(offer).toMatchObject({
      reinstatable: true,
      refusal: null,
      deadline: addDaysIso(cancellationOn, 30),
    });
    // Past due: both instalments (the cancellation's earned premium reversed).
    const owedBefore = (await billingOf(quote.id)).balanceDueCents;
    expect(offer.pastDueCents).toBeGreaterThan(owedBefore);

    // Staff read the offer too; agents may not reinstate, nor the client without paying.
    await reinstate(quote.id, agent.token).expect(403);
    await reinstate(quote.id, client.token).expect(403);

    // A declined try on the page, then a card that pays.
    const firstTry = (await pay(quote.id, client.token).expect(200)).body as {
      redirectUrl: string;
    };
    expect(
      ((await pay(quote.id, client.token).expect(200)).body as { redirectUrl: string }).redirectUrl,
    ).toBe(firstTry.redirectUrl);
    const declinedPage = await t.http
      .post(pagePath(firstTry.redirectUrl))
      .type('form')
      .send({ ...PAYING_CARD, cardNumber: DECLINES_ON_PAGE })
      .expect(303);
    const declined = await result(
      client.token,
      signedResultOf(declinedPage.headers.location as string),
    ).expect(409);
    expect(codeOf(declined)).toBe(ErrorCode.ReinstatementDeclined);
    expect((await readCancellation(quote.id)).cancellation).not.toBeNull();

    const secondTry = (await pay(quote.id, client.token).expect(200)).body as {
      redirectUrl: string;
    };
    expect(secondTry.redirectUrl).not.toBe(firstTry.redirectUrl);
    const paidPage = await t.http
      .post(pagePath(secondTry.redirectUrl))
      .type('form')
      .send(PAYING_CARD)
      .expect(303);
    const signed = signedResultOf(paidPage.headers.location as string);
    const done = (await result(client.token, signed).expect(200)).body as Record<string, unknown>;
    expect(done).toMatchObject({
      quoteId: quote.id,
      cancellationDate: cancellationOn,
      reinstatedOn: day,
      paidCents: offer.pastDueCents,
      balanceDueCents: 0,
      carrierConfirmation: expect.stringMatching(/^RIN-[0-9A-F]{10}$/),
    });
    // The same result again records nothing more.
    expect((await result(client.token, signed).expect(200)).body).toEqual(done);

    // In force again, as if never cancelled.
    expect(await readCancellation(quote.id)).toEqual({ cancellation: null, reinstatement: null });
    expect(await statusOf(quote.id, client.token)).toBe('Active');
    const billing = await billingOf(quote.id);
    const byId = new Map(billing.instalments.map((i) => [i.id, i.status]));
    expect(byId.get(first.id)).toBe('Paid');
    expect(byId.get(second.id)).toBe('Paid');
    expect(billing.instalments.slice(2).every((i) => i.status === 'Scheduled')).toBe(true);
    expect(billing.balanceDueCents).toBe(0);
    // The ledger's net collected is what the provider charged less what it refunded.
    expect(billing.netCollectedCents).toBe(await providerNet(quote.id));
    // Billed less returned is again the premium billed by the schedule so far: the first
    // payment and the two instalments due.
    const firstPayment = billing.entries.find((e) => e.memo === 'First payment due at purchase')!;
    expect(billing.billedCents - billing.returnPremiumCents).toBe(
      firstPayment.amountCents +
        cancelled.instalments
          .slice(0, 2)
          .reduce((sum, i) => sum + (i as unknown as { amountCents: number }).amountCents, 0),
    );
    const mails = await mailTo(t, email);
    const notice = mails.find((m) => m.template === 'policy-reinstated');
    expect(notice?.text).toContain('is reinstated');
    expect(notice?.text).toContain('We received your payment');

    // The rest is charged on the card that paid the reinstatement.
    const third = billing.instalments[2];
    const summary = await run.run(third.dueOn);
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    const later = await billingOf(quote.id);
    expect(later.instalments[2].status).toBe('Paid');
    expect(later.netCollectedCents).toBe(await providerNet(quote.id));

    // Nothing left to reinstate.
    expect(codeOf(await pay(quote.id, client.token).expect(409))).toBe(
      ErrorCode.PolicyNotCancelled,
    );
  });

  it('staff reinstate within the window: what is owed stays owed, holders are told, and it can be cancelled again', async () => {
    const { quote, email, client } = await bought();
    await db.query(`UPDATE users SET language = 'es' WHERE email = $1`, [email]);
    await db.query(
      `UPDATE clients SET language = 'es'
        WHERE id = (SELECT client_id FROM applications WHERE id = $1)`,
      [quote.id],
    );
    const cancellationOn = await cancelledForNonPayment(quote.id);
    const day = addDaysIso(cancellationOn, 2);
    today(day);
    const offer = (await readCancellation(quote.id)).reinstatement!;
    const res = await reinstate(quote.id, admin, { note: 'Paid by phone promise' }).expect(200);
    expect(res.body).toMatchObject({
      reinstatedOn: day,
      paidCents: null,
      balanceDueCents: offer.pastDueCents,
    });
    expect(await statusOf(quote.id, client.token)).toBe('Active');
    const billing = await billingOf(quote.id);
    expect(billing.instalments[0].status).toBe('Missed');
    expect(billing.instalments.slice(1).every((i) => i.status === 'Scheduled')).toBe(true);
    expect(billing.netCollectedCents).toBe(await providerNet(quote.id));

    const events = await db.query<Array<{ event: string }>>(
      `SELECT event FROM certificate_policy_events e JOIN policies p ON p.id = e.policy_id
        WHERE p.application_id = $1 ORDER BY event`,
      [quote.id],
    );
    expect(events.map((e) => e.event)).toEqual(['reinstated']);
    const mail = (await mailTo(t, email)).find((m) => m.template === 'policy-reinstated');
    expect(mail?.subject).toContain('queda rehabilitada');
    const trail = await t.http.get(`/api/quote/${quote.id}/audit`).set(bearer(admin)).expect(200);
    expect(JSON.stringify(trail.body)).toContain('reinstatePolicy');

    // A second reinstatement finds nothing to rescind.
    expect(codeOf(await reinstate(quote.id).expect(409))).toBe(ErrorCode.PolicyNotCancelled);

    // Cancelled again later: a second cancellation, settled on its own keys.
    const again = await t.http
      .post(`/api/quote/${quote.id}/cancel`)
      .set(bearer(admin))
      .send({ reason: 'non_payment', cancellationDate: day })
      .expect(201);
    const { earnedCents } = again.body as { earnedCents: number };
    const after = await billingOf(quote.id);
    expect(after.billedCents - after.returnPremiumCents).toBe(earnedCents);
    expect(after.netCollectedCents).toBe(await providerNet(quote.id));
    expect(await statusOf(quote.id, client.token)).toBe('Cancelled');
    const told = await db.query<Array<{ event: string }>>(
      `SELECT event FROM certificate_policy_events e JOIN policies p ON p.id = e.policy_id
        WHERE p.application_id = $1 ORDER BY event`,
      [quote.id],
    );
    expect(told.map((e) => e.event)).toEqual(['cancelled', 'reinstated']);
    const cancelledMails = (await mailTo(t, email)).filter(
      (m) => m.template === 'policy-cancelled',
    );
    expect(cancelledMails).toHaveLength(2);
  });

  it('refuses after the window, for cancellations the client asked for, and for policies in force', async () => {
    const { quote, client } = await bought();
    const cancellationOn = await cancelledForNonPayment(quote.id);
    today(addDaysIso(cancellationOn, 31));
    expect((await readCancellation(quote.id, client.token)).reinstatement).toMatchObject({
      reinstatable: false,
      refusal: ErrorCode.ReinstatementWindowClosed,
    });
    expect(codeOf(await reinstate(quote.id).expect(409))).toBe(ErrorCode.ReinstatementWindowClosed);
    expect(codeOf(await pay(quote.id, client.token).expect(409))).toBe(
      ErrorCode.ReinstatementWindowClosed,
    );
    jest.restoreAllMocks();

    const asked = await bought('FullPayment');
    expect(codeOf(await reinstate(asked.quote.id).expect(409))).toBe(ErrorCode.PolicyNotCancelled);
    await t.http
      .post(`/api/quote/${asked.quote.id}/cancel`)
      .set(bearer(admin))
      .send({ reason: 'client_request', cancellationDate: isoDay(1) })
      .expect(201);
    expect(codeOf(await reinstate(asked.quote.id).expect(409))).toBe(
      ErrorCode.ReinstatementNotAllowed,
    );
    expect(codeOf(await pay(asked.quote.id, asked.client.token).expect(409))).toBe(
      ErrorCode.ReinstatementNotAllowed,
    );
  });

  it('checks who asks and what is sent', async () => {
    const { quote, client } = await bought();
    const other = await registerClient(t);
    expect(codeOf(await pay(quote.id, other.token))).toBe(ErrorCode.NotYourQuote);
    await t.http.post(`/api/quote/${quote.id}/reinstate`).send({}).expect(401);
    await reinstate('not-a-uuid').expect(400);
    await reinstate(quote.id, admin, { note: 'x'.repeat(1001) }).expect(400);
    await reinstate(quote.id, admin, { note: 42 }).expect(400);
    await result(client.token, {}).expect(400);
    await result(client.token, { result: 'forged', signature: 'nope' }).expect(400);
  });
});
