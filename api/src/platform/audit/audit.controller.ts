/** The audit trail across the book, filterable by the person who acted: admins only. */
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { Roles } from '../../common/auth/decorators';
import { AuditService } from './audit.service';
import { AuditListQueryDto, AuditPageDto, mapAuditRecord } from './dto/audit.dto';

@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Roles(Role.Admin)
  @ApiOkResponse({ type: AuditPageDto })
  async listAudit(@Query() query: AuditListQueryDto): Promise<AuditPageDto> {
    const page = await this.audit.list(query);
    return { ...page, items: page.items.map(mapAuditRecord) };
  }
}
