import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
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

/** What's covered texts and pop-ups: anyone reads the published ones; admins see drafts and edit. */
@ApiTags('coverage')
@ApiBearerAuth()
@Controller('coverage')
export class CoverageTextsController {
  constructor(private readonly texts: CoverageTextsService) {}

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

  @Put()
  @Roles(Role.Admin)
  @ApiOkResponse({ type: CoverageTextDto, description: 'Created under its name, or replaced' })
  async putCoverageText(@Body() dto: PutCoverageTextDto): Promise<CoverageTextDto> {
    return mapCoverageText(await this.texts.put(dto));
  }

  @Delete(':name')
  @Roles(Role.Admin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The text is removed' })
  async deleteCoverageText(@Param() { name }: CoverageTextNameParamDto): Promise<void> {
    await this.texts.remove(name);
  }
}
