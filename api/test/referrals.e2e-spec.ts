import { DataSource } from 'typeorm';
import {
  APPLICATION_STATUSES,
  ErrorCode,
  REFERRAL_STATUSES,
  referralStatusForQuote,
} from '@coverline/contracts';
import { ReferralStatusNotifier } from '../src/partners/referrals/referral-status.notifier';
import { adminToken, createTestApp, mailTo, uniqueEmail, type TestApp } from './helpers/app';
import { createRep, repToken, type TestRep } from './helpers/payroll-reps';
import { bearer, codeOf, setQuoteState, startAsVisitor } from './quotes/quote-helpers';

interface Referral {
  id: string;
  referralNumber: number;
  type: string;
  status: string;
  quoteId: string | null;
  payout: string | null;
  payrollCompanyId: string;
  repEmail: string;
  clientMailed: boolean;
}

const client = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Harbor Bakery LLC',
  businessDBA: 'Harbor Bakes',
  firstName: 'Dana',
  lastName: 'Baker',
  email: uniqueEmail('bakery'),
  phone: '(415) 555-0142',
  activeWCPolicy: true,
  transfer: false,
  needReplace: false,
  ...overrides,
});

function linkTokenFrom(text: string): string {
  const match = /\/quotation\?referralToken=([\w%-]+)/.exec(text);
  if (!match) throw new Error('no quote link in the mail');
  return decodeURIComponent(match[1]);
}

describe('payroll partner referrals (ReferralTrak)', () => {
  let t: TestApp;
  let rep: TestRep;
  let repBearer: string;
  let otherRep: TestRep;
  let otherBearer: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    rep = await createRep(t);
    repBearer = await repToken(t, rep.id);
    otherRep = await createRep(t);
    otherBearer = await repToken(t, otherRep.id);
    admin = await adminToken(t);
  });

  afterAll(() => t.close());

  const refer = (path: string, body: Record<string, unknown>, token = repBearer) =>
    t.http.post(`/api/payroll-partners/referraltrak/${path}`).set(bearer(token)).send(body);

  it('a new-business WC referral mails the client a quote link that starts a pre-filled quote, and the quote is attached', async () => {
    const body = client();
    const created = await refer('new-biz/wc', body).expect(201);
    const referral = created.body as Referral;
    expect(referral).toMatchObject({
      type: 'NewBizWC',
      status: 'Submitted',
      quoteId: null,
      repEmail: rep.email,
      payrollCompanyId: rep.payrollCompanyId,
      clientMailed: true,
    });
    expect(referral.referralNumber).toBeGreaterThan(1000);

    const [mail] = await mailTo(t, body.email);
    expect(mail.template).toBe('referral-quote-invitation');
    expect(mail.text).toContain('Harbor Bakery LLC');
    const token = linkTokenFrom(mail.text);

    const invitation = await t.http
      .get(`/api/payroll-partners/referraltrak/invitation/${token}`)
      .expect(200);
    expect(invitation.body).toMatchObject({
      referralId: referral.id,
      businessName: 'Harbor Bakery LLC',
      firstName: 'Dana',
      lastName: 'Baker',
      email: body.email,
      phone: body.phone,
    });

    const started = await startAsVisitor(t, {
      email: body.email,
      payrollRepReferralToken: token,
      payrollRepReferralContext: { referralId: referral.id },
    });
    const followed = await t.http
      .get(`/api/payroll-partners/referraltrak/${referral.id}`)
      .set(bearer(repBearer))
      .expect(200);
    expect(followed.body).toMatchObject({ quoteId: started.quote.id, status: 'In Progress' });

    // A rated quote is Quoted; the referral follows every later status of the quote.
    const db = t.app.get(DataSource);
    await db.query(
      `INSERT INTO carrier_quotes (application_id, carrier, rating_state, annual_premium_cents)
       VALUES ($1, 'Employers', 'done', 98000)`,
      [started.quote.id],
    );
    const status = async () =>
      (
        (
          await t.http
            .get(`/api/payroll-partners/referraltrak/${referral.id}`)
            .set(bearer(repBearer))
            .expect(200)
        ).body as Referral
      ).status;
    expect(await status()).toBe('Quoted');
    await setQuoteState(t, started.quote.id, { status: 'In review' });
    expect(await status()).toBe('In Review');
    // Re-rated after review: still In Review. Ready to bind (the client can buy): Quoted.
    await setQuoteState(t, started.quote.id, { status: 'In process' });
    expect(await status()).toBe('In Review');
    await setQuoteState(t, started.quote.id, { status: 'Ready to bind' });
    expect(await status()).toBe('Quoted');
    await setQuoteState(t, started.quote.id, { status: 'In review' });
    expect(await status()).toBe('In Review');
    await setQuoteState(t, started.quote.id, { status: 'Archive' });
    expect(await status()).toBe('In Review');
    await setQuoteState(t, started.quote.id, { status: 'Bound' });
    expect(await status()).toBe('Processed');

    // The rep opens the referral: its history with dates, and the quote's stage as a rep may
    // read it (status, line, last change), never the premium, the agent or staff's notes.
    const opened = await t.http
      .get(`/api/payroll-partners/referraltrak/${referral.id}`)
      .set(bearer(repBearer))
      .expect(200);
    const detail = opened.body as {
      history: Array<{ fromStatus: string | null; toStatus: string; at: string }>;
      outcome: Record<string, unknown> | null;
    };
    expect(detail.history[0]).toMatchObject({ fromStatus: null, toStatus: 'Submitted' });
    expect(detail.history.at(-1)).toMatchObject({ toStatus: 'Processed' });
    for (const event of detail.history) expect(Number.isNaN(Date.parse(event.at))).toBe(false);
    expect(detail.outcome).toEqual({
      kind: 'quote',
      status: 'Bound',
      coverageType: 'wc',
      policyNumber: null,
      updatedAt: expect.any(String),
    });
    const raw = JSON.stringify(opened.body);
    for (const staffOnly of [
      'annualPremiumCents',
      '98000',
      'agentId',
      'internalNote',
      'statusNote',
    ])
      expect(raw).not.toContain(staffOnly);

    // A second quote from the same link does not take the referral over.
    const again = await startAsVisitor(t, {
      email: uniqueEmail('second'),
      payrollRepReferralToken: token,
    });
    expect(again.quote.id).not.toBe(started.quote.id);
    const [attached] = (await db.query(`SELECT application_id FROM referrals WHERE id = $1`, [
      referral.id,
    ])) as Array<{ application_id: string }>;
    expect(attached.application_id).toBe(started.quote.id);
  });

  it('a quote started with an unknown referral token is still saved and attaches nothing', async () => {
    const started = await startAsVisitor(t, {
      payrollRepReferralToken: 'not-a-real-referral-token-at-all',
    });
    expect(started.quote.id).toBeDefined();
    await t.http
      .get('/api/payroll-partners/referraltrak/invitation/not-a-real-referral-token-at-all')
      .expect(404)
      .expect((res) => expect(codeOf(res)).toBe(2309));
  });

  it('offers the five referral types under their paths; a BOR referral waits as Not Started with a link to start the change', async () => {
    const paths: Array<[string, string, string]> = [
      ['comparison/wc', 'ComparisonWcQuote', 'Submitted'],
      ['peo-takeaway', 'PEOTakeaway', 'Submitted'],
      ['other', 'Other', 'Submitted'],
      ['bor/wc', 'BOR', 'Not Started'],
    ];
    for (const [path, type, status] of paths) {
      const body = client({ ifComparison: 'Current carrier: Acme Mutual, $4,200' });
      const res = await refer(path, body).expect(201);
      expect(res.body).toMatchObject({ type, status, clientMailed: true });
      const mails = await mailTo(t, body.email);
      expect(mails.map((m) => m.template)).toEqual([
        type === 'BOR' ? 'referral-bor-invitation' : 'referral-quote-invitation',
      ]);
    }
  });

  it('refuses a referral without the client details, in the error envelope', async () => {
    const res = await refer('new-biz/wc', { businessName: '', email: 'nope' }).expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining(['Business name is required.', 'First name is required.']),
    );
    await refer('new-biz/wc', { ...client(), repId: rep.id }).expect(400);
    // The phone pre-fills the quote, so it follows the quote's rule.
    const phone = await refer('new-biz/wc', client({ phone: '+1 555 010 7788' })).expect(400);
    expect(phone.body.message).toEqual(['Phone must be a valid US phone number.']);
    const twoLines = await refer('new-biz/wc', client({ businessName: 'Harbor\r\nBcc: x@y.z' }));
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.message).toEqual(['Business name must be one line of text.']);
  });

  it("lists the rep's company's referrals with search, filters, sort and paging, and never another company's", async () => {
    const mine = (
      await refer('new-biz/wc', client({ businessName: 'Zephyr Tiles Inc' })).expect(201)
    ).body as Referral;
    const theirs = (
      await refer('new-biz/wc', client({ businessName: 'Zephyr Tiles Inc' }), otherBearer).expect(
        201,
      )
    ).body as Referral;

    const list = await t.http
      .get('/api/payroll-partners/referraltrak')
      .query({ searchTerm: 'zephyr', searchBy: 'client', dateFilter: 'Today' })
      .set(bearer(repBearer))
      .expect(200);
    expect(list.body.items.map((r: Referral) => r.id)).toEqual([mine.id]);
    expect(list.body.total).toBe(1);

    const byNumber = await t.http
      .get('/api/payroll-partners/referraltrak')
      .query({ searchTerm: String(mine.referralNumber), searchBy: 'referral_id' })
      .set(bearer(repBearer))
      .expect(200);
    expect(byNumber.body.items.map((r: Referral) => r.id)).toEqual([mine.id]);

    const byRep = await t.http
      .get('/api/payroll-partners/referraltrak')
      .query({ searchTerm: rep.email, searchBy: 'payroll_rep', pageSize: 2, page: 1 })
      .set(bearer(repBearer))
      .expect(200);
    expect(byRep.body.pageSize).toBe(2);
    expect(byRep.body.items).toHaveLength(2);
    expect(byRep.body.total).toBeGreaterThan(2);

    const oldestFirst = await t.http
      .get('/api/payroll-partners/referraltrak')
      .query({ sort: 'createdAt', order: 'ASC', pageSize: 100 })
      .set(bearer(repBearer))
      .expect(200);
    const times = (oldestFirst.body.items as Array<{ createdAt: string }>).map((r) => r.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(oldestFirst.body.items.some((r: Referral) => r.id === theirs.id)).toBe(false);

    const refused = await t.http
      .get(`/api/payroll-partners/referraltrak/${theirs.id}`)
      .set(bearer(repBearer))
      .expect(403);
    expect(codeOf(refused)).toBe(2302);
    const missing = await t.http
      .get('/api/payroll-partners/referraltrak/00000000-0000-4000-8000-000000000000')
      .set(bearer(repBearer))
      .expect(404);
    expect(codeOf(missing)).toBe(2301);
  });

  it('lets admins attach, detach, decide payouts and close, each audited, and reports payouts as safe CSV', async () => {
    const body = client({ businessName: '=HYPERLINK("http://evil.example")' });
    const referral = (await refer('comparison/wc', body).expect(201)).body as Referral;
    const quote = await startAsVisitor(t);
    const admin$ = (path: string) =>
      t.http
        .post(`/api/payroll-partners/referraltrak/admin/${referral.id}/${path}`)
        .set(bearer(admin));

    expect(codeOf(await admin$('eligible-for-payout').expect(409))).toBe(2311);
    expect(codeOf(await admin$('detach').expect(409))).toBe(2305);
    expect(
      codeOf(
        await admin$('attach')
          .send({ quoteId: '00000000-0000-4000-8000-000000000000' })
          .expect(404),
      ),
    ).toBe(2308);

    const attached = await admin$('attach').send({ quoteId: quote.quote.id }).expect(200);
    expect(attached.body).toMatchObject({ quoteId: quote.quote.id, status: 'In Progress' });
    expect(attached.body.quote).toMatchObject({ id: quote.quote.id, status: 'In process' });
    expect(codeOf(await admin$('attach').send({ quoteId: quote.quote.id }).expect(409))).toBe(2304);

    const another = (await refer('other', client()).expect(201)).body as Referral;
    const taken = await t.http
      .post(`/api/payroll-partners/referraltrak/admin/${another.id}/attach`)
      .set(bearer(admin))
      .send({ quoteId: quote.quote.id })
      .expect(409);
    expect(codeOf(taken)).toBe(2307);

    const detached = await admin$('detach').expect(200);
    expect(detached.body).toMatchObject({ quoteId: null, status: 'Submitted', quote: null });
    await admin$('attach').send({ quoteId: quote.quote.id }).expect(200);

    const eligible = await admin$('eligible-for-payout').expect(200);
    expect(eligible.body.payout).toBe('eligible');
    expect(codeOf(await admin$('eligible-for-payout').expect(409))).toBe(2310);

    const seen = await t.http
      .get('/api/payroll-partners/referraltrak')
      .query({ searchTerm: String(referral.referralNumber), searchBy: 'referral_id' })
      .set(bearer(repBearer))
      .expect(200);
    expect(seen.body.items[0]).toMatchObject({ payout: 'eligible', status: 'In Progress' });

    const month = new Date().toISOString().slice(0, 7);
    const report = await t.http
      .get('/api/payroll-partners/referraltrak/admin/payouts')
      .query({ payrollCompanyId: rep.payrollCompanyId, month })
      .set(bearer(admin))
      .expect(200);
    expect(report.body.lines.map((l: { referralNumber: number }) => l.referralNumber)).toContain(
      referral.referralNumber,
    );
    const noCompany = await t.http
      .get('/api/payroll-partners/referraltrak/admin/payouts')
      .query({ payrollCompanyId: '7f1d3c1e-8a59-4f4e-9b43-1c2d3e4f5a6b', month })
      .set(bearer(admin))
      .expect(404);
    expect(codeOf(noCompany)).toBe(ErrorCode.PayrollCompanyNotFound);
    const csv = await t.http
      .get('/api/payroll-partners/referraltrak/admin/payouts/csv')
      .query({ payrollCompanyId: rep.payrollCompanyId, month })
      .set(bearer(admin))
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const text = csv.body as string;
    expect(text.split('\r\n')[0]).toContain('Referral ID');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);

    await admin$('status').send({ status: 'Submitted' }).expect(400);
    const closed = await admin$('status').send({ status: 'Client not interested' }).expect(200);
    expect(closed.body.status).toBe('Client not interested');
    expect(codeOf(await admin$('detach').expect(409))).toBe(2306);
    expect(
      codeOf(await admin$('status').send({ status: 'Recent or duplicate referral' }).expect(409)),
    ).toBe(2306);
    const ineligible = await admin$('ineligible-for-payout').expect(200);
    expect(ineligible.body.payout).toBe('ineligible');
    expect(ineligible.body.history.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'Submitted',
      'In Progress',
      'Submitted',
      'In Progress',
      'Client not interested',
    ]);

    const trail = await t.http
      .get('/api/audit')
      .query({ pageSize: 100 })
      .set(bearer(admin))
      .expect(200);
    const actions = (
      trail.body.items as Array<{ action: string; after: { referralId?: string } | null }>
    )
      .filter((r) => r.after?.referralId === referral.id)
      .map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'attachReferral',
        'detachReferral',
        'eligibleForPayout',
        'closeReferral',
        'ineligibleForPayout',
      ]),
    );

    const listed = await t.http
      .get('/api/payroll-partners/referraltrak/admin/list')
      .query({ searchTerm: 'HYPERLINK', status: 'Client not interested' })
      .set(bearer(admin))
      .expect(200);
    expect(listed.body.items.map((r: Referral) => r.id)).toContain(referral.id);
  });

  it('mails the rep a settled status once, never a change undone before it settled, and not when the rep turned the mails off', async () => {
    const notifier = t.app.get(ReferralStatusNotifier);
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await notifier.sweep(later(10));
    const referral = (await refer('new-biz/wc', client()).expect(201)).body as Referral;
    const quote = await startAsVisitor(t);
    await t.http
      .post(`/api/payroll-partners/referraltrak/admin/${referral.id}/attach`)
      .set(bearer(admin))
      .send({ quoteId: quote.quote.id })
      .expect(200);
    await setQuoteState(t, quote.quote.id, { status: 'In review' });
    // Sweeps are global (other files' referrals change too): count this referral's own.
    const statusMails = async () =>
      (await mailTo(t, rep.email)).filter(
        (m) =>
          m.template === 'referral-status-changed' &&
          m.subject.includes(`Referral ${referral.referralNumber} `),
      );
    const unmailed = async () =>
      (
        (await t.app.get(DataSource).query(
          `SELECT count(*)::int AS n FROM referral_status_events
              WHERE referral_id = $1 AND notified_at IS NULL`,
          [referral.id],
        )) as Array<{ n: number }>
      )[0].n;
    expect(await unmailed()).toBe(2);
    // Not settled yet: nothing is mailed now.
    await notifier.sweep();
    expect(await unmailed()).toBe(2);
    expect(await statusMails()).toHaveLength(0);
    // Settled: Submitted -> In Progress -> In Review is one mail, from what the rep knew.
    expect(await notifier.sweep(later(10))).toBeGreaterThanOrEqual(1);
    expect(await unmailed()).toBe(0);
    await notifier.sweep(later(10));
    const mails = await statusMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(
      `Referral ${referral.referralNumber} (Harbor Bakery LLC) is now In Review`,
    );
    expect(mails[0].text).toContain('moved from Submitted to In Review');

    // A quote going back (re-rated after review) leaves the referral where it got to.
    await setQuoteState(t, quote.quote.id, { status: 'In process' });
    await setQuoteState(t, quote.quote.id, { status: 'In review' });
    const [{ status }] = (await t.app
      .get(DataSource)
      .query(`SELECT status FROM referrals WHERE id = $1`, [referral.id])) as Array<{
      status: string;
    }>;
    expect(status).toBe('In Review');
    expect(await unmailed()).toBe(0);

    // A change undone before it settled mails nothing.
    const db = t.app.get(DataSource);
    await db.query(`UPDATE referrals SET status = 'Purchase Pending' WHERE id = $1`, [referral.id]);
    await db.query(`UPDATE referrals SET status = 'In Review' WHERE id = $1`, [referral.id]);
    expect(await unmailed()).toBe(2);
    await notifier.sweep(later(10));
    expect(await unmailed()).toBe(0);
    expect(await statusMails()).toHaveLength(1);

    await t.http
      .patch('/api/payroll-partners/profile')
      .set(bearer(repBearer))
      .send({ notifyReferralStatus: false })
      .expect(200);
    await setQuoteState(t, quote.quote.id, { status: 'Purchase pending' });
    expect(await unmailed()).toBe(1);
    await notifier.sweep(later(10));
    expect(await unmailed()).toBe(0);
    expect(await statusMails()).toHaveLength(1);
    await t.http
      .patch('/api/payroll-partners/profile')
      .set(bearer(repBearer))
      .send({ notifyReferralStatus: true })
      .expect(200);
  });

  it("lists the company's pay-as-you-go clients: registered with the company or referred by it", async () => {
    const db = t.app.get(DataSource);
    const referral = (await refer('new-biz/wc', client()).expect(201)).body as Referral;
    const referred = await startAsVisitor(t);
    await t.http
      .post(`/api/payroll-partners/referraltrak/admin/${referral.id}/attach`)
      .set(bearer(admin))
      .send({ quoteId: referred.quote.id })
      .expect(200);
    const registeredWithCompany = await startAsVisitor(t);
    const unrelated = await startAsVisitor(t);
    const register = (quoteId: string, companyId: string, name: string) =>
      db.query(
        `INSERT INTO paygo_registrations (application_id, carrier, legal_name, address, city, state,
           zip, phone, email, entity_type, fein_encrypted, fein_hash, fein_last4, effective_date,
           expiration_date, payroll_company_id, officers, account_holder_names, name_on_account,
           account_number_sealed, routing_number_sealed, account_number_last4,
           routing_number_last4, username, password_hash, security_question,
           security_answer_hash, pay_frequency, carrier_status)
         VALUES ($1, 'Employers', $3, '1 Main St', 'Austin', 'TX', '78701', '5550101234',
           'paygo@example.com', 'LLC', 'sealed', md5(random()::text) || md5(random()::text),
           '1234', current_date, current_date + 365, $2, '[]', 'Dana Baker', 'Dana Baker',
           'sealed', 'sealed', '6789', '0021', 'dana' || floor(random() * 1e6)::text, 'hash',
           'firstPet', 'hash', 'Biweekly', 'accepted')`,
        [quoteId, companyId, name],
      );
    await register(referred.quote.id, otherRep.payrollCompanyId, 'Referred Paygo LLC');
    await register(registeredWithCompany.quote.id, rep.payrollCompanyId, 'Company Paygo LLC');
    await register(unrelated.quote.id, otherRep.payrollCompanyId, 'Unrelated Paygo LLC');

    const res = await t.http
      .get('/api/payroll-partners/referraltrak/paygo-portal')
      .set(bearer(repBearer))
      .expect(200);
    const names = (res.body.items as Array<{ businessName: string }>).map((c) => c.businessName);
    expect(names).toEqual(expect.arrayContaining(['Referred Paygo LLC', 'Company Paygo LLC']));
    expect(names).not.toContain('Unrelated Paygo LLC');
    expect(res.body.items[0]).toMatchObject({
      carrier: 'Employers',
      payFrequency: 'Biweekly',
      registrationStatus: 'accepted',
    });
    const other = await t.http
      .get('/api/payroll-partners/referraltrak/paygo-portal')
      .query({ searchTerm: 'Paygo' })
      .set(bearer(otherBearer))
      .expect(200);
    const otherNames = (other.body.items as Array<{ businessName: string }>).map(
      (c) => c.businessName,
    );
    expect(otherNames).toEqual(
      expect.arrayContaining(['Referred Paygo LLC', 'Unrelated Paygo LLC']),
    );
    expect(otherNames).not.toContain('Company Paygo LLC');
  });

  it('keeps the database status table and the shared status rule in step', async () => {
    const db = t.app.get(DataSource);
    for (const status of APPLICATION_STATUSES) {
      for (const rated of [false, true]) {
        const [row] = (await db.query(`SELECT referral_status_for_quote($1, $2) AS s`, [
          status,
          rated,
        ])) as Array<{ s: string | null }>;
        expect(row.s).toBe(referralStatusForQuote(status, rated));
        if (row.s) expect(REFERRAL_STATUSES).toContain(row.s);
      }
    }
  });
});
