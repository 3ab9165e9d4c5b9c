import { DataSource } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import {
  adminToken,
  createTestApp,
  mailTo,
  registerClient,
  uniqueEmail,
  type TestApp,
} from './helpers/app';
import { createPayrollCompany, createRep, magicTokenFrom, repToken } from './helpers/payroll-reps';
import { eventually } from './helpers/eventually';

describe('payroll partner reps', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const initiate = (email: string) =>
    t.http.post('/api/payroll-partners/auth/initiate').send({ email }).expect(200);
  const exchange = (token: string) =>
    t.http.post('/api/payroll-partners/auth/magic-link').send({ token });
  const profile = (token: string) =>
    t.http.get('/api/payroll-partners/profile').set('Authorization', `Bearer ${token}`);

  async function signInLink(email: string): Promise<string> {
    await initiate(email);
    const mails = await mailTo(t, email);
    return magicTokenFrom(mails[mails.length - 1]);
  }

  describe('admin management', () => {
    it('creates reps with a lower-cased unique email and lists them by search term', async () => {
      const company = await createPayrollCompany(t);
      const admin = await adminToken(t);
      const email = uniqueEmail('Rep.Search').toUpperCase();
      const created = await t.http
        .post('/api/payroll-partners/admin/payroll-reps')
        .set('Authorization', `Bearer ${admin}`)
        .send({ email, firstName: 'Quinn', lastName: 'Searchable', payrollCompanyId: company.id })
        .expect(201);
      expect(created.body).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Quinn',
        lastName: 'Searchable',
        phone: null,
        active: true,
        payrollCompanyId: company.id,
        payrollCompanyName: company.name,
      });
      const taken = await t.http
        .post('/api/payroll-partners/admin/payroll-reps')
        .set('Authorization', `Bearer ${admin}`)
        .send({ email, firstName: 'Other', lastName: 'Person', payrollCompanyId: company.id })
        .expect(409);
      expect(taken.body.code).toBe(ErrorCode.RepEmailInUse);
      const list = await t.http
        .get('/api/payroll-partners/admin/payroll-reps')
        .query({ searchTerm: 'quinn searchable', page: 1 })
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect(list.body).toMatchObject({ page: 1, pageSize: 20 });
      expect((list.body as { items: Array<{ id: string }> }).items.map((r) => r.id)).toContain(
        (created.body as { id: string }).id,
      );
    });

    it('refuses a rep for a payroll company that does not exist', async () => {
      const refused = await t.http
        .post('/api/payroll-partners/admin/payroll-reps')
        .set('Authorization', `Bearer ${await adminToken(t)}`)
        .send({
          email: uniqueEmail('rep'),
          firstName: 'No',
          lastName: 'Company',
          payrollCompanyId: '7f1d3c1e-8a59-4f4e-9b43-1c2d3e4f5a6b',
        })
        .expect(404);
      expect(refused.body.code).toBe(ErrorCode.PayrollCompanyNotFound);
    });

    it('keeps a payroll company that reps still work for', async () => {
      const rep = await createRep(t);
      await t.http
        .delete(`/api/payroll-companies/${rep.payrollCompanyId}`)
        .set('Authorization', `Bearer ${await adminToken(t)}`)
        .expect(409);
    });
  });

  describe('magic link sign-in', () => {
    it('answers the same for any email and mails a link only to an active rep', async () => {
      const rep = await createRep(t);
      const unknown = uniqueEmail('nobody');
      const known = await initiate(rep.email.toUpperCase());
      const missing = await initiate(unknown);
      expect(known.body).toEqual(missing.body);
      expect(await mailTo(t, unknown)).toHaveLength(0);
      const [mail] = await mailTo(t, rep.email);
      expect(mail).toMatchObject({
        template: 'rep-magic-link',
        subject: 'Your Coverline payroll partner sign-in link',
      });
      expect(mail.text).toContain('expires in 15 minutes');
      expect(mail.text).toContain('http://localhost:3000/payroll-partner/login?token=');
      expect(mail.html).toContain('href="http://localhost:3000/payroll-partner/login?token=');
      expect(mail.html).toContain('fromMagicLink=true');
    });

    it('sends an inactive rep nothing', async () => {
      const rep = await createRep(t);
      await db.query(`UPDATE payroll_reps SET active = false WHERE id = $1`, [rep.id]);
      await initiate(rep.email);
      expect(await mailTo(t, rep.email)).toHaveLength(0);
    });

    it('exchanges a link once for a rep token that reads the profile', async () => {
      const rep = await createRep(t);
      const token = await signInLink(rep.email);
      const res = await exchange(token).expect(200);
      const issued = res.body as { access_token: string; expires_in: number };
      expect(issued.expires_in).toBeGreaterThan(0);
      const claims = JSON.parse(
        Buffer.from(issued.access_token.split('.')[1], 'base64url').toString(),
      ) as Record<string, unknown>;
      expect(claims).toMatchObject({ typ: 'rep', sub: rep.id });
      const me = await profile(issued.access_token).expect(200);
      expect(me.body).toEqual({
        id: rep.id,
        payrollCompanyId: rep.payrollCompanyId,
        payrollCompanyName: rep.payrollCompanyName,
        email: rep.email,
        firstName: 'Riley',
        lastName: 'Partner',
        phone: '+1 555 010 4000',
        notifyReferralStatus: true,
      });
      const again = await exchange(token).expect(400);
      expect(again.body.code).toBe(ErrorCode.RepSignInLinkInvalid);
      expect(again.body.message).toBe('This sign-in link is invalid or has expired.');
    });

    it('refuses an expired link', async () => {
      const rep = await createRep(t);
      const token = await signInLink(rep.email);
      await db.query(
        `UPDATE rep_login_tokens SET expires_at = now() - interval '1 second' WHERE rep_id = $1`,
        [rep.id],
      );
      await exchange(token).expect(400);
    });

    it('refuses a link of a rep who was deactivated after it was sent', async () => {
      const rep = await createRep(t);
      const token = await signInLink(rep.email);
      await db.query(`UPDATE payroll_reps SET active = false WHERE id = $1`, [rep.id]);
      await exchange(token).expect(400);
    });
  });

  describe('rep sessions', () => {
    it('lets an admin act as a rep, and only an admin', async () => {
      const rep = await createRep(t);
      const token = await repToken(t, rep.id);
      expect((await profile(token).expect(200)).body).toMatchObject({ id: rep.id });
      const client = await registerClient(t);
      await t.http
        .post(`/api/payroll-partners/auth/admin/${rep.id}/login-as`)
        .set('Authorization', `Bearer ${client.token}`)
        .expect(403);
      await t.http
        .post(`/api/payroll-partners/auth/admin/${client.id}/login-as`)
        .set('Authorization', `Bearer ${await adminToken(t)}`)
        .expect(404);
    });

    it('renews a rep token on the same session', async () => {
      const rep = await createRep(t);
      const token = await repToken(t, rep.id);
      const res = await t.http
        .get('/api/payroll-partners/auth/token')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      const renewed = (res.body as { access_token: string }).access_token;
      expect((await profile(renewed).expect(200)).body).toMatchObject({ id: rep.id });
      const sid = (jwt: string) =>
        (JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
      expect(sid(renewed)).toBe(sid(token));
    });

    it('ends the tokens of a revoked session or a deactivated rep', async () => {
      const rep = await createRep(t);
      const revoked = await repToken(t, rep.id);
      const other = await repToken(t, rep.id);
      await db.query(`UPDATE rep_sessions SET revoked_at = now() WHERE rep_id = $1 AND id = $2`, [
        rep.id,
        (
          JSON.parse(Buffer.from(revoked.split('.')[1], 'base64url').toString()) as {
            sid: string;
          }
        ).sid,
      ]);
      // Changed in the database directly: instances drop what they kept when it is announced.
      await eventually(async () => (await profile(revoked)).status === 401);
      await profile(other).expect(200);
      await db.query(`UPDATE payroll_reps SET active = false WHERE id = $1`, [rep.id]);
      await eventually(async () => (await profile(other)).status === 401);
    });

    it('refuses rep tokens everywhere but the partner routes, and users on those', async () => {
      const rep = await createRep(t);
      const token = await repToken(t, rep.id);
      await t.http.get('/api/users/me').set('Authorization', `Bearer ${token}`).expect(403);
      await t.http
        .get('/api/payroll-partners/admin/payroll-reps')
        .set('Authorization', `Bearer ${token}`)
        .expect(403);
      await profile(await adminToken(t)).expect(403);
      await t.http.get('/api/payroll-partners/profile').expect(401);
    });
  });
});
