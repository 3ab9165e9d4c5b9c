import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import { DataCipher } from '../src/common/crypto/data-cipher';
import { createTestApp, registerClient, uniqueEmail, type TestApp } from './helpers/app';

/**
 * Failed password sign-ins are counted per account (per email, account or not): from the fifth
 * the next attempt waits 2, 4, 8, ... seconds (at most 15 minutes), answered 429 with the wait; the right
 * password forgets them.
 */
describe('sign-in back-off per account', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string) =>
    t.http.post('/api/users/login').send({ email, password });

  const keyOf = (email: string) => t.app.get(DataCipher).lookupHash(`sign-in:${email}`);

  /** Lets the email's current wait end, as time passing would. */
  const waitEnds = (email: string, failures?: number) =>
    db.query(
      `UPDATE sign_in_failures
          SET retry_at = now() - interval '1 second', failures = COALESCE($2, failures)
        WHERE email_key = $1`,
      [keyOf(email), failures ?? null],
    );

  async function failFiveTimes(email: string): Promise<void> {
    for (let i = 0; i < 5; i += 1) await attempt(email, `wrong-guess-${i}`).expect(401);
  }

  it('makes the sixth attempt wait after five failures, even with the right password', async () => {
    const c = await registerClient(t);
    await failFiveTimes(c.email);
    const refused = await attempt(c.email, c.password).expect(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.body).toEqual({
      statusCode: 429,
      code: ErrorCode.SignInBackoff,
      message: 'Too many failed sign-ins for this account. Try again in 2 seconds.',
      error: 'Too Many Requests',
    });
  });

  it('doubles the wait with every further failure, up to 15 minutes', async () => {
    const c = await registerClient(t);
    await failFiveTimes(c.email);
    for (const expected of ['4', '8', '16']) {
      await waitEnds(c.email);
      await attempt(c.email, 'still-wrong-1').expect(401);
      const refused = await attempt(c.email, c.password).expect(429);
      expect(refused.headers['retry-after']).toBe(expected);
    }
    await waitEnds(c.email, 40);
    await attempt(c.email, 'still-wrong-1').expect(401);
    const capped = await attempt(c.email, c.password).expect(429);
    expect(capped.headers['retry-after']).toBe('900');
    expect(capped.body.message).toBe(
      'Too many failed sign-ins for this account. Try again in 15 minutes.',
    );
  });

  it('lets one of several attempts sent together through each opening', async () => {
    const c = await registerClient(t);
    await failFiveTimes(c.email);
    await waitEnds(c.email);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => attempt(c.email, `together-${i}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([401, 429, 429, 429, 429, 429]);
  });

  it('forgets the failures on the right password', async () => {
    const c = await registerClient(t);
    await failFiveTimes(c.email);
    await waitEnds(c.email);
    await attempt(c.email, c.password).expect(200);
    // Counted afresh: four more failures make no one wait.
    for (let i = 0; i < 4; i += 1) await attempt(c.email, `wrong-again-${i}`).expect(401);
    await attempt(c.email, c.password).expect(200);
  });

  it('answers an unknown email exactly as an account', async () => {
    const c = await registerClient(t);
    const unknown = uniqueEmail('nobody');
    await failFiveTimes(c.email);
    await failFiveTimes(unknown);
    // The same wait left on both, so the answers can be compared whole.
    await db.query(
      `UPDATE sign_in_failures SET retry_at = now() + interval '30 seconds'
        WHERE email_key IN ($1, $2)`,
      [keyOf(c.email), keyOf(unknown)],
    );
    const known = await attempt(c.email, c.password).expect(429);
    const missing = await attempt(unknown, 'anything-at-all').expect(429);
    expect(missing.body).toEqual(known.body);
    expect(missing.headers['retry-after']).toBe(known.headers['retry-after']);
    expect(known.body.message).toMatch(/Try again in 30 seconds\.$/);
  });

  it('keeps no email address readable and finds the record by its primary key', async () => {
    const c = await registerClient(t);
    await attempt(c.email, 'wrong-guess-x').expect(401);
    const [row] = (await db.query(`SELECT * FROM sign_in_failures WHERE email_key = $1`, [
      keyOf(c.email),
    ])) as Array<Record<string, unknown>>;
    expect(row).toMatchObject({ failures: 1, retry_at: null });
    expect(JSON.stringify(row)).not.toContain(c.email.split('@')[0]);
    const plan = await db.transaction(async (m) => {
      await m.query(`SET LOCAL enable_seqscan = off`);
      const lines: Array<{ 'QUERY PLAN': string }> = await m.query(
        `EXPLAIN SELECT retry_at FROM sign_in_failures WHERE email_key = $1`,
        [keyOf(c.email)],
      );
      return lines.map((l) => l['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Scan using sign_in_failures_pkey');
  });

  it('counts each account apart: another account signs in meanwhile', async () => {
    const a = await registerClient(t);
    const b = await registerClient(t);
    await failFiveTimes(a.email);
    await attempt(a.email, a.password).expect(429);
    await attempt(b.email, b.password).expect(200);
  });
});
