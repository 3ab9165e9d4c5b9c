import { ErrorCode } from '@coverline/contracts';
import {
  createAgent,
  createTestApp,
  login,
  registerClient,
  uniqueEmail,
  type TestApp,
} from './helpers/app';

describe('users and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers a client who can then read their own profile', async () => {
    const c = await registerClient(t, { phone: '+1 555 010 2030' });
    const me = await t.http
      .get('/api/users/me')
      .set('Authorization', `Bearer ${c.token}`)
      .expect(200);
    expect(me.body).toMatchObject({
      email: c.email,
      role: 'client',
      firstName: 'Casey',
      phone: '+1 555 010 2030',
    });
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('refuses a duplicate email with 409', async () => {
    const c = await registerClient(t);
    const res = await t.http
      .post('/api/users/register')
      .send({
        email: c.email.toUpperCase(),
        password: 'violet-harbour-42',
        firstName: 'A',
        lastName: 'B',
      })
      .expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: ErrorCode.EmailTaken,
      message: 'An account with this email already exists.',
      error: 'Conflict',
    });
  });

  it('refuses unknown fields and short passwords with readable messages', async () => {
    const res = await t.http
      .post('/api/users/register')
      .send({
        email: uniqueEmail(),
        password: '12345',
        firstName: 'A',
        lastName: 'B',
        role: 'admin',
      })
      .expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'Role is not a field this request takes.',
        'Password must be at least 8 characters.',
      ]),
    );
  });

  it('logs in with {access_token, expires_in} and refuses a wrong password', async () => {
    const c = await registerClient(t);
    const res = await t.http
      .post('/api/users/login')
      .send({ email: c.email, password: c.password })
      .expect(200);
    expect(res.body).toEqual({ access_token: expect.any(String), expires_in: 3600 });
    const wrong = await t.http
      .post('/api/users/login')
      .send({ email: c.email, password: 'wrong-password' })
      .expect(401);
    expect(wrong.body.code).toBe(ErrorCode.InvalidCredentials);
    const unknown = await t.http
      .post('/api/users/login')
      .send({ email: uniqueEmail(), password: 'whatever' })
      .expect(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refreshes a token and ends the session on logout', async () => {
    const c = await registerClient(t);
    const refreshed = await t.http
      .post('/api/users/token')
      .set('Authorization', `Bearer ${c.token}`)
      .expect(200);
    const newToken = refreshed.body.access_token as string;
    await t.http.get('/api/users/me').set('Authorization', `Bearer ${newToken}`).expect(200);
    await t.http.post('/api/users/logout').set('Authorization', `Bearer ${c.token}`).expect(204);
    const ended = await t.http
      .get('/api/users/me')
      .set('Authorization', `Bearer ${c.token}`)
      .expect(401);
    expect(ended.body.code).toBe(ErrorCode.SignInRequired);
    await t.http.get('/api/users/me').set('Authorization', `Bearer ${newToken}`).expect(401);
  });

  it('a deactivated user cannot log in and their sessions end', async () => {
    const admin = await login(t, 'admin@test.coverline.local', 'admin-password-1');
    const c = await registerClient(t);
    await t.http
      .post('/api/users/set-active')
      .set('Authorization', `Bearer ${admin}`)
      .send({ userId: c.id, active: false })
      .expect(200);
    await t.http.get('/api/users/me').set('Authorization', `Bearer ${c.token}`).expect(401);
    const inactive = await t.http
      .post('/api/users/login')
      .send({ email: c.email, password: c.password })
      .expect(403);
    expect(inactive.body.code).toBe(ErrorCode.AccountInactive);
    await t.http
      .post('/api/users/set-active')
      .set('Authorization', `Bearer ${admin}`)
      .send({ userId: c.id, active: true })
      .expect(200);
    await t.http
      .post('/api/users/login')
      .send({ email: c.email, password: c.password })
      .expect(200);
  });

  it('an agent created by an admin sets a password through the emailed link and signs in', async () => {
    const agent = await createAgent(t);
    const me = await t.http
      .get('/api/users/me')
      .set('Authorization', `Bearer ${agent.token}`)
      .expect(200);
    expect(me.body.role).toBe('agent');
  });
});
