/**
 * Delivers webhooks as jobs of the delivery queue: one job per delivery (and one more per
 * replay). pg-boss retries a failed attempt with exponential backoff, about a day and a half in
 * all by default; every attempt is logged with its status code, latency and error.
 */
import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { WebhookDeliveryStatus, WebhookHeader } from '@coverline/contracts';
import type { EntityManager } from 'typeorm';
import { DataCipher } from '../../common/crypto/data-cipher';
import { PgNotifications } from '../../common/database/pg-notifications';
import { APP_CONFIG, type AppConfig } from '../config';
import { JobsService, type JobAttempt } from '../jobs';
import { WebhookSender } from './webhook-sender';
import { signatureHeader } from './webhook-signature';
import { WebhooksRepository, type WebhookSubscription } from './webhooks.repository';

export const WEBHOOK_QUEUE = 'webhook-delivery';

export interface WebhookJob {
  deliveryId: string;
  /** Sent again by an admin: logged as a replay. */
  replay?: boolean;
}

/** The channel the delivery table's trigger announces new deliveries on, as they commit. */
export const WEBHOOK_DELIVERIES_CHANNEL = 'webhook_deliveries';

/**
 * How many new deliveries one claim queues, and how often an idle instance looks for more:
 * rarely while announcements arrive (a look then only catches what a lost one missed), five
 * times a second while the announcing connection is down.
 */
const CLAIM_BATCH = 200;
const POLL_MS = 200;
const ANNOUNCED_POLL_MS = 10_000;
/** How many of a receiver's waiting deliveries one successful retry sends at once. */
const BACKLOG_BATCH = 5_000;

@Injectable()
export class WebhookDeliveryWorker
  implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy
{
  private readonly logger = new Logger('Webhooks');
  private readonly sender: WebhookSender;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  /** A look is under way; `again` asks for another as soon as it ends. */
  private looking = false;
  private again = false;

  constructor(
    @Inject(WebhooksRepository) private readonly repo: WebhooksRepository,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(DataCipher) private readonly cipher: DataCipher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PgNotifications) private readonly notifications: PgNotifications,
  ) {
    this.sender = new WebhookSender(config.webhooks.timeoutMs, config.webhooks.allowPrivateTargets);
  }

  onModuleInit(): Promise<void> {
    const { retryLimit, retryDelaySeconds, worker } = this.config.webhooks;
    return this.jobs.register<WebhookJob>({
      name: WEBHOOK_QUEUE,
      retryLimit,
      retryDelaySeconds,
      retryBackoff: true,
      work: worker,
      concurrent: true,
      handler: (job, attempt) => this.deliver(job, attempt),
    });
  }

  /** Starts looking for deliveries the triggers wrote, on instances that deliver. */
  onApplicationBootstrap(): void {
    if (!this.config.webhooks.worker) return;
    // An announcement, or the connection coming or going (what it missed is looked for).
    const wake = () => this.lookNow();
    this.notifications.subscribe(WEBHOOK_DELIVERIES_CHANNEL, { message: wake, reset: wake });
    this.schedule(0);
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.sender.close();
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), ms);
  }

  private lookNow(): void {
    if (this.looking) this.again = true;
    else this.schedule(0);
  }

  private async poll(): Promise<void> {
    this.looking = true;
    this.again = false;
    let queued = 0;
    try {
      queued = await this.queueNew();
    } catch (err) {
      this.logger.warn(`queueing webhook deliveries failed: ${String(err)}`);
    } finally {
      this.looking = false;
    }
    // A full claim (more may be waiting) or an announcement meanwhile: look again at once.
    if (queued === CLAIM_BATCH || this.again) this.schedule(0);
    else this.schedule(this.notifications.listening ? ANNOUNCED_POLL_MS : POLL_MS);
  }

  /**
   * Queues a job for each delivery the triggers wrote since the last look; answers how many.
   * The jobs are written in the claim's transaction: a delivery is marked queued exactly when
   * its job exists.
   */
  async queueNew(): Promise<number> {
    if (!(await this.repo.hasNewDeliveries())) return 0;
    const queued = await this.repo.queueNewDeliveries(CLAIM_BATCH, (m, ids) =>
      this.jobs.sendMany<WebhookJob>(
        WEBHOOK_QUEUE,
        ids.map((deliveryId) => ({ deliveryId })),
        m,
      ),
    );
    if (queued > 0) this.jobs.wake(WEBHOOK_QUEUE);
    return queued;
  }

  queueJob(m: EntityManager, job: WebhookJob): Promise<string> {
    return this.jobs.send<WebhookJob>(WEBHOOK_QUEUE, job, m);
  }

  /** Runs every delivery job due now; for tests and operators (the workers run them as they come). */
  drain(): Promise<number> {
    return this.jobs.drain(WEBHOOK_QUEUE);
  }

  /** The secrets that sign now: the current one, and the previous one while it overlaps. */
  private secrets(s: WebhookSubscription): string[] {
    const secrets = [this.cipher.decrypt(s.secretSealed)];
    if (
      s.previousSecretSealed &&
      s.previousSecretExpiresAt &&
      s.previousSecretExpiresAt > new Date()
    ) {
      secrets.push(this.cipher.decrypt(s.previousSecretSealed));
    }
    return secrets;
  }

  private async deliver(job: WebhookJob, { lastAttempt }: JobAttempt): Promise<void> {
    const delivery = await this.repo.findDelivery(job.deliveryId);
    // Gone with its subscription, or already delivered (a job run twice).
    if (!delivery || delivery.status === WebhookDeliveryStatus.Delivered) return;
    const subscription = await this.repo.findSubscription(delivery.subscriptionId);
    if (!subscription?.enabled) {
      await this.repo.setDeliveryStatus(delivery.id, WebhookDeliveryStatus.Cancelled);
      return;
    }
    const body = JSON.stringify({
      id: delivery.eventId,
      type: delivery.eventType,
      version: delivery.eventVersion,
      occurredAt: delivery.occurredAt.toISOString(),
      data: delivery.eventData,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await this.sender.send({
      url: subscription.url,
      body,
      headers: {
        [WebhookHeader.Id]: delivery.eventId,
        [WebhookHeader.Timestamp]: String(timestamp),
        [WebhookHeader.Signature]: signatureHeader(this.secrets(subscription), timestamp, body),
      },
    });
    const delivered = result.error === null;
    await this.repo.recordAttempt(delivery.id, {
      replay: job.replay ?? false,
      statusCode: result.statusCode,
      latencyMs: result.latencyMs,
      error: result.error,
      status: delivered
        ? WebhookDeliveryStatus.Delivered
        : lastAttempt
          ? WebhookDeliveryStatus.Failed
          : WebhookDeliveryStatus.Pending,
    });
    // Failing the job has pg-boss retry it after its backoff.
    if (!delivered) throw new Error(result.error ?? 'not delivered');
    // A retry got through: the receiver is back, so its other deliveries waiting out a backoff
    // are sent now rather than minutes later.
    if (delivery.attempts > 0) await this.retryBacklog(subscription.id);
  }

  private async retryBacklog(subscriptionId: string): Promise<void> {
    try {
      const ids = await this.repo.retryingDeliveryIds(subscriptionId, BACKLOG_BATCH);
      await this.jobs.retryNow(WEBHOOK_QUEUE, 'deliveryId', ids);
    } catch (err) {
      // They keep their own backoff.
      this.logger.warn(`retrying a receiver's backlog failed: ${String(err)}`);
    }
  }
}
