/**
 * A whole policy year, end to end: bought on instalments, every instalment charged on its date,
 * one missed and paid now, one endorsement mid-term, the renewal bound with its down payment, and
 * the renewal term cancelled with a refund. After each step the ledger is reconciled with what
 * the sandbox provider charged and refunded, to the cent, and the mails and documents on the way
 * are read back for the money they state.
 */
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { addDaysIso, InstalmentBilling } from '@coverline/contracts';
import { formatCents } from '../src/common/money';
import { BillingRunService } from '../src/servicing/instalments';
import { RenewalRunService } from '../src/servicing/renewals';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  type CapturedMail,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { pdfPages } from './helpers/pdf-text';
import { pagePath, PAYING_CARD, signedResultOf } from './payments/payments-helpers';
import { bearer, isoDay, type QuoteBody } from './quotes/quote-helpers';
import { amountAfter, amountsIn, providerMoney } from './servicing/policy-year-helpers';
import { boughtPolicy } from './servicing/bought-policy';

interface Instalment {
  id: string;
  seq: number;
  dueOn: string;
  amountCents: number;
  status: string;
  attempts: number;
  nextAttemptOn: string | null;
}

interface Billing {
  writtenCents: number;
  billedCents: number;
  collectedCents: number;
  refundedCents: number;
  returnPremiumCents: number;
  balanceDueCents: number;
  netCollectedCents: number;
  instalments: Instalment[];
  entries: Array<{ kind: string; amountCents: number; memo: string }>;
}

interface Renewal {
  status: string;
  effectiveDate: string;
  expirationDate: string;
  expiringPremiumCents: number;
  premiumCents: number | null;
  classes: Array<{ state: string; classCode: string; expiringPayrollCents: number }>;
  renewedQuoteId: string | null;
}

/** Supertest collects a binary answer's bytes when asked to. */
const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The sandbox card whose later charges on file are declined. */
const DECLINES_ON_FILE_LAST4 = '0341';
/** The instalment of the first term that is missed. */
const MISSED_SEQ = 4;
/** How long ago the first term started: every instalment is due by today, renewal is open. */
const STARTED_DAYS_AGO = 320;

describe('a whole policy year reconciles to the cent', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: SignedIn;
  let billingRun: BillingRunService;
  let renewalRun: RenewalRunService;

  // The story's state, step after step.
  let quote: QuoteBody;
  let premium: number;
  let email: string;
  let client: SignedIn;
  let policyNumber: string;
  const effectiveDate = isoDay(-STARTED_DAYS_AGO);
  const expirationDate = addDaysIso(effectiveDate, 365);
  let downPayment: number;
  let proRata: number;
  let endorsedPremium: number;
  let renewedQuoteId: string;
  let renewedPolicyNumber: string;
  let renewalPremium: number;
  let renewalDown: number;
  let refund: number;

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
    billingRun = t.app.get(BillingRunService);
    renewalRun = t.app.get(RenewalRunService);
  });

  afterAll(() => t?.close());

  const billingOf = async (quoteId: string) =>
    (await t.http.get(`/api/policy-billing/${quoteId}`).set(bearer(client.token)).expect(200))
      .body as Billing;
  const mails = async (template: string): Promise<CapturedMail[]> =>
    (await mailTo(t, email)).filter((m) => m.template === template);
  const sumOf = (b: Billing, kind: string, memo?: RegExp) =>
    b.entries
      .filter((e) => e.kind === kind && (!memo || memo.test(e.memo)))
      .reduce((s, e) => s + e.amountCents, 0);
  const documentText = async (quoteId: string, documentId: string) => {
    const file = await t.http
      .get(`/api/quote/${quoteId}/documents/${documentId}`)
      .set(bearer(client.token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    return (await pdfPages(file.body as Buffer)).join('\n');
  };

  /** The ledger of a term against itself and against what the provider did for it. */
  async function expectReconciled(quoteIds: string[]) {
    let net = 0;
    for (const quoteId of quoteIds) {
      const b = await billingOf(quoteId);
      // The ledger's own sums: collected less refunded is its net, and what is billed less the
      // premium returned is what was paid plus what is still owed.
      expect(b.netCollectedCents).toBe(sumOf(b, 'Collected') - sumOf(b, 'Refunded'));
      expect(b.collectedCents).toBe(sumOf(b, 'Collected'));
      expect(b.refundedCents).toBe(sumOf(b, 'Refunded'));
      expect(b.billedCents - b.returnPremiumCents).toBe(
        b.collectedCents - b.refundedCents + b.balanceDueCents,
      );
      // Each term on its own: the provider kept what its ledger says was collected.
      expect(b.netCollectedCents).toBe((await providerMoney(db, [quoteId])).netCents);
      net += b.netCollectedCents;
    }
    // And the terms together.
    expect(net).toBe((await providerMoney(db, quoteIds)).netCents);
    return net;
  }

  it('1. is bought on a down payment and instalments and bound effective 320 days ago', async () => {
    ({ quote, email, premium, policyNumber, client } = await boughtPolicy(
      t,
      { admin, agent },
      { effectiveDate, expirationDate, paymentChoice: 'Payments' },
    ));

    const billing = await billingOf(quote.id);
    downPayment = billing.collectedCents;
    expect(downPayment).toBeGreaterThan(0);
    expect(billing.instalments).toHaveLength(9);
    expect(downPayment + billing.instalments.reduce((s, i) => s + i.amountCents, 0)).toBe(premium);
    // Every instalment came due by today.
    expect(billing.instalments.every((i) => i.dueOn <= isoDay(0))).toBe(true);
    expect(billing).toMatchObject({
      writtenCents: premium,
      billedCents: downPayment,
      balanceDueCents: 0,
    });
    expect(await expectReconciled([quote.id])).toBe(downPayment);
  });

  it('2–3. charges every instalment once on its date; one is declined to missed and paid now', async () => {
    const schedule = (await billingOf(quote.id)).instalments;
    const missed = schedule.find((i) => i.seq === MISSED_SEQ)!;
    const [{ payment_on_file: onFile }] = await db.query<Array<{ payment_on_file: string }>>(
      `SELECT payment_on_file FROM policy_instalments WHERE id = $1`,
      [missed.id],
    );
    const [{ last4 }] = await db.query<Array<{ last4: string }>>(
      `SELECT last4 FROM sandbox_charges WHERE id = $1`,
      [onFile],
    );

    for (const instalment of schedule) {
      if (instalment.seq !== MISSED_SEQ) {
        await billingRun.run(instalment.dueOn);
        const now = (await billingOf(quote.id)).instalments.find((i) => i.id === instalment.id)!;
        expect(now).toMatchObject({ status: 'Paid', attempts: 1 });
        continue;
      }
      // Test only: the card on file expires before this instalment (the sandbox declines a
      // charge on file made with its declines-on-file test card), and is renewed once missed.
      await db.query(`UPDATE sandbox_charges SET last4 = $2 WHERE id = $1`, [
        onFile,
        DECLINES_ON_FILE_LAST4,
      ]);
      try {
        let day = instalment.dueOn;
        for (let attempt = 1; attempt <= InstalmentBilling.maxAttempts; attempt++) {
          await billingRun.run(day);
          const now = (await billingOf(quote.id)).instalments.find((i) => i.id === instalment.id)!;
          expect(now.attempts).toBe(attempt);
          if (attempt < InstalmentBilling.maxAttempts) {
            expect(now.status).toBe('Retrying');
            day = now.nextAttemptOn!;
          } else {
            expect(now).toMatchObject({ status: 'Missed', nextAttemptOn: null });
          }
        }
      } finally {
        await db.query(`UPDATE sandbox_charges SET last4 = $2 WHERE id = $1`, [onFile, last4]);
      }
      const owing = await billingOf(quote.id);
      expect(owing.balanceDueCents).toBe(missed.amountCents);

      // The declined mails announce the amount billed for it.
      const declined = await mails('instalment-declined');
      expect(declined).toHaveLength(InstalmentBilling.maxAttempts);
      const billed = sumOf(owing, 'Billed', new RegExp(`^Instalment ${MISSED_SEQ} due$`));
      expect(billed).toBe(missed.amountCents);
      for (const m of declined) {
        expect(amountAfter(m.subject, 'Your instalment of ')).toBe(billed);
        expect(amountAfter(m.text, `Instalment ${MISSED_SEQ} of policy ${policyNumber}:`)).toBe(
          billed,
        );
      }
      expect(declined.filter((m) => m.text.includes('now missed'))).toHaveLength(1);

      // The client pays it now on the provider's page.
      const started = (
        await t.http
          .post('/api/policy-billing/payNow')
          .set(bearer(client.token))
          .send({ quoteId: quote.id, instalmentId: missed.id })
          .expect(200)
      ).body as { redirectUrl: string };
      const paidPage = await t.http
        .post(pagePath(started.redirectUrl))
        .type('form')
        .send(PAYING_CARD)
        .expect(303);
      await t.http
        .post('/api/policy-billing/payNow/result')
        .set(bearer(client.token))
        .send(signedResultOf(paidPage.headers.location as string))
        .expect(200);
      const paid = (await billingOf(quote.id)).instalments.find((i) => i.id === missed.id)!;
      expect(paid.status).toBe('Paid');
    }

    const billing = await billingOf(quote.id);
    expect(billing.instalments.every((i) => i.status === 'Paid')).toBe(true);
    expect(billing).toMatchObject({
      billedCents: premium,
      collectedCents: premium,
      refundedCents: 0,
      balanceDueCents: 0,
    });

    // One receipt per instalment, for the amount the ledger collected for it, and one paid
    // charge at the provider per instalment: the declined tries took nothing.
    const receipts = await mails('instalment-receipt');
    expect(receipts).toHaveLength(schedule.length);
    const provider = await providerMoney(db, [quote.id]);
    for (const instalment of schedule) {
      const mail = receipts.filter((m) =>
        m.text.includes(`Instalment ${instalment.seq} of policy ${policyNumber}:`),
      );
      expect(mail).toHaveLength(1);
      const collected = sumOf(
        billing,
        'Collected',
        new RegExp(`^Instalment ${instalment.seq} paid$`),
      );
      expect(collected).toBe(instalment.amountCents);
      expect(amountAfter(mail[0].subject, 'Receipt: ')).toBe(collected);
      expect(amountAfter(mail[0].text, `Instalment ${instalment.seq} of policy`)).toBe(collected);
      expect(provider.charges.filter((c) => c.reference === instalment.id)).toEqual([
        { reference: instalment.id, amountCents: instalment.amountCents },
      ]);
    }
    expect(await expectReconciled([quote.id])).toBe(premium);
  });

  it('4. is endorsed mid-term for a payroll increase: offered, accepted, charged pro rata on file', async () => {
    const today = isoDay(0);
    const offered = (
      await t.http
        .post(`/api/quote/${quote.id}/endorsements`)
        .set(bearer(client.token))
        .send({
          type: 'change_payroll',
          effectiveDate: today,
          payroll: [{ state: 'TX', classCode: '0042', payrollCents: 27_500_000 }],
        })
        .expect(201)
    ).body as {
      id: string;
      status: string;
      oldAnnualPremiumCents: number;
      newAnnualPremiumCents: number;
      proRataCents: number;
      termDays: number;
      remainingDays: number;
    };
    expect(offered).toMatchObject({ status: 'offered', oldAnnualPremiumCents: premium });
    const remaining = 365 - STARTED_DAYS_AGO;
    expect(offered.remainingDays).toBe(remaining);
    endorsedPremium = offered.newAnnualPremiumCents;
    proRata = offered.proRataCents;
    expect(proRata).toBe(Math.round(((endorsedPremium - premium) * remaining) / offered.termDays));
    expect(proRata).toBeGreaterThan(0);

    const [offerMail] = await mails('endorsement-offered');
    // The payroll named in the change comes first; then the premiums and the pro-rata amount.
    expect(amountsIn(offerMail.text).slice(-3)).toEqual([premium, endorsedPremium, proRata]);
    expect(amountAfter(offerMail.text, 'goes from')).toBe(premium);
    expect(amountAfter(offerMail.text, 'additional premium of')).toBe(proRata);

    const accepted = (
      await t.http
        .post(`/api/quote/${quote.id}/endorsements/${offered.id}/accept`)
        .set(bearer(client.token))
        .send({})
        .expect(200)
    ).body as { status: string; settlement: string; settledCents: number; documentId: string };
    expect(accepted).toMatchObject({
      status: 'issued',
      settlement: 'charged',
      settledCents: proRata,
    });

    const billing = await billingOf(quote.id);
    const billedForIt = sumOf(billing, 'Billed', /^Additional premium, endorsement/);
    const collectedForIt = sumOf(billing, 'Collected', /^Additional premium paid, endorsement/);
    expect(billedForIt).toBe(proRata);
    expect(collectedForIt).toBe(proRata);
    const provider = await providerMoney(db, [quote.id]);
    expect(provider.charges.filter((c) => c.reference === offered.id)).toEqual([
      { reference: offered.id, amountCents: proRata },
    ]);

    const [issuedMail] = await mails('endorsement-issued');
    expect(amountAfter(issuedMail.text, 'Annual premium:')).toBe(endorsedPremium);
    expect(amountAfter(issuedMail.text, '(was')).toBe(premium);
    expect(amountAfter(issuedMail.text, 'We charged')).toBe(collectedForIt);

    // The endorsement document states the same money.
    const text = await documentText(quote.id, accepted.documentId);
    expect(text).toContain(formatCents(premium));
    expect(text).toContain(formatCents(endorsedPremium));
    expect(text).toContain(formatCents(proRata));

    expect(billing).toMatchObject({
      billedCents: premium + proRata,
      collectedCents: premium + proRata,
      balanceDueCents: 0,
    });
    expect(await expectReconciled([quote.id])).toBe(premium + proRata);

    // The live audit preview counts the endorsed payroll for its days: what the term is billed
    // already pays for it, so no true-up beyond a rounding of the minimum and constant.
    const preview = (
      await t.http
        .get(`/api/policy-premium-audits/${quote.id}`)
        .set(bearer(client.token))
        .expect(200)
    ).body.preview as { basis: string; expectedBilledCents: number; projectedTrueUpCents: number };
    expect(preview).toMatchObject({ basis: 'estimate', expectedBilledCents: premium + proRata });
    expect(Math.abs(preview.projectedTrueUpCents)).toBeLessThanOrEqual(Math.ceil(proRata / 100));
  });

  it('5. renews: opened by the run, payroll confirmed, accepted, the new term bound and its down payment collected', async () => {
    await renewalRun.run(isoDay(0));
    const renewalOf = async () =>
      (await t.http.get(`/api/quote/${quote.id}/renewal`).set(bearer(client.token)).expect(200))
        .body as { renewal: Renewal | null };
    const opened = (await renewalOf()).renewal!;
    expect(opened).toMatchObject({
      status: 'pending_confirmation',
      effectiveDate: expirationDate,
      // The renewal starts from the term as endorsed: its premium and its payroll.
      expiringPremiumCents: endorsedPremium,
    });
    expect(opened.classes).toEqual([
      expect.objectContaining({ state: 'TX', classCode: '0042', expiringPayrollCents: 27_500_000 }),
    ]);
    const [openedMail] = await mails('renewal-opened');
    expect(amountAfter(openedMail.text, 'the renewal premium is')).toBe(opened.premiumCents);
    expect(amountAfter(openedMail.text, '(this term:')).toBe(endorsedPremium);

    const confirmed = (
      await t.http
        .post(`/api/quote/${quote.id}/renewal/confirm`)
        .set(bearer(client.token))
        .send({
          classCodes: opened.classes.map((c) => ({
            state: c.state,
            classCode: c.classCode,
            payrollCents: c.expiringPayrollCents,
          })),
        })
        .expect(200)
    ).body as Renewal;
    expect(confirmed.status).toBe('offered');
    renewalPremium = confirmed.premiumCents!;
    const accepted = (
      await t.http
        .post(`/api/quote/${quote.id}/renewal/accept`)
        .set(bearer(client.token))
        .send({})
        .expect(200)
    ).body as Renewal;
    expect(accepted.status).toBe('renewed');
    renewedQuoteId = accepted.renewedQuoteId!;
    expect(renewedQuoteId).toBeTruthy();

    const [link] = await db.query<
      Array<{
        renewed_by: string;
        new_id: string;
        renewal_of: string;
        old_id: string;
        number: string;
      }>
    >(
      `SELECT o.id AS old_id, o.renewed_by, n.id AS new_id, n.renewal_of, n.policy_number AS number
         FROM policies o JOIN policies n ON n.application_id = $2
        WHERE o.application_id = $1`,
      [quote.id, renewedQuoteId],
    );
    expect(link.renewed_by).toBe(link.new_id);
    expect(link.renewal_of).toBe(link.old_id);
    renewedPolicyNumber = link.number;

    let billing = await billingOf(renewedQuoteId);
    expect(billing.writtenCents).toBe(renewalPremium);
    expect(billing.instalments.reduce((s, i) => s + i.amountCents, 0)).toBe(renewalPremium);
    const first = billing.instalments[0];
    expect(first).toMatchObject({ seq: 1, dueOn: expirationDate, status: 'Scheduled' });
    renewalDown = first.amountCents;
    expect(billing.collectedCents).toBe(0);

    // The new term's first day: its down payment is charged on the card on file.
    await billingRun.run(expirationDate);
    billing = await billingOf(renewedQuoteId);
    expect(billing.instalments[0]).toMatchObject({ status: 'Paid', attempts: 1 });
    expect(billing.instalments.slice(1).every((i) => i.status === 'Scheduled')).toBe(true);
    expect(billing).toMatchObject({
      billedCents: renewalDown,
      collectedCents: renewalDown,
      balanceDueCents: 0,
    });
    const receipt = (await mails('instalment-receipt')).filter((m) =>
      m.text.includes(`Instalment 1 of policy ${renewedPolicyNumber}:`),
    );
    expect(receipt).toHaveLength(1);
    expect(amountAfter(receipt[0].subject, 'Receipt: ')).toBe(
      sumOf(billing, 'Collected', /^Instalment 1 paid$/),
    );

    // Each term reconciles on its own and both together; the first term is untouched.
    expect(await expectReconciled([quote.id, renewedQuoteId])).toBe(
      premium + proRata + renewalDown,
    );
  });

  it('6. cancels the renewal term flat on its first day: the down payment is refunded through the provider', async () => {
    const cancelled = (
      await t.http
        .post(`/api/quote/${renewedQuoteId}/cancel`)
        .set(bearer(admin))
        .send({ reason: 'client_request', cancellationDate: expirationDate })
        .expect(201)
    ).body as {
      method: string;
      earnedCents: number;
      returnPremiumCents: number;
      refundCents: number;
      balanceDueCents: number;
    };
    expect(cancelled).toMatchObject({
      method: 'flat',
      earnedCents: 0,
      returnPremiumCents: renewalPremium,
      refundCents: renewalDown,
      balanceDueCents: 0,
    });
    refund = cancelled.refundCents;

    const billing = await billingOf(renewedQuoteId);
    expect(billing.instalments.slice(1).every((i) => i.status === 'Cancelled')).toBe(true);
    expect(billing).toMatchObject({
      refundedCents: refund,
      netCollectedCents: 0,
      balanceDueCents: 0,
    });
    // Only what was billed comes back on the ledger as return premium.
    expect(billing.returnPremiumCents).toBe(billing.billedCents);
    const provider = await providerMoney(db, [renewedQuoteId]);
    expect(provider).toMatchObject({ chargedCents: renewalDown, refundedCents: refund });

    // The mail and the notice state the return premium and the refund the ledger posted.
    const mail = (await mails('policy-cancelled')).find((m) =>
      m.subject.includes(renewedPolicyNumber),
    )!;
    expect(amountAfter(mail.text, 'Return premium:')).toBe(cancelled.returnPremiumCents);
    expect(amountAfter(mail.text, 'We are refunding')).toBe(sumOf(billing, 'Refunded'));
    const documents = (
      await t.http
        .get(`/api/quote/${renewedQuoteId}/documents`)
        .set(bearer(client.token))
        .expect(200)
    ).body as Array<{ id: string; type: string }>;
    const notice = documents.find((d) => d.type === 'CANCELLATION_NOTICE')!;
    const text = await documentText(renewedQuoteId, notice.id);
    expect(amountAfter(text, 'Premium written for the term')).toBe(renewalPremium);
    expect(amountAfter(text, 'Premium earned to the cancellation date')).toBe(0);
    expect(amountAfter(text, 'Return premium')).toBe(cancelled.returnPremiumCents);
    expect(amountAfter(text, 'Refunded to the card or account you paid with')).toBe(refund);
    expect(amountAfter(text, 'Earned premium still owed')).toBe(0);
  });

  it('7. reconciles the whole year to the cent: ledger net is provider charges less refunds', async () => {
    const first = await billingOf(quote.id);
    const second = await billingOf(renewedQuoteId);
    // The first term earned its premium and the endorsement; the cancelled renewal earned nothing.
    expect(first).toMatchObject({
      writtenCents: premium,
      billedCents: premium + proRata,
      collectedCents: premium + proRata,
      refundedCents: 0,
      returnPremiumCents: 0,
      balanceDueCents: 0,
    });
    expect(second).toMatchObject({
      writtenCents: renewalPremium,
      collectedCents: renewalDown,
      refundedCents: refund,
      balanceDueCents: 0,
      netCollectedCents: 0,
    });
    const provider = await providerMoney(db, [quote.id, renewedQuoteId]);
    expect(provider.chargedCents).toBe(premium + proRata + renewalDown);
    expect(provider.refundedCents).toBe(refund);
    expect(await expectReconciled([quote.id, renewedQuoteId])).toBe(provider.netCents);
    expect(provider.netCents).toBe(premium + proRata);

    // Every paid charge at the provider is one Collected entry of the ledger, and no more.
    const [{ n }] = await db.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM policy_ledger_entries e JOIN policies p ON p.id = e.policy_id
        WHERE p.application_id = ANY($1::uuid[]) AND e.kind = 'Collected'`,
      [[quote.id, renewedQuoteId]],
    );
    expect(n).toBe(provider.charges.length);
  });
});
