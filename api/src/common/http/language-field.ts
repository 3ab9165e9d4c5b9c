import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LANGUAGES } from '@coverline/contracts';

/** An optional `language` field: the language the person reads the product and its mails in. */
export const LanguageField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ enum: LANGUAGES, enumName: 'Language', description }),
    IsOptional(),
    IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}.` }),
  );
