import { ErrorCode } from '@coverline/contracts';
import {
  createTestApp,
  login,
  mailTo,
  registerClient,
  resetTokenFrom,
  uniqueEmail,
  type TestApp,
} from './helpers/app';

/** What a new password must be: 8 characters, not common, not the owner's email or name. */
describe('password rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (fields: Record<string, string>) =>
    t.http.post('/api/users/register').send({
      email: uniqueEmail('owner'),
      firstName: 'Robin',
      lastName: 'Baker',
      ...fields,
    });

  it('refuses a password of 6 or 7 characters with the field message', async () => {
    for (const password of ['abc123', 'k3!xq9z']) {
      const res = await register({ password }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: ErrorCode.RequestInvalid,
        message: ['Password must be at least 8 characters.'],
        error: 'Bad Request',
      });
    }
  });

  it('refuses "password" and other common passwords, in any case', async () => {
    for (const password of ['password', 'Password1', 'QWERTY123', 'iloveyou']) {
      const res = await register({ password }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: ErrorCode.PasswordTooCommon,
        message: [
          'password is one of the most common passwords; choose one that is harder to guess.',
        ],
        error: 'Bad Request',
      });
    }
  });

  it("refuses a password containing the email's local part or the name", async () => {
    const email = uniqueEmail('quartermaster');
    const local = email.split('@')[0];
    for (const password of [
      `${local}`,
      `My-${local.toUpperCase()}!`,
      'QUARTERMASTER-7',
      'bakery-2024',
      'robin-hood-77',
    ]) {
      const res = await register({ email, password }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: ErrorCode.PasswordHasPersonalInfo,
        message: ['password must not contain your email address or your name.'],
        error: 'Bad Request',
      });
    }
    await register({ email, password: 'violet-harbour-42' }).expect(201);
  });

  it('holds a reset to the same rules, leaving the link usable for a better password', async () => {
    const c = await registerClient(t, { firstName: 'Marlowe' });
    await t.http.post('/api/users/request-reset-password').send({ email: c.email }).expect(200);
    const token = resetTokenFrom((await mailTo(t, c.email))[0]);
    const short = await t.http
      .post('/api/users/reset-password')
      .send({ token, password: 'short77' })
      .expect(400);
    expect(short.body.message).toEqual(['Password must be at least 8 characters.']);
    const common = await t.http
      .post('/api/users/reset-password')
      .send({ token, password: 'password' })
      .expect(400);
    expect(common.body.code).toBe(ErrorCode.PasswordTooCommon);
    const personal = await t.http
      .post('/api/users/reset-password')
      .send({ token, password: 'marlowe-rules-1' })
      .expect(400);
    expect(personal.body.code).toBe(ErrorCode.PasswordHasPersonalInfo);
    await t.http
      .post('/api/users/reset-password')
      .send({ token, password: 'tidal-compass-58' })
      .expect(200);
    await login(t, c.email, 'tidal-compass-58');
  });

  it('holds a change of password to the same rules, naming the newPassword field', async () => {
    const c = await registerClient(t);
    const auth = { Authorization: `Bearer ${c.token}` };
    const common = await t.http
      .post('/api/users/change-password')
      .set(auth)
      .send({ currentPassword: c.password, newPassword: 'password' })
      .expect(400);
    expect(common.body).toEqual({
      statusCode: 400,
      code: ErrorCode.PasswordTooCommon,
      message: [
        'newPassword is one of the most common passwords; choose one that is harder to guess.',
      ],
      error: 'Bad Request',
    });
    const personal = await t.http
      .post('/api/users/change-password')
      .set(auth)
      .send({ currentPassword: c.password, newPassword: `${c.email.split('@')[0]}-x` })
      .expect(400);
    expect(personal.body.code).toBe(ErrorCode.PasswordHasPersonalInfo);
    // Nothing changed: the old password still signs in.
    await login(t, c.email, c.password);
  });
});
