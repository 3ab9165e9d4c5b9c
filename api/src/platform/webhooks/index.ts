/** What other modules may use of platform/webhooks. */
export { WebhooksModule } from './webhooks.module';
export { WebhookSubscriptionsService } from './webhook-subscriptions.service';
export type {
  PartnerScope,
  SubscriptionEdit,
  SubscriptionInput,
  WebhookAdmin,
} from './webhook-subscriptions.service';
export { WebhookDeliveriesService } from './webhook-deliveries.service';
export { WebhookDeliveryWorker } from './webhook-delivery.worker';
export { signatureHeader, signatureOf } from './webhook-signature';
export type { WebhookSubscription, WebhookDelivery, WebhookAttempt } from './webhooks.repository';
