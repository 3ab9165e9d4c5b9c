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
import { Role, ErrorCode } from '@coverline/contracts';
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
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('quote-admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('quote')
export class QuoteAdminController {
  constructor(
    private readonly admin: QuoteAdminService,
    private readonly audit: AuditService,
  ) {}

  @ApiOperationDoc({
    summary: 'Lock a quote',
    description: 'Stops the client changing the quote while staff work on it.',
    errors: [ErrorCode.StatusHasChanged, ErrorCode.QuoteNotFound, ErrorCode.QuoteLockUnchanged],
  })
  @Post('lock')
  @AdminAction()
  async lockQuote(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: QuoteVersionDto,
  ): Promise<QuoteAdminStateDto> {
    return mapQuoteAdminState(await this.admin.setLocked(actor, dto.id, dto.version, true));
  }

  @ApiOperationDoc({
    summary: 'Unlock a quote',
    description: 'Lets the client change the quote again.',
    errors: [ErrorCode.StatusHasChanged, ErrorCode.QuoteNotFound, ErrorCode.QuoteLockUnchanged],
  })
  @Post('unlock')
  @AdminAction()
  async unlockQuote(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: QuoteVersionDto,
  ): Promise<QuoteAdminStateDto> {
    return mapQuoteAdminState(await this.admin.setLocked(actor, dto.id, dto.version, false));
  }

  @ApiOperationDoc({
    summary: 'Archive a quote',
    description: 'Takes a quote out of the pipeline; it stays readable and can be restored.',
    errors: [ErrorCode.StatusHasChanged, ErrorCode.QuoteNotFound, ErrorCode.QuoteStatusUnchanged],
  })
  @Post('archive')
  @AdminAction()
  async archiveQuote(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: QuoteVersionDto,
  ): Promise<QuoteAdminStateDto> {
    return mapQuoteAdminState(await this.admin.archive(actor, dto.id, dto.version));
  }

  @ApiOperationDoc({
    summary: 'Restore an archived quote',
    description: 'Brings an archived quote back into the pipeline.',
    errors: [
      ErrorCode.StatusHasChanged,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteNotArchived,
      ErrorCode.QuoteStatusUnchanged,
    ],
  })
  @Post('unarchive')
  @AdminAction()
  async unarchiveQuote(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: QuoteVersionDto,
  ): Promise<QuoteAdminStateDto> {
    return mapQuoteAdminState(await this.admin.unarchive(actor, dto.id, dto.version));
  }

  @ApiOperationDoc({
    summary: "Set a quote's status",
    description: 'Moves a quote to another status by hand, recorded in its history.',
    errors: [ErrorCode.StatusHasChanged, ErrorCode.QuoteNotFound, ErrorCode.QuoteStatusUnchanged],
  })
  @Post('setQuoteStatus')
  @AdminAction()
  async setQuoteStatus(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: SetQuoteStatusDto,
  ): Promise<QuoteAdminStateDto> {
    return mapQuoteAdminState(await this.admin.setStatus(actor, dto.id, dto.version, dto.status));
  }

  @ApiOperationDoc({
    summary: "Reassign a quote's agent",
    description: 'Assigns the quote to another agent.',
    errors: [
      ErrorCode.StatusHasChanged,
      ErrorCode.AssigneeNotStaff,
      ErrorCode.AssigneeDeactivated,
      ErrorCode.QuoteNotFound,
    ],
  })
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

  @ApiOperationDoc({
    summary: "Read a quote's audit trail",
    description: 'Who changed what on the quote and when.',
  })
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
