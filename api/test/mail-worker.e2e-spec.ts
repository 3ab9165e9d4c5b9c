import { DataSource } from 'typeorm';
import {
  MAIL_TRANSPORT,
  type MailTransport,
  type OutgoingMail,
} from '../src/platform/mail/mail-transport';
import { DocumentsService } from '../src/purchase/documents/documents.service';
import { MailService } from '../src/platform/mail/mail.service';
import { MAIL_QUEUE, MailWorker } from '../src/platform/mail/mail.worker';
import { adminToken, createTestApp, mailTo, uniqueEmail, type TestApp } from './helpers/app';

describe('mail outbox', () => {
  let t: TestApp;
  let db: DataSource;
  let worker: MailWorker;
  let sent: OutgoingMail[];
  let failures: number;
  beforeAll(async () => {
    t = await createTestApp({}, { isolatedDatabase: true });
    db = t.app.get(DataSource);
    worker = t.app.get(MailWorker);
    sent = [];
    failures = 0;
    jest.spyOn(t.app.get<MailTransport>(MAIL_TRANSPORT), 'send').mockImplementation((mail) => {
      if (failures > 0) {
        failures--;
        return Promise.reject(new Error('SMTP 451 try again later'));
      }
      sent.push(mail);
      return Promise.resolve();
    });
  });
  afterAll(() => t.close());

  const enqueue = (to: string) =>
    db.transaction((m) =>
      t.app.get(MailService).enqueue(m, to, 'password-reset', {
        resetUrl: 'http://localhost:3000/reset-password?token=abc',
        expiresInMinutes: 60,
      }),
    );
  const statusOf = async (id: string) =>
    (
      await db.query(`SELECT status, attempts, last_error FROM mail_outbox WHERE id = $1`, [id])
    )[0] as { status: string; attempts: number; last_error: string | null };
  const jobOf = async (mailId: string) =>
    (
      await db.query(
        `SELECT state, retry_limit, retry_delay, retry_backoff,
                extract(epoch FROM start_after - now())::float AS wait_seconds
           FROM pgboss.job WHERE name = $1 AND data->>'mailId' = $2`,
        [MAIL_QUEUE, mailId],
      )
    )[0] as
      | {
          state: string;
          retry_limit: number;
          retry_delay: number;
          retry_backoff: boolean;
          wait_seconds: number;
        }
      | undefined;
  /** Moves a retry's scheduled time to now, as if the backoff delay had passed. */
  const makeDue = (mailId: string) =>
    db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND data->>'mailId' = $2`, [
      MAIL_QUEUE,
      mailId,
    ]);

  it('writes neither the mail nor its delivery job when the causing transaction rolls back', async () => {
    const to = uniqueEmail('rollback');
    let mailId = '';
    await expect(
      db.transaction(async (m) => {
        const mail = await t.app.get(MailService).enqueue(m, to, 'password-reset', {
          resetUrl: 'http://x',
          expiresInMinutes: 60,
        });
        mailId = mail.id;
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(mailId).not.toBe('');
    expect(await db.query(`SELECT 1 FROM mail_outbox WHERE to_address = $1`, [to])).toHaveLength(0);
    expect(await jobOf(mailId)).toBeUndefined();
  });

  it('delivers queued mail with text and HTML parts and marks it delivered', async () => {
    const to = uniqueEmail('deliver');
    const mail = await enqueue(to);
    expect((await jobOf(mail.id))?.state).toBe('created');
    await worker.drain();
    const delivered = sent.find((m) => m.to === to);
    expect(delivered?.subject).toBe('Reset your Coverline password');
    expect(delivered?.text).toContain('Hello,');
    expect(delivered?.html).toContain('<a href="http://localhost:3000/reset-password?token=abc"');
    expect(await statusOf(mail.id)).toEqual({ status: 'captured', attempts: 1, last_error: null });
    expect((await jobOf(mail.id))?.state).toBe('completed');
  });

  it('retries a failed delivery with exponential backoff', async () => {
    const mail = await enqueue(uniqueEmail('retry'));
    failures = 2;
    await worker.drain();
    expect(await statusOf(mail.id)).toEqual({
      status: 'pending',
      attempts: 1,
      last_error: 'Error: SMTP 451 try again later',
    });
    const first = await jobOf(mail.id);
    expect(first).toMatchObject({
      state: 'retry',
      retry_limit: 4,
      retry_delay: 30,
      retry_backoff: true,
    });
    // First retry 30-60 s later (the delay plus up to as much jitter).
    expect(first?.wait_seconds).toBeGreaterThan(28);
    expect(first?.wait_seconds).toBeLessThanOrEqual(60);

    // Not due yet: nothing runs.
    expect(await worker.drain()).toBe(0);

    await makeDue(mail.id);
    await worker.drain();
    expect((await statusOf(mail.id)).attempts).toBe(2);
    // The second retry waits twice as long: 60-120 s.
    const second = await jobOf(mail.id);
    expect(second?.wait_seconds).toBeGreaterThan(58);
    expect(second?.wait_seconds).toBeLessThanOrEqual(120);

    await makeDue(mail.id);
    await worker.drain();
    expect(await statusOf(mail.id)).toEqual({ status: 'captured', attempts: 3, last_error: null });
    expect((await jobOf(mail.id))?.state).toBe('completed');
  });

  it('a mail whose delivery fails every attempt is a dead letter admins can see', async () => {
    const to = uniqueEmail('doomed');
    const mail = await enqueue(to);
    failures = Number.POSITIVE_INFINITY;
    try {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect(await worker.drain()).toBe(1);
        await makeDue(mail.id);
      }
      expect(await worker.drain()).toBe(0);
    } finally {
      failures = 0;
    }
    expect(await statusOf(mail.id)).toEqual({
      status: 'failed',
      attempts: 5,
      last_error: 'Error: SMTP 451 try again later',
    });
    expect((await jobOf(mail.id))?.state).toBe('failed');

    const [inMailbox] = await mailTo(t, to);
    expect(inMailbox).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: 'Error: SMTP 451 try again later',
    });

    const res = await t.http
      .get('/api/jobs/failed')
      .query({ queue: MAIL_QUEUE })
      .set('Authorization', `Bearer ${await adminToken(t)}`)
      .expect(200);
    const failed = res.body as { queue: string; data: { mailId: string }; attempts: number }[];
    expect(failed.find((job) => job.data.mailId === mail.id)).toMatchObject({
      queue: MAIL_QUEUE,
      attempts: 5,
      error: 'SMTP 451 try again later',
    });
  });

  it('attaches stored files, read from file storage when the mail is sent, and lists them in the mailbox', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const document = await t.app
      .get(DocumentsService)
      .store('QUOTE_PROPOSAL', pdf, { applicationId: null, fileName: 'Proposal.pdf' });
    const to = uniqueEmail('attached');
    await db.transaction((m) =>
      t.app
        .get(MailService)
        .enqueue(
          m,
          to,
          'quote-certificates',
          { firstName: 'Pat', businessName: 'Green Leaf', certificates: 1 },
          { attachments: [document] },
        ),
    );
    await worker.drain();
    const mail = sent.find((m) => m.to === to);
    expect(mail?.attachments).toEqual([
      { filename: 'Proposal.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
    const [inMailbox] = await mailTo(t, to);
    expect(inMailbox).toMatchObject({
      attachments: [{ fileName: 'Proposal.pdf', contentType: 'application/pdf' }],
    });
  });

  it('fails the attempt, rather than mail without it, when an attached file is missing', async () => {
    const to = uniqueEmail('missing-file');
    const mail = await db.transaction((m) =>
      t.app.get(MailService).enqueue(
        m,
        to,
        'quote-certificates',
        { firstName: 'Pat', businessName: 'Green Leaf', certificates: 1 },
        {
          attachments: [
            {
              storageKey: 'documents/no-such-file.pdf',
              fileName: 'Certificate.pdf',
              contentType: 'application/pdf',
            },
          ],
        },
      ),
    );
    await worker.drain();
    expect(sent.find((m) => m.to === to)).toBeUndefined();
    expect(await statusOf(mail.id)).toEqual({
      status: 'pending',
      attempts: 1,
      last_error: 'Error: Attachment Certificate.pdf is missing',
    });
    expect((await jobOf(mail.id))?.state).toBe('retry');
  });
});
