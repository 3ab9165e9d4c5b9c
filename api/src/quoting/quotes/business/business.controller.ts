import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../../common/auth/decorators';
import type { UserPrincipal } from '../../../common/auth/principal';
import { PageQueryDto } from '../../../common/http/pagination';
import { BusinessService } from './business.service';
import {
  BusinessPageDto,
  BusinessWithClientDto,
  HolderQueryDto,
  mapHolder,
} from './dto/business.dto';
import { ApiOperationDoc } from '../../../common/http/operation-doc';

@ApiTags('business')
@ApiBearerAuth()
@Controller('business')
export class BusinessController {
  constructor(private readonly businesses: BusinessService) {}

  /** A client's own businesses, an agent's clients' businesses, every business for admins. */
  @ApiOperationDoc({
    summary: 'List businesses',
    description: "The businesses of the caller's quotes, or all businesses for staff.",
  })
  @Get()
  @ApiOkResponse({ type: BusinessPageDto })
  async listBusinesses(
    @CurrentPrincipal() principal: UserPrincipal,
    @Query() query: PageQueryDto,
  ): Promise<BusinessPageDto> {
    const page = await this.businesses.list(principal, query);
    return { ...page, items: page.items.map(mapHolder) };
  }

  /** Who holds a FEIN, for the admin deciding an agent's transfer request. */
  @ApiOperationDoc({
    summary: 'Read the business holder',
    description: "The business and its owner behind the caller's quote.",
  })
  @Get('holder')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [BusinessWithClientDto] })
  async getBusinessHolder(@Query() { fein }: HolderQueryDto): Promise<BusinessWithClientDto[]> {
    return (await this.businesses.holders(fein)).map(mapHolder);
  }
}
