/** The payroll reps list's search parameters (page, page size, searchTerm), as the agents list's. */
import type * as z from 'zod/mini';
import { listSearchSchema, searchTextParam } from '../../../ui/list';

export const payrollRepsSearchSchema = listSearchSchema({ searchTerm: searchTextParam });
export type PayrollRepsSearch = z.infer<typeof payrollRepsSearchSchema>;
