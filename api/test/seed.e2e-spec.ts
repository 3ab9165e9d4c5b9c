import { DataSource } from 'typeorm';
import { AdminSeeder } from '../src/identity/users/admin.seeder';
import { createTestApp, login, type TestApp } from './helpers/app';

describe('admin seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No ADMIN_EMAIL/ADMIN_PASSWORD: the admin is created once with a generated password.
    t = await createTestApp({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, { isolatedDatabase: true });
  });
  afterAll(() => t.close());

  it('created one admin at start, printed its password once, and stays idempotent', async () => {
    const db = t.app.get(DataSource);
    const admins = await db.query(`SELECT email FROM users WHERE role = 'admin'`);
    expect(admins).toEqual([{ email: 'admin@coverline.local' }]);
    const printed: string[] = [];
    await t.app.get(AdminSeeder).ensureAdmin((m) => printed.push(m));
    await t.app.get(AdminSeeder).ensureAdmin((m) => printed.push(m));
    expect(printed).toEqual([]);
    expect(await db.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`)).toEqual([
      { n: 1 },
    ]);
  });

  it('prints a generated password that signs the admin in', async () => {
    const db = t.app.get(DataSource);
    await db.query(`DELETE FROM users WHERE role = 'admin'`);
    const printed: string[] = [];
    await t.app.get(AdminSeeder).ensureAdmin((m) => printed.push(m));
    // The log says an account was made; the password is kept for the start banner alone.
    expect(printed).toEqual(['Created the admin account admin@coverline.local.']);
    const created = t.app.get(AdminSeeder).createdAdmin;
    expect(created?.email).toBe('admin@coverline.local');
    await login(t, 'admin@coverline.local', created?.password as string);
  });

  it('takes the admin from ADMIN_EMAIL/ADMIN_PASSWORD, updating the password when it changes', async () => {
    const service = t.app.get(AdminSeeder) as unknown as {
      config: { adminEmail?: string; adminPassword?: string };
      ensureAdmin: AdminSeeder['ensureAdmin'];
    };
    service.config.adminEmail = 'owner@example.com';
    service.config.adminPassword = 'first-password';
    await service.ensureAdmin(() => undefined);
    await login(t, 'owner@example.com', 'first-password');
    service.config.adminPassword = 'second-password';
    await service.ensureAdmin(() => undefined);
    await login(t, 'owner@example.com', 'second-password');
  });
});

describe('admin seed with a common ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { isolatedDatabase: true });
  });
  afterAll(() => t.close());

  it('refuses to seed an admin whose configured password is on the common list', async () => {
    const service = t.app.get(AdminSeeder) as unknown as {
      config: { adminEmail?: string; adminPassword?: string };
      ensureAdmin: AdminSeeder['ensureAdmin'];
    };
    service.config.adminEmail = 'owner@example.com';
    service.config.adminPassword = 'Password123';
    await expect(service.ensureAdmin(() => undefined)).rejects.toThrow(
      'ADMIN_PASSWORD is one of the most common passwords',
    );
    const db = t.app.get(DataSource);
    expect(await db.query(`SELECT 1 FROM users WHERE email = 'owner@example.com'`)).toEqual([]);
  });
});
