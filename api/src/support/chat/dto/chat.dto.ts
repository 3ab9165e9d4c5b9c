import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
} from 'class-validator';
import {
  CHAT_ASKER_KINDS,
  CHAT_EVENTS,
  CHAT_REQUEST_STATUSES,
  CHAT_SENDER_TYPES,
  ChatAskerKind,
  ChatEvent,
  ChatRequestStatus,
  ChatLimits,
  ChatSenderType,
  LANGUAGES,
  type ChatMessageView,
  type Language,
} from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';
import type { ChatRequestRow } from '../chat.repository';

export const CHAT_LIST_FILTERS = ['open', 'abandoned', 'all'] as const;

export class ChatRequestIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id.' })
  id: string;
}

export class ChatRequestsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: CHAT_LIST_FILTERS,
    enumName: 'ChatListFilter',
    default: 'open',
    description:
      'open: every request not closed yet; abandoned: nobody joined in time (unanswered)',
  })
  @IsOptional()
  @IsIn(CHAT_LIST_FILTERS)
  filter?: (typeof CHAT_LIST_FILTERS)[number];
}

export class ChatMessagesQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Messages numbered after this one' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  after?: number;
}

export class ChatSourceDto {
  @ApiProperty() title: string;
  @ApiProperty() text: string;
  @ApiPropertyOptional({ description: 'The help article quoted, as a web app path' })
  link?: string;
}

export class ChatMessageDto {
  @ApiProperty({ format: 'uuid' }) requestId: string;
  @ApiProperty({ description: 'Number of the message within its request, from 1' }) seq: number;
  @ApiProperty({ enum: CHAT_SENDER_TYPES, enumName: 'ChatSenderType' }) senderType: ChatSenderType;
  @ApiProperty({ enum: CHAT_EVENTS, enumName: 'ChatEvent', nullable: true })
  event: ChatEvent | null;
  @ApiProperty({ type: String, nullable: true }) senderName: string | null;
  @ApiProperty({ description: 'Plain text, never HTML' }) body: string;
  @ApiProperty({ type: [ChatSourceDto] }) sources: ChatSourceDto[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ChatRequestDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: CHAT_REQUEST_STATUSES, enumName: 'ChatRequestStatus' })
  status: ChatRequestStatus;
  @ApiProperty({ enum: CHAT_ASKER_KINDS, enumName: 'ChatAskerKind' }) askerKind: ChatAskerKind;
  @ApiProperty({ type: String, nullable: true, description: 'Signed-in askers only' })
  askerName: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Signed-in askers only' })
  askerEmail: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The quote the asker is on, when they may see it',
  })
  askerQuoteId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Email left after a failed handoff' })
  contactEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) staffName: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The asker's first message, shortened: what they came to ask",
  })
  firstQuestion: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The page of the web app the asker started the chat on',
  })
  askerPage: string | null;
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', nullable: true })
  askerLanguage: Language | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'While waiting for a person or unanswered: when the asker asked for one',
  })
  waitingSince: string | null;
  @ApiProperty({ description: 'Number of the last message' }) lastSeq: number;
  @ApiProperty({ type: String, nullable: true, description: 'The last message, shortened' })
  lastMessage: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  handoffDeadline: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class ChatRequestPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [ChatRequestDto] })
  items: ChatRequestDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export class ChatCloseAbandonedDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: ChatLimits.bulkCloseMax,
    description: 'The requests to close; without it, every request nobody joined in time',
  })
  @IsOptional()
  @IsArray({ message: 'ids must be a list of request ids.' })
  @ArrayMinSize(1, { message: 'ids must name at least one request.' })
  @ArrayMaxSize(ChatLimits.bulkCloseMax, {
    message: `ids may name at most ${ChatLimits.bulkCloseMax} requests.`,
  })
  @ArrayUnique({ message: 'ids must not repeat a request.' })
  @IsUUID('4', { each: true, message: 'Each id must be a valid id.' })
  ids?: string[];
}

export class ChatCloseAbandonedResultDto {
  @ApiProperty({ description: 'Requests closed' }) closed: number;
  @ApiProperty({ description: 'Requests nobody joined in time still open' }) remaining: number;
}

export class ChatMessageListDto {
  @ApiProperty({ type: [ChatMessageDto] }) items: ChatMessageDto[];
}

export function mapChatRequest(r: ChatRequestRow): ChatRequestDto {
  return {
    id: r.id,
    status: r.status,
    askerKind: r.asker_kind,
    askerName: r.asker_name,
    askerEmail: r.asker_email,
    askerQuoteId: r.asker_quote_id,
    contactEmail: r.contact_email,
    staffName: r.staff_name,
    firstQuestion: r.first_body ? r.first_body.slice(0, 280) : null,
    askerPage: r.asker_page ?? null,
    askerLanguage: r.asker_language ?? null,
    waitingSince:
      (r.status === ChatRequestStatus.Waiting || r.status === ChatRequestStatus.Unanswered) &&
      r.handoff_requested_at
        ? new Date(r.handoff_requested_at).toISOString()
        : null,
    lastSeq: r.last_seq,
    lastMessage: r.last_body ? r.last_body.slice(0, 140) : null,
    handoffDeadline: r.handoff_deadline ? new Date(r.handoff_deadline).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export const mapChatMessage = (m: ChatMessageView): ChatMessageDto => m;
