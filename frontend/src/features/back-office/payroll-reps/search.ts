/** The payroll reps list's search parameters (page, searchTerm), as the agents list's. */
import { validateAgentsSearch } from '../agents/search';

export const validatePayrollRepsSearch = validateAgentsSearch;
export type PayrollRepsSearch = ReturnType<typeof validatePayrollRepsSearch>;
