import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ANSWER_TYPES,
  AnswerType,
  CARRIER_NAMES,
  CarrierName,
  COVERAGE_TYPES,
  CoverageType,
  ENTITY_TYPES,
  Language,
  ReferenceLimits,
  type EntityType,
} from '@coverline/contracts';
import { LanguageField } from '../../../../common/http/language-field';
import { inReaderLanguage, READER_LANGUAGE } from '../../common/reader-language';
import { emptyToNull, trim } from '../../common/transforms';
import type { OwnerTitles } from '../entities/owner-titles.entity';
import type { QuestionSet } from '../entities/question-set.entity';

export class QuestionOptionDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  value: string;

  @ApiProperty({ maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  label: string;
}

export class QuestionDto {
  @ApiProperty({ maxLength: 64, example: 'usesSubcontractors', description: 'Stable answer key' })
  @IsString()
  @Matches(/^[A-Za-z][\w-]{0,63}$/, {
    message: 'id must start with a letter: letters, digits, - or _.',
  })
  id: string;

  @ApiProperty({ maxLength: 500 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'text is required.' })
  @MaxLength(500)
  text: string;

  @ApiProperty({ enum: ANSWER_TYPES, enumName: 'AnswerType' })
  @IsIn(ANSWER_TYPES, { message: `answerType must be one of ${ANSWER_TYPES.join(', ')}.` })
  answerType: AnswerType;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  required?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  helpText?: string | null;

  @ApiPropertyOptional({ type: [QuestionOptionDto], description: 'Required for select questions' })
  // Other answer types ignore options.
  @ValidateIf((q: QuestionDto) => q.answerType === AnswerType.Select)
  @ValidateNested({ each: true })
  @Type(() => QuestionOptionDto)
  @ArrayMaxSize(50)
  @ArrayMinSize(1, { message: 'options are required for a select question.' })
  @IsArray({ message: 'options are required for a select question.' })
  options?: QuestionOptionDto[];

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Lowest number answer' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  min?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Highest number answer' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  max?: number | null;
}

/** The line a question set is for, workers compensation unless named. */
const CoverageQuery = () =>
  applyDecorators(
    IsIn(COVERAGE_TYPES),
    IsOptional(),
    ApiPropertyOptional({
      enum: COVERAGE_TYPES,
      enumName: 'CoverageType',
      default: CoverageType.WorkersCompensation,
    }),
  );

export class QuestionSetQueryDto {
  @ApiPropertyOptional({
    enum: CARRIER_NAMES,
    enumName: 'CarrierName',
    default: CarrierName.Default,
  })
  @IsOptional()
  @IsIn(CARRIER_NAMES)
  carrier?: CarrierName;

  @CoverageQuery()
  coverage?: CoverageType;

  @LanguageField(READER_LANGUAGE)
  language?: Language;
}

export class CarrierQuestionSetQueryDto {
  @CoverageQuery()
  coverage?: CoverageType;

  @LanguageField(READER_LANGUAGE)
  language?: Language;
}

export class CarrierQuestionSetInputDto {
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsIn(COVERAGE_TYPES, { message: `coverage must be one of ${COVERAGE_TYPES.join(', ')}.` })
  coverage: CoverageType;

  @ApiProperty({ type: [QuestionDto], maxItems: ReferenceLimits.questionsPerSetMax })
  @IsArray()
  @ArrayMaxSize(ReferenceLimits.questionsPerSetMax)
  @ValidateNested({ each: true })
  @Type(() => QuestionDto)
  questions: QuestionDto[];
}

export class QuestionSetInputDto extends CarrierQuestionSetInputDto {
  @ApiProperty({ enum: CARRIER_NAMES, enumName: 'CarrierName' })
  @IsIn(CARRIER_NAMES, { message: `carrier must be one of ${CARRIER_NAMES.join(', ')}.` })
  carrier: CarrierName;
}

export class QuestionResponseDto {
  @ApiProperty() id: string;
  @ApiProperty() text: string;
  @ApiProperty({ enum: ANSWER_TYPES, enumName: 'AnswerType' }) answerType: AnswerType;
  @ApiProperty() required: boolean;
  @ApiProperty({ type: String, nullable: true }) helpText: string | null;
  @ApiProperty({ type: [QuestionOptionDto] }) options: QuestionOptionDto[];
  @ApiProperty({ type: Number, nullable: true }) min: number | null;
  @ApiProperty({ type: Number, nullable: true }) max: number | null;
}

export class QuestionSetDto {
  @ApiProperty({
    enum: CARRIER_NAMES,
    enumName: 'CarrierName',
    description: 'The carrier whose set this is: Default when the asked carrier has none',
  })
  carrier: CarrierName;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) coverage: CoverageType;
  @ApiProperty({ type: [QuestionResponseDto] }) questions: QuestionResponseDto[];
  @ApiProperty({ type: String, nullable: true }) updatedAt: string | null;
}

export class OwnerTitlesInputDto {
  @ApiProperty({ enum: ENTITY_TYPES, enumName: 'EntityType' })
  @IsIn(ENTITY_TYPES, { message: `entityType must be one of ${ENTITY_TYPES.join(', ')}.` })
  entityType: EntityType;

  @ApiProperty({ type: [String], minItems: 1, maxItems: 50 })
  @IsArray()
  @ArrayMinSize(1, { message: 'titles must list at least one title.' })
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(100, { each: true })
  @ArrayUnique()
  titles: string[];
}

export class OwnerTitlesQueryDto {
  @LanguageField(READER_LANGUAGE)
  language?: Language;
}

/** A title as the owner step offers it: the stored English is the value kept on the owner. */
export class OwnerTitleOptionDto {
  @ApiProperty({ example: 'President' }) value: string;
  @ApiProperty({ example: 'Presidente', description: "The title in the reader's language" })
  label: string;
}

export class OwnerTitlesDto {
  @ApiProperty({ enum: ENTITY_TYPES, enumName: 'EntityType' }) entityType: EntityType;
  @ApiProperty({ type: [String] }) titles: string[];
  @ApiProperty({ type: [OwnerTitleOptionDto], description: 'The titles, labelled for the reader' })
  options: OwnerTitleOptionDto[];
}

/**
 * The set as the reader reads it: in Spanish, each text, help and answer label that has a Spanish
 * wording of its current English; answer values and everything else as stored.
 */
export function mapQuestionSet(
  set: Pick<QuestionSet, 'carrier' | 'coverage' | 'questions'> & { updatedAt: Date | null },
  language: Language = Language.English,
): QuestionSetDto {
  const say = (text: string) => inReaderLanguage(text, language);
  return {
    carrier: set.carrier,
    coverage: set.coverage,
    questions: set.questions.map((q) => ({
      id: q.id,
      text: say(q.text),
      answerType: q.answerType,
      required: q.required,
      helpText: q.helpText === null ? null : say(q.helpText),
      options: q.options.map((o) => ({ value: o.value, label: say(o.label) })),
      min: q.min,
      max: q.max,
    })),
    updatedAt: set.updatedAt?.toISOString() ?? null,
  };
}

export function mapOwnerTitles(
  t: OwnerTitles,
  language: Language = Language.English,
): OwnerTitlesDto {
  return {
    entityType: t.entityType,
    titles: t.titles,
    options: t.titles.map((title) => ({
      value: title,
      label: inReaderLanguage(title, language, 'ownerTitle'),
    })),
  };
}
