import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  CONTENT_STATUSES,
  COVERAGE_TEXT_KINDS,
  Language,
  type ContentStatus,
  type CoverageTextKind,
} from '@coverline/contracts';
import { LanguageField } from '../../../../common/http/language-field';
import { inReaderLanguage, READER_LANGUAGE } from '../../common/reader-language';
import { trim } from '../../common/transforms';
import type { CoverageText } from '../entities/coverage-text.entity';

const BODY_MAX = 5000;
const ITEM_MAX = 500;
const ITEMS_MAX = 50;
const NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;
const NAME_MESSAGE = 'name must be lower-case letters, digits and hyphens (up to 100).';

/** A list of short texts (what is or is not covered); its parts in the order they register. */
const ItemListField = () =>
  applyDecorators(
    MaxLength(ITEM_MAX, { each: true }),
    IsNotEmpty({ each: true }),
    IsString({ each: true }),
    ArrayMaxSize(ITEMS_MAX),
    IsArray(),
    IsOptional(),
    ApiPropertyOptional({ type: [String], maxItems: ITEMS_MAX, default: [] }),
  );

export class CoverageTextNameParamDto {
  @ApiProperty({ maxLength: 100, example: 'wc' })
  @IsString()
  @Matches(NAME_PATTERN, { message: NAME_MESSAGE })
  name: string;
}

/** The reader's language of a coverage text read. */
export class CoverageTextReaderQueryDto {
  @LanguageField(READER_LANGUAGE)
  language?: Language;
}

export class CoverageTextsQueryDto extends CoverageTextReaderQueryDto {
  @ApiPropertyOptional({ enum: COVERAGE_TEXT_KINDS, enumName: 'CoverageTextKind' })
  @IsOptional()
  @IsIn(COVERAGE_TEXT_KINDS)
  kind?: CoverageTextKind;
}

/** The whole text: PUT creates it under its name or replaces it. */
export class PutCoverageTextDto {
  @ApiProperty({ maxLength: 100, description: 'Lower-case key, e.g. wc or popup-waiver' })
  @IsString()
  @Matches(NAME_PATTERN, { message: NAME_MESSAGE })
  name: string;

  @ApiProperty({ enum: COVERAGE_TEXT_KINDS, enumName: 'CoverageTextKind' })
  @IsIn(COVERAGE_TEXT_KINDS, { message: `kind must be one of ${COVERAGE_TEXT_KINDS.join(', ')}.` })
  kind: CoverageTextKind;

  @ApiProperty({ enum: CONTENT_STATUSES, enumName: 'ContentStatus' })
  @IsIn(CONTENT_STATUSES, { message: `status must be one of ${CONTENT_STATUSES.join(', ')}.` })
  status: ContentStatus;

  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'title is required.' })
  @MaxLength(200)
  title: string;

  @ApiPropertyOptional({ maxLength: BODY_MAX, default: '' })
  @IsOptional()
  @IsString()
  @MaxLength(BODY_MAX)
  body?: string;

  @ItemListField()
  whatIsCovered?: string[];

  @ItemListField()
  whatIsNotCovered?: string[];

  @ApiPropertyOptional({ maxLength: BODY_MAX, default: '' })
  @IsOptional()
  @IsString()
  @MaxLength(BODY_MAX)
  freeText?: string;
}

export class CoverageTextDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: COVERAGE_TEXT_KINDS, enumName: 'CoverageTextKind' }) kind: CoverageTextKind;
  @ApiProperty({ enum: CONTENT_STATUSES, enumName: 'ContentStatus' }) status: ContentStatus;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty({ type: [String] }) whatIsCovered: string[];
  @ApiProperty({ type: [String] }) whatIsNotCovered: string[];
  @ApiProperty() freeText: string;
  @ApiProperty() updatedAt: string;
}

/** The text as the reader reads it: in Spanish, each part with a Spanish wording of its English. */
export function mapCoverageText(
  t: CoverageText,
  language: Language = Language.English,
): CoverageTextDto {
  const say = (text: string) => inReaderLanguage(text, language);
  return {
    id: t.id,
    name: t.name,
    kind: t.kind,
    status: t.status,
    title: say(t.title),
    body: say(t.body),
    whatIsCovered: t.whatIsCovered.map(say),
    whatIsNotCovered: t.whatIsNotCovered.map(say),
    freeText: say(t.freeText),
    updatedAt: t.updatedAt.toISOString(),
  };
}
