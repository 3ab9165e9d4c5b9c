import { DataSource } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import { SessionsRepository } from '../src/identity/auth/sessions.repository';
import { PgNotifications } from '../src/common/database/pg-notifications';
import { adminToken, createTestApp, login, registerClient, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';

/**
 * Two API instances on one database, each remembering live sessions for a while: whatever ends
 * or narrows a session on one (or in the database directly) is refused by the instance that made
 * the change at once, and by the other as soon as PostgreSQL's announcement reaches it (a few
 * milliseconds; the wait below is bounded far under the 30 s an entry could otherwise live).
 */
describe('session revocation across instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const me = (t: TestApp, token: string) =>
    t.http.get('/api/users/me').set('Authorization', `Bearer ${token}`);

  /**
   * Waits until `t` answers the token from what it remembers, with no database read. The
   * registration's own change (the email confirmed on a) is announced to b asynchronously and
   * may arrive after b's first read, rightly dropping what b had just kept; the next read keeps
   * it again.
   */
  const keptOn = (t: TestApp, token: string) =>
    eventually(async () => {
      await me(t, token).expect(200);
      const reads = jest.spyOn(t.app.get(DataSource), 'query');
      try {
        await me(t, token).expect(200);
        return reads.mock.calls.length === 0;
      } finally {
        reads.mockRestore();
      }
    });

  it('listens for changes on both instances', () => {
    expect(a.app.get(PgNotifications).listening).toBe(true);
    expect(b.app.get(PgNotifications).listening).toBe(true);
  });

  it('refuses a token on the other instance as soon as its session logs out', async () => {
    const c = await registerClient(a);
    // Remembered on b: a request there does not read the session again.
    await keptOn(b, c.token);
    await a.http.post('/api/users/logout').set('Authorization', `Bearer ${c.token}`).expect(204);
    expect((await me(a, c.token).expect(401)).body.code).toBe(ErrorCode.SignInRequired);
    await eventually(async () => (await me(b, c.token)).status === 401);
  });

  it('answers users/me from the kept session, and follows account changes made anywhere', async () => {
    const c = await registerClient(a);
    await keptOn(b, c.token);
    const kept = await me(b, c.token).expect(200);
    expect(kept.body).toMatchObject({ id: c.id, email: c.email, role: 'client', active: true });

    // Changed on a: a shows it on the very next request, b once the announcement arrives.
    await a.http
      .patch(`/api/users/update/${c.id}`)
      .set('Authorization', `Bearer ${c.token}`)
      .send({ firstName: 'Renamed', phone: '5551234567' })
      .expect(200);
    expect((await me(a, c.token).expect(200)).body).toMatchObject({
      firstName: 'Renamed',
      phone: '5551234567',
    });
    await eventually(async () => (await me(b, c.token)).body.firstName === 'Renamed');

    // Changed in the database itself, and an agent assigned by an admin on a.
    await a.app
      .get(DataSource)
      .query(`UPDATE users SET last_name = 'Directly' WHERE id = $1`, [c.id]);
    await eventually(async () => (await me(b, c.token)).body.lastName === 'Directly');
    const admin = await adminToken(a);
    const adminId = (await me(a, admin).expect(200)).body.id as string;
    await a.http
      .patch(`/api/users/update/${c.id}/agent-assigned`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ agentId: adminId })
      .expect(200);
    await eventually(async () => (await me(b, c.token)).body.assignedAgentId === adminId);
  });

  it('refuses every session of a deactivated user on the other instance', async () => {
    const c = await registerClient(a);
    const second = await login(a, c.email, c.password);
    await me(b, c.token).expect(200);
    await me(b, second).expect(200);
    await a.http
      .post('/api/users/set-active')
      .set('Authorization', `Bearer ${await adminToken(a)}`)
      .send({ userId: c.id, active: false })
      .expect(200);
    await me(a, second).expect(401);
    await eventually(async () => (await me(b, c.token)).status === 401);
    await eventually(async () => (await me(b, second)).status === 401);
  });

  it('follows a change made in the database itself', async () => {
    const c = await registerClient(a);
    await me(a, c.token).expect(200);
    await me(b, c.token).expect(200);
    await a.app
      .get(DataSource)
      .query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1`, [c.id]);
    await eventually(async () => (await me(a, c.token)).status === 401);
    await eventually(async () => (await me(b, c.token)).status === 401);
  });

  it('stops remembering while it cannot hear changes, and picks up again', async () => {
    const c = await registerClient(a);
    await me(b, c.token).expect(200);
    const db = a.app.get(DataSource);
    // A loss resets b's subscribers while it is not listening: counted, so a loss b recovers
    // from quickly (its first retry comes 250 ms later) is not missed between two looks.
    const notifications = b.app.get(PgNotifications);
    let losses = 0;
    notifications.subscribe('session_revocation_probe', {
      message: () => undefined,
      reset: () => {
        if (!notifications.listening) losses++;
      },
    });
    await eventually(async () => {
      const rows = (await db.query(
        `SELECT 1 FROM pg_stat_activity WHERE query = 'LISTEN session_revocation_probe'`,
      )) as unknown[];
      return rows.length > 0;
    });
    // Cut b's listening connection, and only b's (other files' instances share the database),
    // as a network failure or a database restart would. Its last statement is the probe's LISTEN.
    await db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE query = 'LISTEN session_revocation_probe'`,
    );
    // Once b notices the loss (the connection's end arrives a moment after the cut), it has
    // dropped what it kept and reads the database on each request until it hears again.
    await eventually(async () => losses > 0, 10_000);
    await db.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1`, [c.id]);
    await me(b, c.token).expect(401);
    await eventually(async () => b.app.get(PgNotifications).listening);
    await eventually(async () => a.app.get(PgNotifications).listening);
    const again = await login(a, c.email, c.password);
    await me(b, again).expect(200);
    await me(b, again).expect(200);
    await a.http.post('/api/users/logout').set('Authorization', `Bearer ${again}`).expect(204);
    await eventually(async () => (await me(b, again)).status === 401);
  });
  it('writes a new session without waiting for the disk, and leaves the pooled connection as it was', async () => {
    const c = await registerClient(a);
    // One connection: the setting, were it to outlive the insert, would be read back here.
    const db = new DataSource({ type: 'postgres', url: a.config.databaseUrl, extra: { max: 1 } });
    await db.initialize();
    try {
      const session = await new SessionsRepository(db).insert(c.id, new Date(Date.now() + 60_000));
      const rows = (await db.query(`SELECT user_id FROM sessions WHERE id = $1`, [
        session.id,
      ])) as Array<{ user_id: string }>;
      expect(rows).toEqual([{ user_id: c.id }]);
      const [{ synchronous_commit }] = (await db.query('SHOW synchronous_commit')) as Array<{
        synchronous_commit: string;
      }>;
      expect(synchronous_commit).toBe('on');
    } finally {
      await db.destroy();
    }
  });
});
