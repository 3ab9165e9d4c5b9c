import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import { adminToken, createTestApp, mailTo, type CapturedMail, type TestApp } from './helpers/app';
import { createPayrollCompany, createRep, repToken } from './helpers/payroll-reps';

function confirmTokenFrom(mail: CapturedMail): string {
  const match = /payroll-partner\/register\?token=([\w-]+)&fromMagicLink=true/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in mail ${mail.subject}`);
  return decodeURIComponent(match[1]);
}

describe('payroll partner registration, settings and contact', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  /** A payroll company with an email domain of its own. */
  async function companyWithDomain(): Promise<{ id: string; name: string; domain: string }> {
    const company = await createPayrollCompany(t);
    const domain = `pay-${randomUUID().slice(0, 8)}.example`;
    await db.query(`UPDATE payroll_companies SET email_domain = $2 WHERE id = $1`, [
      company.id,
      domain,
    ]);
    return { ...company, domain };
  }

  async function registerAndConfirm(email: string) {
    const registered = await t.http
      .post('/api/payroll-rep/register')
      .send({ email, firstName: 'Casey', lastName: 'Signup', phone: '+1 555 010 7000' })
      .expect(200);
    await t.http.post('/api/payroll-rep/register/email').send({ email }).expect(200);
    const mails = await mailTo(t, email);
    const token = confirmTokenFrom(mails[mails.length - 1]);
    const completed = await t.http
      .post('/api/payroll-rep/register/complete')
      .send({ token })
      .expect(200);
    return { registered: registered.body, completed: completed.body, token };
  }

  it('joins a rep with a payroll company domain to it, active and signed in', async () => {
    const company = await companyWithDomain();
    const email = `casey.${randomUUID().slice(0, 6)}@${company.domain.toUpperCase()}`;
    const { registered, completed, token } = await registerAndConfirm(email);
    expect(registered).toEqual({
      email: email.toLowerCase(),
      payrollCompanyName: company.name,
      needsApproval: false,
    });
    expect(completed).toMatchObject({ url: '/payroll-partner/home' });
    const profile = await t.http
      .get('/api/payroll-partners/profile')
      .set('Authorization', `Bearer ${completed.access_token}`)
      .expect(200);
    expect(profile.body).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Casey',
      payrollCompanyId: company.id,
      payrollCompanyName: company.name,
    });
    // The link works once, and the email cannot register twice.
    const again = await t.http.post('/api/payroll-rep/register/complete').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(2202);
    const taken = await t.http
      .post('/api/payroll-rep/register')
      .send({ email, firstName: 'Other', lastName: 'Person' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(2201);
  });

  it('keeps a rep of an unknown domain restricted until an admin approves them', async () => {
    const email = `drew.${randomUUID().slice(0, 6)}@unknown-payroll.example`;
    const { registered, completed } = await registerAndConfirm(email);
    expect(registered).toMatchObject({ payrollCompanyName: null, needsApproval: true });
    expect(completed).toEqual({ url: '/payroll-partner/restricted' });

    const list = await t.http
      .get('/api/payroll-partners/admin/payroll-reps')
      .query({ searchTerm: email })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    const rep = list.body.items[0];
    expect(rep).toMatchObject({ email, restricted: true, active: false, payrollCompanyId: null });

    // Refused elsewhere: no sign-in link, and no acting as them.
    await t.http.post('/api/payroll-partners/auth/initiate').send({ email }).expect(200);
    expect((await mailTo(t, email)).map((m) => m.subject)).not.toContain(
      'Your Coverline payroll partner sign-in link',
    );
    const loginAs = await t.http
      .post(`/api/payroll-partners/auth/admin/${rep.id}/login-as`)
      .set('Authorization', `Bearer ${admin}`);
    expect(loginAs.status).toBe(409);
    expect(loginAs.body.code).toBe(2203);

    const company = await createPayrollCompany(t);
    const approve = (repId: string, payrollCompanyId: string) =>
      t.http
        .post(`/api/payroll-partners/admin/payroll-reps/${repId}/approve`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ payrollCompanyId });
    expect((await approve(randomUUID(), company.id).expect(404)).body.code).toBe(
      ErrorCode.PayrollRepNotFound,
    );
    expect((await approve(rep.id, randomUUID()).expect(404)).body.code).toBe(
      ErrorCode.PayrollCompanyNotFound,
    );
    const approved = await t.http
      .post(`/api/payroll-partners/admin/payroll-reps/${rep.id}/approve`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ payrollCompanyId: company.id })
      .expect(200);
    expect(approved.body).toMatchObject({
      restricted: false,
      active: true,
      payrollCompanyName: company.name,
    });
    const twice = await t.http
      .post(`/api/payroll-partners/admin/payroll-reps/${rep.id}/approve`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ payrollCompanyId: company.id });
    expect(twice.body.code).toBe(2204);

    const audit: Array<{ action: string; after: { repId: string } }> = await db.query(
      `SELECT action, after FROM audit_records WHERE action = 'approvePayrollRep'`,
    );
    expect(audit.some((r) => r.after.repId === rep.id)).toBe(true);
    const mails = await mailTo(t, email);
    expect(mails.map((m) => m.subject)).toContain(
      'Your Coverline payroll partner access is approved',
    );
    await repToken(t, rep.id);
  });

  it('lists reps waiting for approval, and rejects one with a reason mailed to them', async () => {
    const email = `erin.${randomUUID().slice(0, 6)}@unknown-payroll.example`;
    await registerAndConfirm(email);
    const waiting = await t.http
      .get('/api/payroll-partners/admin/payroll-reps')
      .query({ state: 'awaiting_approval', pageSize: 100 })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    const items = waiting.body.items as Array<{ id: string; email: string; state: string }>;
    expect(items.every((r) => r.state === 'awaiting_approval')).toBe(true);
    const rep = items.find((r) => r.email === email)!;
    expect(rep).toBeDefined();
    expect(waiting.body.total).toBeGreaterThanOrEqual(1);

    const reject = (id: string, body: object) =>
      t.http
        .post(`/api/payroll-partners/admin/payroll-reps/${id}/reject`)
        .set('Authorization', `Bearer ${admin}`)
        .send(body);
    const noReason = await reject(rep.id, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toEqual(['Reason is required.']);
    expect((await reject(randomUUID(), { reason: 'x' })).body.code).toBe(
      ErrorCode.PayrollRepNotFound,
    );
    const rejected = await reject(rep.id, { reason: 'We do not work with this company yet.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      state: 'rejected',
      restricted: false,
      active: false,
      rejectionReason: 'We do not work with this company yet.',
    });
    expect((await reject(rep.id, { reason: 'again' })).body.code).toBe(2204);
    const mails = (await mailTo(t, email)).filter((m) => m.template === 'rep-rejected');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('We do not work with this company yet.');
    const stillWaiting = await t.http
      .get('/api/payroll-partners/admin/payroll-reps')
      .query({ state: 'awaiting_approval', searchTerm: email })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(stillWaiting.body.total).toBe(0);
    const audit: Array<{ after: { repId: string } }> = await db.query(
      `SELECT after FROM audit_records WHERE action = 'rejectPayrollRep'`,
    );
    expect(audit.some((r) => r.after.repId === rep.id)).toBe(true);
    // A rejected rep gets no sign-in link.
    await t.http.post('/api/payroll-partners/auth/initiate').send({ email }).expect(200);
    expect((await mailTo(t, email)).map((m) => m.template)).not.toContain('rep-magic-link');
  });

  it('refuses an unknown registration and malformed details with readable errors', async () => {
    const missing = await t.http
      .post('/api/payroll-rep/register/email')
      .send({ email: `nobody.${randomUUID().slice(0, 6)}@x.example` });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(2205);
    const bad = await t.http
      .post('/api/payroll-rep/register')
      .send({ email: 'not-an-email', firstName: '' });
    expect(bad.status).toBe(400);
    expect(Array.isArray(bad.body.message)).toBe(true);
  });

  it('saves the rep settings and ends the session on logout', async () => {
    const rep = await createRep(t);
    const token = await repToken(t, rep.id);
    const saved = await t.http
      .patch('/api/payroll-partners/profile')
      .set('Authorization', `Bearer ${token}`)
      .send({ firstName: 'Robin', lastName: 'Renamed', phone: null, notifyReferralStatus: false })
      .expect(200);
    expect(saved.body).toMatchObject({
      firstName: 'Robin',
      lastName: 'Renamed',
      phone: null,
      notifyReferralStatus: false,
    });
    const again = await t.http
      .get('/api/payroll-partners/profile')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(again.body).toMatchObject({ firstName: 'Robin', notifyReferralStatus: false });
    await t.http
      .post('/api/payroll-partners/auth/logout')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const ended = await t.http
      .get('/api/payroll-partners/profile')
      .set('Authorization', `Bearer ${token}`)
      .expect(401);
    expect(ended.body.code).toBe(ErrorCode.SignInRequired);
  });

  it('records a contact message and mails it to the admins', async () => {
    const rep = await createRep(t);
    const token = await repToken(t, rep.id);
    const subject = `Question ${randomUUID().slice(0, 6)}`;
    await t.http
      .post('/api/payroll-partners/contact')
      .set('Authorization', `Bearer ${token}`)
      .send({ subject, message: 'How do I refer a restaurant?' })
      .expect(200);
    const rows: Array<{ subject: string; message: string; acting_user_id: string | null }> =
      await db.query(`SELECT * FROM rep_contact_messages WHERE rep_id = $1`, [rep.id]);
    expect(rows).toEqual([
      expect.objectContaining({ subject, message: 'How do I refer a restaurant?' }),
    ]);
    expect(rows[0].acting_user_id).not.toBeNull();
    const adminEmail = (await db.query(`SELECT email FROM users WHERE role = 'admin' LIMIT 1`)) as [
      { email: string },
    ];
    const mails = await mailTo(t, adminEmail[0].email);
    const mail = mails.find((m) => m.subject === `Payroll partner message: ${subject}`);
    expect(mail?.text).toContain('How do I refer a restaurant?');
    expect(mail?.text).toContain(rep.email);
    const empty = await t.http
      .post('/api/payroll-partners/contact')
      .set('Authorization', `Bearer ${token}`)
      .send({ subject: ' ', message: '' });
    expect(empty.status).toBe(400);
  });
});
