import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../common/auth/decorators';
import type { UserPrincipal } from '../common/auth/principal';
import { ClientsService } from './clients.service';
import { ClientSearchQueryDto, ClientSearchResultDto, mapClientMatch } from './dto/client.dto';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  /** The coverage step's client search: agents see their own clients only. */
  @Get('search')
  @Roles(Role.Admin, Role.Agent)
  @ApiOkResponse({ type: [ClientSearchResultDto] })
  async searchClients(
    @CurrentPrincipal() principal: UserPrincipal,
    @Query() query: ClientSearchQueryDto,
  ): Promise<ClientSearchResultDto[]> {
    return (await this.clients.search(principal, query)).map(mapClientMatch);
  }
}
