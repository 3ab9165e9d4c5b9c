/**
 * The search parameters of the ReferralTrak lists (partner and staff) and of the pay-as-you-go
 * clients list, so a list survives a reload and a shared link; a bad value is dropped.
 */
import {
  DATE_FILTERS,
  REFERRAL_SEARCH_BY,
  REFERRAL_STATUSES,
  type ReferralStatus,
} from '@coverline/contracts';
import { oneOf, searchParams, text, type SearchParam } from '../../../lib/search';
import { pageNumber, userId } from '../../back-office/applications/search';

const term: SearchParam<string> = (value) => {
  const s = text(value);
  return s !== undefined && s.length <= 100 ? s : undefined;
};

const status: SearchParam<ReferralStatus> = (value) =>
  typeof value === 'string' && (REFERRAL_STATUSES as readonly string[]).includes(value)
    ? (value as ReferralStatus)
    : undefined;

export const validateReferralTrakSearch = searchParams({
  page: pageNumber,
  searchTerm: term,
  searchBy: oneOf(REFERRAL_SEARCH_BY),
  dateFilter: oneOf(DATE_FILTERS),
  status,
  sort: oneOf(['updatedAt', 'createdAt'] as const),
  order: oneOf(['ASC', 'DESC'] as const),
});
export type ReferralTrakSearch = ReturnType<typeof validateReferralTrakSearch>;

/** The staff list adds the referral open beside it. */
export const validateStaffReferralTrakSearch = searchParams({
  page: pageNumber,
  searchTerm: term,
  searchBy: oneOf(REFERRAL_SEARCH_BY),
  dateFilter: oneOf(DATE_FILTERS),
  status,
  sort: oneOf(['updatedAt', 'createdAt'] as const),
  order: oneOf(['ASC', 'DESC'] as const),
  referralId: userId,
});
export type StaffReferralTrakSearch = ReturnType<typeof validateStaffReferralTrakSearch>;

export const validatePaygoClientsSearch = searchParams({ page: pageNumber, searchTerm: term });
export type PaygoClientsSearch = ReturnType<typeof validatePaygoClientsSearch>;
