/** The audit page's search parameters: the page and the person, so a link shows the same list. */
import type * as z from 'zod/mini';
import { idParam, listSearchSchema } from '../../../ui/list';

export const auditSearchSchema = listSearchSchema({ userId: idParam });
export type AuditSearch = z.infer<typeof auditSearchSchema>;
