import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_PREFIX, buildOpenApiDocument, createAdapter } from '../app.factory';
import { AppModule } from '../app.module';
import type { AppConfig } from '../platform/config';

/**
 * A fixed configuration, so the document depends only on the code. No SMTP URL, so the dev
 * mailbox route is part of the document as it is in development and tests.
 */
const DOCUMENT_CONFIG: AppConfig & { databaseUrl: string } = {
  port: 3000,
  databaseUrl: 'postgresql://openapi@127.0.0.1:5432/openapi',
  databasePoolSize: 10,
  requestConcurrency: 0,
  dataDir: '.data/openapi',
  jwtSecret: 'openapi-document-generation-secret-0000000000',
  dataKey: Buffer.alloc(32),
  publicUrl: 'http://localhost:3000',
  linksFollowRequest: true,
  sessionCookieSecure: false,
  corsOrigins: ['http://localhost:3000'],
  authRateLimitPerMinute: 10,
  mailRateLimit: { perEmailPerHour: 5, perAddressPerHour: 20 },
  logLevel: 'silent',
  mailWorker: false,
  mfaRequiredForAdmins: false,
  trustProxy: 'loopback',
  ratingDeadlineMs: 30_000,
  ratingSandboxLatencyMs: 0,
  paymentProvider: 'sandbox',
  paymentWebhookSecret: 'openapi-document-generation-payment-secret-000',
  paymentSandboxLatencyMs: 0,
  fileStorage: { kind: 'local', root: '.data/openapi/files' },
  chat: { handoffTimeoutSeconds: 120, messagesPerMinute: 20, socketsPerAddress: 50 },
  referralStatusSettleSeconds: 300,
  apiCallLogRetentionDays: 90,
  migrateOnStart: true,
  shutdown: { drainSeconds: 0, timeoutSeconds: 30 },
  tracing: { enabled: false },
  webhooks: {
    worker: false,
    retryDelaySeconds: 30,
    retryLimit: 12,
    timeoutMs: 10_000,
    allowPrivateTargets: false,
  },
};

/** Objects with their keys in order, recursively, so regenerating gives byte-identical output. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Builds the OpenAPI document from the modules alone: preview mode opens no database. */
async function generateOpenApiJson(): Promise<string> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(DOCUMENT_CONFIG),
    createAdapter(DOCUMENT_CONFIG),
    {
      preview: true,
      logger: false,
      abortOnError: false,
    },
  );
  try {
    app.setGlobalPrefix(API_PREFIX);
    return `${JSON.stringify(sortKeys(buildOpenApiDocument(app)), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const target = resolve(
    process.argv[2] ?? resolve(__dirname, '..', '..', '..', 'contracts', 'openapi.json'),
  );
  writeFileSync(target, await generateOpenApiJson());
  console.log(`Wrote ${target}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
