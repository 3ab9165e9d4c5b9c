/**
 * Mails a request causes outside the purchase (the purchase has its own:
 * purchase/journey-mails.e2e-spec.ts) link to the address the person used outside production,
 * to PUBLIC_URL for any other origin, and always to PUBLIC_URL in production.
 */
import { createTestApp, mailTo, uniqueEmail, type TestApp } from './helpers/app';

const PUBLIC_URL = 'http://localhost:3000';
const OTHER_HOST = 'office.coverline.test:4100';
const OTHER_ORIGIN = `http://${OTHER_HOST}`;

async function linksOf(t: TestApp, to: string, template: string): Promise<string[]> {
  const mail = (await mailTo(t, to)).find((m) => m.template === template);
  if (!mail) throw new Error(`no ${template} mail to ${to}`);
  return mail.text.match(/https?:\/\/[^\s)]+/g) ?? [];
}

async function register(t: TestApp, headers: Record<string, string>): Promise<string> {
  const email = uniqueEmail('links');
  await t.http
    .post('/api/users/register')
    .set(headers)
    .send({ email, password: 'harbour-lantern-42', firstName: 'Lee', lastName: 'Links' })
    .expect(201);
  return email;
}

describe('links in mails outside the purchase', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('confirms an email and resets a password on the address the person used', async () => {
    const onOtherHost = { Host: OTHER_HOST, Origin: OTHER_ORIGIN };
    const email = await register(t, onOtherHost);
    expect(await linksOf(t, email, 'verify-email')).toEqual([
      expect.stringMatching(new RegExp(`^${OTHER_ORIGIN}/verify-email\\?token=`)),
    ]);
    await t.http
      .post('/api/users/request-reset-password')
      .set(onOtherHost)
      .send({ email })
      .expect(200);
    const reset = await linksOf(t, email, 'password-reset');
    expect(reset.length).toBeGreaterThan(0);
    for (const link of reset) expect(link.startsWith(`${OTHER_ORIGIN}/`)).toBe(true);
  });

  it('falls back to PUBLIC_URL for an origin the app does not serve', async () => {
    const email = await register(t, { Host: OTHER_HOST, Origin: 'http://elsewhere.test' });
    const links = await linksOf(t, email, 'verify-email');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });

  describe('in production', () => {
    let prod: TestApp;
    beforeAll(async () => {
      prod = await createTestApp({
        NODE_ENV: 'production',
        MFA_REQUIRED_FOR_ADMINS: 'false',
        SESSION_COOKIE_SECURE: 'false',
      });
    });
    afterAll(() => prod?.close());

    it('always links to PUBLIC_URL', async () => {
      const email = await register(prod, { Host: OTHER_HOST, Origin: OTHER_ORIGIN });
      const links = await linksOf(prod, email, 'verify-email');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    });
  });
});
