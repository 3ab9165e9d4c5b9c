/** Partners' webhooks: subscriptions, events recorded by triggers, signed deliveries on pg-boss. */
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { PartnerWebhooksController } from './partner-webhooks.controller';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookDeliveryWorker } from './webhook-delivery.worker';
import { WebhookSubscriptionsService } from './webhook-subscriptions.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';

@Module({
  imports: [AuditModule],
  controllers: [WebhooksController, PartnerWebhooksController],
  providers: [
    WebhooksRepository,
    WebhookSubscriptionsService,
    WebhookDeliveriesService,
    WebhookDeliveryWorker,
  ],
  exports: [WebhookSubscriptionsService, WebhookDeliveriesService],
})
export class WebhooksModule {}
