/**
 * A partner's own system managing its webhook subscriptions with an API client token
 * (`webhooks:manage`): the same services as admins', scoped to the subscriptions this client
 * made. Another client's subscription or delivery, even the same partner's, answers as if it
 * did not exist (3021, 3022). The client's calls are in its call log, not the staff audit trail.
 */
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiScope, ErrorCode, WebhookLimits } from '@coverline/contracts';
import { CurrentMachine, MachineOnly } from '../../common/auth/decorators';
import type { MachinePrincipal } from '../../common/auth/principal';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import {
  CreatedWebhookSubscriptionDto,
  CreatePartnerWebhookSubscriptionDto,
  mapDelivery,
  mapDeliveryDetail,
  mapSubscription,
  RotatedWebhookSecretDto,
  UpdateWebhookSubscriptionDto,
  WebhookDeliveriesQueryDto,
  WebhookDeliveryDetailDto,
  WebhookDeliveryDto,
  WebhookEventTypeDto,
  webhookEventTypes,
  WebhookIdParamDto,
  WebhookSubscriptionDto,
} from './dto/webhook.dto';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookSubscriptionsService, type PartnerScope } from './webhook-subscriptions.service';

/** What a client may touch: its partner's subscriptions that it made itself. */
const scopeOf = (machine: MachinePrincipal): Required<PartnerScope> => ({
  partnerKind: machine.partnerKind,
  partnerId: machine.partnerId,
  apiClientId: machine.clientId,
});

@ApiTags('integrations')
@ApiBearerAuth()
@MachineOnly(ApiScope.WebhooksManage)
@Controller('integrations/webhooks')
export class PartnerWebhooksController {
  constructor(
    private readonly subscriptions: WebhookSubscriptionsService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  @ApiOperationDoc({
    summary: 'List the webhook event types',
    description:
      'Every event a subscription may ask for, with the version of its payload and what it carries.',
  })
  @Get('event-types')
  @ApiOkResponse({ type: [WebhookEventTypeDto], description: 'Every event one may subscribe to' })
  getPartnerWebhookEventTypes(): WebhookEventTypeDto[] {
    return webhookEventTypes();
  }

  @ApiOperationDoc({
    summary: "List the client's webhook subscriptions",
    description:
      'The subscriptions this API client made, newest first. Subscriptions an administrator made for the partner, or another client made, are not listed. Secrets are never shown again.',
  })
  @Get('subscriptions')
  @ApiOkResponse({ type: [WebhookSubscriptionDto], description: 'Newest first' })
  async listPartnerWebhookSubscriptions(
    @CurrentMachine() machine: MachinePrincipal,
  ): Promise<WebhookSubscriptionDto[]> {
    return (await this.subscriptions.list(scopeOf(machine))).map(mapSubscription);
  }

  @ApiOperationDoc({
    summary: 'Subscribe a URL to events',
    description: `Subscribes a URL of the partner's to events of the partner's business. Answers the signing secret once: keep it, it is stored encrypted and never shown again. In production the URL must be https to a public address. A client may hold ${WebhookLimits.subscriptionsPerClient} subscriptions.`,
    errors: [
      ErrorCode.WebhookPartnerNotFound,
      ErrorCode.WebhookUrlNotAllowed,
      ErrorCode.WebhookSubscriptionLimitReached,
    ],
  })
  @Post('subscriptions')
  @ApiCreatedResponse({ type: CreatedWebhookSubscriptionDto })
  async createPartnerWebhookSubscription(
    @CurrentMachine() machine: MachinePrincipal,
    @Body() dto: CreatePartnerWebhookSubscriptionDto,
  ): Promise<CreatedWebhookSubscriptionDto> {
    const { subscription, secret } = await this.subscriptions.createForClient(
      { ...dto, partnerKind: machine.partnerKind, partnerId: machine.partnerId },
      machine.clientId,
    );
    return { subscription: mapSubscription(subscription), secret };
  }

  @ApiOperationDoc({
    summary: 'Read a webhook subscription',
    description: "One of the client's subscriptions: URL, events, whether it is enabled.",
    errors: [ErrorCode.WebhookSubscriptionNotFound],
  })
  @Get('subscriptions/:id')
  @ApiOkResponse({ type: WebhookSubscriptionDto })
  async getPartnerWebhookSubscription(
    @CurrentMachine() machine: MachinePrincipal,
    @Param() { id }: WebhookIdParamDto,
  ): Promise<WebhookSubscriptionDto> {
    return mapSubscription(await this.subscriptions.get(id, scopeOf(machine)));
  }

  @ApiOperationDoc({
    summary: 'Change a webhook subscription',
    description:
      'Changes the URL, the events or the description, or enables or disables the subscription. A disabled subscription records no new events.',
    errors: [ErrorCode.WebhookSubscriptionNotFound, ErrorCode.WebhookUrlNotAllowed],
  })
  @Patch('subscriptions/:id')
  @ApiOkResponse({ type: WebhookSubscriptionDto })
  async updatePartnerWebhookSubscription(
    @CurrentMachine() machine: MachinePrincipal,
    @Param() { id }: WebhookIdParamDto,
    @Body() dto: UpdateWebhookSubscriptionDto,
  ): Promise<WebhookSubscriptionDto> {
    return mapSubscription(await this.subscriptions.edit(id, dto, scopeOf(machine)));
  }

  @ApiOperationDoc({
    summary: 'Delete a webhook subscription',
    description:
      'Deletes the subscription and its delivery log; deliveries waiting for a retry are dropped.',
    errors: [ErrorCode.WebhookSubscriptionNotFound],
  })
  @Delete('subscriptions/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its delivery log' })
  async deletePartnerWebhookSubscription(
    @CurrentMachine() machine: MachinePrincipal,
    @Param() { id }: WebhookIdParamDto,
  ): Promise<void> {
    await this.subscriptions.remove(id, scopeOf(machine));
  }

  @ApiOperationDoc({
    summary: 'Rotate a webhook signing secret',
    description:
      'Answers a new signing secret once. The old one keeps signing beside it for 24 hours (two `v1=` signatures), so the receiver can switch without missing a delivery.',
    errors: [ErrorCode.WebhookSubscriptionNotFound],
  })
  @Post('subscriptions/:id/rotate-secret')
  @HttpCode(200)
  @ApiOkResponse({ type: RotatedWebhookSecretDto })
  async rotatePartnerWebhookSecret(
    @CurrentMachine() machine: MachinePrincipal,
    @Param() { id }: WebhookIdParamDto,
  ): Promise<RotatedWebhookSecretDto> {
    const { secret, previousSecretExpiresAt } = await this.subscriptions.rotateSecret(
      id,
      scopeOf(machine),
    );
    return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
  }

  @ApiOperationDoc({
    summary: "List the client's webhook deliveries",
    description:
      "The deliveries to the client's subscriptions, newest first: event, status, attempts, the receiver's last answer and how long it took; filtered by subscription or status.",
    errors: [ErrorCode.WebhookSubscriptionNotFound],
  })
  @Get('deliveries')
  @ApiOkResponse({ type: [WebhookDeliveryDto], description: 'Newest first' })
  async listPartnerWebhookDeliveries(
    @CurrentMachine() machine: MachinePrincipal,
    @Query() query: WebhookDeliveriesQueryDto,
  ): Promise<WebhookDeliveryDto[]> {
    const list = await this.deliveries.list(
      { subscriptionId: query.subscriptionId, status: query.status, limit: query.limit ?? 20 },
      scopeOf(machine),
    );
    return list.map(mapDelivery);
  }

  @ApiOperationDoc({
    summary: 'Read a webhook delivery',
    description:
      "One delivery to a subscription of the client's, with the event's data and every attempt: when, the receiver's status code, latency and error.",
    errors: [ErrorCode.WebhookDeliveryNotFound],
  })
  @Get('deliveries/:id')
  @ApiOkResponse({ type: WebhookDeliveryDetailDto })
  async getPartnerWebhookDelivery(
    @CurrentMachine() machine: MachinePrincipal,
    @Param() { id }: WebhookIdParamDto,
  ): Promise<WebhookDeliveryDetailDto> {
    const { delivery, attempts } = await this.deliveries.get(id, scopeOf(machine));
    return mapDeliveryDetail(delivery, attempts);
  }

  @ApiOperationDoc({
    summary: 'Replay a webhook delivery',
    description:
      'Queues the delivery to be sent again with the same event id (drop an id you have already handled), whatever its status; it is retried like a new delivery if it fails.',
    errors: [ErrorCode.WebhookDeliveryNotFound, ErrorCode.WebhookSubscriptionDisabled],
  })
  @Post('deliveries/:id/replay')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: WebhookDeliveryDto, description: 'Queued to be sent again' })
  async replayPartnerWebhookDelivery(
    @CurrentMachine() machine: MachinePrincipal,
    @Param() { id }: WebhookIdParamDto,
  ): Promise<WebhookDeliveryDto> {
    return mapDelivery(await this.deliveries.replay(id, scopeOf(machine)));
  }
}
