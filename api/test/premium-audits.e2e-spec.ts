import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  addDaysIso,
  auditBasisFromWorksheet,
  auditedPremium,
  ErrorCode,
  projectPayroll,
  type AuditWorksheet,
} from '@coverline/contracts';
import { PremiumAuditRunService } from '../src/servicing/premium-audits';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { apiClientToken } from './helpers/api-clients';
import { createRep, repToken, type TestRep } from './helpers/payroll-reps';
import { PAYING_CARD } from './payments/payments-helpers';
import { bearer, codeOf, isoDay } from './quotes/quote-helpers';
import { acceptedPaygo, boughtPolicy } from './servicing/bought-policy';

interface Line {
  state: string;
  classCode: string;
  payrollCents: number;
  ratePer100: number;
  premiumCents: number;
}

interface PolicyAudit {
  quoteId: string;
  policyNumber: string;
  preview: {
    asOf: string;
    termDays: number;
    daysReported: number;
    paygo: boolean;
    basis: string;
    estimatedPayrollCents: number;
    estimatedPremiumCents: number;
    reportedPayrollCents: number;
    reportedPremiumCents: number;
    projectedPayrollCents: number;
    projectedAuditedPremiumCents: number;
    expectedBilledCents: number;
    projectedTrueUpCents: number;
    projectedTrueUpKind: string;
    classes: Array<{
      state: string;
      classCode: string;
      estimatedPayrollCents: number;
      reportedPayrollCents: number;
      projectedPayrollCents: number;
      ratePer100: number;
    }>;
  };
  audit: null | {
    id: string;
    status: string;
    payrollSource: string | null;
    lines: Line[];
    auditedPremiumCents: number | null;
    billedCents: number | null;
    differenceCents: number | null;
    settlementStatus: string | null;
  };
}

const TERM_DAYS = 365;
/** The sandbox card that pays at checkout and declines every later charge on file. */
const DECLINES_ON_FILE = '4000 0000 0000 0341';

describe('premium audits', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: SignedIn;
  let rep: TestRep;
  let otherRep: TestRep;
  let machine: string;
  let run: PremiumAuditRunService;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '0' });
    db = t.app.get(DataSource);
    admin = await adminToken(t);
    agent = await createAgent(t);
    [rep, otherRep] = [await createRep(t), await createRep(t)];
    machine = await apiClientToken(t, { kind: 'payroll_company', id: rep.payrollCompanyId }, [
      'payroll-reports:write',
      'payroll-reports:read',
    ]);
    run = t.app.get(PremiumAuditRunService);
  }, 60_000);

  afterAll(() => t?.close());

  /**
   * A WC quote bought paying in full, bound by an admin from `startedDaysAgo` for a year, the
   * client signed up; pay-as-you-go with the rep's company when asked.
   */
  async function wcPolicy(
    startedDaysAgo: number,
    paygo: boolean,
    cardNumber = PAYING_CARD.cardNumber,
  ) {
    const policy = await boughtPolicy(
      t,
      { admin, agent },
      { effectiveDate: isoDay(-startedDaysAgo), cardNumber },
    );
    if (paygo) await acceptedPaygo(db, policy, rep.payrollCompanyId);
    const [{ worksheet }] = (await db.query(`SELECT worksheet FROM carrier_quotes WHERE id = $1`, [
      policy.carrierQuote.id,
    ])) as Array<{ worksheet: AuditWorksheet }>;
    const basis = auditBasisFromWorksheet(worksheet)!;
    const classPayrolls = (
      (await db.query(`SELECT rated_terms AS terms FROM carrier_quotes WHERE id = $1`, [
        policy.carrierQuote.id,
      ])) as Array<{
        terms: { classPayrolls: Array<{ state: string; classCode: string; payrollCents: number }> };
      }>
    )[0].terms.classPayrolls;
    return { ...policy, basis, classPayrolls };
  }

  type Policy = Awaited<ReturnType<typeof wcPolicy>>;

  const read = (p: Policy, token: string) =>
    t.http.get(`/api/policy-premium-audits/${p.quote.id}`).set(bearer(token));
  const submit = (p: Policy, lines: unknown[], token = p.client.token) =>
    t.http
      .post(`/api/policy-premium-audits/${p.quote.id}/payroll`)
      .set(bearer(token))
      .send({ lines });

  const report = (p: Policy, fromDay: number, toDay: number, factor: number) =>
    t.http
      .post('/api/integrations/payroll-reports')
      .set(bearer(machine))
      .send({
        reportId: `run-${randomUUID()}`,
        policyNumber: p.policyNumber,
        periodStart: addDaysIso(p.effectiveDate, fromDay),
        periodEnd: addDaysIso(p.effectiveDate, toDay),
        lines: p.classPayrolls.map((c) => ({
          classCode: c.classCode,
          state: c.state,
          payrollCents: Math.round((c.payrollCents * factor * (toDay - fromDay + 1)) / TERM_DAYS),
        })),
      })
      .expect(201);

  const ledgerOf = async (quoteId: string) =>
    (await db.query(
      `SELECT e.kind, e.amount_cents::int AS "amountCents", e.memo FROM policy_ledger_entries e
         JOIN policies p ON p.id = e.policy_id WHERE p.application_id = $1 ORDER BY e.entry_no`,
      [quoteId],
    )) as Array<{ kind: string; amountCents: number; memo: string }>;

  const sumOf = (entries: Array<{ kind: string; amountCents: number }>, kind: string) =>
    entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amountCents, 0);

  /** What the sandbox provider kept for the application: its charges less their refunds. */
  const providerNet = async (quoteId: string) => {
    const [row] = await db.query<Array<{ paid: string; refunded: string }>>(
      `WITH charges AS (
         SELECT c.id, c.amount_cents FROM sandbox_charges c
           JOIN sandbox_checkouts k ON k.id = c.checkout_id
          WHERE c.status = 'paid' AND k.reference IN (
            SELECT id::text FROM checkouts WHERE application_id = $1::uuid
            UNION SELECT id::text FROM payroll_reports WHERE application_id = $1::uuid
            UNION SELECT id::text FROM premium_audits WHERE application_id = $1::uuid))
       SELECT (SELECT coalesce(sum(amount_cents), 0) FROM charges) AS paid,
              (SELECT coalesce(sum(r.amount_cents), 0) FROM sandbox_refunds r
                WHERE r.charge_id IN (SELECT id FROM charges)) AS refunded`,
      [quoteId],
    );
    return Number(row.paid) - Number(row.refunded);
  };

  const expectLedgerMatchesProvider = async (quoteId: string) => {
    const ledger = await ledgerOf(quoteId);
    expect(sumOf(ledger, 'Collected') - sumOf(ledger, 'Refunded')).toBe(await providerNet(quoteId));
  };

  const auditMails = async (email: string, template: string) =>
    (await mailTo(t, email)).filter((m) => m.template === template);

  it('previews the audit mid-term from the payroll reports, for the client, staff and the serving rep', async () => {
    const p = await wcPolicy(60, true);
    const before = (await read(p, p.client.token).expect(200)).body as PolicyAudit;
    expect(before.audit).toBeNull();
    expect(before.preview).toMatchObject({
      paygo: true,
      basis: 'estimate',
      daysReported: 0,
      termDays: TERM_DAYS,
      estimatedPayrollCents: p.basis.payrollCents,
      estimatedPremiumCents: p.basis.termPremiumCents,
      reportedPayrollCents: 0,
      projectedPayrollCents: p.basis.payrollCents,
      projectedAuditedPremiumCents: p.basis.termPremiumCents,
    });

    // 28 days reported at 1.2 times the estimated pace.
    const first = (await report(p, 0, 13, 1.2)).body as { premiumCents: number; lines: Line[] };
    const second = (await report(p, 14, 27, 1.2)).body as { premiumCents: number; lines: Line[] };
    const reported = [...first.lines, ...second.lines];
    const projected = projectPayroll(reported, p, addDaysIso(p.effectiveDate, 27));
    const rated = projected.map((l) => {
      const rate = first.lines.find(
        (r) => r.state === l.state && r.classCode === l.classCode,
      )!.ratePer100;
      return { ...l, ratePer100: rate, premiumCents: Math.round((l.payrollCents * rate) / 100) };
    });
    const audited = auditedPremium(p.basis, rated);
    const ledger = await ledgerOf(p.quote.id);
    const billedBesidesReports =
      sumOf(ledger, 'Billed') -
      sumOf(ledger, 'ReturnPremium') -
      first.premiumCents -
      second.premiumCents;
    const expectedBilled = billedBesidesReports + audited.manualPremiumCents;

    const views = [
      (await read(p, p.client.token).expect(200)).body as PolicyAudit,
      (await read(p, agent.token).expect(200)).body as PolicyAudit,
      (await read(p, admin).expect(200)).body as PolicyAudit,
      (
        await t.http
          .get(`/api/payroll-partners/premium-audits/${p.quote.id}`)
          .set(bearer(await repToken(t, rep.id)))
          .expect(200)
      ).body as PolicyAudit,
    ];
    for (const view of views) {
      expect(view.preview).toMatchObject({
        basis: 'reports',
        daysReported: 28,
        reportedPayrollCents: reported.reduce((s, l) => s + l.payrollCents, 0),
        reportedPremiumCents: first.premiumCents + second.premiumCents,
        projectedPayrollCents: audited.payrollCents,
        projectedAuditedPremiumCents: audited.auditedPremiumCents,
        expectedBilledCents: expectedBilled,
        projectedTrueUpCents: audited.auditedPremiumCents - expectedBilled,
      });
      expect(view.preview.classes).toHaveLength(p.classPayrolls.length);
    }
    // More payroll than estimated: the audited premium is above the estimate.
    expect(audited.auditedPremiumCents).toBeGreaterThan(p.basis.termPremiumCents);

    // Another payroll company's rep learns nothing; another client is refused the quote.
    const other = await t.http
      .get(`/api/payroll-partners/premium-audits/${p.quote.id}`)
      .set(bearer(await repToken(t, otherRep.id)))
      .expect(404);
    expect(codeOf(other)).toBe(ErrorCode.PremiumAuditPolicyNotFound);
    const stranger = await registerClient(t);
    expect(codeOf(await read(p, stranger.token))).toBe(ErrorCode.NotYourQuote);
    // The term has not ended: no audit yet, so no final payroll.
    await submit(p, []).expect(400);
    const early = await submit(
      p,
      p.classPayrolls.map((c) => ({ state: c.state, classCode: c.classCode, payrollCents: 1 })),
    ).expect(409);
    expect(codeOf(early)).toBe(ErrorCode.PremiumAuditNotAwaitingPayroll);
  });

  it('opens the audit at term end and asks the client; the client’s larger payroll is charged on file', async () => {
    const p = await wcPolicy(TERM_DAYS + 3, false);
    const mid = (await read(p, p.client.token).expect(200)).body as PolicyAudit;
    expect(mid.preview).toMatchObject({
      paygo: false,
      basis: 'estimate',
      projectedAuditedPremiumCents: p.basis.termPremiumCents,
      // The premium written is the worksheet's: nothing to true up on the estimate.
      expectedBilledCents: p.basis.termPremiumCents,
      projectedTrueUpCents: 0,
      projectedTrueUpKind: 'none',
    });

    await run.run(isoDay(0));
    const opened = (await read(p, p.client.token).expect(200)).body as PolicyAudit;
    expect(opened.audit).toMatchObject({ status: 'awaiting_payroll', payrollSource: null });
    expect(await auditMails(p.email, 'premium-audit-payroll-requested')).toHaveLength(1);

    // A rerun (or a second instance) opens nothing more and mails nothing more.
    await Promise.all([run.run(isoDay(0)), run.run(isoDay(0))]);
    const audits = (await db.query(`SELECT id FROM premium_audits WHERE application_id = $1`, [
      p.quote.id,
    ])) as unknown[];
    expect(audits).toHaveLength(1);
    expect(await auditMails(p.email, 'premium-audit-payroll-requested')).toHaveLength(1);

    // Bad lines: a class code missing, one the policy does not cover, one twice.
    const lines = p.classPayrolls.map((c) => ({
      state: c.state,
      classCode: c.classCode,
      payrollCents: Math.round(c.payrollCents * 1.5),
    }));
    for (const bad of [
      lines.slice(1).length > 0 ? lines.slice(1) : [{ ...lines[0], classCode: '0001' }],
      [...lines, { ...lines[0], classCode: '0002' }],
      [...lines, lines[0]],
    ]) {
      expect(codeOf(await submit(p, bad).expect(400))).toBe(ErrorCode.PremiumAuditLinesInvalid);
    }

    const before = await ledgerOf(p.quote.id);
    const billed = sumOf(before, 'Billed') - sumOf(before, 'ReturnPremium');
    const done = (await submit(p, lines).expect(200)).body as PolicyAudit;
    const audited = auditedPremium(p.basis, done.audit!.lines);
    expect(done.audit!.lines.map((l) => l.payrollCents)).toEqual(lines.map((l) => l.payrollCents));
    expect(done.audit).toMatchObject({
      status: 'settled',
      payrollSource: 'client',
      auditedPremiumCents: audited.auditedPremiumCents,
      billedCents: billed,
      differenceCents: audited.auditedPremiumCents - billed,
      settlementStatus: 'charged',
    });
    expect(done.audit!.differenceCents).toBeGreaterThan(0);
    expect(done.preview).toMatchObject({
      basis: 'final',
      projectedTrueUpCents: done.audit!.differenceCents,
      projectedTrueUpKind: 'additional',
    });
    const after = (await ledgerOf(p.quote.id)).filter((e) => e.memo.includes('premium audit'));
    expect(after).toEqual([
      expect.objectContaining({ kind: 'Billed', amountCents: done.audit!.differenceCents }),
      expect.objectContaining({ kind: 'Collected', amountCents: done.audit!.differenceCents }),
    ]);
    await expectLedgerMatchesProvider(p.quote.id);

    const [completed] = await auditMails(p.email, 'premium-audit-completed');
    expect(completed.text).toContain('Additional premium');
    const documents = (await db.query(
      `SELECT type FROM documents WHERE application_id = $1 AND type = 'AUDIT_STATEMENT'`,
      [p.quote.id],
    )) as unknown[];
    expect(documents).toHaveLength(1);
    const trail = (await db.query(
      `SELECT action FROM audit_records WHERE application_id = $1 AND action = 'submitAuditPayroll'`,
      [p.quote.id],
    )) as unknown[];
    expect(trail).toHaveLength(1);

    // Given once: again is refused, and a rerun charges nothing more.
    expect(codeOf(await submit(p, lines).expect(409))).toBe(
      ErrorCode.PremiumAuditNotAwaitingPayroll,
    );
    await run.run(isoDay(0));
    expect(
      (await ledgerOf(p.quote.id)).filter((e) => e.memo.includes('premium audit')),
    ).toHaveLength(2);
  });

  it('refunds return premium when the client’s final payroll is smaller', async () => {
    const p = await wcPolicy(TERM_DAYS + 1, false);
    await run.run(isoDay(0));
    const lines = p.classPayrolls.map((c) => ({
      state: c.state,
      classCode: c.classCode,
      payrollCents: Math.round(c.payrollCents * 0.5),
    }));
    const done = (await submit(p, lines).expect(200)).body as PolicyAudit;
    const audited = auditedPremium(p.basis, done.audit!.lines);
    expect(done.audit).toMatchObject({
      status: 'settled',
      auditedPremiumCents: audited.auditedPremiumCents,
      settlementStatus: 'refunded',
    });
    const returned = -done.audit!.differenceCents!;
    expect(returned).toBeGreaterThan(0);
    const entries = (await ledgerOf(p.quote.id)).filter((e) => e.memo.includes('premium audit'));
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'ReturnPremium', amountCents: returned }),
      expect.objectContaining({ kind: 'Refunded', amountCents: returned }),
    ]);
    await expectLedgerMatchesProvider(p.quote.id);
    const [completed] = await auditMails(p.email, 'premium-audit-completed');
    expect(completed.text).toContain('Return premium');
  });

  it('leaves a declined additional premium billed and owed, and does not charge it again', async () => {
    const p = await wcPolicy(TERM_DAYS + 1, false, DECLINES_ON_FILE);
    await run.run(isoDay(0));
    const lines = p.classPayrolls.map((c) => ({
      state: c.state,
      classCode: c.classCode,
      payrollCents: c.payrollCents * 2,
    }));
    const done = (await submit(p, lines).expect(200)).body as PolicyAudit;
    expect(done.audit).toMatchObject({ status: 'audited', settlementStatus: 'declined' });
    const entries = (await ledgerOf(p.quote.id)).filter((e) => e.memo.includes('premium audit'));
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'Billed', amountCents: done.audit!.differenceCents }),
    ]);
    await expectLedgerMatchesProvider(p.quote.id);
    await run.run(isoDay(1));
    expect(((await read(p, admin).expect(200)).body as PolicyAudit).audit).toMatchObject({
      status: 'audited',
      settlementStatus: 'declined',
    });
    const [completed] = await auditMails(p.email, 'premium-audit-completed');
    expect(completed.text).toContain('Additional premium');
  });

  it('audits a pay-as-you-go policy from its payroll reports once the grace days passed', async () => {
    const p = await wcPolicy(TERM_DAYS + 10, true);
    const first = (await report(p, 0, 27, 1)).body as { lines: Line[] };
    const second = (await report(p, 28, 55, 1)).body as { lines: Line[] };
    // The term ended 10 days ago, past the 5 grace days: the reports are the final payroll.
    await run.run(isoDay(0));
    const view = (await read(p, p.client.token).expect(200)).body as PolicyAudit;
    const expectedLines = p.classPayrolls.map((c) => {
      const of = (ls: Line[]) =>
        ls.find((l) => l.state === c.state && l.classCode === c.classCode)!.payrollCents;
      return of(first.lines) + of(second.lines);
    });
    expect(view.audit).toMatchObject({ status: 'settled', payrollSource: 'payroll_reports' });
    expect(view.audit!.lines.map((l) => l.payrollCents).sort()).toEqual(expectedLines.sort());
    const audited = auditedPremium(p.basis, view.audit!.lines);
    expect(view.audit!.auditedPremiumCents).toBe(audited.auditedPremiumCents);
    // Paid in full and reports billed on top of it: the audit returns the premium billed beyond.
    expect(view.audit!.settlementStatus).toBe('refunded');
    await expectLedgerMatchesProvider(p.quote.id);
    expect(await auditMails(p.email, 'premium-audit-payroll-requested')).toHaveLength(0);
    // The client is not asked: the payroll came from the reports.
    const refused = await submit(
      p,
      p.classPayrolls.map((c) => ({ state: c.state, classCode: c.classCode, payrollCents: 1 })),
    ).expect(409);
    expect(codeOf(refused)).toBe(ErrorCode.PremiumAuditNotAwaitingPayroll);
    // Refunded on the newest payments first (the reports' charges, then the checkout's), in all
    // the return premium; a rerun refunds nothing more.
    const entries = (await ledgerOf(p.quote.id)).filter((e) => e.memo.includes('premium audit'));
    expect(sumOf(entries, 'ReturnPremium')).toBe(-view.audit!.differenceCents!);
    expect(sumOf(entries, 'Refunded')).toBe(-view.audit!.differenceCents!);
    await run.run(isoDay(0));
    expect(
      (await ledgerOf(p.quote.id)).filter((e) => e.memo.includes('premium audit')),
    ).toHaveLength(entries.length);
  });

  it('waits for the last payroll reports during the grace days, and leaves cancelled policies alone', async () => {
    const p = await wcPolicy(TERM_DAYS + 2, true);
    await report(p, 0, 27, 1);
    await run.run(isoDay(0));
    expect(((await read(p, admin).expect(200)).body as PolicyAudit).audit).toMatchObject({
      status: 'open',
    });
    // Three days later the grace days are over.
    await run.run(isoDay(3));
    expect(((await read(p, admin).expect(200)).body as PolicyAudit).audit).toMatchObject({
      status: 'settled',
      payrollSource: 'payroll_reports',
    });

    const cancelled = await wcPolicy(TERM_DAYS + 1, false);
    await db.query(
      `INSERT INTO policy_cancellations (policy_id, application_id, reason, cancellation_date,
         method, premium_cents, earned_cents, return_premium_cents, refund_cents, balance_due_cents)
       SELECT id, application_id, 'other', effective_date + 30, 'pro_rata', 0, 0, 0, 0, 0
         FROM policies WHERE application_id = $1`,
      [cancelled.quote.id],
    );
    await run.run(isoDay(0));
    expect(((await read(cancelled, admin).expect(200)).body as PolicyAudit).audit).toBeNull();
  });
});
