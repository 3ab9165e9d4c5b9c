import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  COVERAGE_TYPES,
  HELP_SLUG_PATTERN,
  HELP_TOPICS,
  HelpLimits,
  Language,
  type HelpTopic,
} from '@coverline/contracts';
import { LanguageField } from '../../../common/http/language-field';
import type { VersionRow } from '../help-articles.repository';
import type { HelpArticle, HelpArticleDraft } from '../help-articles.service';
import type { HelpSearchResult } from '../help-search.service';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export class HelpLanguageQueryDto {
  @LanguageField('The language of the articles (default en)')
  language?: Language;
}

export class HelpSearchQueryDto extends HelpLanguageQueryDto {
  @ApiProperty({ minLength: 1, maxLength: HelpLimits.queryMax, example: 'certificate' })
  @IsString()
  @MinLength(1, { message: 'q is required.' })
  @MaxLength(HelpLimits.queryMax)
  q: string;
}

export class HelpSlugParamDto {
  @ApiProperty({ maxLength: 100, example: 'certificates-of-insurance' })
  @IsString()
  @Matches(HELP_SLUG_PATTERN, { message: 'slug must be lower-case letters, digits and hyphens.' })
  slug: string;
}

export class HelpArticleIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id.' })
  id: string;
}

export class HelpArticleVersionParamDto extends HelpArticleIdParamDto {
  @ApiProperty({ minimum: 1, example: 1 })
  @Type(() => Number)
  @IsInt({ message: 'version must be a whole number.' })
  @Min(1)
  version: number;
}

/** An article as the help center lists it. */
export class HelpArticleSummaryDto {
  @ApiProperty({ example: 'certificates-of-insurance' })
  slug: string;
  @ApiProperty({ enum: [Language.English, Language.Spanish], enumName: 'Language' })
  language: Language;
  @ApiProperty({ enum: HELP_TOPICS, enumName: 'HelpTopic' })
  topic: HelpTopic;
  @ApiProperty()
  title: string;
  @ApiProperty()
  summary: string;
  @ApiProperty({ type: [String], description: `Coverage lines: ${COVERAGE_TYPES.join(', ')}` })
  lines: string[];
  @ApiProperty({ type: [String], description: 'State codes; empty for every state' })
  states: string[];
  @ApiProperty({ type: [String] })
  tags: string[];
  @ApiProperty({ type: [String], description: 'The product pages (routes) it explains' })
  related: string[];
}

/** A published article with its Markdown body. */
export class HelpArticleDto extends HelpArticleSummaryDto {
  @ApiProperty({ description: 'Markdown' })
  body: string;
  @ApiProperty({ description: 'The version published' })
  version: number;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class HelpSearchResultDto extends HelpArticleSummaryDto {
  @ApiProperty({ description: 'The paragraph that matched, as plain text' })
  excerpt: string;
  @ApiProperty()
  score: number;
}

/** An article in the admins' list: its latest version and the one visitors read. */
export class HelpArticleDraftDto extends HelpArticleSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  latestVersion: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null: not published' })
  publishedVersion: number | null;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Who wrote the latest version' })
  updatedByName: string | null;
}

export class HelpArticleVersionDto {
  @ApiProperty()
  version: number;
  @ApiProperty({ enum: ['shipped', 'edit', 'restore'], enumName: 'HelpVersionOrigin' })
  origin: 'shipped' | 'edit' | 'restore';
  @ApiProperty({ type: Number, nullable: true })
  restoredFrom: number | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'null for shipped versions' })
  createdByName: string | null;
  @ApiProperty()
  title: string;
  @ApiProperty()
  summary: string;
  @ApiProperty({ description: 'Markdown' })
  body: string;
  @ApiProperty({ type: [String] })
  tags: string[];
}

export class HelpArticleAdminDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  slug: string;
  @ApiProperty({ enum: [Language.English, Language.Spanish], enumName: 'Language' })
  language: Language;
  @ApiProperty({ enum: HELP_TOPICS, enumName: 'HelpTopic' })
  topic: HelpTopic;
  @ApiProperty()
  latestVersion: number;
  @ApiProperty({ type: Number, nullable: true })
  publishedVersion: number | null;
  @ApiProperty({ type: HelpArticleVersionDto, description: 'The latest version' })
  latest: HelpArticleVersionDto;
  @ApiProperty({
    type: [HelpArticleVersionDto],
    description: 'Every version, newest first (bodies included)',
  })
  versions: HelpArticleVersionDto[];
}

export class SaveHelpArticleDto {
  @ApiProperty({ minimum: 1, description: 'The latest version the edit started from' })
  @IsInt()
  @Min(1)
  baseVersion: number;

  @ApiProperty({ maxLength: HelpLimits.titleMax })
  @Transform(trimmed)
  @IsString()
  @MinLength(1, { message: 'title is required.' })
  @MaxLength(HelpLimits.titleMax)
  title: string;

  @ApiProperty({ maxLength: HelpLimits.summaryMax })
  @Transform(trimmed)
  @IsString()
  @MinLength(1, { message: 'summary is required.' })
  @MaxLength(HelpLimits.summaryMax)
  summary: string;

  @ApiProperty({ maxLength: HelpLimits.bodyMax, description: 'Markdown, no HTML' })
  @IsString()
  @MinLength(1, { message: 'body is required.' })
  @MaxLength(HelpLimits.bodyMax)
  body: string;

  @ApiProperty({ type: [String], maxItems: HelpLimits.tagsMax })
  @IsArray()
  @ArrayMaxSize(HelpLimits.tagsMax)
  @IsString({ each: true })
  @MaxLength(HelpLimits.tagMax, { each: true })
  tags: string[];

  @ApiPropertyOptional({ default: false, description: 'Publish the new version at once' })
  @IsOptional()
  @IsBoolean()
  publish?: boolean;
}

export class PublishHelpArticleDto {
  @ApiProperty({ minimum: 1 })
  @IsInt()
  @Min(1)
  version: number;
}

export class RestoreHelpArticleDto extends PublishHelpArticleDto {
  @ApiPropertyOptional({ default: false, description: 'Publish the restored copy at once' })
  @IsOptional()
  @IsBoolean()
  publish?: boolean;
}

export function mapSummary(a: HelpArticle): HelpArticleSummaryDto {
  return {
    slug: a.slug,
    language: a.language,
    topic: a.topic,
    title: a.title,
    summary: a.summary,
    lines: a.lines,
    states: a.states,
    tags: a.tags,
    related: a.related,
  };
}

export function mapArticle(a: HelpArticle): HelpArticleDto {
  return { ...mapSummary(a), body: a.body, version: a.version, updatedAt: iso(a.updatedAt) };
}

export function mapSearchResult(r: HelpSearchResult): HelpSearchResultDto {
  return { ...mapSummary(r.article), excerpt: r.excerpt, score: r.score };
}

export function mapDraft(d: HelpArticleDraft): HelpArticleDraftDto {
  return {
    ...mapSummary(d),
    id: d.id,
    latestVersion: d.latestVersion,
    publishedVersion: d.publishedVersion,
    updatedAt: iso(d.updatedAt),
    updatedByName: d.updatedByName,
  };
}

export function mapVersion(v: VersionRow): HelpArticleVersionDto {
  return {
    version: v.version,
    origin: v.origin,
    restoredFrom: v.restoredFrom,
    createdAt: iso(v.createdAt),
    createdByName: v.createdByName,
    title: v.title,
    summary: v.summary,
    body: v.body,
    tags: v.tags,
  };
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
