import { useGetCarriers } from '@coverline/contracts/generated/carriers/carriers';
import type { CarrierDto, CoverageType } from '@coverline/contracts/generated/model';
import { useWizard, useWizardStore } from '../state/context';

const CARRIERS_STALE_MS = 10 * 60_000;

/**
 * The active carriers writing the quote's coverage: their backdating limits and logos. Read once
 * the caller holds a token (a visitor gets one when the quote starts).
 */
export function useLineCarriers(coverage: CoverageType | null | undefined) {
  const store = useWizardStore();
  const { quote } = useWizard();
  const enabled = Boolean(coverage) && (quote !== null || store.caller !== 'visitor');
  const query = useGetCarriers(
    { pageSize: 100 },
    { query: { enabled, staleTime: CARRIERS_STALE_MS } },
  );
  const carriers: CarrierDto[] = (query.data?.items ?? []).filter(
    (c) => c.active && coverage && c.coverages.includes(coverage),
  );
  return { carriers, isError: query.isError, isLoading: enabled && query.isPending };
}

/** The most days back any of the carriers accepts a new quote's effective date. */
export function maxInitialBackdatedDays(carriers: CarrierDto[]): number {
  return Math.max(0, ...carriers.map((c) => c.initialQuoteMaxBackdatedDays));
}

/** The most days back any of the carriers keeps a quote's effective date valid. */
export function maxActiveBackdatedDays(carriers: CarrierDto[]): number {
  return Math.max(0, ...carriers.map((c) => c.activeQuoteMaxBackdatedDays));
}
