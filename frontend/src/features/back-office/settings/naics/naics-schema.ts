import * as z from 'zod/mini';
import { checkPayrollStates, ReferenceLimits } from '@coverline/contracts';
import type { NaicsMappingDto, NaicsMappingInputDto } from '@coverline/contracts/generated/model';
import { optionalPattern, optionalText, orNull, requiredText } from '../schemas';

/** Code formats the API checks; the same patterns here give the message beside the field. */
export const NaicsPatterns = {
  masterIndexCode: /^[A-Z0-9][A-Z0-9-]{0,19}$/,
  naicsCode: /^[0-9]{6}$/,
  hartfordSpectrumCode: /^[0-9A-Z]{1,10}$/,
  wcClassCode: /^[0-9]{4}$/,
  glClassCode: /^[0-9]{5}$/,
  externalQuoterCode: /^[\w.-]{1,50}$/,
  externalQuoterHash: /^[A-Za-z0-9+/=_-]{1,128}$/,
} as const;

const KEYWORDS_MAX = 30;
const KEYWORD_MAX_LENGTH = 60;

const filled = (value: string) => value.trim() !== '';

const customClassCode = z
  .object({
    code: z
      .string()
      .check(z.trim(), z.regex(NaicsPatterns.wcClassCode, 'naics.validation.wcClassCode')),
    question: optionalText(500),
    description: optionalText(500),
  })
  .check(
    z.refine((value) => filled(value.question) || filled(value.description), {
      path: ['question'],
      message: 'naics.validation.questionOrDescription',
    }),
  );

export const naicsSchema = z.object({
  masterIndexCode: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, 'validation.required'),
      z.regex(NaicsPatterns.masterIndexCode, 'naics.validation.masterIndexCode'),
    ),
  masterIndexDescription: requiredText(200),
  naicsCode: z
    .string()
    .check(z.trim(), z.regex(NaicsPatterns.naicsCode, 'naics.validation.naicsCode')),
  naicsDescription: optionalText(200),
  hartfordSpectrumCode: z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.refine(
      (value) => value === '' || NaicsPatterns.hartfordSpectrumCode.test(value),
      'naics.validation.hartfordSpectrumCode',
    ),
  ),
  hartfordSpectrumDescription: optionalText(200),
  employersDescription: optionalText(200),
  payrollState: z.string().check(
    z.overwrite((value) => value.replace(/\s+/g, '').toUpperCase()),
    z.maxLength(200, 'validation.maxLength:200'),
    z.refine(
      (value) => value === '' || checkPayrollStates(value) === null,
      'naics.validation.payrollState',
    ),
  ),
  wcClassCode: optionalPattern(NaicsPatterns.wcClassCode, 'naics.validation.wcClassCode'),
  wcClassQuestion: optionalText(500),
  wcClassDescription: optionalText(500),
  customClassCodes: z
    .array(customClassCode)
    .check(z.maxLength(ReferenceLimits.customClassCodesMax)),
  glClassCode: optionalPattern(NaicsPatterns.glClassCode, 'naics.validation.glClassCode'),
  glClassDescription: optionalText(200),
  externalQuoterCode: optionalPattern(
    NaicsPatterns.externalQuoterCode,
    'naics.validation.externalQuoterCode',
  ),
  externalQuoterHash: optionalPattern(
    NaicsPatterns.externalQuoterHash,
    'naics.validation.externalQuoterHash',
  ),
  externalQuoterDescription: optionalText(200),
  keywords: z.string().check(
    z.refine(
      (value) => keywordList(value).length <= KEYWORDS_MAX,
      'naics.validation.keywordsCount',
    ),
    z.refine(
      (value) => keywordList(value).every((keyword) => keyword.length <= KEYWORD_MAX_LENGTH),
      'naics.validation.keywordLength',
    ),
  ),
});

export type NaicsValues = z.infer<typeof naicsSchema>;

/** Keywords are typed as one comma-separated line. */
export function keywordList(value: string): string[] {
  return value
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

export const emptyCustomClassCode = { code: '', question: '', description: '' };

export function naicsValues(mapping?: NaicsMappingDto): NaicsValues {
  return {
    masterIndexCode: mapping?.masterIndexCode ?? '',
    masterIndexDescription: mapping?.masterIndexDescription ?? '',
    naicsCode: mapping?.naicsCode ?? '',
    naicsDescription: mapping?.naicsDescription ?? '',
    hartfordSpectrumCode: mapping?.hartfordSpectrumCode ?? '',
    hartfordSpectrumDescription: mapping?.hartfordSpectrumDescription ?? '',
    employersDescription: mapping?.employersDescription ?? '',
    payrollState: mapping?.payrollState ?? '',
    wcClassCode: mapping?.wcClassCode ?? '',
    wcClassQuestion: mapping?.wcClassQuestion ?? '',
    wcClassDescription: mapping?.wcClassDescription ?? '',
    customClassCodes: (mapping?.customClassCodes ?? []).map((code) => ({
      code: code.code,
      question: code.question ?? '',
      description: code.description ?? '',
    })),
    glClassCode: mapping?.glClassCode ?? '',
    glClassDescription: mapping?.glClassDescription ?? '',
    externalQuoterCode: mapping?.externalQuoterCode ?? '',
    externalQuoterHash: mapping?.externalQuoterHash ?? '',
    externalQuoterDescription: mapping?.externalQuoterDescription ?? '',
    keywords: (mapping?.keywords ?? []).join(', '),
  };
}

/** The whole entry (PUT replaces it), keeping whether it is archived. */
export function naicsBody(values: NaicsValues, archived: boolean): NaicsMappingInputDto {
  return {
    masterIndexCode: values.masterIndexCode,
    masterIndexDescription: values.masterIndexDescription,
    naicsCode: values.naicsCode,
    naicsDescription: orNull(values.naicsDescription),
    hartfordSpectrumCode: orNull(values.hartfordSpectrumCode),
    hartfordSpectrumDescription: orNull(values.hartfordSpectrumDescription),
    employersDescription: orNull(values.employersDescription),
    payrollState: orNull(values.payrollState),
    wcClassCode: orNull(values.wcClassCode),
    wcClassQuestion: orNull(values.wcClassQuestion),
    wcClassDescription: orNull(values.wcClassDescription),
    customClassCodes: values.customClassCodes.map((code) => ({
      code: code.code,
      question: orNull(code.question),
      description: orNull(code.description),
    })),
    glClassCode: orNull(values.glClassCode),
    glClassDescription: orNull(values.glClassDescription),
    externalQuoterCode: orNull(values.externalQuoterCode),
    externalQuoterHash: orNull(values.externalQuoterHash),
    externalQuoterDescription: orNull(values.externalQuoterDescription),
    keywords: keywordList(values.keywords),
    archived,
  };
}
