/**
 * The business's rows in a submission (locations, owners, claims), built from the contracts'
 * field tables, and the shape of the business's own fields the service writes.
 */
import { CLAIM_FIELDS, LOCATION_FIELDS, OWNER_FIELDS } from '@coverline/contracts';
import type { Business } from '../entities/business.entity';
import { RequestFields } from './field-decorators';

export class LocationDto extends RequestFields(
  LOCATION_FIELDS,
  'Keeps the id of a location already saved',
) {}

export class OwnerDto extends RequestFields(
  OWNER_FIELDS,
  'Keeps the id of an owner already saved',
) {}

export class ClaimDto extends RequestFields(CLAIM_FIELDS) {}

/** The business's own fields in a submission, by their name in the submission. */
export const BUSINESS_SCALAR_FIELDS = {
  businessName: 'legalName',
  businessDba: 'dba',
  naicsCode: 'naicsCode',
  masterIndexCode: 'masterIndexCode',
  naicsMatrixDesc: 'naicsDescription',
  employees: 'employees',
  ownersCount: 'ownersCount',
  yearEstablished: 'yearEstablished',
  yearsOfExperience: 'yearsOfExperience',
  annualSalesCents: 'annualSalesCents',
  payrollCents: 'payrollCents',
  website: 'website',
  legalEntity: 'legalEntity',
  mailingAddress: 'mailingAddress',
} as const satisfies Record<string, keyof Business>;

/** What of a submission the business takes: a missing field is kept, null clears it. */
export type BusinessFieldsInput = {
  [K in keyof typeof BUSINESS_SCALAR_FIELDS]?: Business[(typeof BUSINESS_SCALAR_FIELDS)[K]] | null;
} & {
  fein?: string | null;
  noFein?: boolean | null;
  noWebsite?: boolean | null;
};
