import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, loadTracingConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'coverline-config-'));

describe('loadConfig', () => {
  it('applies the defaults: port 3000, DATA_DIR .data, public URL on localhost', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.corsOrigins).toEqual(['http://localhost:3000']);
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({}).dataDir).toBe(join(process.cwd(), '.data'));
  });

  it('generates JWT_SECRET and DATA_KEY once and keeps them in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.dataKey.equals(first.dataKey)).toBe(true);
    expect(first.dataKey).toHaveLength(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('prefers secrets from the environment', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      JWT_SECRET: 'x'.repeat(40),
      DATA_KEY: 'ab'.repeat(32),
    });
    expect(config.jwtSecret).toBe('x'.repeat(40));
    expect(config.dataKey.toString('hex')).toBe('ab'.repeat(32));
  });

  it('fails at boot with a readable message naming each bad variable', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        JWT_SECRET: 'short',
        SMTP_URL: 'http://mail',
        ADMIN_EMAIL: 'not-an-email',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('JWT_SECRET: must be at least 32 characters');
      expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
      expect(message).toContain('ADMIN_EMAIL: must be an email address');
    }
  });

  it('runs 24 requests at once unless REQUEST_CONCURRENCY says otherwise (0: no limit)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).requestConcurrency).toBe(24);
    expect(loadConfig({ DATA_DIR: tempDir(), REQUEST_CONCURRENCY: '0' }).requestConcurrency).toBe(
      0,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), REQUEST_CONCURRENCY: '-1' })).toThrow(
      /REQUEST_CONCURRENCY/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), REQUEST_CONCURRENCY: 'many' })).toThrow(
      /REQUEST_CONCURRENCY/,
    );
  });

  it('reads which proxies to trust for client addresses', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe('loopback');
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '172.16.0.0/12, loopback' }).trustProxy).toBe(
      '172.16.0.0/12, loopback',
    );
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'everyone' })).toThrow(
      'TRUST_PROXY: must be true, false',
    );
  });

  it('reads PUBLIC_URL, COOKIE_DOMAIN and the CORS allow-list', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PUBLIC_URL: 'https://app.example.com/',
      COOKIE_DOMAIN: '.example.com',
      CORS_ORIGINS: 'https://app.example.com, https://agents.example.com',
    });
    expect(config.publicUrl).toBe('https://app.example.com');
    expect(config.cookieDomain).toBe('.example.com');
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'https://agents.example.com']);
  });

  it('marks session cookies Secure on an https address or in production unless SESSION_COOKIE_SECURE says otherwise', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).sessionCookieSecure).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://app.example.com' }).sessionCookieSecure,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).sessionCookieSecure).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'false' })
        .sessionCookieSecure,
    ).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, SESSION_COOKIE_SECURE: 'yes' })).toThrow(
      'SESSION_COOKIE_SECURE: must be true or false',
    );
  });

  it('requires two-step verification for admins outside a test run unless MFA_REQUIRED_FOR_ADMINS says otherwise', () => {
    const dir = tempDir();
    // `pnpm start` sets no NODE_ENV: the admin it seeds must still set up a second factor.
    expect(loadConfig({ DATA_DIR: dir }).mfaRequiredForAdmins).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'development' }).mfaRequiredForAdmins).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).mfaRequiredForAdmins).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).mfaRequiredForAdmins).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', MFA_REQUIRED_FOR_ADMINS: 'false' })
        .mfaRequiredForAdmins,
    ).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', MFA_REQUIRED_FOR_ADMINS: 'true' })
        .mfaRequiredForAdmins,
    ).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, MFA_REQUIRED_FOR_ADMINS: 'yes' })).toThrow(
      'MFA_REQUIRED_FOR_ADMINS: must be true or false',
    );
  });

  it('refuses an ADMIN_PASSWORD shorter than 8 characters', () => {
    const dir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'seven77' })).toThrow(
      'ADMIN_PASSWORD: must be at least 8 characters',
    );
    expect(loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'eight888' }).adminPassword).toBe(
      'eight888',
    );
  });

  it('migrates at start unless MIGRATE_ON_START=false (a release Job migrates instead)', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).migrateOnStart).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, MIGRATE_ON_START: 'no' })).toThrow(
      'MIGRATE_ON_START: Invalid option',
    );
  });

  it('takes a METRICS_TOKEN of at least 32 printable characters, and none by default', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).metricsToken).toBeUndefined();
    const token = 'a'.repeat(31) + '!';
    expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const bad of ['short', `${'a'.repeat(20)} ${'b'.repeat(20)}`]) {
      expect(() => loadConfig({ DATA_DIR: dir, METRICS_TOKEN: bad })).toThrow(
        'METRICS_TOKEN: must be at least 32 printable characters without spaces',
      );
    }
  });

  it('leaves traces off unless OTEL_TRACES=on, and checks their settings', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).tracing).toEqual({ enabled: false });
    expect(
      loadTracingConfig({
        OTEL_TRACES: 'on',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_TRACES_SAMPLE_RATIO: '0.25',
      }),
    ).toEqual({
      enabled: true,
      endpoint: 'http://collector:4318',
      serviceName: 'coverline-api',
      sampleRatio: 0.25,
    });
    const attempt = () =>
      loadConfig({
        DATA_DIR: dir,
        OTEL_TRACES: 'yes',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_TRACES_SAMPLE_RATIO: '2',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/OTEL_TRACES: Invalid option/);
    expect(attempt).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT: must be an http\(s\) URL/);
    expect(attempt).toThrow(/OTEL_TRACES_SAMPLE_RATIO: Too big/);
  });
});
