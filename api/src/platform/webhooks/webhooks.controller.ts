/** Admins' management of partners' webhook subscriptions and of the delivery log. */
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
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

  @Get('event-types')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [WebhookEventTypeDto], description: 'Every event one may subscribe to' })
  getWebhookEventTypes(): WebhookEventTypeDto[] {
    return webhookEventTypes();
  }

  @Get('subscriptions')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [WebhookSubscriptionDto] })
  async listWebhookSubscriptions(
    @Query() query: WebhookSubscriptionsQueryDto,
  ): Promise<WebhookSubscriptionDto[]> {
    return (await this.subscriptions.list(query)).map(mapSubscription);
  }

  @Post('subscriptions')
  @Roles(Role.Admin)
  @ApiCreatedResponse({ type: CreatedWebhookSubscriptionDto })
  @ApiNotFoundResponse({ description: '3023: no such payroll company or carrier' })
  async createWebhookSubscription(
    @CurrentPrincipal() admin: UserPrincipal,
    @Body() dto: CreateWebhookSubscriptionDto,
  ): Promise<CreatedWebhookSubscriptionDto> {
    const { subscription, secret } = await this.subscriptions.create(dto, admin.userId);
    return { subscription: mapSubscription(subscription), secret };
  }

  @Get('subscriptions/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: WebhookSubscriptionDto })
  @ApiNotFoundResponse({ description: '3021: no such subscription' })
  async getWebhookSubscription(
    @Param() { id }: WebhookIdParamDto,
  ): Promise<WebhookSubscriptionDto> {
    return mapSubscription(await this.subscriptions.get(id));
  }

  @Patch('subscriptions/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: WebhookSubscriptionDto })
  @ApiNotFoundResponse({ description: '3021: no such subscription' })
  async updateWebhookSubscription(
    @Param() { id }: WebhookIdParamDto,
    @Body() dto: UpdateWebhookSubscriptionDto,
  ): Promise<WebhookSubscriptionDto> {
    return mapSubscription(await this.subscriptions.edit(id, dto));
  }

  @Delete('subscriptions/:id')
  @Roles(Role.Admin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its delivery log' })
  @ApiNotFoundResponse({ description: '3021: no such subscription' })
  async deleteWebhookSubscription(@Param() { id }: WebhookIdParamDto): Promise<void> {
    await this.subscriptions.remove(id);
  }

  @Post('subscriptions/:id/rotate-secret')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: RotatedWebhookSecretDto })
  @ApiNotFoundResponse({ description: '3021: no such subscription' })
  async rotateWebhookSecret(@Param() { id }: WebhookIdParamDto): Promise<RotatedWebhookSecretDto> {
    const { secret, previousSecretExpiresAt } = await this.subscriptions.rotateSecret(id);
    return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
  }

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

  @Get('deliveries/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: WebhookDeliveryDetailDto })
  @ApiNotFoundResponse({ description: '3022: no such delivery' })
  async getWebhookDelivery(@Param() { id }: WebhookIdParamDto): Promise<WebhookDeliveryDetailDto> {
    const { delivery, attempts } = await this.deliveries.get(id);
    return mapDeliveryDetail(delivery, attempts);
  }

  @Post('deliveries/:id/replay')
  @Roles(Role.Admin)
  @HttpCode(202)
  @ApiAcceptedResponse({ type: WebhookDeliveryDto, description: 'Queued to be sent again' })
  @ApiNotFoundResponse({ description: '3022: no such delivery' })
  @ApiConflictResponse({ description: '3025: the subscription is disabled' })
  async replayWebhookDelivery(@Param() { id }: WebhookIdParamDto): Promise<WebhookDeliveryDto> {
    return mapDelivery(await this.deliveries.replay(id));
  }
}
