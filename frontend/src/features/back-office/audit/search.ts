/** The audit page's search parameters: the page and the person, so a link shows the same list. */
import { searchParams } from '../../../lib/search';
import { pageNumber, userId } from '../applications/search';

export const validateAuditSearch = searchParams({ page: pageNumber, userId });

export type AuditSearch = ReturnType<typeof validateAuditSearch>;
