/** What the policy detail page asks for first, fetched by its route as the page's code loads. */
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetBillingInfoQueryOptions,
  getListPaymentsQueryOptions,
} from '@coverline/contracts/generated/billing/billing';
import { getGetPolicyBillingQueryOptions } from '@coverline/contracts/generated/policy-billing/policy-billing';
import { getMyPoliciesQueryOptions } from '@coverline/contracts/generated/policies/policies';

/** More bound policies than a small business holds: the detail finds its own among them. */
export const LIST_SIZE = 100;

/**
 * Starts loading, with the page's code, the policy and what the sections on its first screen
 * show: they render filled in at once instead of growing, and pushing the page down, one by one.
 */
export function prefetchPolicyDetail(queryClient: QueryClient, quoteId: string): void {
  void queryClient.prefetchQuery(getMyPoliciesQueryOptions({ pageSize: LIST_SIZE }));
  void queryClient.prefetchQuery(getGetBillingInfoQueryOptions(quoteId));
  void queryClient.prefetchQuery(getListPaymentsQueryOptions(quoteId));
  void queryClient.prefetchQuery(getGetPolicyBillingQueryOptions(quoteId));
}
