/** The audit trail across the book, filterable by the person who acted: admins only. */
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { Roles } from '../../common/auth/decorators';
import { AuditService } from './audit.service';
import { AuditListQueryDto, AuditPageDto, mapAuditRecord } from './dto/audit.dto';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @ApiOperationDoc({
    summary: 'Read the audit log',
    description:
      'Who did what and when: sign-ins, changes to accounts, quotes and policies, filtered and paged.',
  })
  @Get()
  @Roles(Role.Admin)
  @ApiOkResponse({ type: AuditPageDto })
  async listAudit(@Query() query: AuditListQueryDto): Promise<AuditPageDto> {
    const page = await this.audit.list(query);
    return { ...page, items: page.items.map(mapAuditRecord) };
  }
}
