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
import { ApiOperationDoc } from '../../common/http/operation-doc';
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

  @ApiOperationDoc({
    summary: 'List API clients',
    description:
      'The API clients partners sign in with, optionally of one kind of partner, live ones first and newest first within each. Secrets are never shown again.',
  })
  @Get()
  @ApiOkResponse({ type: ApiClientPageDto, description: 'Live clients first, newest first' })
  async getApiClients(@Query() q: ApiClientListQueryDto): Promise<ApiClientPageDto> {
    const page = await this.clients.list(q);
    return { ...page, items: page.items.map(mapApiClient) };
  }

  @ApiOperationDoc({
    summary: 'Create an API client',
    description:
      "Creates a client for a payroll company or a carrier with the scopes that kind of partner may hold and a rate limit (600 calls a minute when left out). The answer carries the client's secret: it is shown this once, only its digest is kept. Audited.",
    errors: [
      ErrorCode.ApiScopeNotForPartner,
      ErrorCode.ApiPartnerNotFound,
      ErrorCode.ApiClientNotFound,
    ],
  })
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

  @ApiOperationDoc({
    summary: 'Read an API client',
    description:
      'One API client: its partner, scopes, rate limit, secrets in use and whether it is revoked.',
    errors: [ErrorCode.ApiClientNotFound],
  })
  @Get(':id')
  @ApiOkResponse({ type: ApiClientDto })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async getApiClient(@Param() p: ApiClientIdParamDto): Promise<ApiClientDto> {
    return mapApiClient(await this.clients.read(p.id));
  }

  @ApiOperationDoc({
    summary: 'Change an API client',
    description:
      'Renames a live client, or changes its scopes (within what its kind of partner may hold) or its rate limit. Tokens already issued keep the scopes they were given until they expire. Audited.',
    errors: [
      ErrorCode.ApiClientNotFound,
      ErrorCode.ApiClientRevoked,
      ErrorCode.ApiScopeNotForPartner,
    ],
  })
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

  @ApiOperationDoc({
    summary: "Rotate an API client's secret",
    description:
      'Issues a new secret, shown this once. The secrets in use keep working for `overlapHours` (24 when left out, none when 0) so the partner can switch without a gap; tokens issued with an old secret stop when it does. Audited.',
    errors: [ErrorCode.ApiClientNotFound, ErrorCode.ApiClientRevoked],
  })
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

  @ApiOperationDoc({
    summary: 'Revoke an API client',
    description:
      'Ends the client for good: its secrets and every token it holds stop working at once, on every instance. Audited.',
    errors: [ErrorCode.ApiClientNotFound, ErrorCode.ApiClientRevoked],
  })
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

  @ApiOperationDoc({
    summary: "An API client's calls",
    description:
      'The calls the client made, newest first: method, path, status and duration, token requests naming it included (refused ones too).',
    errors: [ErrorCode.ApiClientNotFound],
  })
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
