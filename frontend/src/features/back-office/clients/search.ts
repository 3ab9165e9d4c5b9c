/**
 * The clients list's search parameters, so a page survives a reload and a shared link; a bad
 * value reads as absent, not an error.
 */
import type * as z from 'zod/mini';
import { listSearchSchema, searchTextParam } from '../../../ui/list';

export const clientsSearchSchema = listSearchSchema({ searchTerm: searchTextParam });
export type ClientsSearch = z.infer<typeof clientsSearchSchema>;
