/** `GET quote/{id}/application`: the whole application, for staff (admins; agents assigned). */
import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { QuoteIdParamDto } from '../../quoting/quotes';
import { ApplicationDetailService } from './application-detail.service';
import { ApplicationDetailDto } from './dto/application-detail.dto';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('application-detail')
@ApiBearerAuth()
@Controller('quote')
export class ApplicationDetailController {
  constructor(private readonly detail: ApplicationDetailService) {}

  @ApiOperationDoc({
    summary: "Read a quote's full application",
    description:
      "The staff read of one application: the business, its owners, locations, payroll and answers as the client gave them, with the carrier quotes. Agents see their own clients' applications.",
    errors: [ErrorCode.NotYourClient, ErrorCode.QuoteNotFound],
  })
  @Get(':id/application')
  @Roles(Role.Admin, Role.Agent)
  @ApiOkResponse({ type: ApplicationDetailDto })
  @ApiForbiddenResponse({ description: described(1301) })
  getQuoteApplication(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<ApplicationDetailDto> {
    return this.detail.read(caller, id);
  }
}
