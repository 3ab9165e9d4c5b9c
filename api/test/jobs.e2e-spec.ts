import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import type PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/platform/config/config';
import { REFERRAL_STATUS_QUEUE } from '../src/partners/referrals/referral-status.notifier';
import { JobsService, PG_BOSS } from '../src/platform/jobs/jobs.service';
import { MailService } from '../src/platform/mail/mail.service';
import { MAIL_QUEUE } from '../src/platform/mail/mail.worker';
import { createIsolatedDatabase, dropDatabase } from './helpers/database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, TEST_JWT_SECRET, uniqueEmail } from './helpers/app';

/** One API instance on the given database, started as the server starts it. */
async function startInstance(
  databaseUrl: string,
  mailWorker: 'on' | 'off',
): Promise<NestFastifyApplication> {
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
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
    databaseUrl = await createIsolatedDatabase(process.env.TEST_DATABASE_URL as string);
  });
  afterAll(() => dropDatabase(databaseUrl));

  const outboxStatus = async (app: NestFastifyApplication, id: string) =>
    (
      (await app.get(DataSource).query(`SELECT status FROM mail_outbox WHERE id = $1`, [id])) as {
        status: string;
      }[]
    )[0]?.status;

  it('a mail queued by an instance that closed before delivering it is delivered by the next one', async () => {
    const first = await startInstance(databaseUrl, 'off');
    const mail = await first.get(DataSource).transaction((m) =>
      first.get(MailService).enqueue(m, uniqueEmail('restart'), 'password-reset', {
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

  /** The state of each job, by id, read beside the app (which may be closed). */
  const jobStates = async (ids: string[]) => {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; state: string }>(
        `SELECT id, state FROM pgboss.job WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      return Object.fromEntries(rows.map((row) => [row.id, row.state]));
    } finally {
      await client.end();
    }
  };

  describe('workers', () => {
    let app: NestFastifyApplication;
    let jobs: JobsService;
    beforeAll(async () => {
      app = await startInstance(databaseUrl, 'off');
      jobs = app.get(JobsService);
    });
    afterAll(() => app.close());

    it("run each job of a batch on its own: a failing job is retried, the batch's others complete", async () => {
      const ran: number[] = [];
      const queue = {
        name: 'test-batch',
        retryLimit: 1,
        retryDelaySeconds: 60,
        retryBackoff: false,
        handler: ({ n }: { n: number }) => {
          if (n === 2) return Promise.reject(new Error('job two fails'));
          ran.push(n);
          return Promise.resolve();
        },
      };
      await jobs.register({ ...queue, work: false });
      const ids = await app
        .get(DataSource)
        .transaction(async (m) => [
          await jobs.send('test-batch', { n: 1 }, m),
          await jobs.send('test-batch', { n: 2 }, m),
          await jobs.send('test-batch', { n: 3 }, m),
        ]);
      // Registered again, now worked: a worker starts on the running app and fetches all three.
      await jobs.register({ ...queue, work: true });
      // The three may finish in any order: wait for all of them, not for the failure alone.
      await waitFor(async () => {
        const states = await jobStates(ids);
        return (
          states[ids[0]] === 'completed' &&
          states[ids[1]] === 'retry' &&
          states[ids[2]] === 'completed'
        );
      }, 10_000);
      expect(ran.sort()).toEqual([1, 3]);
      expect(await jobStates(ids)).toEqual({
        [ids[0]]: 'completed',
        [ids[1]]: 'retry',
        [ids[2]]: 'completed',
      });
    });

    it('keep the referral status sweep on a pg-boss cron schedule', async () => {
      const schedules = await app.get<PgBoss>(PG_BOSS).getSchedules();
      expect(schedules.find((s) => s.name === REFERRAL_STATUS_QUEUE)).toMatchObject({
        cron: '* * * * *',
      });
    });
  });

  it('closing an instance lets the job it is running finish first', async () => {
    const app = await startInstance(databaseUrl, 'off');
    const events: string[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const jobs = app.get(JobsService);
    await jobs.register<object>({
      name: 'test-slow',
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryBackoff: false,
      work: true,
      handler: async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        events.push('job finished');
      },
    });
    const id = await jobs.send('test-slow', {});
    await running;
    await app.close();
    events.push('app closed');
    expect(events).toEqual(['job finished', 'app closed']);
    expect(await jobStates([id])).toEqual({ [id]: 'completed' });
  });

  describe('sending', () => {
    let app: NestFastifyApplication;
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

    it('queues jobs in a transaction with a statement prepared once on its connection', async () => {
      const sent: Array<{ name?: string; text: string }> = [];
      const query = Client.prototype.query;
      const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (
        this: Client,
        ...args: unknown[]
      ) {
        const [config] = args as [string | { name?: string; text: string }];
        if (typeof config === 'object' && /INSERT INTO pgboss\.job/i.test(config.text)) {
          sent.push(config);
        }
        return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
      });
      const db = app.get(DataSource);
      let ids: string[] = [];
      try {
        ids = await db.transaction(async (m) => [
          await jobs.send(MAIL_QUEUE, { mailId: '00000000-0000-0000-0000-000000000001' }, m),
          await jobs.send(MAIL_QUEUE, { mailId: '00000000-0000-0000-0000-000000000002' }, m),
        ]);
      } finally {
        spy.mockRestore();
      }
      expect(sent).toHaveLength(2);
      expect(sent[0].name).toMatch(/^p_/);
      expect(sent[1].name).toBe(sent[0].name);
      const rows: Array<{ id: string }> = await db.query(
        `SELECT id FROM pgboss.job WHERE id = ANY($1::uuid[]) ORDER BY id`,
        [ids],
      );
      expect(rows.map((r) => r.id)).toEqual([...ids].sort());
      await db.query(`DELETE FROM pgboss.job WHERE id = ANY($1::uuid[])`, [ids]);
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
