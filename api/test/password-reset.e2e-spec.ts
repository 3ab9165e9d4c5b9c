import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import { MailWorker } from '../src/platform/mail/mail.worker';
import {
  createTestApp,
  login,
  mailTo,
  registerClient,
  resetTokenFrom,
  uniqueEmail,
  type TestApp,
} from './helpers/app';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const requestReset = (email: string) =>
    t.http.post('/api/users/request-reset-password').send({ email }).expect(200);

  it('answers the same whether or not the email has an account, and mails only real accounts', async () => {
    const c = await registerClient(t);
    const unknown = uniqueEmail('nobody');
    const known = await requestReset(c.email);
    const missing = await requestReset(unknown);
    expect(known.body).toEqual(missing.body);
    expect(await mailTo(t, unknown)).toHaveLength(0);
    const [mail] = await mailTo(t, c.email);
    expect(mail).toMatchObject({
      template: 'password-reset',
      subject: 'Reset your Coverline password',
    });
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=');
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=');
  });

  it('resets the password once with the emailed link, ending the old sessions', async () => {
    const c = await registerClient(t);
    await requestReset(c.email);
    const token = resetTokenFrom((await mailTo(t, c.email))[0]);
    await t.http
      .post('/api/users/reset-password')
      .send({ token, password: 'brand-new-password' })
      .expect(200);
    await t.http.get('/api/users/me').set('Authorization', `Bearer ${c.token}`).expect(401);
    await t.http
      .post('/api/users/login')
      .send({ email: c.email, password: c.password })
      .expect(401);
    await login(t, c.email, 'brand-new-password');
    const again = await t.http
      .post('/api/users/reset-password')
      .send({ token, password: 'another-password' })
      .expect(400);
    expect(again.body).toEqual({
      statusCode: 400,
      code: ErrorCode.ResetLinkInvalid,
      message: 'Invalid reset token.',
      error: 'Bad Request',
    });
  });

  it('refuses a made-up token and an expired one', async () => {
    await t.http
      .post('/api/users/reset-password')
      .send({ token: 'made-up-token', password: 'whatever-else-1' })
      .expect(400);
    const c = await registerClient(t);
    await requestReset(c.email);
    const token = resetTokenFrom((await mailTo(t, c.email))[0]);
    await t.app.get(DataSource).query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'
          WHERE user_id = $1`,
      [c.id],
    );
    const res = await t.http
      .post('/api/users/reset-password')
      .send({ token, password: 'whatever-else-1' })
      .expect(400);
    expect(res.body.code).toBe(ErrorCode.ResetLinkInvalid);
    expect(res.body.message).toBe('Invalid reset token.');
  });

  it('reset links are valid for one hour', async () => {
    const c = await registerClient(t);
    await requestReset(c.email);
    const [row] = await t.app
      .get(DataSource)
      .query(
        `SELECT extract(epoch FROM expires_at - created_at) AS ttl FROM password_reset_tokens WHERE user_id = $1 AND purpose = 'reset'`,
        [c.id],
      );
    expect(Math.round(Number(row.ttl))).toBe(3600);
  });

  it('the mail worker moves captured mail out of pending', async () => {
    const c = await registerClient(t);
    await requestReset(c.email);
    expect((await mailTo(t, c.email))[0].status).toBe('pending');
    await t.app.get(MailWorker).drain();
    expect((await mailTo(t, c.email))[0].status).toBe('captured');
  });

  it('changes the password of the signed-in user after checking the current one', async () => {
    const c = await registerClient(t);
    const auth = { Authorization: `Bearer ${c.token}` };
    const wrong = await t.http
      .post('/api/users/change-password')
      .set(auth)
      .send({ currentPassword: 'not-it', newPassword: 'new-password-1' })
      .expect(400);
    expect(wrong.body.code).toBe(ErrorCode.CurrentPasswordIncorrect);
    await t.http
      .post('/api/users/change-password')
      .set(auth)
      .send({ currentPassword: c.password, newPassword: 'new-password-1' })
      .expect(200);
    await login(t, c.email, 'new-password-1');
  });

  it('ends every other session of the user when the password changes, keeping the one that changed it', async () => {
    const c = await registerClient(t);
    const elsewhere = await login(t, c.email, c.password);
    await t.http.get('/api/users/me').set('Authorization', `Bearer ${elsewhere}`).expect(200);
    await t.http
      .post('/api/users/change-password')
      .set('Authorization', `Bearer ${c.token}`)
      .send({ currentPassword: c.password, newPassword: 'new-password-2' })
      .expect(200);
    const refused = await t.http
      .get('/api/users/me')
      .set('Authorization', `Bearer ${elsewhere}`)
      .expect(401);
    expect(refused.body.code).toBe(ErrorCode.SignInRequired);
    await t.http.post('/api/users/token').set('Authorization', `Bearer ${elsewhere}`).expect(401);
    await t.http.get('/api/users/me').set('Authorization', `Bearer ${c.token}`).expect(200);
  });
});
