/** The payroll reps list's search parameters (page, page size, searchTerm, state). */
import type * as z from 'zod/mini';
import type { PayrollRepState } from '@coverline/contracts/generated/model';
import { listSearchSchema, oneOfParam, searchTextParam } from '../../../ui/list';

/** Where a rep's access stands, in the order an admin looks at them. */
export const PAYROLL_REP_STATES = [
  'awaiting_approval',
  'active',
  'inactive',
  'rejected',
] as const satisfies readonly PayrollRepState[];

export const payrollRepsSearchSchema = listSearchSchema({
  searchTerm: searchTextParam,
  state: oneOfParam(PAYROLL_REP_STATES),
});
export type PayrollRepsSearch = z.infer<typeof payrollRepsSearchSchema>;
