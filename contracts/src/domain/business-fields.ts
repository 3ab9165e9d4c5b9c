/**
 * The fields of a business (its own, then its locations, owners and officers, and claims),
 * declared once. The API's request and response classes, its columns, mappings and blank rows,
 * the submission the wizard's rules read and the web wizard's values are all derived from these
 * tables: a new field is a line here and a column in a migration.
 */
import { Limits } from './limits';
import {
  CONSTRUCTIONS,
  OWNER_INCLUSIONS,
  PROPERTY_TYPES,
  SIGNATURE_STATUSES,
  QuoteLimits,
  SignatureStatus,
} from './quotes';
import { ENTITY_TYPES, STATE_CODES, US_STATE_CODES } from './reference-data';

/**
 * What a field holds and how a request's value is checked. Every field is nullable unless it has
 * an `initial` value, which a new row starts with; an `answerOnly` field is kept by the server
 * and answered, never accepted from a submission.
 */
export type FieldSpec = (
  | /** Text, trimmed. */ { kind: 'text'; maxLength: number; example?: string }
  | /** One of a fixed list, answered with its enum. */ {
      kind: 'choice';
      values: readonly string[];
      enumName: string;
    }
  | /** A state code, typed in any case; answered as plain text. */ {
      kind: 'stateCode';
      values: readonly string[];
      enumName: string;
    }
  | /** Text matching a pattern (trimmed first when `trim`); `mustBe` ends a mismatch's message. */ {
      kind: 'pattern';
      pattern: RegExp;
      mustBe: string;
      trim?: true;
      example?: string;
    }
  | /** An email address, lower-cased. */ { kind: 'email' }
  | { kind: 'flag' }
  | /** Money in cents: a whole, non-negative number. */ { kind: 'cents' }
  | { kind: 'whole'; min: number; max: number }
  | { kind: 'decimal'; min: number; max: number; decimals: number }
  | /** A calendar day as YYYY-MM-DD. */ { kind: 'date' }
) & { initial?: string | boolean; answerOnly?: true };

export type FieldTable = Readonly<Record<string, FieldSpec>>;

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** A workers compensation class code: four digits. */
export const CLASS_CODE_PATTERN = /^\d{4}$/;

/**
 * The business's own fields, by their names in a submission. The FEIN, its "we have none" and
 * "no website" ticks and the mailing address are not here: each is written its own way.
 */
export const BUSINESS_FIELDS = {
  businessName: {
    kind: 'text',
    maxLength: QuoteLimits.businessNameMaxLength,
    example: 'Acme Landscaping LLC',
  },
  businessDba: { kind: 'text', maxLength: QuoteLimits.businessNameMaxLength },
  naicsCode: { kind: 'pattern', pattern: /^\d{2,6}$/, mustBe: 'a NAICS code', example: '561730' },
  masterIndexCode: { kind: 'text', maxLength: 20 },
  naicsMatrixDesc: { kind: 'text', maxLength: 200 },
  employees: { kind: 'whole', min: 0, max: Limits.employeesMax },
  ownersCount: { kind: 'whole', min: 1, max: 50 },
  yearEstablished: { kind: 'whole', min: 1000, max: 9999 },
  yearsOfExperience: { kind: 'whole', min: 0, max: Limits.yearsOfExperienceMax },
  annualSalesCents: { kind: 'cents' },
  payrollCents: { kind: 'cents' },
  website: { kind: 'text', maxLength: QuoteLimits.websiteMaxLength },
  legalEntity: { kind: 'choice', values: ENTITY_TYPES, enumName: 'EntityType' },
} as const satisfies FieldTable;

export const LOCATION_FIELDS = {
  address: { kind: 'text', maxLength: 200, example: '100 Main St' },
  address2: { kind: 'text', maxLength: 200 },
  city: { kind: 'text', maxLength: 100, example: 'Springfield' },
  state: { kind: 'stateCode', values: STATE_CODES, enumName: 'StateCode' },
  zip: {
    kind: 'pattern',
    pattern: ZIP_PATTERN,
    mustBe: 'a valid zip code',
    trim: true,
    example: '62701',
  },
  primary: { kind: 'flag', initial: false },
  buildingType: { kind: 'choice', values: PROPERTY_TYPES, enumName: 'PropertyType' },
  sprinklers: { kind: 'flag' },
  bppCoverageCents: { kind: 'cents' },
  buildingCoverageCents: { kind: 'cents' },
  squareFootage: { kind: 'whole', min: 1, max: Limits.squareFootageMax },
  yearBuilt: { kind: 'whole', min: 1000, max: 9999 },
  construction: { kind: 'choice', values: CONSTRUCTIONS, enumName: 'Construction' },
  stories: { kind: 'whole', min: 0, max: 200 },
  homeOffice: { kind: 'flag' },
} as const satisfies FieldTable;

export const OWNER_FIELDS = {
  firstName: { kind: 'text', maxLength: Limits.nameMaxLength },
  lastName: { kind: 'text', maxLength: Limits.nameMaxLength },
  primaryWorkState: { kind: 'stateCode', values: US_STATE_CODES, enumName: 'UsStateCode' },
  title: { kind: 'text', maxLength: 100, example: 'President' },
  ownershipPercent: {
    kind: 'decimal',
    min: 0,
    max: Limits.ownershipMax,
    decimals: Limits.ownershipDecimals,
  },
  inclusion: { kind: 'choice', values: OWNER_INCLUSIONS, enumName: 'OwnerInclusion' },
  payrollEstimateCents: { kind: 'cents' },
  classCode: {
    kind: 'pattern',
    pattern: CLASS_CODE_PATTERN,
    mustBe: 'a valid class code',
    example: '8810',
  },
  email: { kind: 'email' },
  /** The signature flow's to set; edits of the owner keep it. */
  signatureStatus: {
    kind: 'choice',
    values: SIGNATURE_STATUSES,
    enumName: 'SignatureStatus',
    initial: SignatureStatus.NotSent,
    answerOnly: true,
  },
} as const satisfies FieldTable;

export const CLAIM_FIELDS = {
  description: { kind: 'text', maxLength: Limits.textMaxLength },
  amountOfLossCents: { kind: 'cents' },
  date: { kind: 'date' },
  open: { kind: 'flag' },
} as const satisfies FieldTable;

/** The value a field holds once checked: a choice narrows to its values. */
export type FieldValue<S extends FieldSpec> = S extends {
  kind: 'choice';
  values: readonly (infer V)[];
}
  ? V
  : S extends { kind: 'flag' }
    ? boolean
    : S extends { kind: 'cents' | 'whole' | 'decimal' }
      ? number
      : string;

/** The value a field may hold before it is checked: any text where a choice is expected. */
type LooseValue<S extends FieldSpec> = S extends { kind: 'flag' }
  ? boolean
  : S extends { kind: 'cents' | 'whole' | 'decimal' }
    ? number
    : string;

/** The fields a submission may carry: all but the answer-only ones. */
export type SubmittedKey<F extends FieldTable> = {
  [K in keyof F]: F[K] extends { answerOnly: true } ? never : K;
}[keyof F] &
  string;

/** A row as stored and answered: every field, null when unset unless it starts with a value. */
export type FieldValues<F extends FieldTable> = {
  -readonly [K in keyof F]: F[K] extends { initial: string | boolean }
    ? FieldValue<F[K]>
    : FieldValue<F[K]> | null;
};

/** A row of a request, checked: any field may be left out; null clears it. */
export type CheckedFields<F extends FieldTable> = {
  -readonly [K in SubmittedKey<F>]?: FieldValue<F[K]> | null;
};

/** A row of a submission as the wizard's rules read it: nothing is checked yet. */
export type SubmittedFields<F extends FieldTable> = {
  -readonly [K in SubmittedKey<F>]?: LooseValue<F[K]> | null;
};

/** The names of a table's fields, in their declared order. */
export function fieldNames<F extends FieldTable>(table: F): Array<keyof F & string> {
  return Object.keys(table);
}

/** The names of the fields a submission carries, in their declared order. */
export function submittedFieldNames<F extends FieldTable>(table: F): Array<SubmittedKey<F>> {
  return Object.keys(table).filter((name) => !table[name].answerOnly) as Array<SubmittedKey<F>>;
}

/** A new row: every field null, or the value it starts with. */
export function blankFields<F extends FieldTable>(table: F): FieldValues<F> {
  return Object.fromEntries(
    Object.entries(table).map(([name, spec]) => [name, spec.initial ?? null]),
  ) as FieldValues<F>;
}

/** A row's declared fields, copied: whatever else the row carries stays behind. */
export function pickFields<F extends FieldTable>(row: FieldValues<F>, table: F): FieldValues<F> {
  return Object.fromEntries(fieldNames(table).map((name) => [name, row[name]])) as FieldValues<F>;
}

/** The fields of a row that a submission carries, copied. */
export function pickSubmittedFields<F extends FieldTable>(
  row: SubmittedFields<F>,
  table: F,
): SubmittedFields<F> {
  return Object.fromEntries(
    submittedFieldNames(table).map((name) => [name, row[name]]),
  ) as SubmittedFields<F>;
}
