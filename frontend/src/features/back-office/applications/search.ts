/**
 * The search parameters every applications tab route accepts, so a list (its page, filters, sort
 * and agent) survives a reload and a shared link; a bad value reads as absent, not an error.
 */
import type * as z from 'zod/mini';
import { APPLICATION_TABS, DATE_FILTERS, type ApplicationTab } from '@coverline/contracts';
import {
  idParam,
  listSearchSchema,
  oneOfParam,
  searchTextParam,
  sortParams,
} from '../../../ui/list';

export const APPLICATION_SORTS = ['updatedAt', 'createdAt'] as const;

export const applicationsSearchSchema = listSearchSchema({
  userId: idParam,
  searchTerm: searchTextParam,
  dateFilter: oneOfParam(DATE_FILTERS),
  ...sortParams(APPLICATION_SORTS),
});

export type ApplicationsSearch = z.infer<typeof applicationsSearchSchema>;

/** The route of each tab. */
export const TAB_PATHS = Object.fromEntries(
  APPLICATION_TABS.map((tab) => [tab, `/dashboard/applications/${tab}`]),
) as Record<ApplicationTab, `/dashboard/applications/${ApplicationTab}`>;

/** The Leads view's search parameters: its page and the order of the leads. */
export const leadsSearchSchema = listSearchSchema({ ...sortParams(['createdAt'] as const) });
export type LeadsSearch = z.infer<typeof leadsSearchSchema>;
