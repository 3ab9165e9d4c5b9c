import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/platform/config/config';
import { JobsService } from '../src/platform/jobs/jobs.service';
import { MailService } from '../src/platform/mail/mail.service';
import { MAIL_QUEUE } from '../src/platform/mail/mail.worker';
import { createMigratedDatabase, dropDatabase } from './helpers/database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, TEST_JWT_SECRET, uniqueEmail } from './helpers/app';

/** One API instance on the given database, started as the server starts it. */
async function startInstance(
  databaseUrl: string,
  mailWorker: 'on' | 'off',
): Promise<NestExpressApplication> {
  const config = {
    ...loadConfig({
      DATA_DIR: '.data/test',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_KEY: '0'.repeat(64),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      MAIL_WORKER: mailWorker,
    }),
    databaseUrl,
  };
  const app = await createApp(config, { logger: false });
  app.useLogger(false);
  await app.init();
  return app;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('jobs', () => {
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase(process.env.TEST_DATABASE_URL as string);
  });
  afterAll(() => dropDatabase(databaseUrl));

  const outboxStatus = async (app: NestExpressApplication, id: string) =>
    (
      (await app.get(DataSource).query(`SELECT status FROM mail_outbox WHERE id = $1`, [id])) as {
        status: string;
      }[]
    )[0]?.status;

  it('a mail queued by an instance that closed before delivering it is delivered by the next one', async () => {
    const first = await startInstance(databaseUrl, 'off');
    const mail = await first.get(DataSource).transaction((m) =>
      first.get(MailService).enqueue(m, uniqueEmail('restart'), 'password-reset', {
        firstName: 'Pat',
        resetUrl: 'http://localhost:3000/reset-password?token=abc',
        expiresInMinutes: 60,
      }),
    );
    await first.close();

    const second = await startInstance(databaseUrl, 'on');
    try {
      // The worker polls every second.
      await waitFor(async () => (await outboxStatus(second, mail.id)) === 'captured', 5000);
    } finally {
      await second.close();
    }
  });

  describe('sending', () => {
    let app: NestExpressApplication;
    let jobs: JobsService;
    beforeAll(async () => {
      app = await startInstance(databaseUrl, 'off');
      jobs = app.get(JobsService);
    });
    afterAll(() => app.close());

    it('queues a job on its own when no transaction is given', async () => {
      const id = await jobs.send(MAIL_QUEUE, { mailId: '00000000-0000-0000-0000-000000000000' });
      const rows = await app
        .get(DataSource)
        .query(`SELECT state FROM pgboss.job WHERE name = $1 AND id = $2`, [MAIL_QUEUE, id]);
      expect(rows).toEqual([{ state: 'created' }]);
      await app.get(DataSource).query(`DELETE FROM pgboss.job WHERE id = $1`, [id]);
    });

    it('refuses a queue nobody registered and a manager outside a transaction', async () => {
      await expect(jobs.send('no-such-queue', {})).rejects.toThrow(
        'No job queue named no-such-queue is registered',
      );
      await expect(jobs.send(MAIL_QUEUE, {}, app.get(DataSource).manager)).rejects.toThrow(
        'outside a transaction',
      );
    });
  });
});
