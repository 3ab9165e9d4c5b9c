import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { addDaysIso, ErrorCode } from '@coverline/contracts';
import { PayrollReportRemindersService } from '../src/servicing/payroll-reports';
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

interface Report {
  id: string;
  reportId: string;
  policyNumber: string;
  periodStart: string;
  periodEnd: string;
  lines: Array<{
    classCode: string;
    state: string;
    payrollCents: number;
    ratePer100: number;
    premiumCents: number;
  }>;
  payrollCents: number;
  premiumCents: number;
  chargeStatus: string;
}

interface PolicyReports {
  quoteId: string;
  policyNumber: string;
  reportedThrough: string;
  reportingState: string;
  reports: Report[];
}

/** The sandbox card that pays at checkout and declines every later charge on file. */
const DECLINES_ON_FILE = '4000 0000 0000 0341';
/** The policies start this many days ago, so whole pay periods are behind them. */
const STARTED_DAYS_AGO = 60;

describe('pay-as-you-go payroll reports', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: SignedIn;
  let rep: TestRep;
  let otherRep: TestRep;
  /** Machine tokens: the rep's company (both scopes), another company, a carrier, read only. */
  let machine: string;
  let otherMachine: string;
  let carrierMachine: string;
  let readOnlyMachine: string;
  let reminders: PayrollReportRemindersService;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '0' });
    db = t.app.get(DataSource);
    admin = await adminToken(t);
    agent = await createAgent(t);
    [rep, otherRep] = [await createRep(t), await createRep(t)];
    const [employers] = (await db.query(`SELECT id FROM carriers WHERE name = 'Employers'`)) as [
      { id: string },
    ];
    const both = ['payroll-reports:write', 'payroll-reports:read'];
    const company = (r: TestRep) => ({ kind: 'payroll_company' as const, id: r.payrollCompanyId });
    machine = await apiClientToken(t, company(rep), both);
    otherMachine = await apiClientToken(t, company(otherRep), both);
    carrierMachine = await apiClientToken(t, { kind: 'carrier', id: employers.id }, [
      'quotes:read',
    ]);
    readOnlyMachine = await apiClientToken(t, company(rep), ['payroll-reports:read']);
    reminders = t.app.get(PayrollReportRemindersService);
  }, 60_000);

  afterAll(() => t?.close());

  /**
   * A visitor buys a WC quote paying in full with `card`, an admin binds it effective
   * STARTED_DAYS_AGO days ago, the carrier's payroll service has accepted its pay-as-you-go
   * registration with the rep's payroll company, and the client signs up.
   */
  async function paygoPolicy(cardNumber = PAYING_CARD.cardNumber) {
    const policy = await boughtPolicy(
      t,
      { admin, agent },
      { effectiveDate: isoDay(-STARTED_DAYS_AGO), cardNumber },
    );
    await acceptedPaygo(db, policy, rep.payrollCompanyId);
    const classCodes = (await db.query(
      `SELECT state, class_code AS "classCode" FROM application_class_codes
        WHERE application_id = $1 ORDER BY position`,
      [policy.quote.id],
    )) as Array<{ state: string; classCode: string }>;
    return { ...policy, classCodes };
  }

  type Paygo = Awaited<ReturnType<typeof paygoPolicy>>;

  const reportBody = (p: Paygo, overrides: Record<string, unknown> = {}) => ({
    reportId: `run-${randomUUID()}`,
    policyNumber: p.policyNumber,
    periodStart: p.effectiveDate,
    periodEnd: addDaysIso(p.effectiveDate, 13),
    lines: p.classCodes.map((c, i) => ({
      classCode: c.classCode,
      state: c.state,
      payrollCents: 1_234_567 + i * 100_003,
    })),
    ...overrides,
  });

  const post = (token: string, body: unknown) =>
    t.http
      .post('/api/integrations/payroll-reports')
      .set(bearer(token))
      .send(body as object);

  const ledgerOf = async (quoteId: string) =>
    (await db.query(
      `SELECT e.kind, e.amount_cents::int AS "amountCents", e.memo FROM policy_ledger_entries e
         JOIN policies p ON p.id = e.policy_id WHERE p.application_id = $1 ORDER BY e.entry_no`,
      [quoteId],
    )) as Array<{ kind: string; amountCents: number; memo: string }>;

  const chargesOf = async (reportId: string) =>
    Number(
      (
        (await db.query(
          `SELECT count(*) AS n FROM sandbox_charges c JOIN sandbox_checkouts k ON k.id = c.checkout_id
            WHERE k.reference = $1`,
          [reportId],
        )) as Array<{ n: string }>
      )[0].n,
    );

  it('rates a report per class code and state, bills and charges it, and everyone concerned reads it', async () => {
    const p = await paygoPolicy();
    const body = reportBody(p);
    const res = await post(machine, body).expect(201);
    const report = res.body as Report;
    expect(report).toMatchObject({
      reportId: body.reportId,
      policyNumber: p.policyNumber,
      periodStart: body.periodStart,
      periodEnd: body.periodEnd,
      chargeStatus: 'paid',
    });
    expect(report.lines).toHaveLength(body.lines.length);
    for (const line of report.lines) {
      expect(line.ratePer100).toBeGreaterThan(0);
      expect(line.premiumCents).toBe(Math.round((line.payrollCents * line.ratePer100) / 100));
    }
    expect(report.premiumCents).toBe(report.lines.reduce((s, l) => s + l.premiumCents, 0));
    expect(report.payrollCents).toBe(body.lines.reduce((s, l) => s + l.payrollCents, 0));
    expect(await chargesOf(report.id)).toBe(1);
    const ledger = await ledgerOf(p.quote.id);
    expect(ledger.filter((e) => e.memo.startsWith('Payroll'))).toEqual([
      expect.objectContaining({ kind: 'Billed', amountCents: report.premiumCents }),
      expect.objectContaining({ kind: 'Collected', amountCents: report.premiumCents }),
    ]);

    const views: PolicyReports[] = [
      (await t.http.get(`/api/policy-payroll-reports/${p.quote.id}`).set(bearer(p.client.token)))
        .body as PolicyReports,
      (await t.http.get(`/api/policy-payroll-reports/${p.quote.id}`).set(bearer(agent.token)))
        .body as PolicyReports,
      (await t.http.get(`/api/policy-payroll-reports/${p.quote.id}`).set(bearer(admin)))
        .body as PolicyReports,
      (
        await t.http
          .get('/api/integrations/payroll-reports')
          .query({ policyNumber: p.policyNumber })
          .set(bearer(readOnlyMachine))
          .expect(200)
      ).body as PolicyReports,
    ];
    for (const view of views) {
      expect(view).toMatchObject({
        quoteId: p.quote.id,
        policyNumber: p.policyNumber,
        reportedThrough: body.periodEnd,
      });
      expect(view.reports.map((r) => r.id)).toEqual([report.id]);
    }
    const repView = await t.http
      .get('/api/payroll-partners/payroll-reports')
      .query({ pageSize: 100 })
      .set(bearer(await repToken(t, rep.id)))
      .expect(200);
    const mine = (repView.body as { items: PolicyReports[] }).items.find(
      (i) => i.quoteId === p.quote.id,
    );
    expect(mine?.reports.map((r) => r.id)).toEqual([report.id]);
    const otherRepView = await t.http
      .get('/api/payroll-partners/payroll-reports')
      .query({ pageSize: 100 })
      .set(bearer(await repToken(t, otherRep.id)))
      .expect(200);
    expect(
      (otherRepView.body as { items: PolicyReports[] }).items.map((i) => i.quoteId),
    ).not.toContain(p.quote.id);
  });

  it('answers a retried report with the first one and charges it once, also when retries race', async () => {
    const p = await paygoPolicy();
    const body = reportBody(p);
    const first = (await post(machine, body).expect(201)).body as Report;
    const again = await post(machine, body).expect(200);
    expect((again.body as Report).id).toBe(first.id);
    // The lines in another order are the same report.
    await post(machine, { ...body, lines: [...body.lines].reverse() }).expect(200);

    const raced = reportBody(p, {
      periodStart: addDaysIso(p.effectiveDate, 14),
      periodEnd: addDaysIso(p.effectiveDate, 27),
    });
    const answers = await Promise.all([1, 2, 3].map(() => post(machine, raced)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((r) => (r.body as Report).id));
    expect(ids.size).toBe(1);

    expect(await chargesOf(first.id)).toBe(1);
    expect(await chargesOf([...ids][0])).toBe(1);
    const payroll = (await ledgerOf(p.quote.id)).filter((e) => e.memo.startsWith('Payroll'));
    expect(payroll.map((e) => e.kind)).toEqual(['Billed', 'Collected', 'Billed', 'Collected']);

    const changed = await post(machine, {
      ...body,
      lines: [{ ...body.lines[0], payrollCents: body.lines[0].payrollCents + 1 }],
    }).expect(409);
    expect(codeOf(changed)).toBe(ErrorCode.PayrollReportIdReused);
  });

  it("refuses another payroll company's policy, machines without the scope and people", async () => {
    const p = await paygoPolicy();
    const body = reportBody(p);
    const other = await post(otherMachine, body).expect(404);
    expect(codeOf(other)).toBe(ErrorCode.PayrollReportPolicyNotFound);
    const otherList = await t.http
      .get('/api/integrations/payroll-reports')
      .query({ policyNumber: p.policyNumber })
      .set(bearer(otherMachine))
      .expect(404);
    expect(codeOf(otherList)).toBe(ErrorCode.PayrollReportPolicyNotFound);
    expect(codeOf(await post(carrierMachine, body).expect(403))).toBe(
      ErrorCode.MachineScopeMissing,
    );
    expect(codeOf(await post(readOnlyMachine, body).expect(403))).toBe(
      ErrorCode.MachineScopeMissing,
    );
    await post(p.client.token, body).expect(403);
    await post(admin, body).expect(403);
    await post(await repToken(t, rep.id), body).expect(403);
    await t.http.post('/api/integrations/payroll-reports').send(body).expect(401);
    const unknown = await post(machine, { ...body, policyNumber: 'WC-NO-SUCH' }).expect(404);
    expect(codeOf(unknown)).toBe(ErrorCode.PayrollReportPolicyNotFound);
    // Nothing was recorded by the refusals.
    const count = (await db.query(
      `SELECT count(*)::int AS n FROM payroll_reports r
      JOIN policies p ON p.id = r.policy_id WHERE p.application_id = $1`,
      [p.quote.id],
    )) as [{ n: number }];
    expect(count[0].n).toBe(0);

    // Another client and the agent not on the policy do not read it.
    const otherClient = await registerClient(t);
    await t.http
      .get(`/api/policy-payroll-reports/${p.quote.id}`)
      .set(bearer(otherClient.token))
      .expect(403);
    const otherAgent = await createAgent(t);
    await t.http
      .get(`/api/policy-payroll-reports/${p.quote.id}`)
      .set(bearer(otherAgent.token))
      .expect(403);
  });

  it('refuses bad periods, overlapping periods and lines the policy does not cover', async () => {
    const p = await paygoPolicy();
    const cases: Array<[string, Record<string, unknown>, number, ErrorCode]> = [
      [
        'ends in the future',
        { periodStart: isoDay(-3), periodEnd: isoDay(1) },
        400,
        ErrorCode.PayrollReportPeriodInvalid,
      ],
      [
        'starts before the policy',
        { periodStart: addDaysIso(p.effectiveDate, -1) },
        400,
        ErrorCode.PayrollReportPeriodInvalid,
      ],
      [
        'starts after it ends',
        { periodStart: addDaysIso(p.effectiveDate, 5), periodEnd: addDaysIso(p.effectiveDate, 4) },
        400,
        ErrorCode.PayrollReportPeriodInvalid,
      ],
      [
        'is longer than 31 days',
        { periodEnd: addDaysIso(p.effectiveDate, 31) },
        400,
        ErrorCode.PayrollReportPeriodInvalid,
      ],
      [
        'names a class code the policy does not have',
        { lines: [{ classCode: '0001', state: p.classCodes[0].state, payrollCents: 100 }] },
        400,
        ErrorCode.PayrollReportLinesInvalid,
      ],
      [
        'names a state the policy does not have',
        {
          lines: [
            {
              classCode: p.classCodes[0].classCode,
              state: p.classCodes[0].state === 'WY' ? 'VT' : 'WY',
              payrollCents: 100,
            },
          ],
        },
        400,
        ErrorCode.PayrollReportLinesInvalid,
      ],
      [
        'names a class code twice',
        {
          lines: [
            { ...p.classCodes[0], payrollCents: 100 },
            { ...p.classCodes[0], payrollCents: 200 },
          ],
        },
        400,
        ErrorCode.PayrollReportLinesInvalid,
      ],
    ];
    const problems: string[] = [];
    for (const [name, overrides, status, code] of cases) {
      const res = await post(machine, reportBody(p, overrides));
      if (res.status !== status || codeOf(res) !== code) {
        problems.push(`${name}: ${res.status} ${res.text.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
    const unknownLine = await post(
      machine,
      reportBody(p, {
        lines: [{ classCode: '0001', state: p.classCodes[0].state, payrollCents: 100 }],
      }),
    );
    expect(JSON.stringify(unknownLine.body)).toContain('class code 0001');

    await post(machine, reportBody(p)).expect(201);
    const overlap = await post(
      machine,
      reportBody(p, {
        periodStart: addDaysIso(p.effectiveDate, 13),
        periodEnd: addDaysIso(p.effectiveDate, 20),
      }),
    ).expect(409);
    expect(codeOf(overlap)).toBe(ErrorCode.PayrollReportPeriodOverlaps);
    // The day after the first period is free.
    await post(
      machine,
      reportBody(p, {
        periodStart: addDaysIso(p.effectiveDate, 14),
        periodEnd: addDaysIso(p.effectiveDate, 20),
      }),
    ).expect(201);
  });

  it('records a payroll_report.received event for the posting company once the charge has an outcome', async () => {
    await t.http
      .post('/api/webhooks/subscriptions')
      .set(bearer(admin))
      .send({
        partnerKind: 'payroll_company',
        partnerId: rep.payrollCompanyId,
        url: 'http://127.0.0.1:9/payroll-hook',
        eventTypes: ['payroll_report.received'],
      })
      .expect(201);
    const p = await paygoPolicy();
    const body = reportBody(p);
    const report = (await post(machine, body).expect(201)).body as Report;
    await post(machine, body).expect(200);
    const events = (await db.query(
      `SELECT type, data, payroll_company_id AS "companyId" FROM webhook_events
        WHERE type = 'payroll_report.received' AND data->>'payrollReportId' = $1`,
      [report.id],
    )) as Array<{ type: string; data: Record<string, unknown>; companyId: string }>;
    expect(events).toHaveLength(1);
    expect(events[0].companyId).toBe(rep.payrollCompanyId);
    expect(events[0].data).toMatchObject({
      reportId: body.reportId,
      quoteId: p.quote.id,
      policyNumber: p.policyNumber,
      periodStart: body.periodStart,
      periodEnd: body.periodEnd,
      premiumCents: report.premiumCents,
      chargeStatus: 'paid',
    });
  });

  it('keeps a declined charge billed and owed, and never charges it again', async () => {
    const p = await paygoPolicy(DECLINES_ON_FILE);
    const body = reportBody(p);
    const report = (await post(machine, body).expect(201)).body as Report;
    expect(report.chargeStatus).toBe('declined');
    await post(machine, body).expect(200);
    expect(await chargesOf(report.id)).toBe(1);
    const payroll = (await ledgerOf(p.quote.id)).filter((e) => e.memo.startsWith('Payroll'));
    expect(payroll).toEqual([
      expect.objectContaining({ kind: 'Billed', amountCents: report.premiumCents }),
    ]);
  });

  describe('corrections', () => {
    const correct = (token: string, body: unknown) =>
      t.http
        .post('/api/integrations/payroll-reports/corrections')
        .set(bearer(token))
        .send(body as object);

    /** Ledger totals of the policy and what the provider kept for its payments. */
    const reconciled = async (quoteId: string) => {
      const [ledger] = (await db.query(
        `SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'Collected'), 0)::bigint
                - coalesce(sum(amount_cents) FILTER (WHERE kind = 'Refunded'), 0)::bigint AS net,
                coalesce(sum(amount_cents) FILTER (WHERE kind = 'Billed'), 0)::bigint
                - coalesce(sum(amount_cents) FILTER (WHERE kind = 'ReturnPremium'), 0)::bigint
                - coalesce(sum(amount_cents) FILTER (WHERE kind = 'Collected'), 0)::bigint
                + coalesce(sum(amount_cents) FILTER (WHERE kind = 'Refunded'), 0)::bigint AS due
           FROM policy_ledger_entries e JOIN policies p ON p.id = e.policy_id
          WHERE p.application_id = $1`,
        [quoteId],
      )) as Array<{ net: string; due: string }>;
      const [provider] = (await db.query(
        `WITH charges AS (
           SELECT c.id, c.amount_cents FROM sandbox_charges c
             JOIN sandbox_checkouts k ON k.id = c.checkout_id
            WHERE c.status = 'paid' AND k.reference IN (
              SELECT id::text FROM payroll_reports WHERE application_id = $1::uuid
              UNION SELECT id::text FROM checkouts WHERE application_id = $1::uuid))
         SELECT (SELECT coalesce(sum(amount_cents), 0) FROM charges)
                - (SELECT coalesce(sum(r.amount_cents), 0) FROM sandbox_refunds r
                    WHERE r.charge_id IN (SELECT id FROM charges)) AS net`,
        [quoteId],
      )) as Array<{ net: string }>;
      return {
        ledgerNet: Number(ledger.net),
        due: Number(ledger.due),
        providerNet: Number(provider.net),
      };
    };

    it('re-rates revised wages, refunds a lower premium and charges a higher one, once each', async () => {
      const p = await paygoPolicy();
      const body = reportBody(p);
      const report = (await post(machine, body).expect(201)).body as Report;
      const before = await reconciled(p.quote.id);

      // Lower wages: the difference is returned and refunded on the report's payment.
      const lower = {
        reportId: body.reportId,
        correctionId: `fix-${randomUUID()}`,
        lines: body.lines.map((l) => ({ ...l, payrollCents: Math.floor(l.payrollCents / 2) })),
      };
      const down = (await correct(machine, lower).expect(201)).body as {
        previousPremiumCents: number;
        premiumCents: number;
        differenceCents: number;
        refundCents: number;
        outcome: string;
        lines: Report['lines'];
      };
      expect(down.previousPremiumCents).toBe(report.premiumCents);
      expect(down.premiumCents).toBe(down.lines.reduce((sum, l) => sum + l.premiumCents, 0));
      for (const line of down.lines) {
        expect(line.premiumCents).toBe(Math.round((line.payrollCents * line.ratePer100) / 100));
      }
      expect(down).toMatchObject({
        differenceCents: down.premiumCents - report.premiumCents,
        refundCents: report.premiumCents - down.premiumCents,
        outcome: 'refunded',
      });
      // The same correction again answers the first and refunds nothing more.
      expect((await correct(machine, lower).expect(200)).body).toEqual(down);
      // The same id with other wages is refused.
      expect(codeOf(await correct(machine, { ...lower, lines: body.lines }).expect(409))).toBe(
        ErrorCode.PayrollCorrectionIdReused,
      );
      const afterDown = await reconciled(p.quote.id);
      expect(afterDown.ledgerNet).toBe(before.ledgerNet - down.refundCents);
      expect(afterDown.ledgerNet).toBe(afterDown.providerNet);
      expect(afterDown.due).toBe(before.due);

      // The report reads the revised figures everywhere.
      const listed = (
        await t.http
          .get('/api/integrations/payroll-reports')
          .query({ policyNumber: p.policyNumber })
          .set(bearer(machine))
          .expect(200)
      ).body as PolicyReports;
      expect(listed.reports[0]).toMatchObject({
        id: report.id,
        premiumCents: down.premiumCents,
        chargeStatus: 'paid',
      });
      // The original post replayed still answers the report, charging nothing.
      await post(machine, body).expect(200);
      expect(await chargesOf(report.id)).toBe(1);

      // Higher wages than first reported: the difference is billed and charged on file.
      const higher = {
        reportId: body.reportId,
        correctionId: `fix-${randomUUID()}`,
        lines: body.lines.map((l) => ({ ...l, payrollCents: l.payrollCents + 500_000 })),
      };
      const up = (await correct(machine, higher).expect(201)).body as {
        premiumCents: number;
        differenceCents: number;
        outcome: string;
      };
      expect(up.differenceCents).toBe(up.premiumCents - down.premiumCents);
      expect(up.differenceCents).toBeGreaterThan(0);
      expect(up.outcome).toBe('charged');
      await correct(machine, higher).expect(200);
      expect(await chargesOf(report.id)).toBe(2);
      const afterUp = await reconciled(p.quote.id);
      expect(afterUp.ledgerNet).toBe(afterDown.ledgerNet + up.differenceCents);
      expect(afterUp.ledgerNet).toBe(afterUp.providerNet);
      expect(afterUp.due).toBe(before.due);
      const payroll = (await ledgerOf(p.quote.id)).filter((e) => e.memo.startsWith('Payroll'));
      expect(payroll.map((e) => e.kind)).toEqual([
        'Billed',
        'Collected',
        'ReturnPremium',
        'Refunded',
        'Billed',
        'Collected',
      ]);
    });

    it('credits a lower premium of a declined report, and refuses what is not the company’s own', async () => {
      const p = await paygoPolicy(DECLINES_ON_FILE);
      const body = reportBody(p);
      const report = (await post(machine, body).expect(201)).body as Report;
      expect(report.chargeStatus).toBe('declined');
      const lower = {
        reportId: body.reportId,
        correctionId: `fix-${randomUUID()}`,
        lines: body.lines.map((l) => ({ ...l, payrollCents: 0 })),
      };
      // Another company's system cannot correct it, nor a token without the write scope.
      expect(codeOf(await correct(otherMachine, lower).expect(404))).toBe(
        ErrorCode.PayrollCorrectionReportNotFound,
      );
      await correct(readOnlyMachine, lower).expect(403);
      await correct(admin, lower).expect(403);
      expect(
        codeOf(await correct(machine, { ...lower, reportId: `run-${randomUUID()}` }).expect(404)),
      ).toBe(ErrorCode.PayrollCorrectionReportNotFound);
      expect(
        codeOf(
          await correct(machine, {
            ...lower,
            lines: [{ classCode: '9999', state: 'WY', payrollCents: 1 }],
          }).expect(400),
        ),
      ).toBe(ErrorCode.PayrollReportLinesInvalid);
      await correct(machine, { ...lower, correctionId: 'has spaces' }).expect(400);
      await correct(machine, { ...lower, lines: [] }).expect(400);

      const credited = (await correct(machine, lower).expect(201)).body as {
        premiumCents: number;
        differenceCents: number;
        refundCents: number;
        outcome: string;
      };
      expect(credited).toMatchObject({
        premiumCents: 0,
        differenceCents: -report.premiumCents,
        refundCents: 0,
        outcome: 'credited',
      });
      // Nothing was collected, nothing refunded: the premium is no longer owed.
      const after = await reconciled(p.quote.id);
      expect(after.ledgerNet).toBe(after.providerNet);
      const payroll = (await ledgerOf(p.quote.id)).filter((e) => e.memo.startsWith('Payroll'));
      expect(payroll).toEqual([
        expect.objectContaining({ kind: 'Billed', amountCents: report.premiumCents }),
        expect.objectContaining({ kind: 'ReturnPremium', amountCents: report.premiumCents }),
      ]);
    });
  });

  it('reminds the client and reps of a late report once, and flags 30 days unreported to reps and staff', async () => {
    const p = await paygoPolicy();
    // Reported through day 13; biweekly with 5 grace days: late from day 13 + 20.
    await post(machine, reportBody(p)).expect(201);
    const through = addDaysIso(p.effectiveDate, 13);

    await reminders.run(addDaysIso(through, 19));
    expect((await mailTo(t, p.email)).map((m) => m.template)).not.toContain('payroll-report-late');

    await reminders.run(addDaysIso(through, 20));
    await reminders.run(addDaysIso(through, 21));
    const clientMails = (await mailTo(t, p.email)).filter(
      (m) => m.template === 'payroll-report-late',
    );
    expect(clientMails).toHaveLength(1);
    expect(clientMails[0].text).toContain(p.policyNumber);
    expect(
      (await mailTo(t, rep.email)).filter(
        (m) => m.template === 'payroll-report-late-partner' && m.text.includes(p.policyNumber),
      ),
    ).toHaveLength(1);
    expect(
      (await mailTo(t, agent.email)).filter(
        (m) => m.template === 'payroll-report-unreported' && m.text.includes(p.policyNumber),
      ),
    ).toHaveLength(0);

    await reminders.run(addDaysIso(through, 30));
    await reminders.run(addDaysIso(through, 31));
    const flagged = (to: string) =>
      mailTo(t, to).then(
        (ms) =>
          ms.filter(
            (m) => m.template === 'payroll-report-unreported' && m.text.includes(p.policyNumber),
          ).length,
      );
    expect(await flagged(agent.email)).toBe(1);
    expect(await flagged(rep.email)).toBe(1);
    expect(await flagged(otherRep.email)).toBe(0);

    // The views say the same as of today: reported through day 13 of a policy 60 days old.
    const view = (
      await t.http
        .get(`/api/policy-payroll-reports/${p.quote.id}`)
        .set(bearer(p.client.token))
        .expect(200)
    ).body as PolicyReports;
    expect(view).toMatchObject({ reportedThrough: through, reportingState: 'unreported' });
  });
});
