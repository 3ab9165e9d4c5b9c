import * as z from 'zod/mini';
import { ContentStatus, type CoverageTextKind } from '@coverline/contracts';
import type { CoverageTextDto, PutCoverageTextDto } from '@coverline/contracts/generated/model';
import { lines, optionalText, requiredText } from '../schemas';

export const COVERAGE_TEXT_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;
const ITEMS_MAX = 50;
const ITEM_MAX_LENGTH = 500;

const listField = z.string().check(
  z.refine((value) => lines(value).length <= ITEMS_MAX, 'texts.validation.itemsCount'),
  z.refine(
    (value) => lines(value).every((line) => line.length <= ITEM_MAX_LENGTH),
    'texts.validation.itemLength',
  ),
);

/** `taken` holds the names already used, so creating never overwrites another text. */
export function coverageTextSchema(taken: readonly string[]) {
  return z.object({
    name: z.string().check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'validation.required'),
      z.regex(COVERAGE_TEXT_NAME_PATTERN, 'texts.validation.name'),
      z.refine((value) => !taken.includes(value), 'texts.validation.nameTaken'),
    ),
    status: z.enum(ContentStatus),
    title: requiredText(200),
    body: optionalText(5000),
    whatIsCovered: listField,
    whatIsNotCovered: listField,
    freeText: optionalText(5000),
  });
}

export type CoverageTextValues = z.infer<ReturnType<typeof coverageTextSchema>>;

export function coverageTextValues(text?: CoverageTextDto): CoverageTextValues {
  return {
    name: text?.name ?? '',
    status: text?.status ?? ContentStatus.Draft,
    title: text?.title ?? '',
    body: text?.body ?? '',
    whatIsCovered: (text?.whatIsCovered ?? []).join('\n'),
    whatIsNotCovered: (text?.whatIsNotCovered ?? []).join('\n'),
    freeText: text?.freeText ?? '',
  };
}

export function coverageTextBody(
  values: CoverageTextValues,
  kind: CoverageTextKind,
): PutCoverageTextDto {
  return {
    name: values.name,
    kind,
    status: values.status,
    title: values.title,
    body: values.body,
    whatIsCovered: lines(values.whatIsCovered),
    whatIsNotCovered: lines(values.whatIsNotCovered),
    freeText: values.freeText,
  };
}
