/** The delivery log of webhooks and replays of a delivery. */
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, WebhookDeliveryStatus } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { AuditService } from '../audit';
import { JobsService } from '../jobs';
import { WEBHOOK_QUEUE, WebhookDeliveryWorker } from './webhook-delivery.worker';
import {
  inScope,
  subscriptionSnapshot,
  WebhookSubscriptionsService,
  type PartnerScope,
  type WebhookAdmin,
} from './webhook-subscriptions.service';
import {
  WebhooksRepository,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookSubscription,
} from './webhooks.repository';

@Injectable()
export class WebhookDeliveriesService {
  constructor(
    @Inject(WebhooksRepository) private readonly repo: WebhooksRepository,
    @Inject(WebhookSubscriptionsService)
    private readonly subscriptions: WebhookSubscriptionsService,
    @Inject(WebhookDeliveryWorker) private readonly worker: WebhookDeliveryWorker,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** With a scope: the deliveries of the scope's subscriptions only; another's answers 3021. */
  async list(
    filter: { subscriptionId?: string; status?: WebhookDeliveryStatus; limit: number },
    scope?: PartnerScope,
  ): Promise<WebhookDelivery[]> {
    if (scope && filter.subscriptionId) {
      await this.subscriptions.get(filter.subscriptionId, scope);
    }
    return this.repo.listDeliveries(filter, scope ?? {});
  }

  async get(
    id: string,
    scope?: PartnerScope,
  ): Promise<{ delivery: WebhookDelivery; attempts: WebhookAttempt[] }> {
    const found = await this.deliveryWithSubscription(id, scope);
    return { delivery: found.delivery, attempts: await this.repo.attempts(id) };
  }

  /**
   * Sends the delivery again, with the same event id, whatever its status: a receiver that
   * already has the event drops it. It is retried like a new delivery if it fails.
   */
  async replay(id: string, scope?: PartnerScope, admin?: WebhookAdmin): Promise<WebhookDelivery> {
    const { delivery, subscription } = await this.deliveryWithSubscription(id, scope);
    if (!subscription.enabled) throw new DomainException(ErrorCode.WebhookSubscriptionDisabled);
    await this.repo.transaction(async (m) => {
      await this.repo.setDeliveryStatus(id, WebhookDeliveryStatus.Pending, m);
      await this.worker.queueJob(m, { deliveryId: id, replay: true });
      if (admin) {
        await this.audit.record(m, admin, {
          action: 'replayWebhookDelivery',
          before: { webhookDeliveryId: id, status: delivery.status },
          after: {
            webhookDeliveryId: id,
            status: WebhookDeliveryStatus.Pending,
            eventId: delivery.eventId,
            eventType: delivery.eventType,
            ...subscriptionSnapshot(subscription),
          },
        });
      }
    });
    this.jobs.wake(WEBHOOK_QUEUE);
    return (await this.repo.findDelivery(id))!;
  }

  /** The delivery and its subscription; another scope's delivery answers as if it did not exist. */
  private async deliveryWithSubscription(
    id: string,
    scope?: PartnerScope,
  ): Promise<{ delivery: WebhookDelivery; subscription: WebhookSubscription }> {
    const delivery = await this.repo.findDelivery(id);
    const subscription = delivery && (await this.repo.findSubscription(delivery.subscriptionId));
    if (!delivery || !subscription || (scope && !inScope(subscription, scope))) {
      throw new DomainException(ErrorCode.WebhookDeliveryNotFound);
    }
    return { delivery, subscription };
  }
}
