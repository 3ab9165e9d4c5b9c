import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role } from '@coverline/contracts';
import { described } from '../../common/http/error-responses';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { ClientsService, type ClientSummary } from './clients.service';
import {
  ClientIdParamDto,
  ClientPageDto,
  ClientSearchQueryDto,
  ClientSearchResultDto,
  ClientsQueryDto,
  ClientSummaryDto,
  mapClient,
  mapClientMatch,
  UpdateClientDto,
} from './dto/client.dto';
import { ApiOperationDoc } from '../../common/http/operation-doc';

const mapSummary = (s: ClientSummary): ClientSummaryDto => ({
  ...mapClient(s.client),
  userId: s.client.userId,
  agentId: s.agentId,
  agentName: s.agentName,
  businessNames: s.businessNames,
  applications: s.applications,
  createdAt: s.client.createdAt.toISOString(),
  pendingEmail: s.pendingEmail,
});

/** Staff calls on clients: admins reach every client, agents the clients that are theirs. */
@ApiTags('clients')
@ApiBearerAuth()
@Roles(Role.Admin, Role.Agent)
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  /** The coverage step's client search: agents see their own clients only. */
  @ApiOperationDoc({
    summary: 'Search clients',
    description: 'Clients whose name or email matches the query, best matches first.',
    errors: [ErrorCode.ClientSearchCriteriaMissing],
  })
  @Get('search')
  @ApiOkResponse({ type: [ClientSearchResultDto] })
  async searchClients(
    @CurrentPrincipal() principal: UserPrincipal,
    @Query() query: ClientSearchQueryDto,
  ): Promise<ClientSearchResultDto[]> {
    return (await this.clients.search(principal, query)).map(mapClientMatch);
  }

  /** The clients page: a page of clients, searched by name, email or business name. */
  @ApiOperationDoc({
    summary: 'List clients',
    description:
      'Client accounts, filtered and paged; agents see only the clients assigned to them.',
  })
  @Get()
  @ApiOkResponse({ type: ClientPageDto })
  async listClients(
    @CurrentPrincipal() principal: UserPrincipal,
    @Query() query: ClientsQueryDto,
  ): Promise<ClientPageDto> {
    const page = await this.clients.list(principal, query);
    return { ...page, items: page.items.map(mapSummary) };
  }

  @ApiOperationDoc({
    summary: 'Read a client',
    description:
      'One client account with its contact details and assigned agent. Agents see only their own clients.',
    errors: [ErrorCode.NotYourClient, ErrorCode.ClientNotFound],
  })
  @Get(':id')
  @ApiOkResponse({ type: ClientSummaryDto })
  async getClient(
    @CurrentPrincipal() principal: UserPrincipal,
    @Param() { id }: ClientIdParamDto,
  ): Promise<ClientSummaryDto> {
    return mapSummary(await this.clients.get(principal, id));
  }

  @ApiOperationDoc({
    summary: "Change a client's details",
    description:
      "Changes a client's name, phone or email. Changing the email an account signs in with needs the new address confirmed.",
    errors: [
      ErrorCode.NotYourClient,
      ErrorCode.EmailTaken,
      ErrorCode.ClientEmailTaken,
      ErrorCode.ClientNotFound,
      ErrorCode.ClientEmailProtected,
    ],
  })
  @Patch(':id')
  @ApiOkResponse({ type: ClientSummaryDto })
  @ApiConflictResponse({
    description: described(
      ErrorCode.EmailTaken,
      ErrorCode.ClientEmailTaken,
      ErrorCode.ClientEmailProtected,
    ),
  })
  async updateClient(
    @CurrentPrincipal() principal: UserPrincipal,
    @Param() { id }: ClientIdParamDto,
    @Body() dto: UpdateClientDto,
  ): Promise<ClientSummaryDto> {
    return mapSummary(await this.clients.update(principal, id, dto));
  }
}
