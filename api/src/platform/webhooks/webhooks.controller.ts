/**
 * Admins' management of partners' webhook subscriptions and of the delivery log; each change
 * is in the audit trail. Partners' own clients use `PartnerWebhooksController`.
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
import { ErrorCode, Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import type { UserPrincipal } from '../../common/auth/principal';
import {
  CreateWebhookSubscriptionDto,
  CreatedWebhookSubscriptionDto,
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
  WebhookSubscriptionsQueryDto,
} from './dto/webhook.dto';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookSubscriptionsService } from './webhook-subscriptions.service';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class WebhooksController {
  constructor(
    private readonly subscriptions: WebhookSubscriptionsService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  @ApiOperationDoc({
    summary: 'List webhook event types',
    description:
      "Every event a partner's subscription may ask for, with its version and what its payload carries.",
    errors: [],
  })
  @Get('event-types')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [WebhookEventTypeDto], description: 'Every event one may subscribe to' })
  getWebhookEventTypes(): WebhookEventTypeDto[] {
    return webhookEventTypes();
  }

  @ApiOperationDoc({
    summary: 'List webhook subscriptions',
    description:
      "The partners' webhook subscriptions, optionally for one payroll company or carrier. Secrets are never shown again.",
    errors: [],
  })
  @Get('subscriptions')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [WebhookSubscriptionDto] })
  async listWebhookSubscriptions(
    @Query() query: WebhookSubscriptionsQueryDto,
  ): Promise<WebhookSubscriptionDto[]> {
    return (await this.subscriptions.list(query)).map(mapSubscription);
  }

  @ApiOperationDoc({
    summary: "Subscribe a partner's URL to events",
    description:
      'Creates a subscription for a payroll company or a carrier: the URL deliveries go to and the events it wants. Answers the signing secret once; it is stored encrypted and never shown again.',
    errors: [ErrorCode.WebhookPartnerNotFound, ErrorCode.WebhookUrlNotAllowed],
  })
  @Post('subscriptions')
  @Roles(Role.Admin)
  @ApiCreatedResponse({ type: CreatedWebhookSubscriptionDto })
  async createWebhookSubscription(
    @CurrentPrincipal() admin: UserPrincipal,
    @Body() dto: CreateWebhookSubscriptionDto,
  ): Promise<CreatedWebhookSubscriptionDto> {
    const { subscription, secret } = await this.subscriptions.create(dto, admin);
    return { subscription: mapSubscription(subscription), secret };
  }

  @ApiOperationDoc({
    summary: 'Read a webhook subscription',
    description:
      'One subscription: its partner, URL, events, whether it is enabled, and when its secret was last rotated.',
    errors: [ErrorCode.WebhookSubscriptionNotFound],
  })
  @Get('subscriptions/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: WebhookSubscriptionDto })
  async getWebhookSubscription(
    @Param() { id }: WebhookIdParamDto,
  ): Promise<WebhookSubscriptionDto> {
    return mapSubscription(await this.subscriptions.get(id));
  }

  @ApiOperationDoc({
    summary: 'Change a webhook subscription',
    description:
      'Changes the URL, the events, or enables or disables the subscription. A disabled subscription records no new events.',
    errors: [ErrorCode.WebhookSubscriptionNotFound, ErrorCode.WebhookUrlNotAllowed],
  })
  @Patch('subscriptions/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: WebhookSubscriptionDto })
  async updateWebhookSubscription(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param() { id }: WebhookIdParamDto,
    @Body() dto: UpdateWebhookSubscriptionDto,
  ): Promise<WebhookSubscriptionDto> {
    return mapSubscription(await this.subscriptions.edit(id, dto, undefined, admin));
  }

  @ApiOperationDoc({
    summary: 'Delete a webhook subscription',
    description:
      'Deletes the subscription and its delivery log; deliveries waiting for a retry are dropped.',
    errors: [ErrorCode.WebhookSubscriptionNotFound],
  })
  @Delete('subscriptions/:id')
  @Roles(Role.Admin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its delivery log' })
  async deleteWebhookSubscription(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param() { id }: WebhookIdParamDto,
  ): Promise<void> {
    await this.subscriptions.remove(id, undefined, admin);
  }

  @ApiOperationDoc({
    summary: 'Rotate a webhook signing secret',
    description:
      'Answers a new signing secret once. The old one keeps signing beside it for 24 hours, so the receiver can switch without missing a delivery.',
    errors: [ErrorCode.WebhookSubscriptionNotFound],
  })
  @Post('subscriptions/:id/rotate-secret')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: RotatedWebhookSecretDto })
  async rotateWebhookSecret(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param() { id }: WebhookIdParamDto,
  ): Promise<RotatedWebhookSecretDto> {
    const { secret, previousSecretExpiresAt } = await this.subscriptions.rotateSecret(
      id,
      undefined,
      admin,
    );
    return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
  }

  @ApiOperationDoc({
    summary: 'List webhook deliveries',
    description:
      "The delivery log, newest first: event, status, attempts, the receiver's last answer and how long it took; filtered by subscription or status.",
    errors: [ErrorCode.WebhookSubscriptionNotFound],
  })
  @Get('deliveries')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [WebhookDeliveryDto], description: 'Newest first' })
  async listWebhookDeliveries(
    @Query() query: WebhookDeliveriesQueryDto,
  ): Promise<WebhookDeliveryDto[]> {
    const list = await this.deliveries.list({
      subscriptionId: query.subscriptionId,
      status: query.status,
      limit: query.limit ?? 20,
    });
    return list.map(mapDelivery);
  }

  @ApiOperationDoc({
    summary: 'Read a webhook delivery',
    description:
      "One delivery with every attempt: when, the receiver's status code, latency and error.",
    errors: [ErrorCode.WebhookSubscriptionNotFound, ErrorCode.WebhookDeliveryNotFound],
  })
  @Get('deliveries/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: WebhookDeliveryDetailDto })
  async getWebhookDelivery(@Param() { id }: WebhookIdParamDto): Promise<WebhookDeliveryDetailDto> {
    const { delivery, attempts } = await this.deliveries.get(id);
    return mapDeliveryDetail(delivery, attempts);
  }

  @ApiOperationDoc({
    summary: 'Replay a webhook delivery',
    description:
      'Queues the delivery to be sent again with the same event id (receivers stay idempotent by it).',
    errors: [
      ErrorCode.WebhookSubscriptionNotFound,
      ErrorCode.WebhookDeliveryNotFound,
      ErrorCode.WebhookSubscriptionDisabled,
    ],
  })
  @Post('deliveries/:id/replay')
  @Roles(Role.Admin)
  @HttpCode(202)
  @ApiAcceptedResponse({ type: WebhookDeliveryDto, description: 'Queued to be sent again' })
  async replayWebhookDelivery(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param() { id }: WebhookIdParamDto,
  ): Promise<WebhookDeliveryDto> {
    return mapDelivery(await this.deliveries.replay(id, undefined, admin));
  }
}
