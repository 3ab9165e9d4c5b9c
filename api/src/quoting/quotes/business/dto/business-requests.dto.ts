/**
 * The business's rows in a submission (locations, owners, claims), built from the contracts'
 * field tables, and the shape of the business's own fields the service writes.
 */
import {
  BUSINESS_FIELDS,
  CLAIM_FIELDS,
  LOCATION_FIELDS,
  OWNER_FIELDS,
  type CheckedFields,
} from '@coverline/contracts';
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

/** What of a submission the business takes: a missing field is kept, null clears it. */
export type BusinessFieldsInput = CheckedFields<typeof BUSINESS_FIELDS> & {
  mailingAddress?: Business['mailingAddress'];
  fein?: string | null;
  noFein?: boolean | null;
  noWebsite?: boolean | null;
};
