/** Requests and answers of the webhook administration calls. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import {
  PARTNER_KINDS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  WebhookLimits,
  type PartnerKind,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@coverline/contracts';
import { LimitQuery } from '../../../common/http/pagination';
import type { WebhookAttempt, WebhookDelivery, WebhookSubscription } from '../webhooks.repository';

export class WebhookIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id.' })
  id: string;
}

export class WebhookEventTypeDto {
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType' })
  type: WebhookEventType;
  @ApiProperty({ description: 'The version of its payload, sent in every envelope' })
  version: number;
  @ApiProperty() description: string;
}

export const webhookEventTypes = (): WebhookEventTypeDto[] =>
  WEBHOOK_EVENT_TYPES.map((type) => ({ type, ...WEBHOOK_EVENTS[type] }));

export class WebhookSubscriptionsQueryDto {
  @ApiPropertyOptional({ enum: PARTNER_KINDS, enumName: 'PartnerKind' })
  @IsOptional()
  @IsIn(PARTNER_KINDS, { message: 'partnerKind must be payroll_company or carrier.' })
  partnerKind?: PartnerKind;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('4', { message: 'partnerId must be a valid id.' })
  partnerId?: string;
}

const EVENT_TYPES_MESSAGE = `eventTypes must list events among ${WEBHOOK_EVENT_TYPES.join(', ')}.`;

export class CreateWebhookSubscriptionDto {
  @ApiProperty({ enum: PARTNER_KINDS, enumName: 'PartnerKind' })
  @IsIn(PARTNER_KINDS, { message: 'partnerKind must be payroll_company or carrier.' })
  partnerKind: PartnerKind;

  @ApiProperty({
    format: 'uuid',
    description: 'The payroll company’s or the carrier’s id in the reference data',
  })
  @IsUUID('4', { message: 'partnerId must be a valid id.' })
  partnerId: string;

  @ApiProperty({ maxLength: WebhookLimits.urlMaxLength, example: 'https://example.com/hooks' })
  @IsString()
  @MaxLength(WebhookLimits.urlMaxLength)
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true })
  @IsArray()
  @ArrayMinSize(1, { message: EVENT_TYPES_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENT_TYPES_MESSAGE })
  eventTypes: WebhookEventType[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: WebhookLimits.descriptionMaxLength,
  })
  @IsOptional()
  @IsString()
  @MaxLength(WebhookLimits.descriptionMaxLength)
  description?: string | null;
}

/** A partner's API client subscribing itself: the partner is the one the client speaks for. */
export class CreatePartnerWebhookSubscriptionDto {
  @ApiProperty({ maxLength: WebhookLimits.urlMaxLength, example: 'https://example.com/hooks' })
  @IsString()
  @MaxLength(WebhookLimits.urlMaxLength)
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true })
  @IsArray()
  @ArrayMinSize(1, { message: EVENT_TYPES_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENT_TYPES_MESSAGE })
  eventTypes: WebhookEventType[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: WebhookLimits.descriptionMaxLength,
  })
  @IsOptional()
  @IsString()
  @MaxLength(WebhookLimits.descriptionMaxLength)
  description?: string | null;
}

export class UpdateWebhookSubscriptionDto {
  @ApiPropertyOptional({ maxLength: WebhookLimits.urlMaxLength })
  @IsOptional()
  @IsString()
  @MaxLength(WebhookLimits.urlMaxLength)
  url?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1, { message: EVENT_TYPES_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENT_TYPES_MESSAGE })
  eventTypes?: WebhookEventType[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: WebhookLimits.descriptionMaxLength,
  })
  @IsOptional()
  @IsString()
  @MaxLength(WebhookLimits.descriptionMaxLength)
  description?: string | null;

  @ApiPropertyOptional({ description: 'A disabled subscription receives nothing' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

export class WebhookSubscriptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: PARTNER_KINDS, enumName: 'PartnerKind' }) partnerKind: PartnerKind;
  @ApiProperty({ format: 'uuid' }) partnerId: string;
  @ApiProperty() partnerName: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'The API client that made it through the API and alone manages it there; null when an admin made it',
  })
  apiClientId: string | null;
  @ApiProperty() url: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true })
  eventTypes: WebhookEventType[];
  @ApiProperty() enabled: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'While set, deliveries are signed with the previous secret too, until then',
  })
  previousSecretExpiresAt: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class CreatedWebhookSubscriptionDto {
  @ApiProperty({ type: WebhookSubscriptionDto }) subscription: WebhookSubscriptionDto;
  @ApiProperty({ description: 'The signing secret, shown this once' }) secret: string;
}

export class RotatedWebhookSecretDto {
  @ApiProperty({ description: 'The new signing secret, shown this once' }) secret: string;
  @ApiProperty({ description: 'Until then deliveries carry a signature with the old secret too' })
  previousSecretExpiresAt: string;
}

export class WebhookDeliveriesQueryDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('4', { message: 'subscriptionId must be a valid id.' })
  subscriptionId?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_DELIVERY_STATUSES, enumName: 'WebhookDeliveryStatus' })
  @IsOptional()
  @IsIn(WEBHOOK_DELIVERY_STATUSES, {
    message: `status must be one of ${WEBHOOK_DELIVERY_STATUSES.join(', ')}.`,
  })
  status?: WebhookDeliveryStatus;

  @LimitQuery()
  limit?: number;
}

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'The event id, sent as Coverline-Webhook-Id' })
  eventId: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType' })
  eventType: WebhookEventType;
  @ApiProperty() occurredAt: string;
  @ApiProperty({ format: 'uuid' }) subscriptionId: string;
  @ApiProperty() url: string;
  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES, enumName: 'WebhookDeliveryStatus' })
  status: WebhookDeliveryStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: Number, nullable: true }) lastStatusCode: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Of the last attempt' })
  lastLatencyMs: number | null;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ type: String, nullable: true }) deliveredAt: string | null;
}

export class WebhookAttemptDto {
  @ApiProperty() attempt: number;
  @ApiProperty({ description: 'Sent again by an admin' }) replay: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'Null when no answer came' })
  statusCode: number | null;
  @ApiProperty() latencyMs: number;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
  @ApiProperty() attemptedAt: string;
}

export class WebhookDeliveryDetailDto extends WebhookDeliveryDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The event’s data' })
  data: object;
  @ApiProperty({ type: [WebhookAttemptDto] }) attemptLog: WebhookAttemptDto[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function mapSubscription(s: WebhookSubscription): WebhookSubscriptionDto {
  const overlapping = s.previousSecretExpiresAt && s.previousSecretExpiresAt > new Date();
  return {
    id: s.id,
    partnerKind: s.partnerKind,
    partnerId: s.partnerId,
    partnerName: s.partnerName,
    apiClientId: s.apiClientId,
    url: s.url,
    description: s.description,
    eventTypes: s.eventTypes,
    enabled: s.enabled,
    previousSecretExpiresAt: overlapping ? iso(s.previousSecretExpiresAt) : null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function mapDelivery(d: WebhookDelivery): WebhookDeliveryDto {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    occurredAt: d.occurredAt.toISOString(),
    subscriptionId: d.subscriptionId,
    url: d.url,
    status: d.status,
    attempts: d.attempts,
    lastStatusCode: d.lastStatusCode,
    lastLatencyMs: d.lastLatencyMs,
    lastError: d.lastError,
    deliveredAt: iso(d.deliveredAt),
  };
}

export function mapDeliveryDetail(
  d: WebhookDelivery,
  attempts: WebhookAttempt[],
): WebhookDeliveryDetailDto {
  return {
    ...mapDelivery(d),
    data: d.eventData,
    attemptLog: attempts.map((a) => ({
      attempt: a.attempt,
      replay: a.replay,
      statusCode: a.statusCode,
      latencyMs: a.latencyMs,
      error: a.error,
      attemptedAt: a.attemptedAt.toISOString(),
    })),
  };
}
