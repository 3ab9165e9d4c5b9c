import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { addDaysIso, ErrorCode, RENEWAL_NOTICE_DAYS, type UsStateCode } from '@coverline/contracts';
import { LiveRateTables } from '../src/quoting/rate-tables';
import { RenewalRunService } from '../src/servicing/renewals';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { eventually } from './helpers/eventually';
import { bearer, codeOf, isoDay } from './quotes/quote-helpers';
import { boughtPolicy, certificateTo, type Purchase } from './servicing/bought-policy';

interface Change {
  kind: string;
  item: string;
  before: string | number | null;
  after: string | number | null;
  changed: boolean;
}

interface Renewal {
  quoteId: string;
  status: string;
  effectiveDate: string;
  expirationDate: string;
  expiringPremiumCents: number;
  premiumCents: number | null;
  classes: Array<{
    state: string;
    classCode: string;
    expiringPayrollCents: number;
    payrollCents: number;
    expiringRatePer100: number | null;
    ratePer100: number | null;
  }>;
  summary: Change[];
  nonRenewalReason: string | null;
  renewedQuoteId: string | null;
}

interface Billing {
  writtenCents: number;
  instalments: Array<{ seq: number; dueOn: string; amountCents: number; status: string }>;
  entries: Array<{ kind: string; amountCents: number }>;
}

const HOLDER_EMAIL = `holder-${randomUUID().slice(0, 8)}@renewals.example.com`;

describe('renewing a bound policy', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: SignedIn;
  let run: RenewalRunService;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '0', RATING_SANDBOX_LATENCY_MS: '0' });
    db = t.app.get(DataSource);
    run = t.app.get(RenewalRunService);
    admin = await adminToken(t);
    agent = await createAgent(t);
  });

  afterAll(() => t?.close());

  /** Bought at checkout (in full or by instalments), bound by an admin, ending `endsIn` days on. */
  function bought({
    endsIn,
    paymentChoice,
  }: {
    endsIn: number;
    paymentChoice?: Purchase['paymentChoice'];
  }) {
    const expirationDate = isoDay(endsIn);
    const effectiveDate = addDaysIso(expirationDate, -365);
    return boughtPolicy(t, { admin, agent }, { effectiveDate, expirationDate, paymentChoice });
  }

  const renewalOf = async (quoteId: string, token = admin) =>
    (await t.http.get(`/api/quote/${quoteId}/renewal`).set(bearer(token)).expect(200)).body as {
      renewal: Renewal | null;
      renewalOfQuoteId: string | null;
    };
  const confirm = (quoteId: string, token: string, classCodes: object[]) =>
    t.http.post(`/api/quote/${quoteId}/renewal/confirm`).set(bearer(token)).send({ classCodes });
  const accept = (quoteId: string, token: string) =>
    t.http.post(`/api/quote/${quoteId}/renewal/accept`).set(bearer(token)).send({});
  const nonRenew = (quoteId: string, token: string, body: object) =>
    t.http.post(`/api/quote/${quoteId}/non-renew`).set(bearer(token)).send(body);
  const payrollOf = (r: Renewal, times = 1) =>
    r.classes.map((c) => ({
      state: c.state,
      classCode: c.classCode,
      payrollCents: Math.round(c.expiringPayrollCents * times),
    }));

  it('opens 60 days before expiry, once however often the run goes, and mails the client', async () => {
    const { quote, email, client, premium, expirationDate } = await bought({ endsIn: 40 });
    const opensOn = addDaysIso(expirationDate, -RENEWAL_NOTICE_DAYS);

    await run.run(addDaysIso(opensOn, -1));
    expect((await renewalOf(quote.id)).renewal).toBeNull();

    await Promise.all([run.run(opensOn), run.run(opensOn)]);
    await run.run(addDaysIso(opensOn, 1));
    const [{ n }] = await db.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM policy_renewals WHERE application_id = $1`,
      [quote.id],
    );
    expect(n).toBe(1);

    const { renewal } = await renewalOf(quote.id, client.token);
    expect(renewal).toMatchObject({
      quoteId: quote.id,
      status: 'pending_confirmation',
      effectiveDate: expirationDate,
      expirationDate: addDaysIso(expirationDate, 365),
      expiringPremiumCents: premium,
    });
    // Priced on the expiring payroll with the tables in force on the new term's first day.
    expect(renewal!.premiumCents).toBeGreaterThan(0);
    expect(renewal!.classes.length).toBeGreaterThan(0);
    for (const c of renewal!.classes) {
      expect(c.payrollCents).toBe(c.expiringPayrollCents);
      expect(c.ratePer100).toBeGreaterThan(0);
    }
    expect(renewal!.summary[0]).toMatchObject({ kind: 'premium', before: premium });

    const opened = (await mailTo(t, email)).filter((m) => m.template === 'renewal-opened');
    expect(opened).toHaveLength(1);
    expect(opened[0].subject).toContain('confirm your payroll');
  });

  it('re-rates on changed payroll, lists the changes and binds the new term linked to the old on the same billing', async () => {
    const { quote, email, client, premium, expirationDate } = await bought({
      endsIn: 30,
      paymentChoice: 'Payments',
    });
    await run.run(isoDay(0));
    const opened = (await renewalOf(quote.id, client.token)).renewal!;

    // Accepting before confirming is refused.
    const early = await accept(quote.id, client.token).expect(409);
    expect(codeOf(early)).toBe(ErrorCode.RenewalNotConfirmed);

    const confirmed = (await confirm(quote.id, client.token, payrollOf(opened, 1.5)).expect(200))
      .body as Renewal;
    expect(confirmed.status).toBe('offered');
    expect(confirmed.premiumCents).toBeGreaterThan(opened.premiumCents!);
    const payrollLines = confirmed.summary.filter((c) => c.kind === 'payroll');
    expect(payrollLines.length).toBe(opened.classes.length);
    for (const line of payrollLines) {
      expect(line.changed).toBe(true);
      expect(line.after).toBe(Math.round((line.before as number) * 1.5));
    }
    expect(confirmed.summary[0]).toEqual({
      kind: 'premium',
      item: '',
      before: premium,
      after: confirmed.premiumCents,
      changed: true,
    });
    expect(confirmed.summary.some((c) => c.kind === 'rate')).toBe(true);
    expect(confirmed.summary).toContainEqual(
      expect.objectContaining({ kind: 'carrier_term', item: 'Carrier', changed: false }),
    );

    const accepted = (await accept(quote.id, client.token).expect(200)).body as Renewal;
    expect(accepted.status).toBe('renewed');
    const renewedQuoteId = accepted.renewedQuoteId!;
    expect(renewedQuoteId).toBeTruthy();
    expect(renewedQuoteId).not.toBe(quote.id);

    const [link] = await db.query<
      Array<{ old_renewed_by: string; new_id: string; renewal_of: string }>
    >(
      `SELECT o.renewed_by AS old_renewed_by, n.id AS new_id, n.renewal_of
         FROM policies o JOIN policies n ON n.application_id = $2
        WHERE o.application_id = $1`,
      [quote.id, renewedQuoteId],
    );
    expect(link.old_renewed_by).toBe(link.new_id);
    const [old] = await db.query<Array<{ id: string }>>(
      `SELECT id FROM policies WHERE application_id = $1`,
      [quote.id],
    );
    expect(link.renewal_of).toBe(old.id);
    expect((await renewalOf(renewedQuoteId, client.token)).renewalOfQuoteId).toBe(quote.id);

    // The client's policies list both terms.
    const mine = await t.http.get('/api/quote/myPolicies').set(bearer(client.token)).expect(200);
    const terms = (mine.body as { items: Array<{ quoteId: string; effectiveDate: string }> }).items;
    expect(terms.find((p) => p.quoteId === renewedQuoteId)?.effectiveDate).toBe(expirationDate);

    // Same billing: written on the ledger, down payment and nine instalments on the card on file.
    const billing = (
      await t.http.get(`/api/policy-billing/${renewedQuoteId}`).set(bearer(admin)).expect(200)
    ).body as Billing;
    expect(billing.writtenCents).toBe(confirmed.premiumCents);
    expect(billing.entries).toContainEqual(
      expect.objectContaining({ kind: 'Written', amountCents: confirmed.premiumCents }),
    );
    expect(billing.instalments).toHaveLength(10);
    expect(billing.instalments[0]).toMatchObject({ seq: 1, dueOn: expirationDate });
    expect(billing.instalments.reduce((s, i) => s + i.amountCents, 0)).toBe(confirmed.premiumCents);
    const [onFile] = await db.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM policy_instalments
        WHERE application_id = $1 AND payment_on_file IS NOT NULL`,
      [renewedQuoteId],
    );
    expect(onFile.n).toBe(10);

    // The new term's policy summary is produced and mailed.
    const bound = (await mailTo(t, email)).filter((m) => m.template === 'policy-bound');
    expect(bound).toHaveLength(2);
    const [doc] = await db.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM documents WHERE application_id = $1 AND type = 'POLICY_SUMMARY'`,
      [renewedQuoteId],
    );
    expect(doc.n).toBe(1);

    // Decided: nothing more may happen to it.
    expect(codeOf(await accept(quote.id, client.token).expect(409))).toBe(ErrorCode.RenewalClosed);
    expect(codeOf(await nonRenew(quote.id, admin, { reason: 'carrier' }).expect(409))).toBe(
      ErrorCode.RenewalClosed,
    );
    // The renewed policy is not opened again by a later run.
    await run.run(isoDay(1));
    expect((await renewalOf(quote.id)).renewal!.status).toBe('renewed');
  });

  it('refuses payroll for class codes outside the policy or missing ones, and other clients', async () => {
    const { quote, client } = await bought({ endsIn: 20 });
    await run.run(isoDay(0));
    const opened = (await renewalOf(quote.id, client.token)).renewal!;

    const unknown = await confirm(quote.id, client.token, [
      ...payrollOf(opened),
      { state: 'NV', classCode: '9999', payrollCents: 100 },
    ]).expect(400);
    expect(codeOf(unknown)).toBe(ErrorCode.RenewalClassCodeUnknown);
    const missing = await confirm(quote.id, client.token, payrollOf(opened).slice(1)).expect(400);
    expect(codeOf(missing)).toBe(ErrorCode.RenewalPayrollIncomplete);
    const twice = await confirm(quote.id, client.token, [
      ...payrollOf(opened),
      payrollOf(opened)[0],
    ]).expect(400);
    expect(codeOf(twice)).toBe(ErrorCode.RenewalPayrollIncomplete);

    const other = await registerClient(t);
    const stranger = await t.http
      .get(`/api/quote/${quote.id}/renewal`)
      .set(bearer(other.token))
      .expect(403);
    expect(codeOf(stranger)).toBe(ErrorCode.NotYourQuote);
    await confirm(quote.id, other.token, payrollOf(opened)).expect(403);
    await accept(quote.id, other.token).expect(403);

    // A policy without a renewal open.
    const later = await bought({ endsIn: 200 });
    expect(codeOf(await accept(later.quote.id, later.client.token).expect(404))).toBe(
      ErrorCode.RenewalNotFound,
    );
  });

  it('non-renews with a reason: the client is mailed and certificate holders told', async () => {
    const policy = await bought({ endsIn: 100 });
    const { quote, email, client, expirationDate } = policy;
    await certificateTo(t, policy, HOLDER_EMAIL);

    // Before the renewal opens; the agent on the client may decide.
    const decided = (
      await nonRenew(quote.id, agent.token, { reason: 'underwriting', note: '  Losses  ' }).expect(
        200,
      )
    ).body as Renewal & { nonRenewalNote: string };
    expect(decided).toMatchObject({
      status: 'non_renewed',
      nonRenewalReason: 'underwriting',
      nonRenewalNote: 'Losses',
      effectiveDate: expirationDate,
    });
    const mails = (await mailTo(t, email)).filter((m) => m.template === 'policy-not-renewed');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('underwriting does not accept the risk');
    const notices = (await mailTo(t, HOLDER_EMAIL)).filter(
      (m) => m.template === 'certificate-holder-notice',
    );
    expect(notices).toHaveLength(1);

    // The run leaves it alone when its day comes, and it cannot be non-renewed twice.
    await run.run(addDaysIso(expirationDate, -RENEWAL_NOTICE_DAYS));
    expect((await renewalOf(quote.id)).renewal!.status).toBe('non_renewed');
    expect(codeOf(await nonRenew(quote.id, admin, { reason: 'other' }).expect(409))).toBe(
      ErrorCode.RenewalClosed,
    );
    // Clients may not non-renew; a reason is required.
    await nonRenew(quote.id, client.token, { reason: 'other' }).expect(403);
    await nonRenew(quote.id, admin, { reason: 'bored' }).expect(400);
  });

  it('lapses an offer not accepted by expiry', async () => {
    const { quote, email, client, expirationDate } = await bought({ endsIn: 10 });
    await run.run(isoDay(0));
    expect((await renewalOf(quote.id, client.token)).renewal!.status).toBe('pending_confirmation');

    const summary = await run.run(expirationDate);
    expect(summary.lapsed).toBeGreaterThanOrEqual(1);
    expect((await renewalOf(quote.id)).renewal!.status).toBe('lapsed');
    await run.run(expirationDate);
    expect((await mailTo(t, email)).filter((m) => m.template === 'renewal-lapsed')).toHaveLength(1);
    expect(codeOf(await accept(quote.id, client.token).expect(409))).toBe(ErrorCode.RenewalClosed);
  });

  it('does not open a renewal for a cancelled policy', async () => {
    const { quote } = await bought({ endsIn: 45 });
    await t.http
      .post(`/api/quote/${quote.id}/cancel`)
      .set(bearer(admin))
      .send({ reason: 'underwriting', cancellationDate: isoDay(5) })
      .expect(201);
    await run.run(isoDay(0));
    expect((await renewalOf(quote.id)).renewal).toBeNull();
    expect(codeOf(await nonRenew(quote.id, admin, { reason: 'carrier' }).expect(409))).toBe(
      ErrorCode.PolicyNotRenewable,
    );
  });

  // Last: the rate table version it adds is in force for later renewal dates of this database.
  it("prices the renewal with the rate tables in force on the new term's first day", async () => {
    const { quote, client, premium, expirationDate } = await bought({ endsIn: 50 });
    const classes = await db.query<Array<{ state: UsStateCode; class_code: string }>>(
      `SELECT state, class_code FROM application_class_codes WHERE application_id = $1`,
      [quote.id],
    );
    const state = classes[0].state;
    const history = await t.http
      .get('/api/rate-tables/history')
      .query({ kind: 'wc.state', line: 'wc', state })
      .set(bearer(admin))
      .expect(200);
    const current = (history.body as Array<{ data: { lossCosts: Record<string, number> } }>)[0];
    const doubled = Object.fromEntries(
      Object.entries(current.data.lossCosts).map(([code, cost]) => [code, cost * 2]),
    );
    // Loss costs double from the day the new term starts, not before.
    await t.http
      .post('/api/rate-tables/versions')
      .set(bearer(admin))
      .send({
        kind: 'wc.state',
        line: 'wc',
        state,
        version: `${state}-renewal-test`,
        effectiveFrom: expirationDate,
        source: 'Loss cost filing',
        note: 'Doubled for the renewal test',
        data: { ...current.data, lossCosts: doubled },
      })
      .expect(201);
    await eventually(async () =>
      (await t.app.get(LiveRateTables).current())
        .history('wc.state', { line: 'wc', state })
        .some((v) => v.version === `${state}-renewal-test`),
    );

    await run.run(isoDay(0));
    const { renewal } = await renewalOf(quote.id, client.token);
    expect(renewal!.premiumCents).toBeGreaterThan(premium);
    for (const c of renewal!.classes.filter((line) => line.state === state)) {
      expect(c.expiringRatePer100).toBeGreaterThan(0);
      expect(c.ratePer100!).toBeCloseTo(c.expiringRatePer100! * 2, 1);
    }
    expect(renewal!.summary.filter((c) => c.kind === 'rate' && c.changed).length).toBeGreaterThan(
      0,
    );
  });
});
