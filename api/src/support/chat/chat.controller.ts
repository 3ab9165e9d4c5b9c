import {
  Body,
  Controller,
  Get,
  HttpCode,
  Headers,
  Inject,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import {
  AllowGuest,
  AllowRep,
  CurrentPrincipal,
  Public,
  Roles,
} from '../../common/auth/decorators';
import type { PersonCaller } from '../../common/auth/principal';
import { pageWindow } from '../../common/http/pagination';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import {
  ChatCloseAbandonedDto,
  ChatCloseAbandonedResultDto,
  ChatMessageListDto,
  ChatMessagesQueryDto,
  ChatRequestDto,
  ChatRequestIdParamDto,
  ChatRequestPageDto,
  ChatRequestsQueryDto,
  mapChatMessage,
  mapChatRequest,
} from './dto/chat.dto';
import { ApiOperationDoc } from '../../common/http/operation-doc';

/** Chat history and the staff console's lists; live traffic goes over the chat socket. */
@ApiTags('chat')
@ApiBearerAuth()
@Controller('chat/requests')
export class ChatController {
  constructor(
    @Inject(ChatService) private readonly chat: ChatService,
    @Inject(ChatRepository) private readonly repo: ChatRepository,
  ) {}

  @ApiOperationDoc({
    summary: 'List chat requests',
    description: 'Support chat requests, open ones first.',
  })
  @Get()
  @Roles(Role.Admin, Role.Agent)
  @ApiOkResponse({ type: ChatRequestPageDto })
  async listChatRequests(@Query() query: ChatRequestsQueryDto): Promise<ChatRequestPageDto> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const { rows, total } = await this.repo.list(query.filter ?? 'open', skip, take);
    return { items: rows.map(mapChatRequest), total, page, pageSize };
  }

  /**
   * Closes requests nobody joined in time ("Nobody joined in time"): the ones named, or every
   * one (up to the bulk limit a call). No transcript is mailed.
   */
  @ApiOperationDoc({
    summary: 'Close abandoned chat requests',
    description: 'Closes the chat requests nobody answered in time.',
    errors: [
      ErrorCode.ChatRequestNotFound,
      ErrorCode.ChatRequestClosed,
      ErrorCode.ChatStaffOnly,
      ErrorCode.ChatRequestNotAbandoned,
    ],
  })
  @Post('close-abandoned')
  @HttpCode(200)
  @Roles(Role.Admin, Role.Agent)
  @ApiOkResponse({ type: ChatCloseAbandonedResultDto })
  closeAbandonedChatRequests(
    @CurrentPrincipal() caller: PersonCaller,
    @Body() body: ChatCloseAbandonedDto,
  ): Promise<ChatCloseAbandonedResultDto> {
    return this.chat.closeAbandoned(caller, body.ids ?? null);
  }

  @ApiOperationDoc({
    summary: 'Read a chat request',
    description: 'One support chat request with its client and state.',
    errors: [ErrorCode.ChatRequestNotFound, ErrorCode.ChatNotYourRequest],
  })
  @Get(':id')
  @Roles(Role.Admin, Role.Agent)
  @ApiOkResponse({ type: ChatRequestDto })
  async getChatRequest(
    @CurrentPrincipal() caller: PersonCaller,
    @Param() { id }: ChatRequestIdParamDto,
  ): Promise<ChatRequestDto> {
    return mapChatRequest(await this.chat.access({ caller, senderKey: '' }, id, null));
  }

  /** The asker (with the chat's key, or signed in as who started it) or staff. */
  @ApiOperationDoc({
    summary: "List a chat's messages",
    description: 'The messages of a support chat, oldest first.',
    errors: [ErrorCode.ChatRequestNotFound, ErrorCode.ChatNotYourRequest],
  })
  @Get(':id/messages')
  @Public()
  @AllowGuest()
  @AllowRep()
  @ApiHeader({ name: 'x-chat-key', required: false, description: 'The key the chat started with' })
  @ApiOkResponse({ type: ChatMessageListDto })
  async listChatMessages(
    @CurrentPrincipal() caller: PersonCaller | undefined,
    @Param() { id }: ChatRequestIdParamDto,
    @Query() { after }: ChatMessagesQueryDto,
    @Headers('x-chat-key') key: string | undefined,
  ): Promise<ChatMessageListDto> {
    await this.chat.access({ caller, senderKey: '' }, id, key?.slice(0, 200) ?? null);
    return { items: (await this.chat.history(id, after ?? 0)).map(mapChatMessage) };
  }
}
