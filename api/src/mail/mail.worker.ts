import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';

const MAX_ATTEMPTS = 5;
const BATCH = 20;
const POLL_MS = 1000;

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of API
 * instances can run the worker over one database without sending a mail twice.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailWorker.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.mailWorker) return;
    this.timer = setInterval(() => {
      if (!this.running) {
        this.running = this.drain()
          .catch((err: unknown) => {
            this.logger.error(`mail worker: ${String(err)}`);
            return 0;
          })
          .finally(() => (this.running = undefined));
      }
    }, POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Processes pending mail until none is left; returns how many were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const n = await this.processBatch();
      handled += n;
      if (n < BATCH) return handled;
    }
  }

  private async processBatch(): Promise<number> {
    return this.db.transaction(async (manager) => {
      const rows: ClaimedRow[] = await manager.query(
        `SELECT id, to_address, subject, text, html, attempts FROM mail_outbox
          WHERE status = 'pending' ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH],
      );
      for (const row of rows) {
        try {
          await this.transport.send({
            to: row.to_address,
            subject: row.subject,
            text: row.text,
            html: row.html,
          });
          const status = this.transport.captures ? 'captured' : 'sent';
          await manager.query(
            `UPDATE mail_outbox SET status = $2, attempts = attempts + 1, processed_at = now(), last_error = NULL WHERE id = $1`,
            [row.id, status],
          );
        } catch (err) {
          const failed = row.attempts + 1 >= MAX_ATTEMPTS;
          this.logger.warn(`mail ${row.id} not delivered (attempt ${row.attempts + 1})`);
          await manager.query(
            `UPDATE mail_outbox SET status = $2, attempts = attempts + 1, last_error = $3 WHERE id = $1`,
            [row.id, failed ? 'failed' : 'pending', String(err).slice(0, 1000)],
          );
        }
      }
      return rows.length;
    });
  }
}
