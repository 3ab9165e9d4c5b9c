import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { helpTopicOf, Language, Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Public, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import {
  HelpArticleAdminDto,
  HelpArticleDraftDto,
  HelpArticleDto,
  HelpArticleIdParamDto,
  HelpArticleSummaryDto,
  HelpArticleVersionDto,
  HelpArticleVersionParamDto,
  HelpLanguageQueryDto,
  HelpSearchQueryDto,
  HelpSearchResultDto,
  HelpSlugParamDto,
  mapArticle,
  mapDraft,
  mapSearchResult,
  mapSummary,
  mapVersion,
  PublishHelpArticleDto,
  RestoreHelpArticleDto,
  SaveHelpArticleDto,
} from './dto/help.dto';
import { HelpArticlesService } from './help-articles.service';
import { HelpSearchService } from './help-search.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';

/** The help center: anyone reads and searches the published articles. */
@ApiTags('help')
@Controller('help')
export class HelpController {
  constructor(
    private readonly help: HelpArticlesService,
    private readonly searching: HelpSearchService,
  ) {}

  @ApiOperationDoc({ summary: 'List help articles', description: 'The published help articles.' })
  @Get('articles')
  @Public()
  @ApiOkResponse({ type: [HelpArticleSummaryDto] })
  async listHelpArticles(
    @Query() { language }: HelpLanguageQueryDto,
  ): Promise<HelpArticleSummaryDto[]> {
    return (await this.help.published(language ?? Language.English)).map(mapSummary);
  }

  @ApiOperationDoc({
    summary: 'Read a help article',
    description: 'One published help article by its slug.',
    errors: [ErrorCode.HelpArticleNotFound],
  })
  @Get('articles/:slug')
  @Public()
  @ApiOkResponse({ type: HelpArticleDto })
  @ApiNotFoundResponse({ description: '2870: no published article has this slug' })
  async getHelpArticle(
    @Param() { slug }: HelpSlugParamDto,
    @Query() { language }: HelpLanguageQueryDto,
  ): Promise<HelpArticleDto> {
    return mapArticle(await this.help.article(slug, language ?? Language.English));
  }

  @ApiOperationDoc({
    summary: 'Search help articles',
    description: 'Published articles matching the text, best first, at most 20.',
    errors: [ErrorCode.HelpSearchInvalid],
  })
  @Get('search')
  @Public()
  @ApiOkResponse({ type: [HelpSearchResultDto], description: 'Best first, at most 20' })
  @ApiBadRequestResponse({ description: '2874: the query has no word to look for' })
  async searchHelpArticles(
    @Query() { q, language }: HelpSearchQueryDto,
  ): Promise<HelpSearchResultDto[]> {
    return (await this.searching.search(q, language ?? Language.English)).map(mapSearchResult);
  }
}

/** Admins edit the articles: every save is a new version; one version is published. */
@ApiTags('help')
@ApiBearerAuth()
@Controller('help/admin/articles')
export class HelpAdminController {
  constructor(private readonly help: HelpArticlesService) {}

  @ApiOperationDoc({
    summary: 'List help articles (editors)',
    description: 'Every help article with its draft state, for editors.',
  })
  @Get()
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [HelpArticleDraftDto] })
  async listHelpArticleDrafts(
    @Query() { language }: HelpLanguageQueryDto,
  ): Promise<HelpArticleDraftDto[]> {
    return (await this.help.drafts(language ?? Language.English)).map(mapDraft);
  }

  @ApiOperationDoc({
    summary: 'Read a help article draft',
    description: 'A help article with its draft and published versions, for editors.',
    errors: [ErrorCode.HelpArticleNotFound],
  })
  @Get(':id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: HelpArticleAdminDto })
  @ApiNotFoundResponse({ description: '2870' })
  getHelpArticleForAdmin(@Param() { id }: HelpArticleIdParamDto): Promise<HelpArticleAdminDto> {
    return this.adminView(id);
  }

  @ApiOperationDoc({
    summary: 'Read a help article version',
    description: 'One saved version of a help article.',
    errors: [ErrorCode.HelpArticleNotFound, ErrorCode.HelpArticleVersionNotFound],
  })
  @Get(':id/versions/:version')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: HelpArticleVersionDto })
  @ApiNotFoundResponse({ description: '2870, 2871' })
  async getHelpArticleVersion(
    @Param() { id, version }: HelpArticleVersionParamDto,
  ): Promise<HelpArticleVersionDto> {
    return mapVersion((await this.help.version(id, version)).version);
  }

  @ApiOperationDoc({
    summary: 'Save a help article',
    description: "Saves the article's text as its next version.",
    errors: [
      ErrorCode.HelpArticleNotFound,
      ErrorCode.HelpArticleChanged,
      ErrorCode.HelpArticleContentInvalid,
    ],
  })
  @Put(':id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: HelpArticleAdminDto, description: 'Saved as the next version' })
  @ApiConflictResponse({ description: '2872: someone saved a version meanwhile' })
  @ApiBadRequestResponse({ description: '2873: blank parts, a tag twice, or HTML in the body' })
  async saveHelpArticle(
    @Param() { id }: HelpArticleIdParamDto,
    @Body() dto: SaveHelpArticleDto,
    @CurrentPrincipal() principal: UserPrincipal,
  ): Promise<HelpArticleAdminDto> {
    await this.help.save(id, { ...dto, publish: dto.publish ?? false }, principal.userId);
    return this.adminView(id);
  }

  @ApiOperationDoc({
    summary: 'Publish a help article',
    description: "Publishes the article's latest version.",
    errors: [ErrorCode.HelpArticleNotFound, ErrorCode.HelpArticleVersionNotFound],
  })
  @Post(':id/publish')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: HelpArticleAdminDto })
  @ApiNotFoundResponse({ description: '2870, 2871' })
  async publishHelpArticle(
    @Param() { id }: HelpArticleIdParamDto,
    @Body() { version }: PublishHelpArticleDto,
  ): Promise<HelpArticleAdminDto> {
    await this.help.publish(id, version);
    return this.adminView(id);
  }

  @ApiOperationDoc({
    summary: 'Restore a help article version',
    description: "Copies an older version as the article's next version.",
    errors: [ErrorCode.HelpArticleNotFound, ErrorCode.HelpArticleVersionNotFound],
  })
  @Post(':id/restore')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: HelpArticleAdminDto, description: 'The version copied as the next one' })
  @ApiNotFoundResponse({ description: '2870, 2871' })
  async restoreHelpArticle(
    @Param() { id }: HelpArticleIdParamDto,
    @Body() { version, publish }: RestoreHelpArticleDto,
    @CurrentPrincipal() principal: UserPrincipal,
  ): Promise<HelpArticleAdminDto> {
    await this.help.restore(id, version, publish ?? false, principal.userId);
    return this.adminView(id);
  }

  private async adminView(id: string): Promise<HelpArticleAdminDto> {
    const { article, latest, versions } = await this.help.forAdmin(id);
    return {
      id: article.id,
      slug: article.slug,
      language: article.language,
      topic: helpTopicOf(article.slug),
      latestVersion: article.latestVersion,
      publishedVersion: article.publishedVersion,
      latest: mapVersion(latest),
      versions: versions.map(mapVersion),
    };
  }
}
