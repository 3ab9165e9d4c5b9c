import { DataSource } from 'typeorm';
import { DataCipher } from '../src/common/crypto/data-cipher';
import { totpCode } from '../src/identity/mfa/totp';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  createAgent,
  createTestApp,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { envelopeProblem } from './helpers/envelope';

interface LoginAnswer {
  access_token?: string;
  expires_in?: number;
  mfa_step?: 'verify' | 'enrol';
  mfa_token?: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Waits out the last two seconds of a 30-second step, so codes made now stay current. */
async function awayFromStepEdge(): Promise<void> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 28_000) await new Promise((r) => setTimeout(r, 30_500 - intoStep));
}

/** The code an authenticator shows now, or `steps` steps later (within the ±1 window). */
const codeFor = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * 30_000);

function expectCode(res: { status: number; body: unknown }, status: number, code: number) {
  expect({ status: res.status, code: (res.body as { code?: number }).code }).toEqual({
    status,
    code,
  });
  expect(envelopeProblem(res as never)).toBeUndefined();
}

describe('staff two-step verification', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const passwordStep = async (who: { email: string; password: string }) =>
    (
      await t.http
        .post('/api/users/login')
        .send({ email: who.email, password: who.password })
        .expect(200)
    ).body as LoginAnswer;

  /** An agent who set up two-step verification from their settings; its secret and codes. */
  async function enrolledAgent(): Promise<SignedIn & { secret: string; recovery: string[] }> {
    const agent = await createAgent(t);
    await awayFromStepEdge();
    const started = await t.http.post('/api/mfa/enrol').set(bearer(agent.token)).expect(200);
    const { secret } = started.body as { secret: string };
    const confirmed = await t.http
      .post('/api/mfa/enrol/confirm')
      .set(bearer(agent.token))
      .send({ code: codeFor(secret) })
      .expect(200);
    return {
      ...agent,
      secret,
      recovery: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes,
    };
  }

  it('sets up from the settings with a QR code of an otpauth address, seals the secret and hashes ten recovery codes', async () => {
    const agent = await createAgent(t);
    const before = await t.http.get('/api/mfa').set(bearer(agent.token)).expect(200);
    expect(before.body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    await awayFromStepEdge();
    const started = await t.http.post('/api/mfa/enrol').set(bearer(agent.token)).expect(200);
    const enrolment = started.body as { secret: string; otpauthUri: string; qrCode: string };
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toBe(
      `otpauth://totp/Coverline%3A${encodeURIComponent(agent.email)}?secret=${enrolment.secret}&issuer=Coverline&algorithm=SHA1&digits=6&period=30`,
    );
    const svg = Buffer.from(enrolment.qrCode.split(',')[1], 'base64').toString('utf8');
    expect(enrolment.qrCode.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(svg).toContain('<svg');

    const wrong = await t.http
      .post('/api/mfa/enrol/confirm')
      .set(bearer(agent.token))
      .send({ code: codeFor(enrolment.secret, 5) });
    expectCode(wrong, 400, 2601);

    const confirmed = await t.http
      .post('/api/mfa/enrol/confirm')
      .set(bearer(agent.token))
      .send({ code: codeFor(enrolment.secret) })
      .expect(200);
    const codes = (confirmed.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const [row] = (await db.query(
      `SELECT mfa_secret_sealed, mfa_pending_secret_sealed FROM users WHERE id = $1`,
      [agent.id],
    )) as Array<{ mfa_secret_sealed: string; mfa_pending_secret_sealed: string | null }>;
    expect(row.mfa_secret_sealed).not.toContain(enrolment.secret);
    expect(t.app.get(DataCipher).decrypt(row.mfa_secret_sealed)).toBe(enrolment.secret);
    expect(row.mfa_pending_secret_sealed).toBeNull();
    const hashes = (await db.query(`SELECT code_hash FROM mfa_recovery_codes WHERE user_id = $1`, [
      agent.id,
    ])) as Array<{ code_hash: string }>;
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(code_hash).toMatch(/^\$argon2id\$/);

    const after = await t.http.get('/api/mfa').set(bearer(agent.token)).expect(200);
    expect(after.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expectCode(await t.http.post('/api/mfa/enrol').set(bearer(agent.token)), 409, 2604);
  });

  it('ends the sessions opened with the password alone when two-step verification is turned on', async () => {
    const agent = await createAgent(t);
    const before = await passwordStep(agent);
    expect(before.access_token).toBeDefined();
    await t.http.get('/api/users/me').set(bearer(before.access_token!)).expect(200);
    await awayFromStepEdge();
    const started = await t.http.post('/api/mfa/enrol').set(bearer(agent.token)).expect(200);
    await t.http
      .post('/api/mfa/enrol/confirm')
      .set(bearer(agent.token))
      .send({ code: codeFor((started.body as { secret: string }).secret) })
      .expect(200);
    await t.http.get('/api/users/me').set(bearer(before.access_token!)).expect(401);
    await t.http.get('/api/users/me').set(bearer(agent.token)).expect(200);
  });

  it('asks for a code after the password and issues the session only for a fresh, right one, once', async () => {
    const agent = await enrolledAgent();
    const challenge = await passwordStep(agent);
    expect(challenge.access_token).toBeUndefined();
    expect(challenge.mfa_step).toBe('verify');
    expect(challenge.mfa_token).toEqual(expect.any(String));

    // The code that confirmed the set-up was used in this step already.
    const reused = await t.http
      .post('/api/users/login/mfa')
      .send({ mfaToken: challenge.mfa_token, code: codeFor(agent.secret) });
    expectCode(reused, 400, 2601);

    const signedIn = await t.http
      .post('/api/users/login/mfa')
      .send({ mfaToken: challenge.mfa_token, code: codeFor(agent.secret, 1) })
      .expect(200);
    const { access_token } = signedIn.body as { access_token: string };
    const me = await t.http.get('/api/users/me').set(bearer(access_token)).expect(200);
    expect((me.body as { email: string }).email).toBe(agent.email);

    const again = await t.http
      .post('/api/users/login/mfa')
      .send({ mfaToken: challenge.mfa_token, code: codeFor(agent.secret, 1) });
    expectCode(again, 400, 2602);
  });

  it('takes each recovery code once, typed in any case', async () => {
    const agent = await enrolledAgent();
    const first = await passwordStep(agent);
    await t.http
      .post('/api/users/login/mfa')
      .send({ mfaToken: first.mfa_token, code: agent.recovery[3].toUpperCase() })
      .expect(200);
    const second = await passwordStep(agent);
    const refused = await t.http
      .post('/api/users/login/mfa')
      .send({ mfaToken: second.mfa_token, code: agent.recovery[3] });
    expectCode(refused, 400, 2601);
    const status = await t.http.get('/api/mfa').set(bearer(agent.token)).expect(200);
    expect((status.body as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9);
  });

  it('closes the sign-in step after five wrong codes, and when it has expired', async () => {
    const agent = await enrolledAgent();
    const challenge = await passwordStep(agent);
    for (let i = 0; i < 4; i++) {
      const wrong = await t.http
        .post('/api/users/login/mfa')
        .send({ mfaToken: challenge.mfa_token, code: codeFor(agent.secret, 10 + i) });
      expectCode(wrong, 400, 2601);
    }
    const fifth = await t.http
      .post('/api/users/login/mfa')
      .send({ mfaToken: challenge.mfa_token, code: 'wrong-code' });
    expectCode(fifth, 429, 2603);
    const right = await t.http
      .post('/api/users/login/mfa')
      .send({ mfaToken: challenge.mfa_token, code: agent.recovery[0] });
    expectCode(right, 429, 2603);

    const late = await passwordStep(agent);
    await db.query(
      `UPDATE mfa_challenges SET expires_at = now() - interval '1 second'
        WHERE user_id = $1 AND used_at IS NULL AND failed_attempts = 0`,
      [agent.id],
    );
    const expired = await t.http
      .post('/api/users/login/mfa')
      .send({ mfaToken: late.mfa_token, code: agent.recovery[0] });
    expectCode(expired, 400, 2602);
    const unknown = await t.http
      .post('/api/users/login/mfa')
      .send({ mfaToken: 'not-a-sign-in-step', code: '123456' });
    expectCode(unknown, 400, 2602);
  });

  it('turns off only with a current code, then signs in with the password alone', async () => {
    const agent = await enrolledAgent();
    expectCode(
      await t.http.post('/api/mfa/disable').set(bearer(agent.token)).send({ code: '000000' }),
      400,
      2601,
    );
    const off = await t.http
      .post('/api/mfa/disable')
      .set(bearer(agent.token))
      .send({ code: agent.recovery[1] })
      .expect(200);
    expect(off.body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const answer = await passwordStep(agent);
    expect(answer.access_token).toEqual(expect.any(String));
    expect(answer.mfa_step).toBeUndefined();
    expectCode(
      await t.http.post('/api/mfa/disable').set(bearer(agent.token)).send({ code: '000000' }),
      409,
      2605,
    );
  });

  it("lets an admin see and reset another staff member's, audited, ending their sessions", async () => {
    const agent = await enrolledAgent();
    const admin = await adminToken(t);
    const seen = await t.http.get(`/api/mfa/users/${agent.id}`).set(bearer(admin)).expect(200);
    expect(seen.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    const reset = await t.http
      .post(`/api/mfa/users/${agent.id}/reset`)
      .set(bearer(admin))
      .expect(200);
    expect(reset.body).toMatchObject({ enabled: false });
    await t.http.get('/api/users/me').set(bearer(agent.token)).expect(401);
    const answer = await passwordStep(agent);
    expect(answer.access_token).toEqual(expect.any(String));

    const audit = (await db.query(
      `SELECT action, before, after FROM audit_records WHERE target_user_id = $1`,
      [agent.id],
    )) as Array<{ action: string; before: unknown; after: unknown }>;
    expect(audit).toContainEqual({
      action: 'resetMfa',
      before: { mfaEnabled: true },
      after: { mfaEnabled: false },
    });

    const client = await registerClient(t);
    expectCode(
      await t.http.post(`/api/mfa/users/${client.id}/reset`).set(bearer(admin)),
      404,
      2609,
    );
    const adminId = (
      (await t.http.get('/api/users/me').set(bearer(admin)).expect(200)).body as { id: string }
    ).id;
    expectCode(await t.http.post(`/api/mfa/users/${adminId}/reset`).set(bearer(admin)), 404, 2609);
    expectCode(await t.http.post(`/api/mfa/users/${agent.id}/reset`).set(bearer(admin)), 409, 2605);
  });

  it('is for staff: clients get 403 and their sign-in never asks for a code', async () => {
    const client = await registerClient(t);
    await t.http.get('/api/mfa').set(bearer(client.token)).expect(403);
    await t.http.post('/api/mfa/enrol').set(bearer(client.token)).expect(403);
    expect((await passwordStep(client)).access_token).toEqual(expect.any(String));
  });
});

describe('two-step verification required for admins (MFA_REQUIRED_FOR_ADMINS=true)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ MFA_REQUIRED_FOR_ADMINS: 'true' }, { isolatedDatabase: true });
  });
  afterAll(() => t?.close());

  it('sends an admin without it to set it up before any session, then asks for codes; it cannot be turned off', async () => {
    const admin = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
    const first = (await t.http.post('/api/users/login').send(admin).expect(200))
      .body as LoginAnswer;
    expect(first).toEqual({ mfa_step: 'enrol', mfa_token: expect.any(String) });
    // The enrol step does not stand in for a code.
    expectCode(
      await t.http.post('/api/users/login/mfa').send({ mfaToken: first.mfa_token, code: '123456' }),
      400,
      2602,
    );

    await awayFromStepEdge();
    const started = await t.http
      .post('/api/users/login/mfa/enrol')
      .send({ mfaToken: first.mfa_token })
      .expect(200);
    const { secret } = started.body as { secret: string };
    const done = await t.http
      .post('/api/users/login/mfa/enrol/confirm')
      .send({ mfaToken: first.mfa_token, code: codeFor(secret) })
      .expect(200);
    const enrolled = done.body as { access_token: string; recoveryCodes: string[] };
    expect(enrolled.recoveryCodes).toHaveLength(10);
    const status = await t.http.get('/api/mfa').set(bearer(enrolled.access_token)).expect(200);
    expect(status.body).toMatchObject({ enabled: true, required: true });
    expectCode(
      await t.http
        .post('/api/mfa/disable')
        .set(bearer(enrolled.access_token))
        .send({ code: enrolled.recoveryCodes[0] }),
      409,
      2608,
    );

    const next = (await t.http.post('/api/users/login').send(admin).expect(200))
      .body as LoginAnswer;
    expect(next.mfa_step).toBe('verify');
    await t.http
      .post('/api/users/login/mfa')
      .send({ mfaToken: next.mfa_token, code: codeFor(secret, 1) })
      .expect(200);

    const agent = await createAgentWith(t, enrolled.access_token);
    const agentAnswer = (await t.http.post('/api/users/login').send(agent).expect(200))
      .body as LoginAnswer;
    expect(agentAnswer.access_token).toEqual(expect.any(String));
  });
});

describe('two-step verification for admins when nothing is configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    // As `pnpm start` runs: no MFA_REQUIRED_FOR_ADMINS, and not a test run.
    t = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => t?.close());

  it('makes the seeded admin set it up at the first sign-in, before any session', async () => {
    expect(t.config.mfaRequiredForAdmins).toBe(true);
    const answer = (
      await t.http
        .post('/api/users/login')
        .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
        .expect(200)
    ).body as LoginAnswer;
    expect(answer).toEqual({ mfa_step: 'enrol', mfa_token: expect.any(String) });
    const enrolment = await t.http
      .post('/api/users/login/mfa/enrol')
      .send({ mfaToken: answer.mfa_token })
      .expect(200);
    expect(enrolment.body).toMatchObject({ secret: expect.any(String) });
  });
});

/** An agent created by the given admin token (this app's admin signs in with a code). */
async function createAgentWith(t: TestApp, admin: string) {
  const email = `agent-${Date.now()}@example.com`;
  const password = 'copper-kettle-17';
  await t.http
    .post('/api/users/createAgent')
    .set(bearer(admin))
    .send({ email, firstName: 'Avery', lastName: 'Agent' })
    .expect(201);
  const mail = await t.http.get('/api/dev/mailbox').query({ to: email }).set(bearer(admin));
  const [welcome] = mail.body as Array<{ text: string }>;
  const token = decodeURIComponent(/reset-password\?token=([\w-]+)/.exec(welcome.text)![1]);
  await t.http.post('/api/users/reset-password').send({ token, password }).expect(200);
  return { email, password };
}
