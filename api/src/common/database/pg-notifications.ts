import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../platform/config';

/** What a subscriber to one channel hears. */
export interface ChannelSubscriber {
  /** A notification's payload, in the order PostgreSQL delivered them. */
  message(payload: string): void;
  /**
   * The connection was lost or (re)made: notifications may have been missed meanwhile, so
   * anything kept on the strength of them must be dropped.
   */
  reset(): void;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * PostgreSQL LISTEN/NOTIFY for the whole process on one dedicated connection: every instance
 * of the API hears what any of them (or a trigger) announces once the announcing transaction
 * commits. It reconnects with backoff; while it is not listening, `listening` is false, and
 * subscribers must not rely on notifications (they are told to reset on every loss and
 * reconnection).
 */
@Injectable()
export class PgNotifications implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PgNotifications.name);
  private readonly subscribers = new Map<string, Set<ChannelSubscriber>>();
  private client: Client | undefined;
  private stopped = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private _listening = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Whether notifications are being received right now. */
  get listening(): boolean {
    return this._listening;
  }

  subscribe(channel: string, subscriber: ChannelSubscriber): void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
      // A channel added while connected is listened to at once; otherwise on connecting.
      if (this.client && this._listening) void this.client.query(`LISTEN ${channel}`);
    }
    set.add(subscriber);
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.databaseUrl) return;
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    this.setListening(false);
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.databaseUrl });
    client.on('notification', (n) => {
      for (const s of this.subscribers.get(n.channel) ?? []) s.message(n.payload ?? '');
    });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.setListening(false);
      if (err) this.logger.warn(`notifications connection lost: ${String(err)}`);
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      this.scheduleRetry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      this.logger.warn(`cannot listen for notifications yet: ${String(err)}`);
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      this.scheduleRetry();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    this.setListening(true);
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, wait);
    this.retryTimer.unref();
  }

  private setListening(listening: boolean): void {
    this._listening = listening;
    for (const set of this.subscribers.values()) for (const s of set) s.reset();
  }
}
