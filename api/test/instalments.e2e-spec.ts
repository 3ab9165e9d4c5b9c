import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  addDaysIso,
  addMonthsIso,
  ErrorCode,
  InstalmentBilling,
  nonPaymentNoticeDays,
} from '@coverline/contracts';
import { MailService } from '../src/platform/mail';
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

interface Instalment {
  id: string;
  seq: number;
  dueOn: string;
  amountCents: number;
  status: string;
  attempts: number;
  nextAttemptOn: string | null;
  cancellationOn: string | null;
  payableNow: boolean;
}

interface Billing {
  quoteId: string;
  writtenCents: number;
  billedCents: number;
  collectedCents: number;
  refundedCents: number;
  balanceDueCents: number;
  netCollectedCents: number;
  instalments: Instalment[];
  entries: Array<{ kind: string; amountCents: number; memo: string }>;
}

/** The sandbox card that pays at checkout and declines every later charge on file. */
const DECLINES_ON_FILE = '4000 0000 0000 0341';

describe('instalment billing and the premium ledger', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: SignedIn;
  let run: BillingRunService;

  beforeAll(async () => {
    // A database of its own: the billing run works every instalment in its database, and
    // another file's run would take (and skip-lock) this file's instalments on its own day.
    t = await createTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '0' }, { isolatedDatabase: true });
    db = t.app.get(DataSource);
    admin = await adminToken(t);
    agent = await createAgent(t);
    run = t.app.get(BillingRunService);
  });

  afterAll(() => t?.close());

  /**
   * A visitor buys on "down payment and instalments" with `card`, signs up with the quote's
   * email, and an admin binds the policy effective `effectiveDate`.
   */
  const boughtOnInstalments = (cardNumber = PAYING_CARD.cardNumber, effectiveDate = isoDay(3)) =>
    boughtPolicy(t, { admin, agent }, { effectiveDate, paymentChoice: 'Payments', cardNumber });

  const billingOf = async (token: string, quoteId: string) =>
    (await t.http.get(`/api/policy-billing/${quoteId}`).set(bearer(token)).expect(200))
      .body as Billing;

  /** What the sandbox provider took and gave back for an application's instalments. */
  const providerNet = async (quoteId: string) => {
    const [row] = await db.query<Array<{ paid: string }>>(
      `SELECT coalesce(sum(c.amount_cents), 0) AS paid FROM sandbox_charges c
         JOIN sandbox_checkouts k ON k.id = c.checkout_id
        WHERE c.status = 'paid' AND k.reference IN (
          SELECT id::text FROM policy_instalments WHERE application_id = $1::uuid
          UNION SELECT id::text FROM checkouts WHERE application_id = $1::uuid)`,
      [quoteId],
    );
    return Number(row.paid);
  };

  const chargesOf = async (instalmentId: string) =>
    Number(
      (
        await db.query<Array<{ n: string }>>(
          `SELECT count(*) AS n FROM sandbox_charges c JOIN sandbox_checkouts k ON k.id = c.checkout_id
            WHERE k.reference = $1`,
          [instalmentId],
        )
      )[0].n,
    );

  it('turns the plan chosen at checkout into a schedule adding up to the premium, and posts the checkout', async () => {
    const { quote, premium, client } = await boughtOnInstalments();
    const billing = await billingOf(client.token, quote.id);
    expect(billing.instalments).toHaveLength(9);
    const down = billing.collectedCents;
    expect(down + billing.instalments.reduce((s, i) => s + i.amountCents, 0)).toBe(premium);
    expect(billing.instalments.every((i) => i.status === 'Scheduled')).toBe(true);
    // Monthly from the effective date.
    expect(billing.instalments.map((i) => i.dueOn)).toEqual(
      billing.instalments.map((_, n) => addMonthsIso(isoDay(3), n + 1)),
    );
    expect(billing.entries.map((e) => e.kind)).toEqual(['Written', 'Billed', 'Collected']);
    expect(billing).toMatchObject({
      writtenCents: premium,
      billedCents: down,
      balanceDueCents: 0,
      netCollectedCents: down,
    });
  });

  it('charges instalment 1 on its date exactly once, with a reminder before and a receipt after; a rerun charges nothing', async () => {
    const { quote, email, client } = await boughtOnInstalments();
    const first = (await billingOf(client.token, quote.id)).instalments[0];

    const early = await run.run(addDaysIso(first.dueOn, -InstalmentBilling.reminderDaysBefore));
    expect(early.reminded).toBeGreaterThanOrEqual(1);
    expect(await chargesOf(first.id)).toBe(0);

    await run.run(first.dueOn);
    const again = await run.run(first.dueOn);
    await Promise.all([run.run(first.dueOn), run.run(first.dueOn)]);
    expect(again.paid).toBe(0);
    expect(await chargesOf(first.id)).toBe(1);

    const billing = await billingOf(client.token, quote.id);
    expect(billing.instalments[0]).toMatchObject({ status: 'Paid', attempts: 1 });
    expect(billing.instalments[1].status).toBe('Scheduled');
    expect(billing.balanceDueCents).toBe(0);
    expect(billing.netCollectedCents).toBe(await providerNet(quote.id));

    const mails = await mailTo(t, email);
    const templates = mails.map((m) => m.template);
    expect(templates.filter((x) => x === 'instalment-reminder')).toHaveLength(1);
    expect(templates.filter((x) => x === 'instalment-receipt')).toHaveLength(1);
    const receipt = mails.find((m) => m.template === 'instalment-receipt')!;
    expect(receipt.text).toContain(`Instalment 1 of policy`);
    expect(receipt.text).toContain('card ending 4242');
  });

  it('leaves an instalment unreminded when its reminder could not be queued, so the next run sends it', async () => {
    const { quote, email, client } = await boughtOnInstalments();
    const first = (await billingOf(client.token, quote.id)).instalments[0];
    const day = addDaysIso(first.dueOn, -InstalmentBilling.reminderDaysBefore);
    const queue = jest
      .spyOn(t.app.get(MailService), 'enqueueOnce')
      .mockRejectedValueOnce(new Error('mail queue unavailable'));
    await expect(run.run(day)).rejects.toThrow('mail queue unavailable');
    queue.mockRestore();
    const remindedOn = async () =>
      (
        await db.query<Array<{ reminded_on: string | null }>>(
          `SELECT reminded_on FROM policy_instalments WHERE id = $1`,
          [first.id],
        )
      )[0].reminded_on;
    expect(await remindedOn()).toBeNull();

    await run.run(day);
    expect(await remindedOn()).not.toBeNull();
    const reminders = (await mailTo(t, email)).filter((m) => m.template === 'instalment-reminder');
    expect(reminders).toHaveLength(1);
  });

  it('retries a declined instalment, then marks it missed with mails, gives notice, and pay now collects it once', async () => {
    const { quote, email, client } = await boughtOnInstalments(DECLINES_ON_FILE);
    const first = (await billingOf(client.token, quote.id)).instalments[0];

    let day = first.dueOn;
    for (let attempt = 1; attempt <= InstalmentBilling.maxAttempts; attempt++) {
      const summary = await run.run(day);
      expect(summary.declined).toBeGreaterThanOrEqual(1);
      const now = (await billingOf(client.token, quote.id)).instalments[0];
      expect(now.attempts).toBe(attempt);
      if (attempt < InstalmentBilling.maxAttempts) {
        expect(now).toMatchObject({ status: 'Retrying', payableNow: false });
        day = now.nextAttemptOn!;
        // Nothing happens before the retry date.
        await run.run(addDaysIso(day, -1));
        expect((await billingOf(client.token, quote.id)).instalments[0].attempts).toBe(attempt);
      } else {
        expect(now).toMatchObject({ status: 'Missed', payableNow: true, nextAttemptOn: null });
      }
    }
    expect(await chargesOf(first.id)).toBe(InstalmentBilling.maxAttempts);
    let billing = await billingOf(client.token, quote.id);
    expect(billing.balanceDueCents).toBe(first.amountCents);

    const declined = (await mailTo(t, email)).filter((m) => m.template === 'instalment-declined');
    expect(declined).toHaveLength(InstalmentBilling.maxAttempts);
    expect(declined.some((m) => m.text.includes('now missed'))).toBe(true);

    // Staff see it among the receivables, overdue.
    const receivables = (
      await t.http
        .get('/api/policy-billing/receivables')
        .query({ overdueOnly: 'true', pageSize: 100 })
        .set(bearer(admin))
        .expect(200)
    ).body as { items: Array<{ quoteId: string; overdueCents: number }> };
    expect(receivables.items.find((r) => r.quoteId === quote.id)).toMatchObject({
      overdueCents: first.amountCents,
    });

    // The grace days pass: the notice of cancellation for non-payment goes out, once.
    const noticeDay = addDaysIso(day, InstalmentBilling.noticeAfterMissedDays);
    await run.run(noticeDay);
    await run.run(noticeDay);
    billing = await billingOf(client.token, quote.id);
    expect(billing.instalments[0]).toMatchObject({
      status: 'NoticeSent',
      cancellationOn: addDaysIso(noticeDay, InstalmentBilling.nonPaymentNoticeDays),
      payableNow: true,
    });
    const notices = (await mailTo(t, email)).filter(
      (m) => m.template === 'instalment-cancellation-notice',
    );
    expect(notices).toHaveLength(1);

    // Pay now: a declined try on the page, then a card that pays.
    const payNow = () =>
      t.http
        .post('/api/policy-billing/payNow')
        .set(bearer(client.token))
        .send({ quoteId: quote.id, instalmentId: first.id });
    const firstTry = (await payNow().expect(200)).body as { redirectUrl: string };
    expect(((await payNow().expect(200)).body as { redirectUrl: string }).redirectUrl).toBe(
      firstTry.redirectUrl,
    );
    const declinedPage = await t.http
      .post(pagePath(firstTry.redirectUrl))
      .type('form')
      .send({ ...PAYING_CARD, cardNumber: '4000 0000 0000 0002' })
      .expect(303);
    const declinedResult = await t.http
      .post('/api/policy-billing/payNow/result')
      .set(bearer(client.token))
      .send(signedResultOf(declinedPage.headers.location as string))
      .expect(409);
    expect(codeOf(declinedResult)).toBe(ErrorCode.PayNowDeclined);

    const secondTry = (await payNow().expect(200)).body as { redirectUrl: string };
    expect(secondTry.redirectUrl).not.toBe(firstTry.redirectUrl);
    const paidPage = await t.http
      .post(pagePath(secondTry.redirectUrl))
      .type('form')
      .send(PAYING_CARD)
      .expect(303);
    const paid = signedResultOf(paidPage.headers.location as string);
    const afterPay = (
      await t.http
        .post('/api/policy-billing/payNow/result')
        .set(bearer(client.token))
        .send(paid)
        .expect(200)
    ).body as Billing;
    // The same result again records nothing more.
    await t.http
      .post('/api/policy-billing/payNow/result')
      .set(bearer(client.token))
      .send(paid)
      .expect(200);
    billing = await billingOf(client.token, quote.id);
    expect(afterPay.instalments[0].status).toBe('Paid');
    expect(billing.instalments[0]).toMatchObject({ status: 'Paid', payableNow: false });
    expect(billing.balanceDueCents).toBe(0);
    expect(billing.entries.filter((e) => e.kind === 'Collected')).toHaveLength(2);
    // The ledger reconciles with the provider: collected less refunded is what it kept.
    expect(billing.netCollectedCents).toBe(await providerNet(quote.id));
    expect(billing.refundedCents).toBe(0);
    await payNow().expect(409);
    expect(codeOf(await payNow())).toBe(ErrorCode.InstalmentNotPayable);
  });

  it("gives the notice the days of the policy's state, longer in New York, in the client's language", async () => {
    const { quote, email, client } = await boughtOnInstalments(DECLINES_ON_FILE);
    // The risk is in New York (15 days of notice for non-payment), and the client reads Spanish.
    await db.query(
      `UPDATE business_locations SET state = 'NY'
        WHERE business_id = (SELECT business_id FROM applications WHERE id = $1)`,
      [quote.id],
    );
    await db.query(
      `UPDATE clients SET language = 'es'
        WHERE id = (SELECT client_id FROM applications WHERE id = $1)`,
      [quote.id],
    );
    await db.query(`UPDATE users SET language = 'es' WHERE email = $1`, [email]);
    const first = (await billingOf(client.token, quote.id)).instalments[0];
    let day = first.dueOn;
    for (let attempt = 1; attempt <= InstalmentBilling.maxAttempts; attempt++) {
      await run.run(day);
      const now = (await billingOf(client.token, quote.id)).instalments[0];
      if (now.nextAttemptOn) day = now.nextAttemptOn;
    }
    const noticeDay = addDaysIso(day, InstalmentBilling.noticeAfterMissedDays);
    await run.run(noticeDay);
    const cancellationOn = addDaysIso(noticeDay, nonPaymentNoticeDays('NY'));
    expect(nonPaymentNoticeDays('NY')).toBeGreaterThan(InstalmentBilling.nonPaymentNoticeDays);
    expect((await billingOf(client.token, quote.id)).instalments[0]).toMatchObject({
      status: 'NoticeSent',
      cancellationOn,
    });
    const mails = await mailTo(t, email);
    const notice = mails.find((m) => m.template === 'instalment-cancellation-notice');
    const [y, mo, d] = cancellationOn.split('-').map(Number);
    // prettier-ignore
    const meses = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto',
      'septiembre', 'octubre', 'noviembre', 'diciembre'];
    expect(notice?.subject).toContain('Aviso de cancelación por falta de pago');
    expect(notice?.text).toContain(`el ${d} de ${meses[mo - 1]} de ${y}`);
    expect(mails.find((m) => m.template === 'instalment-declined')?.subject).toContain(
      'fue rechazada',
    );

    // Not cancelled on the day the default notice would have ended, but on the state's date.
    await run.run(addDaysIso(noticeDay, InstalmentBilling.nonPaymentNoticeDays));
    const before = await t.http
      .get(`/api/quote/${quote.id}/cancellation`)
      .set(bearer(admin))
      .expect(200);
    expect(before.body.cancellation).toBeNull();
    await run.run(cancellationOn);
    const after = await t.http
      .get(`/api/quote/${quote.id}/cancellation`)
      .set(bearer(admin))
      .expect(200);
    expect(after.body.cancellation).toMatchObject({
      reason: 'non_payment',
      cancellationDate: cancellationOn,
    });
  });

  it('shows a policy’s billing to its client and staff only, and checks what is asked', async () => {
    const { quote, client } = await boughtOnInstalments();
    const other = await registerClient(t);
    await t.http.get(`/api/policy-billing/${quote.id}`).set(bearer(other.token)).expect(403);
    await t.http.get(`/api/policy-billing/${quote.id}`).set(bearer(admin)).expect(200);
    await t.http.get(`/api/policy-billing/${quote.id}`).set(bearer(agent.token)).expect(200);
    await t.http.get('/api/policy-billing/receivables').set(bearer(client.token)).expect(403);
    const first = (await billingOf(client.token, quote.id)).instalments[0];
    const stranger = await t.http
      .post('/api/policy-billing/payNow')
      .set(bearer(other.token))
      .send({ quoteId: quote.id, instalmentId: first.id })
      .expect(403);
    expect(codeOf(stranger)).toBe(ErrorCode.NotYourQuote);
    const notDue = await t.http
      .post('/api/policy-billing/payNow')
      .set(bearer(client.token))
      .send({ quoteId: quote.id, instalmentId: first.id })
      .expect(409);
    expect(codeOf(notDue)).toBe(ErrorCode.InstalmentNotPayable);
    const unknown = await t.http
      .post('/api/policy-billing/payNow')
      .set(bearer(client.token))
      .send({ quoteId: quote.id, instalmentId: randomUUID() })
      .expect(404);
    expect(codeOf(unknown)).toBe(ErrorCode.InstalmentNotFound);
    await t.http.get('/api/policy-billing/not-a-uuid').set(bearer(admin)).expect(400);
    await t.http
      .get('/api/policy-billing/receivables')
      .query({ overdueOnly: 'maybe' })
      .set(bearer(admin))
      .expect(400);
  });

  it('keeps the ledger append-only', async () => {
    await expect(db.query(`UPDATE policy_ledger_entries SET amount_cents = 1`)).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query(`DELETE FROM policy_ledger_entries`)).rejects.toThrow(/append-only/);
  });
});
