/** The staff list of broker-of-record applications: its page and status filter, in the URL. */
import type * as z from 'zod/mini';
import type { BorStatus } from '@coverline/contracts/generated/model';
import { listSearchSchema, oneOfParam, searchTextParam } from '../../../ui/list';

/** The statuses staff filter by, in the order an application goes through them. */
export const BOR_STATUSES = [
  'draft',
  'submitted',
  'signed',
  'sent_to_carrier',
  'accepted',
  'declined_by_carrier',
] as const satisfies readonly BorStatus[];

export const staffBorSearchSchema = listSearchSchema({
  status: oneOfParam(BOR_STATUSES),
  searchTerm: searchTextParam,
});
export type StaffBorSearch = z.infer<typeof staffBorSearchSchema>;
