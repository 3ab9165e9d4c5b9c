import { DataSource } from 'typeorm';
import type { AppConfig } from '../src/config/config';
import type { MailTransport, OutgoingMail } from '../src/mail/mail-transport';
import { MailService } from '../src/mail/mail.service';
import { MailWorker } from '../src/mail/mail.worker';
import { createTestApp, uniqueEmail, type TestApp } from './helpers/app';

class RecordingTransport implements MailTransport {
  readonly captures = false;
  sent: OutgoingMail[] = [];
  failuresLeft = 0;
  async send(mail: OutgoingMail): Promise<void> {
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      throw new Error('SMTP 451 try again later');
    }
    this.sent.push(mail);
  }
}

describe('mail outbox', () => {
  let t: TestApp;
  let db: DataSource;
  let transport: RecordingTransport;
  let worker: MailWorker;
  beforeAll(async () => {
    t = await createTestApp({}, { isolatedDatabase: true });
    db = t.app.get(DataSource);
    transport = new RecordingTransport();
    worker = new MailWorker(db, transport, { mailWorker: false } as AppConfig);
  });
  afterAll(() => t.close());

  const enqueue = (to: string) =>
    db.transaction((m) =>
      t.app.get(MailService).enqueue(m, to, 'password-reset', {
        firstName: 'Pat',
        resetUrl: 'http://localhost:3000/reset-password?token=abc',
        expiresInMinutes: 60,
      }),
    );
  const statusOf = async (id: string) =>
    (await db.query(`SELECT status, attempts FROM mail_outbox WHERE id = $1`, [id]))[0] as {
      status: string;
      attempts: number;
    };

  it('writes nothing when the causing transaction rolls back', async () => {
    const to = uniqueEmail('rollback');
    await expect(
      db.transaction(async (m) => {
        await t.app.get(MailService).enqueue(m, to, 'password-reset', {
          firstName: 'Pat',
          resetUrl: 'http://x',
          expiresInMinutes: 60,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db.query(`SELECT 1 FROM mail_outbox WHERE to_address = $1`, [to]);
    expect(rows).toHaveLength(0);
  });

  it('delivers pending mail with text and HTML parts and marks it sent', async () => {
    const to = uniqueEmail('deliver');
    const mail = await enqueue(to);
    await worker.drain();
    const delivered = transport.sent.find((m) => m.to === to);
    expect(delivered?.subject).toBe('Reset your Coverline password');
    expect(delivered?.text).toContain('Hello Pat');
    expect(delivered?.html).toContain('<a href="http://localhost:3000/reset-password?token=abc"');
    expect(await statusOf(mail.id)).toEqual({ status: 'sent', attempts: 1 });
  });

  it('retries a failed delivery and gives up after five attempts', async () => {
    const to = uniqueEmail('retry');
    const mail = await enqueue(to);
    transport.failuresLeft = 1;
    await worker.drain();
    expect(await statusOf(mail.id)).toEqual({ status: 'pending', attempts: 1 });
    await worker.drain();
    expect(await statusOf(mail.id)).toEqual({ status: 'sent', attempts: 2 });

    const doomed = await enqueue(uniqueEmail('doomed'));
    for (let i = 0; i < 5; i++) {
      transport.failuresLeft = 1;
      await worker.drain();
    }
    expect(await statusOf(doomed.id)).toEqual({ status: 'failed', attempts: 5 });
  });
});
