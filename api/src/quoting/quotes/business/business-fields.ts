/**
 * The business entity's side of the contracts' business table: which property keeps each field,
 * and the copies between the two that the answer, the submission and the writes go through.
 */
import {
  BUSINESS_FIELDS,
  fieldNames,
  type CheckedFields,
  type FieldValues,
  type SubmissionBusiness,
} from '@coverline/contracts';
import type { Business } from './entities/business.entity';

export type BusinessFieldName = keyof typeof BUSINESS_FIELDS;

/** The fields the entity keeps under its own name, the one its columns were named after. */
const STORED_AS: Partial<Record<BusinessFieldName, keyof Business>> = {
  businessName: 'legalName',
  businessDba: 'dba',
  naicsMatrixDesc: 'naicsDescription',
};

/** The entity's property that keeps a business field. */
export function storedName(field: BusinessFieldName): keyof Business {
  return STORED_AS[field] ?? (field as keyof Business);
}

/** The business's declared fields, by their names in the API. */
export function businessFields(business: Business): FieldValues<typeof BUSINESS_FIELDS> {
  return Object.fromEntries(
    fieldNames(BUSINESS_FIELDS).map((field) => [field, business[storedName(field)]]),
  ) as FieldValues<typeof BUSINESS_FIELDS>;
}

/** The business's fields the wizard's rules read: all but the NAICS code's label. */
export function submissionBusiness(business: Business): SubmissionBusiness {
  return Object.fromEntries(
    fieldNames(BUSINESS_FIELDS)
      .filter((field) => field !== 'naicsMatrixDesc')
      .map((field) => [field, business[storedName(field)]]),
  ) as SubmissionBusiness;
}

/** Copies the declared fields present in a request; null (or blank text) clears a field. */
export function writeBusinessFields(
  business: Business,
  input: CheckedFields<typeof BUSINESS_FIELDS>,
): void {
  const target = business as unknown as Record<string, unknown>;
  for (const field of fieldNames(BUSINESS_FIELDS)) {
    const value = input[field];
    if (value !== undefined) target[storedName(field)] = value === '' ? null : value;
  }
}

/** Every declared field empty, by the entity's names. */
export function blankBusinessFieldValues(): Partial<Business> {
  return Object.fromEntries(fieldNames(BUSINESS_FIELDS).map((field) => [storedName(field), null]));
}
