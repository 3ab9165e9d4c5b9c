/**
 * The search parameters of the ReferralTrak lists (partner and staff) and of the pay-as-you-go
 * clients list, so a list survives a reload and a shared link; a bad value reads as absent.
 */
import type * as z from 'zod/mini';
import {
  DATE_FILTERS,
  REFERRAL_SEARCH_BY,
  REFERRAL_STATUSES,
  type ReferralStatus,
} from '@coverline/contracts';
import {
  idParam,
  listSearchSchema,
  oneOfParam,
  searchTextParam,
  sortParams,
} from '../../../ui/list';

const referralFilters = {
  searchTerm: searchTextParam,
  searchBy: oneOfParam(REFERRAL_SEARCH_BY),
  dateFilter: oneOfParam(DATE_FILTERS),
  status: oneOfParam(
    REFERRAL_STATUSES as readonly ReferralStatus[] as [ReferralStatus, ...ReferralStatus[]],
  ),
  ...sortParams(['updatedAt', 'createdAt']),
};

export const referralTrakSearchSchema = listSearchSchema(referralFilters);
export type ReferralTrakSearch = z.infer<typeof referralTrakSearchSchema>;

/** The staff list adds the referral open beside it. */
export const staffReferralTrakSearchSchema = listSearchSchema({
  ...referralFilters,
  referralId: idParam,
});
export type StaffReferralTrakSearch = z.infer<typeof staffReferralTrakSearchSchema>;

export const paygoClientsSearchSchema = listSearchSchema({ searchTerm: searchTextParam });
export type PaygoClientsSearch = z.infer<typeof paygoClientsSearchSchema>;
