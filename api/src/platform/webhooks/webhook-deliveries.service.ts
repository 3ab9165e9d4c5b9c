/** The delivery log of webhooks and replays of a delivery. */
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, WebhookDeliveryStatus } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { JobsService } from '../jobs';
import { WEBHOOK_QUEUE, WebhookDeliveryWorker } from './webhook-delivery.worker';
import { WebhookSubscriptionsService, type PartnerScope } from './webhook-subscriptions.service';
import {
  WebhooksRepository,
  type WebhookAttempt,
  type WebhookDelivery,
} from './webhooks.repository';

@Injectable()
export class WebhookDeliveriesService {
  constructor(
    @Inject(WebhooksRepository) private readonly repo: WebhooksRepository,
    @Inject(WebhookSubscriptionsService)
    private readonly subscriptions: WebhookSubscriptionsService,
    @Inject(WebhookDeliveryWorker) private readonly worker: WebhookDeliveryWorker,
    @Inject(JobsService) private readonly jobs: JobsService,
  ) {}

  async list(
    filter: { subscriptionId?: string; status?: WebhookDeliveryStatus; limit: number },
    scope?: PartnerScope,
  ): Promise<WebhookDelivery[]> {
    if (scope) {
      if (!filter.subscriptionId) throw new DomainException(ErrorCode.WebhookSubscriptionNotFound);
      await this.subscriptions.get(filter.subscriptionId, scope);
    }
    return this.repo.listDeliveries(filter);
  }

  async get(
    id: string,
    scope?: PartnerScope,
  ): Promise<{ delivery: WebhookDelivery; attempts: WebhookAttempt[] }> {
    const delivery = await this.repo.findDelivery(id);
    if (!delivery) throw new DomainException(ErrorCode.WebhookDeliveryNotFound);
    if (scope) {
      try {
        await this.subscriptions.get(delivery.subscriptionId, scope);
      } catch {
        throw new DomainException(ErrorCode.WebhookDeliveryNotFound);
      }
    }
    return { delivery, attempts: await this.repo.attempts(id) };
  }

  /**
   * Sends the delivery again, with the same event id, whatever its status: a receiver that
   * already has the event drops it. It is retried like a new delivery if it fails.
   */
  async replay(id: string, scope?: PartnerScope): Promise<WebhookDelivery> {
    const { delivery } = await this.get(id, scope);
    const subscription = await this.subscriptions.get(delivery.subscriptionId);
    if (!subscription.enabled) throw new DomainException(ErrorCode.WebhookSubscriptionDisabled);
    await this.repo.transaction(async (m) => {
      await this.repo.setDeliveryStatus(id, WebhookDeliveryStatus.Pending, m);
      await this.worker.queueJob(m, { deliveryId: id, replay: true });
    });
    this.jobs.wake(WEBHOOK_QUEUE);
    return (await this.repo.findDelivery(id))!;
  }
}
