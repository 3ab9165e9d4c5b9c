/**
 * The admin quote actions (lock, unlock, archive, unarchive, set status, assign agent) and the
 * quote's audit trail: admins only (docs/permissions.md).
 */
import { applyDecorators, Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { AuditService, AuditRecordDto, mapAuditRecord } from '../../platform/audit';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { QuoteIdParamDto, QuoteVersionDto } from '../quotes';
import {
  mapQuoteAdminState,
  QuoteAdminStateDto,
  SetQuoteStatusDto,
  UpdateAgentAssignedDto,
} from './dto/quote-admin.dto';
import { QuoteAdminService } from './quote-admin.service';

@ApiTags('quote-admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('quote')
export class QuoteAdminController {
  constructor(
    private readonly admin: QuoteAdminService,
    private readonly audit: AuditService,
  ) {}

  @Post('lock')
  @AdminAction()
  async lockQuote(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: QuoteVersionDto,
  ): Promise<QuoteAdminStateDto> {
    return mapQuoteAdminState(await this.admin.setLocked(actor, dto.id, dto.version, true));
  }

  @Post('unlock')
  @AdminAction()
  async unlockQuote(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: QuoteVersionDto,
  ): Promise<QuoteAdminStateDto> {
    return mapQuoteAdminState(await this.admin.setLocked(actor, dto.id, dto.version, false));
  }

  @Post('archive')
  @AdminAction()
  async archiveQuote(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: QuoteVersionDto,
  ): Promise<QuoteAdminStateDto> {
    return mapQuoteAdminState(await this.admin.archive(actor, dto.id, dto.version));
  }

  @Post('unarchive')
  @AdminAction()
  async unarchiveQuote(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: QuoteVersionDto,
  ): Promise<QuoteAdminStateDto> {
    return mapQuoteAdminState(await this.admin.unarchive(actor, dto.id, dto.version));
  }

  @Post('setQuoteStatus')
  @AdminAction()
  async setQuoteStatus(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: SetQuoteStatusDto,
  ): Promise<QuoteAdminStateDto> {
    return mapQuoteAdminState(await this.admin.setStatus(actor, dto.id, dto.version, dto.status));
  }

  @Post('updateAgentAssigned')
  @AdminAction()
  async updateQuoteAgentAssigned(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: UpdateAgentAssignedDto,
  ): Promise<QuoteAdminStateDto> {
    return mapQuoteAdminState(
      await this.admin.assignAgent(actor, dto.id, dto.version, dto.agentId),
    );
  }

  @Get(':id/audit')
  @ApiOkResponse({ type: [AuditRecordDto] })
  async getQuoteAudit(@Param() { id }: QuoteIdParamDto): Promise<AuditRecordDto[]> {
    return (await this.audit.forApplication(id)).map(mapAuditRecord);
  }
}

/** What every admin action answers: the quote's new state, a refused change, a stale version. */
function AdminAction() {
  return applyDecorators(
    HttpCode(200),
    ApiOkResponse({ type: QuoteAdminStateDto }),
    ApiBadRequestResponse({ description: 'The change does not apply to the quote as it is' }),
    ApiConflictResponse({ description: described(1226) }),
  );
}
