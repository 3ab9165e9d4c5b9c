import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/app';
import { codeOf } from './quotes/quote-helpers';

describe('health: liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A database of its own: a migration is marked pending here for a moment.
    t = await createTestApp({}, { isolatedDatabase: true });
  });
  afterAll(() => t?.close());

  it('answers liveness without asking the database, and keeps the combined check', async () => {
    await t.http.get('/api/health/live').expect(200, { status: 'ok' });
    await t.http.get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });

  it('is ready only once every migration of the release is applied', async () => {
    const db = t.app.get(DataSource);
    const [latest] = (await db.query(
      'SELECT id, timestamp, name FROM migrations ORDER BY timestamp DESC LIMIT 1',
    )) as { id: number; timestamp: string; name: string }[];
    // As an instance sees the database while the release's migration Job has not run yet.
    await db.query('DELETE FROM migrations WHERE id = $1', [latest.id]);
    const pending = await t.http.get('/api/health/ready').expect(503);
    expect(codeOf(pending)).toBe(ErrorCode.ServiceUnavailable);
    expect((pending.body as { message: string }).message).toBe('Migrations pending.');
    // Alive all the while: the platform waits instead of restarting it.
    await t.http.get('/api/health/live').expect(200);

    await db.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [
      latest.id,
      latest.timestamp,
      latest.name,
    ]);
    await t.http
      .get('/api/health/ready')
      .expect(200, { status: 'ok', database: 'up', migrations: 'applied' });
  });
});
