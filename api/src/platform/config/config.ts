import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';

/** Everything the service reads from its environment, validated once at boot. */
export interface AppConfig {
  port: number;
  databaseUrl?: string;
  /** Connections in this instance's request pool (pg-boss and notifications have their own). */
  databasePoolSize: number;
  /**
   * Requests whose handlers run at once in this instance; later ones wait their turn in arrival
   * order (0: no limit). docs/operations.md, Request admission.
   */
  requestConcurrency: number;
  dataDir: string;
  jwtSecret: string;
  dataKey: Buffer;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  publicUrl: string;
  /**
   * Outside production, links in mails and the payment's return follow the address the person
   * used (a request's own origin, when it is one the app serves); in production they are always
   * `publicUrl`.
   */
  linksFollowRequest: boolean;
  cookieDomain?: string;
  /** Session cookies carry `Secure` (https only): on an https PUBLIC_URL or in production. */
  sessionCookieSecure: boolean;
  corsOrigins: string[];
  /** Serve the built SPA from this folder when it exists. */
  webDistDir?: string;
  /** Rate limits per minute for the sensitive public endpoints. */
  authRateLimitPerMinute: number;
  /**
   * Mails public (signed-out or guest) calls may cause per hour: to one address, and from one
   * client address.
   */
  mailRateLimit: { perEmailPerHour: number; perAddressPerHour: number };
  logLevel: string;
  /** Whether the mail worker polls the outbox (tests drive it by hand). */
  mailWorker: boolean;
  /** Admins must use two-step verification (set up at their next sign-in when missing). */
  mfaRequiredForAdmins: boolean;
  /** How long a carrier may take to answer a rating before it counts as unavailable. */
  ratingDeadlineMs: number;
  /** Simulated response time of the sandbox carriers (0: answer at once). */
  ratingSandboxLatencyMs: number;
  /** Which proxies' X-Forwarded-For to believe, so rate limits see real client addresses. */
  trustProxy: boolean | number | string;
  /** The payment provider checkouts go through. */
  paymentProvider: 'sandbox';
  /** Signs payment results (HMAC-SHA256) on their way back from the provider. */
  paymentWebhookSecret: string;
  /** Simulated processing time of the sandbox provider's payments (0: answer at once). */
  paymentSandboxLatencyMs: number;
  /** Where uploads and generated documents are kept. */
  fileStorage: FileStorageConfig;
  /** Support chat: handoff wait, message rate limit and the assistant behind it. */
  chat: ChatConfig;
  /** How long a referral's status must stay unchanged before its rep is mailed it. */
  referralStatusSettleSeconds: number;
  /** Days API clients' calls are kept in their log; older batches are deleted daily. */
  apiCallLogRetentionDays: number;
  /**
   * Whether this process applies pending migrations before it serves. Off where a release runs
   * them once (a Kubernetes Job); the instance then reports ready only once they are applied.
   */
  migrateOnStart: boolean;
  /** How the process stops on SIGTERM or SIGINT (docs/operations.md, Rolling releases). */
  shutdown: {
    /** Seconds it keeps serving, not ready, before it stops taking connections. */
    drainSeconds: number;
    /** Seconds it waits for the requests it is answering before it cuts their connections. */
    timeoutSeconds: number;
  };
  /** Bearer token that Prometheus sends to `GET /api/metrics`; unset, the endpoint refuses all. */
  metricsToken?: string;
  /** OpenTelemetry traces, exported over OTLP/HTTP; off unless configured. */
  tracing: TracingConfig;
  webhooks: WebhooksConfig;
}

export interface WebhooksConfig {
  /** Whether this instance delivers webhooks (queues them and works the delivery queue). */
  worker: boolean;
  /** First retry's wait; each later one doubles (pg-boss backoff, with jitter). */
  retryDelaySeconds: number;
  retryLimit: number;
  /** How long a receiver may take to answer one delivery. */
  timeoutMs: number;
  /**
   * Whether deliveries may go to loopback, private or link-local addresses and plain http.
   * Off in production (a subscription must not reach the internal network); on elsewhere, so
   * local receivers and sandboxes work.
   */
  allowPrivateTargets: boolean;
}

export type TracingConfig =
  | { enabled: false }
  | { enabled: true; endpoint?: string; serviceName: string; sampleRatio: number };

export interface ChatConfig {
  /** How long a request waits for a staff member before the handoff fails. */
  handoffTimeoutSeconds: number;
  /** Messages one principal may send per minute. */
  messagesPerMinute: number;
  /** Chat sockets one client address may hold open at once on one instance. */
  socketsPerAddress: number;
  /** An OpenAI-compatible endpoint; unset: the in-process assistant answers. */
  assistant?: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };
}

export type FileStorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Unset: AWS itself; set for an S3-compatible service (MinIO, R2, ...). */
      endpoint?: string;
      /** Unset: the SDK's default credential chain (environment, instance role). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** Bucket in the path rather than the host name, as most S3-compatible services want. */
      forcePathStyle: boolean;
    };

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'must be a postgres:// or postgresql:// URL',
  ),
  // Two at least: start-up holds a lock on one connection while it sets up the job queues.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  REQUEST_CONCURRENCY: z.coerce.number().int().min(0).max(10000).default(24),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  JWT_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters',
  ),
  DATA_KEY: optionalString.refine(
    (v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v),
    'must be 64 hexadecimal characters (a 256-bit key)',
  ),
  ADMIN_EMAIL: optionalString.refine(
    (v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    'must be an email address',
  ),
  ADMIN_PASSWORD: optionalString.refine(
    (v) => v === undefined || v.length >= 8,
    'must be at least 8 characters',
  ),
  SMTP_URL: optionalString.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'must be an smtp:// or smtps:// URL',
  ),
  PUBLIC_URL: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v),
    'must be an http(s) URL',
  ),
  COOKIE_DOMAIN: optionalString,
  SESSION_COOKIE_SECURE: optionalString.refine(
    (v) => v === undefined || v === 'true' || v === 'false',
    'must be true or false',
  ),
  CORS_ORIGINS: optionalString,
  WEB_DIST_DIR: optionalString,
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  MAIL_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  MAIL_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAIL_WORKER: z.enum(['on', 'off']).default('on'),
  API_CALL_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  MFA_REQUIRED_FOR_ADMINS: optionalString.refine(
    (v) => v === undefined || v === 'true' || v === 'false',
    'must be true or false',
  ),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .refine(
      (v) =>
        /^(true|false|\d{1,2})$/.test(v) ||
        v
          .split(',')
          .every((p) =>
            /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(p.trim()),
          ),
      'must be true, false, a number of proxy hops, or a comma-separated list of addresses/subnets',
    ),
  RATING_DEADLINE_MS: z.coerce.number().int().min(100).max(30_000).default(30_000),
  RATING_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(29_000).default(0),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_WEBHOOK_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters',
  ),
  PAYMENT_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(10_000).default(800),
  CHAT_HANDOFF_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  CHAT_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(50),
  CHAT_ASSISTANT_BASE_URL: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v),
    'must be an http(s) URL',
  ),
  CHAT_ASSISTANT_API_KEY: optionalString,
  CHAT_ASSISTANT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  CHAT_ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  REFERRAL_STATUS_SETTLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  METRICS_TOKEN: optionalString.refine(
    (v) => v === undefined || /^[\x21-\x7e]{32,}$/.test(v),
    'must be at least 32 printable characters without spaces',
  ),
  WEBHOOK_WORKER: z.enum(['on', 'off']).default('on'),
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(12),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: optionalString.refine(
    (v) => v === undefined || v === 'true' || v === 'false',
    'must be true or false',
  ),
});

/** Traces: read on their own as well, because the tracer starts before anything else loads. */
const tracingSchema = z.object({
  OTEL_TRACES: z.enum(['on', 'off']).default('off'),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v),
    'must be an http(s) URL',
  ),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('coverline-api'),
  OTEL_TRACES_SAMPLE_RATIO: z.coerce.number().min(0).max(1).default(1),
});

/** The tracing settings alone; throws ConfigError like loadConfig on an invalid value. */
export function loadTracingConfig(env: NodeJS.ProcessEnv = process.env): TracingConfig {
  const parsed = tracingSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(problems(parsed.error.issues));
  const e = parsed.data;
  if (e.OTEL_TRACES === 'off') return { enabled: false };
  return {
    enabled: true,
    endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: e.OTEL_SERVICE_NAME,
    sampleRatio: e.OTEL_TRACES_SAMPLE_RATIO,
  };
}

function problems(issues: z.core.$ZodIssue[]): string {
  const lines = issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
  return `Invalid configuration:\n${lines.join('\n')}`;
}

/** File storage settings: checked on their own because the S3 ones depend on each other. */
const fileStorageSchema = z
  .object({
    FILE_STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: optionalString.refine(
      (v) => v === undefined || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v),
      'must be an http(s) URL',
    ),
    S3_BUCKET: optionalString.refine(
      (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    ),
    S3_REGION: optionalString.refine(
      (v) => v === undefined || /^[a-z0-9-]+$/.test(v),
      'must be a region name such as us-east-1',
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  })
  .superRefine((e, ctx) => {
    if (e.FILE_STORAGE !== 's3') return;
    if (!e.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when FILE_STORAGE is s3',
      });
    }
    if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'is required when S3_ACCESS_KEY_ID is set',
      });
    }
    if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'is required when S3_SECRET_ACCESS_KEY is set',
      });
    }
  });

function fileStorageConfig(
  e: z.infer<typeof fileStorageSchema>,
  dataDir: string,
): FileStorageConfig {
  if (e.FILE_STORAGE === 'local') return { kind: 'local', root: join(dataDir, 'files') };
  return {
    kind: 's3',
    // The schema has checked that a bucket is set for s3.
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

export class ConfigError extends Error {}

/** Which proxies are trusted for clients' addresses: a boolean, a hop count, or their addresses. */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads a secret kept in DATA_DIR, creating it on first use so restarts keep sessions and data. */
function persistedSecret(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = make();
  writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  const storage = fileStorageSchema.safeParse(env);
  const tracing = tracingSchema.safeParse(env);
  if (!parsed.success || !storage.success || !tracing.success) {
    throw new ConfigError(
      problems([
        ...(parsed.error?.issues ?? []),
        ...(storage.error?.issues ?? []),
        ...(tracing.error?.issues ?? []),
      ]),
    );
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(process.cwd(), e.DATA_DIR);
  const jwtSecret =
    e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('hex'));
  const dataKeyHex =
    e.DATA_KEY ?? persistedSecret(dataDir, 'data-key', () => randomBytes(32).toString('hex'));
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const corsOrigins = (e.CORS_ORIGINS ?? publicUrl)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    requestConcurrency: e.REQUEST_CONCURRENCY,
    dataDir,
    jwtSecret,
    dataKey: Buffer.from(dataKeyHex, 'hex'),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    linksFollowRequest: env.NODE_ENV !== 'production',
    cookieDomain: e.COOKIE_DOMAIN,
    // Browsers drop a Secure cookie set over plain http, so local http development and the
    // tests go without; an https address or production sets it unless told otherwise.
    sessionCookieSecure:
      e.SESSION_COOKIE_SECURE === undefined
        ? publicUrl.startsWith('https://') || env.NODE_ENV === 'production'
        : e.SESSION_COOKIE_SECURE === 'true',
    corsOrigins,
    webDistDir: e.WEB_DIST_DIR,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    mailRateLimit: {
      perEmailPerHour: e.MAIL_LIMIT_PER_EMAIL,
      perAddressPerHour: e.MAIL_LIMIT_PER_ADDRESS,
    },
    logLevel: e.LOG_LEVEL,
    mailWorker: e.MAIL_WORKER === 'on',
    apiCallLogRetentionDays: e.API_CALL_LOG_RETENTION_DAYS,
    // Required wherever the app runs for people, `pnpm start` included; only a test run
    // (NODE_ENV=test) leaves it off unless a test turns it on.
    mfaRequiredForAdmins:
      e.MFA_REQUIRED_FOR_ADMINS === undefined
        ? env.NODE_ENV !== 'test'
        : e.MFA_REQUIRED_FOR_ADMINS === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    ratingDeadlineMs: e.RATING_DEADLINE_MS,
    ratingSandboxLatencyMs: e.RATING_SANDBOX_LATENCY_MS,
    paymentProvider: e.PAYMENT_PROVIDER,
    paymentWebhookSecret:
      e.PAYMENT_WEBHOOK_SECRET ??
      persistedSecret(dataDir, 'payment-webhook-secret', () => randomBytes(48).toString('hex')),
    paymentSandboxLatencyMs: e.PAYMENT_SANDBOX_LATENCY_MS,
    fileStorage: fileStorageConfig(storage.data, dataDir),
    chat: {
      handoffTimeoutSeconds: e.CHAT_HANDOFF_TIMEOUT_SECONDS,
      messagesPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
      socketsPerAddress: e.CHAT_SOCKETS_PER_ADDRESS,
      assistant: e.CHAT_ASSISTANT_BASE_URL
        ? {
            baseUrl: e.CHAT_ASSISTANT_BASE_URL,
            apiKey: e.CHAT_ASSISTANT_API_KEY,
            model: e.CHAT_ASSISTANT_MODEL,
            timeoutMs: e.CHAT_ASSISTANT_TIMEOUT_MS,
          }
        : undefined,
    },
    referralStatusSettleSeconds: e.REFERRAL_STATUS_SETTLE_SECONDS,
    migrateOnStart: e.MIGRATE_ON_START === 'true',
    shutdown: {
      drainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
      timeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    },
    metricsToken: e.METRICS_TOKEN,
    tracing: loadTracingConfig(env),
    webhooks: {
      worker: e.WEBHOOK_WORKER === 'on',
      retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
      retryLimit: e.WEBHOOK_RETRY_LIMIT,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      allowPrivateTargets:
        e.WEBHOOK_ALLOW_PRIVATE_TARGETS === undefined
          ? env.NODE_ENV !== 'production'
          : e.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
    },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
