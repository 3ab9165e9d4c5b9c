import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import {
  CreateRateTableVersionDto,
  ImportRateFileDto,
  mapRateTableSummary,
  mapRateTableVersion,
  RateImportResultDto,
  RateTableKeyDto,
  RateTablePageDto,
  RateTablesQueryDto,
  RateTableVersionDto,
  type AdminTableKind,
} from './dto/rate-table.dto';
import { RateTablesService } from './rate-tables.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';

/** The rate tables the rating prices from, versioned by effective date: admins only. */
@ApiTags('rate-tables')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('rate-tables')
export class RateTablesController {
  constructor(private readonly tables: RateTablesService) {}

  @ApiOperationDoc({
    summary: 'List rate tables',
    description: 'The rate tables in force, by carrier, state and line.',
  })
  @Get()
  @ApiOkResponse({ type: RateTablePageDto })
  async getRateTables(@Query() query: RateTablesQueryDto): Promise<RateTablePageDto> {
    const page = await this.tables.list(query);
    return { ...page, items: page.items.map(mapRateTableSummary) };
  }

  @ApiOperationDoc({
    summary: "Read a rate table's history",
    description: 'The versions of a rate table, latest effective date first.',
    errors: [ErrorCode.RateTableNotFound],
  })
  @Get('history')
  @ApiOkResponse({ type: [RateTableVersionDto], description: 'Latest effective date first' })
  @ApiNotFoundResponse({ description: described(2890) })
  async getRateTableHistory(@Query() query: RateTableKeyDto): Promise<RateTableVersionDto[]> {
    return (await this.tables.history(query)).map(mapRateTableVersion);
  }

  @ApiOperationDoc({
    summary: 'Add a rate table version',
    description:
      'Adds a version of a rate table with the date it takes effect; earlier versions keep rating quotes dated before it.',
    errors: [
      ErrorCode.RateVersionDateTaken,
      ErrorCode.RateVersionInvalid,
      ErrorCode.RateVersionNameTaken,
    ],
  })
  @Post('versions')
  @ApiCreatedResponse({ type: RateTableVersionDto })
  @ApiBadRequestResponse({ description: described(2892) })
  @ApiConflictResponse({ description: described(2891, 2894) })
  async addRateTableVersion(
    @Body() dto: CreateRateTableVersionDto,
    @CurrentPrincipal() admin: UserPrincipal,
  ): Promise<RateTableVersionDto> {
    return mapRateTableVersion(await this.tables.addVersion(dto, admin.userId));
  }

  @ApiOperationDoc({
    summary: 'Import a rate file',
    description: 'Reads a rate file into rate tables; a file with unreadable rows imports nothing.',
    errors: [ErrorCode.RateImportInvalid],
  })
  @Post('import')
  @ApiCreatedResponse({ type: RateImportResultDto })
  @ApiBadRequestResponse({ description: described(2893) })
  async importRateFile(
    @Body() dto: ImportRateFileDto,
    @CurrentPrincipal() admin: UserPrincipal,
  ): Promise<RateImportResultDto> {
    const records = await this.tables.importFile(dto, admin.userId);
    return {
      versions: records.map((r) => ({
        kind: r.kind as AdminTableKind,
        line: r.line,
        carrier: r.carrier,
        state: r.state,
        version: r.version,
        effectiveFrom: r.effectiveFrom,
      })),
    };
  }
}
