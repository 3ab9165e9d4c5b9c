import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AllowGuest, CurrentPrincipal, Public } from '../../../common/auth/decorators';
import { AdminChange, AdminCreate } from '../common/admin-routes';
import type { Principal } from '../../../common/auth/principal';
import { IdParamDto } from '../common/dto';
import { isAdmin } from '../common/principal';
import {
  BusinessTypeSearchQueryDto,
  mapNaicsCode,
  mapNaicsMapping,
  NaicsCodeDto,
  NaicsMappingDto,
  NaicsMappingInputDto,
  NaicsMappingPageDto,
  NaicsMappingsQueryDto,
} from './dto/naics-mapping.dto';
import { NaicsService } from './naics.service';
import { ErrorCode } from '@coverline/contracts';
import { ApiOperationDoc } from '../../../common/http/operation-doc';

/** The NAICS master index: the wizard searches it publicly; admins maintain it. */
@ApiTags('master-index-mapping')
@ApiBearerAuth()
@Controller('master-index-mapping')
export class NaicsController {
  constructor(private readonly naics: NaicsService) {}

  @ApiOperationDoc({
    summary: 'List business types',
    description: 'The business types, filtered and paged.',
  })
  @Get()
  @AllowGuest()
  @ApiOkResponse({ type: NaicsMappingPageDto })
  async getMasterIndexMappings(
    @CurrentPrincipal() principal: Principal,
    @Query() query: NaicsMappingsQueryDto,
  ): Promise<NaicsMappingPageDto> {
    const page = await this.naics.list(query, isAdmin(principal));
    return { ...page, items: page.items.map((m) => mapNaicsMapping(m)) };
  }

  @ApiOperationDoc({
    summary: 'Search business types',
    description: 'Business types matching the text, best matches first, at most 20.',
  })
  @Get('search')
  @Public()
  @ApiOkResponse({ type: [NaicsMappingDto], description: 'Best matches first, at most 20' })
  async searchBusinessTypes(
    @Query() query: BusinessTypeSearchQueryDto,
  ): Promise<NaicsMappingDto[]> {
    return (await this.naics.search(query)).map((m) => mapNaicsMapping(m, query.language));
  }

  @ApiOperationDoc({
    summary: 'List NAICS industries',
    description: 'Every 2022 NAICS six-digit industry with its title.',
  })
  @Get('descriptions')
  @Public()
  @ApiOkResponse({ type: [NaicsCodeDto], description: 'Every 2022 NAICS six-digit industry' })
  async getNaicsDescriptions(): Promise<NaicsCodeDto[]> {
    return (await this.naics.naicsCodes()).map(mapNaicsCode);
  }

  @ApiOperationDoc({
    summary: 'Read a business type',
    description: 'One business type with its NAICS code and class codes per carrier.',
    errors: [ErrorCode.NaicsEntryNotFound],
  })
  @Get(':id')
  @AllowGuest()
  @ApiOkResponse({ type: NaicsMappingDto })
  @ApiNotFoundResponse({ description: 'No entry has this id' })
  async getMasterIndexMapping(
    @CurrentPrincipal() principal: Principal,
    @Param() { id }: IdParamDto,
  ): Promise<NaicsMappingDto> {
    return mapNaicsMapping(await this.naics.findById(id, isAdmin(principal)));
  }

  @ApiOperationDoc({
    summary: 'Create a business type',
    description: 'Adds a business type with its NAICS code and carrier class codes.',
    errors: [ErrorCode.NaicsCodeUnknown, ErrorCode.NaicsEntryTaken, ErrorCode.BusinessTypeTaken],
  })
  @AdminCreate(NaicsMappingDto, 'The master index code is taken')
  async createMasterIndexMapping(@Body() dto: NaicsMappingInputDto): Promise<NaicsMappingDto> {
    return mapNaicsMapping(await this.naics.create(dto));
  }

  @ApiOperationDoc({
    summary: 'Change a business type',
    description: "Replaces a business type's description, NAICS code and class codes.",
    errors: [
      ErrorCode.NaicsEntryNotFound,
      ErrorCode.NaicsCodeUnknown,
      ErrorCode.NaicsEntryTaken,
      ErrorCode.BusinessTypeTaken,
    ],
  })
  @AdminChange(Put(':id'), NaicsMappingDto)
  @ApiConflictResponse({ description: 'The master index code is taken' })
  async updateMasterIndexMapping(
    @Param() { id }: IdParamDto,
    @Body() dto: NaicsMappingInputDto,
  ): Promise<NaicsMappingDto> {
    return mapNaicsMapping(await this.naics.replace(id, dto));
  }

  @ApiOperationDoc({
    summary: 'Archive a business type',
    description: 'Takes a business type out of the choices offered; quotes that use it keep it.',
    errors: [ErrorCode.NaicsEntryNotFound],
  })
  @AdminChange(Post(':id/archive'), NaicsMappingDto)
  @HttpCode(200)
  async archiveMasterIndexMapping(@Param() { id }: IdParamDto): Promise<NaicsMappingDto> {
    return mapNaicsMapping(await this.naics.setArchived(id, true));
  }

  @ApiOperationDoc({
    summary: 'Restore a business type',
    description: 'Offers an archived business type again.',
    errors: [ErrorCode.NaicsEntryNotFound],
  })
  @AdminChange(Post(':id/unarchive'), NaicsMappingDto)
  @HttpCode(200)
  async unarchiveMasterIndexMapping(@Param() { id }: IdParamDto): Promise<NaicsMappingDto> {
    return mapNaicsMapping(await this.naics.setArchived(id, false));
  }
}
