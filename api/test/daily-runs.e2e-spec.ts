import { DataSource } from 'typeorm';
import { addDaysIso, addMonthsIso, ErrorCode } from '@coverline/contracts';
import { adminToken, createAgent, createTestApp, type SignedIn, type TestApp } from './helpers/app';
import { bearer, codeOf, isoDay } from './quotes/quote-helpers';
import { boughtPolicy } from './servicing/bought-policy';

interface DailyRun {
  run: string;
  queue: string;
  schedule: string;
  lastRun: {
    run: string;
    trigger: string;
    day: string | null;
    outcome: string;
    counts: Record<string, number> | null;
    finishedAt: string | null;
    error: string | null;
  } | null;
}

describe('daily runs started by an admin', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '0' });
    db = t.app.get(DataSource);
    admin = await adminToken(t);
    agent = await createAgent(t);
  });

  afterAll(() => t?.close());

  /** A policy bought on instalments with the paying card, bound effective `effectiveDate`. */
  const boughtOnInstalments = (effectiveDate: string) =>
    boughtPolicy(t, { admin, agent }, { effectiveDate, paymentChoice: 'Payments' });

  const instalmentsOf = async (token: string, quoteId: string) =>
    (await t.http.get(`/api/policy-billing/${quoteId}`).set(bearer(token)).expect(200)).body
      .instalments as Array<{ id: string; status: string; dueOn: string }>;

  const latestId = async (run: string) =>
    (
      await db.query<Array<{ id: string }>>(
        `SELECT id FROM daily_runs WHERE run = $1 ORDER BY started_at DESC LIMIT 1`,
        [run],
      )
    )[0].id;

  const list = async () =>
    (await t.http.get('/api/admin/daily-runs').set(bearer(admin)).expect(200)).body as DailyRun[];

  it('lists the three runs with their schedules', async () => {
    const runs = await list();
    expect(runs.map((r) => [r.run, r.queue, r.schedule])).toEqual([
      ['billing', 'instalment-billing', '0 9 * * *'],
      ['renewals', 'policy-renewals', '0 8 * * *'],
      ['payroll-reminders', 'payroll-reporting', '0 15 * * *'],
    ]);
  });

  it("runs today's billing now: charges the instalment due, answers its counts, is audited, and a rerun charges nothing", async () => {
    // Instalment 1 came due a few days ago: the run charges it today.
    const effective = addMonthsIso(isoDay(-5), -1);
    const { quote, client } = await boughtOnInstalments(effective);
    const before = await instalmentsOf(client.token, quote.id);
    expect(before[0]).toMatchObject({ status: 'Scheduled', dueOn: addMonthsIso(effective, 1) });

    const res = await t.http.post('/api/admin/daily-runs/billing').set(bearer(admin)).expect(200);
    expect(res.body).toMatchObject({
      run: 'billing',
      trigger: 'admin',
      day: isoDay(0),
      outcome: 'succeeded',
      error: null,
    });
    expect(res.body.counts.paid).toBeGreaterThanOrEqual(1);
    expect(Object.keys(res.body.counts).sort()).toEqual(
      ['cancelled', 'declined', 'noticesSent', 'paid', 'reminded', 'unanswered'].sort(),
    );
    const after = await instalmentsOf(client.token, quote.id);
    expect(after[0].status).toBe('Paid');
    expect(after[1].status).toBe('Scheduled');
    const firstRunId = await latestId('billing');

    const charges = async () =>
      Number(
        (
          await db.query<Array<{ n: string }>>(
            `SELECT count(*) AS n FROM sandbox_charges c
               JOIN sandbox_checkouts k ON k.id = c.checkout_id WHERE k.reference = $1`,
            [after[0].id],
          )
        )[0].n,
      );
    expect(await charges()).toBe(1);
    await t.http.post('/api/admin/daily-runs/billing').set(bearer(admin)).expect(200);
    expect(await charges()).toBe(1);

    const audited = await db.query<Array<{ after: Record<string, string> }>>(
      `SELECT after FROM audit_records WHERE action = 'runDailyRun' AND after->>'dailyRunId' = $1`,
      [firstRunId],
    );
    expect(audited).toHaveLength(1);
    expect(audited[0].after).toMatchObject({ run: 'billing', day: isoDay(0) });

    const billing = (await list()).find((r) => r.run === 'billing')!;
    expect(billing.lastRun).toMatchObject({ trigger: 'admin', outcome: 'succeeded' });
    expect(billing.lastRun!.counts).toEqual(expect.objectContaining({ paid: expect.any(Number) }));
  });

  it('catches up a missed day: the run works as of that day, and refuses a day ahead (3082) or over 31 days back (3083)', async () => {
    // Instalment 1 fell due twenty days ago, while the runs were down.
    const effective = addMonthsIso(isoDay(-20), -1);
    const { quote, client } = await boughtOnInstalments(effective);
    const dueOn = addMonthsIso(effective, 1);

    // The day before it was due charges nothing; its own day charges it, as that day's cron would.
    await t.http
      .post('/api/admin/daily-runs/billing')
      .set(bearer(admin))
      .send({ day: addDaysIso(dueOn, -1) })
      .expect(200);
    expect((await instalmentsOf(client.token, quote.id))[0].status).toBe('Scheduled');
    const res = await t.http
      .post('/api/admin/daily-runs/billing')
      .set(bearer(admin))
      .send({ day: dueOn })
      .expect(200);
    expect(res.body).toMatchObject({ run: 'billing', day: dueOn, outcome: 'succeeded' });
    expect((await instalmentsOf(client.token, quote.id))[0].status).toBe('Paid');

    const ahead = await t.http
      .post('/api/admin/daily-runs/billing')
      .set(bearer(admin))
      .send({ day: isoDay(1) })
      .expect(400);
    expect(codeOf(ahead)).toBe(3082);
    const old = await t.http
      .post('/api/admin/daily-runs/billing')
      .set(bearer(admin))
      .send({ day: isoDay(-32) })
      .expect(400);
    expect(codeOf(old)).toBe(3083);
    await t.http
      .post('/api/admin/daily-runs/billing')
      .set(bearer(admin))
      .send({ day: '2027-13-01' })
      .expect(400);
  });

  it('runs renewals and payroll reminders with their own counts', async () => {
    const renewals = await t.http
      .post('/api/admin/daily-runs/renewals')
      .set(bearer(admin))
      .expect(200);
    expect(renewals.body).toMatchObject({ run: 'renewals', outcome: 'succeeded' });
    expect(Object.keys(renewals.body.counts).sort()).toEqual(['failed', 'lapsed', 'opened']);
    const reminders = await t.http
      .post('/api/admin/daily-runs/payroll-reminders')
      .set(bearer(admin))
      .expect(200);
    expect(Object.keys(reminders.body.counts).sort()).toEqual([
      'chargesSettled',
      'late',
      'unreported',
    ]);
  });

  it('refuses an unknown run (3080), a run already running (3081), and anyone but an admin', async () => {
    const unknown = await t.http
      .post('/api/admin/daily-runs/payday')
      .set(bearer(admin))
      .expect(404);
    expect(codeOf(unknown)).toBe(ErrorCode.DailyRunUnknown);

    const [running] = await db.query<Array<{ id: string }>>(
      `INSERT INTO daily_runs (run, run_day) VALUES ('renewals', CURRENT_DATE) RETURNING id`,
    );
    try {
      const busy = await t.http
        .post('/api/admin/daily-runs/renewals')
        .set(bearer(admin))
        .expect(409);
      expect(codeOf(busy)).toBe(ErrorCode.DailyRunInProgress);
      // One left running by a process that died an hour ago no longer holds the run back.
      await db.query(
        `UPDATE daily_runs SET started_at = now() - interval '2 hours' WHERE id = $1`,
        [running.id],
      );
      await t.http.post('/api/admin/daily-runs/renewals').set(bearer(admin)).expect(200);
      const [abandoned] = await db.query<Array<{ outcome: string }>>(
        `SELECT outcome FROM daily_runs WHERE id = $1`,
        [running.id],
      );
      expect(abandoned.outcome).toBe('failed');
    } finally {
      await db.query(`DELETE FROM daily_runs WHERE id = $1 AND outcome = 'running'`, [running.id]);
    }

    await t.http.post('/api/admin/daily-runs/billing').set(bearer(agent.token)).expect(403);
    await t.http.get('/api/admin/daily-runs').set(bearer(agent.token)).expect(403);
    await t.http.get('/api/admin/daily-runs').expect(401);
  });
});
