import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Public, Roles } from '../../../common/auth/decorators';
import type { Principal } from '../../../common/auth/principal';
import { isAdmin } from '../common/principal';
import { CoverageTextsService } from './coverage-texts.service';
import {
  CoverageTextDto,
  CoverageTextNameParamDto,
  CoverageTextReaderQueryDto,
  CoverageTextsQueryDto,
  mapCoverageText,
  PutCoverageTextDto,
} from './dto/coverage-text.dto';
import { ApiOperationDoc } from '../../../common/http/operation-doc';

/** What's covered texts and pop-ups: anyone reads the published ones; admins see drafts and edit. */
@ApiTags('coverage')
@ApiBearerAuth()
@Controller('coverage')
export class CoverageTextsController {
  constructor(private readonly texts: CoverageTextsService) {}

  @ApiOperationDoc({
    summary: 'List coverage texts',
    description: "Every coverage's explanatory text.",
  })
  @Get()
  @Public()
  @ApiOkResponse({ type: [CoverageTextDto] })
  async getCoverageTexts(
    @CurrentPrincipal() principal: Principal | undefined,
    @Query() query: CoverageTextsQueryDto,
  ): Promise<CoverageTextDto[]> {
    return (await this.texts.list(query, isAdmin(principal))).map((t) =>
      mapCoverageText(t, query.language),
    );
  }

  @ApiOperationDoc({
    summary: 'Read a coverage text',
    description: 'The text explaining one coverage, by its name.',
    errors: [ErrorCode.CoverageTextNotFound],
  })
  @Get(':name')
  @Public()
  @ApiOkResponse({ type: CoverageTextDto })
  @ApiNotFoundResponse({ description: 'No published text has this name' })
  async getCoverageText(
    @CurrentPrincipal() principal: Principal | undefined,
    @Param() { name }: CoverageTextNameParamDto,
    @Query() { language }: CoverageTextReaderQueryDto,
  ): Promise<CoverageTextDto> {
    return mapCoverageText(await this.texts.findByName(name, isAdmin(principal)), language);
  }

  @ApiOperationDoc({
    summary: 'Save a coverage text',
    description: 'Creates the text explaining a coverage under its name, or replaces it.',
    errors: [ErrorCode.CoverageTextNotFound],
  })
  @Put()
  @Roles(Role.Admin)
  @ApiOkResponse({ type: CoverageTextDto, description: 'Created under its name, or replaced' })
  async putCoverageText(@Body() dto: PutCoverageTextDto): Promise<CoverageTextDto> {
    return mapCoverageText(await this.texts.put(dto));
  }

  @ApiOperationDoc({
    summary: 'Remove a coverage text',
    description: 'Removes the text explaining a coverage.',
    errors: [ErrorCode.CoverageTextNotFound],
  })
  @Delete(':name')
  @Roles(Role.Admin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The text is removed' })
  async deleteCoverageText(@Param() { name }: CoverageTextNameParamDto): Promise<void> {
    await this.texts.remove(name);
  }
}
