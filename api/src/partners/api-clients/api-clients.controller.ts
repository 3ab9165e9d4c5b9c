import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode, Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { PageQueryDto } from '../../common/http/pagination';
import { ApiClientsService } from './api-clients.service';
import {
  ApiCallPageDto,
  ApiClientDto,
  ApiClientIdParamDto,
  ApiClientListQueryDto,
  ApiClientPageDto,
  ApiClientSecretDto,
  CreateApiClientDto,
  mapApiCall,
  mapApiClient,
  RotateApiClientSecretDto,
  UpdateApiClientDto,
} from './dto/api-client.dto';

const NOT_FOUND = described(ErrorCode.ApiClientNotFound);
const REVOKED = described(ErrorCode.ApiClientRevoked);

/** Admins manage the API clients partners' systems sign in with. */
@ApiTags('api-clients')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/api-clients')
export class ApiClientsController {
  constructor(private readonly clients: ApiClientsService) {}

  @Get()
  @ApiOkResponse({ type: ApiClientPageDto, description: 'Live clients first, newest first' })
  async getApiClients(@Query() q: ApiClientListQueryDto): Promise<ApiClientPageDto> {
    const page = await this.clients.list(q);
    return { ...page, items: page.items.map(mapApiClient) };
  }

  @Post()
  @ApiCreatedResponse({ type: ApiClientSecretDto, description: 'The secret, shown this once' })
  @ApiBadRequestResponse({ description: described(ErrorCode.ApiScopeNotForPartner) })
  @ApiNotFoundResponse({ description: described(ErrorCode.ApiPartnerNotFound) })
  async createApiClient(
    @CurrentPrincipal() admin: UserPrincipal,
    @Body() dto: CreateApiClientDto,
  ): Promise<ApiClientSecretDto> {
    const { row, secret } = await this.clients.create(admin, dto);
    return { client: mapApiClient(row), clientSecret: secret };
  }

  @Get(':id')
  @ApiOkResponse({ type: ApiClientDto })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async getApiClient(@Param() p: ApiClientIdParamDto): Promise<ApiClientDto> {
    return mapApiClient(await this.clients.read(p.id));
  }

  @Patch(':id')
  @ApiOkResponse({ type: ApiClientDto })
  @ApiBadRequestResponse({ description: described(ErrorCode.ApiScopeNotForPartner) })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: REVOKED })
  async updateApiClient(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param() p: ApiClientIdParamDto,
    @Body() dto: UpdateApiClientDto,
  ): Promise<ApiClientDto> {
    return mapApiClient(await this.clients.update(admin, p.id, dto));
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOkResponse({ type: ApiClientSecretDto, description: 'The new secret, shown this once' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: REVOKED })
  async rotateApiClientSecret(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param() p: ApiClientIdParamDto,
    @Body() dto: RotateApiClientSecretDto,
  ): Promise<ApiClientSecretDto> {
    const { row, secret } = await this.clients.rotate(admin, p.id, dto);
    return { client: mapApiClient(row), clientSecret: secret };
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOkResponse({ type: ApiClientDto, description: 'Its tokens stop working at once' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: REVOKED })
  async revokeApiClient(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param() p: ApiClientIdParamDto,
  ): Promise<ApiClientDto> {
    return mapApiClient(await this.clients.revoke(admin, p.id));
  }

  @Get(':id/calls')
  @ApiOkResponse({ type: ApiCallPageDto, description: 'Newest first' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async getApiClientCalls(
    @Param() p: ApiClientIdParamDto,
    @Query() q: PageQueryDto,
  ): Promise<ApiCallPageDto> {
    const page = await this.clients.calls(p.id, q);
    return { ...page, items: page.items.map(mapApiCall) };
  }
}
