import { randomUUID } from 'node:crypto';
import { adminToken, uniqueEmail, type CapturedMail, type TestApp } from './app';

export interface TestRep {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  payrollCompanyId: string;
  payrollCompanyName: string;
}

/** A payroll company of its own (names are unique), created by the admin. */
export async function createPayrollCompany(t: TestApp): Promise<{ id: string; name: string }> {
  const suffix = randomUUID().slice(0, 8).toUpperCase();
  const res = await t.http
    .post('/api/payroll-companies')
    .set('Authorization', `Bearer ${await adminToken(t)}`)
    .send({ name: `Payroll Co ${suffix}`, code: `P${suffix}` })
    .expect(201);
  return res.body as { id: string; name: string };
}

/** An active rep at a new payroll company, created through the admin endpoint. */
export async function createRep(t: TestApp): Promise<TestRep> {
  const company = await createPayrollCompany(t);
  const res = await t.http
    .post('/api/payroll-partners/admin/payroll-reps')
    .set('Authorization', `Bearer ${await adminToken(t)}`)
    .send({
      email: uniqueEmail('rep'),
      firstName: 'Riley',
      lastName: 'Partner',
      phone: '+1 555 010 4000',
      payrollCompanyId: company.id,
    })
    .expect(201);
  return res.body as TestRep;
}

/** A rep token from the admin's login-as call. */
export async function repToken(t: TestApp, repId: string): Promise<string> {
  const res = await t.http
    .post(`/api/payroll-partners/auth/admin/${repId}/login-as`)
    .set('Authorization', `Bearer ${await adminToken(t)}`)
    .expect(200);
  return (res.body as { access_token: string }).access_token;
}

export function magicTokenFrom(mail: CapturedMail): string {
  const match = /payroll-partner\/login\?token=([\w-]+)&fromMagicLink=true/.exec(mail.text);
  if (!match) throw new Error(`no sign-in link in mail ${mail.subject}`);
  return decodeURIComponent(match[1]);
}

/** A new-business WC referral made by the rep the token is for; answers its id. */
export async function createReferral(t: TestApp, repBearer: string): Promise<string> {
  const res = await t.http
    .post('/api/payroll-partners/referraltrak/new-biz/wc')
    .set('Authorization', `Bearer ${repBearer}`)
    .send({
      businessName: 'Matrix Deli LLC',
      firstName: 'Morgan',
      lastName: 'Client',
      email: uniqueEmail('referred'),
    })
    .expect(201);
  return (res.body as { id: string }).id;
}
