import { ErrorCode } from '@coverline/contracts';
import { createTestApp, mailTo, registerClient, uniqueEmail, type TestApp } from './helpers/app';

const tokenFrom = (text: string) => {
  const match = /verify-email\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error('no confirmation link in the mail');
  return decodeURIComponent(match[1]);
};

describe('email verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sign-up emails a single-use confirmation link that confirms the address', async () => {
    const c = await registerClient(t, {}, { verified: false });
    const auth = { Authorization: `Bearer ${c.token}` };
    expect((await t.http.get('/api/users/me').set(auth)).body.emailVerified).toBe(false);
    const [mail] = await mailTo(t, c.email);
    expect(mail).toMatchObject({
      template: 'verify-email',
      subject: 'Confirm your email for Coverline',
    });
    expect(mail.html).toContain('href="http://localhost:3000/verify-email?token=');
    const token = tokenFrom(mail.text);
    await t.http.post('/api/users/verify-email').send({ token }).expect(200);
    expect((await t.http.get('/api/users/me').set(auth)).body.emailVerified).toBe(true);
    const reused = await t.http.post('/api/users/verify-email').send({ token }).expect(400);
    expect(reused.body.code).toBe(ErrorCode.VerificationLinkInvalid);
    expect(reused.body.message).toBe('This confirmation link is invalid or has expired.');
  });

  it('a confirmation token cannot reset a password, nor a reset token confirm an email', async () => {
    const c = await registerClient(t, {}, { verified: false });
    const verifyToken = tokenFrom((await mailTo(t, c.email))[0].text);
    await t.http
      .post('/api/users/reset-password')
      .send({ token: verifyToken, password: 'hijacked-1' })
      .expect(400)
      .expect(({ body }) => expect(body.code).toBe(ErrorCode.ResetLinkInvalid));
    await t.http.post('/api/users/request-reset-password').send({ email: c.email }).expect(200);
    const reset = (await mailTo(t, c.email)).find((m) => m.template === 'password-reset');
    const resetToken = /token=([\w-]+)/.exec(reset!.text)![1];
    const refused = await t.http
      .post('/api/users/verify-email')
      .send({ token: resetToken })
      .expect(400);
    expect(refused.body.code).toBe(ErrorCode.VerificationLinkInvalid);
  });

  it('resends a link while unconfirmed, and says so once confirmed', async () => {
    const c = await registerClient(t, {}, { verified: false });
    const auth = { Authorization: `Bearer ${c.token}` };
    const res = await t.http.post('/api/users/resend-verification').set(auth).expect(200);
    expect(res.body.message).toBe('We sent you a new confirmation link.');
    const mails = (await mailTo(t, c.email)).filter((m) => m.template === 'verify-email');
    expect(mails).toHaveLength(2);
    await t.http
      .post('/api/users/verify-email')
      .send({ token: tokenFrom(mails[0].text) })
      .expect(200);
    const again = await t.http.post('/api/users/resend-verification').set(auth).expect(200);
    expect(again.body.message).toBe('Your email is already confirmed.');
  });

  it('following a password reset link also confirms the address', async () => {
    const c = await registerClient(t, {}, { verified: false });
    await t.http.post('/api/users/request-reset-password').send({ email: c.email }).expect(200);
    const reset = (await mailTo(t, c.email)).find((m) => m.template === 'password-reset');
    await t.http
      .post('/api/users/reset-password')
      .send({ token: /token=([\w-]+)/.exec(reset!.text)![1], password: 'new-password-9' })
      .expect(200);
    const token = (
      await t.http.post('/api/users/login').send({ email: c.email, password: 'new-password-9' })
    ).body.access_token as string;
    const me = await t.http.get('/api/users/me').set('Authorization', `Bearer ${token}`);
    expect(me.body.emailVerified).toBe(true);
  });

  it('a quote started as a guest is handed to an account only once it confirms the email', async () => {
    const email = uniqueEmail('guest-owner');
    const started = await t.http
      .post('/api/quote/saveForLater')
      .send({ email, coverageType: 'wc', firstName: 'Gale', lastName: 'Guest' })
      .expect(200);
    const quoteId = started.body.quote?.id ?? started.body.id;
    expect(quoteId).toEqual(expect.any(String));

    // Someone signs up with that email but cannot read mail sent to it.
    const impostor = await registerClient(t, { email }, { verified: false });
    const asImpostor = { Authorization: `Bearer ${impostor.token}` };
    const mine = await t.http.get('/api/quote/myQuotes').set(asImpostor).expect(200);
    expect(mine.body.total).toBe(0);
    const read = await t.http.get(`/api/quote/getQuote/${quoteId}`).set(asImpostor);
    expect(read.status).toBe(403);
    const starting = await t.http
      .post('/api/quote/saveForLater')
      .set(asImpostor)
      .send({ coverageType: 'gl' });
    expect(starting.status).toBe(403);
    expect(starting.body).toMatchObject({
      code: 1208,
      message: expect.stringMatching(/^Security check/),
    });

    // The real owner confirms the email: the quote is theirs.
    const verify = (await mailTo(t, email)).find((m) => m.template === 'verify-email');
    await t.http
      .post('/api/users/verify-email')
      .send({ token: tokenFrom(verify!.text) })
      .expect(200);
    const after = await t.http.get('/api/quote/myQuotes').set(asImpostor).expect(200);
    expect(JSON.stringify(after.body)).toContain(quoteId);
  });
});
