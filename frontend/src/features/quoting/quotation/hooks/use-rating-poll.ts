/**
 * The rating poll: while carriers answer, the quote is read again every moment, as a query with a
 * refetch interval that stops once they have all answered or the rating deadline has passed.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetQuoteQueryKey } from '@coverline/contracts/generated/quotes/quotes';
import { useWizard, useWizardStore } from '../state/context';
import { keepsReading } from '../state/rating';

export function useRatingPoll(): void {
  const store = useWizardStore();
  const { rating, quote } = useWizard();
  const quoteId = quote?.id ?? '';
  const run = rating?.run;
  const { api, pollMs = 1000 } = store.options;
  const poll = useQuery({
    // Each run reads on its own: a run that ended cannot answer into the next.
    queryKey: [...getGetQuoteQueryKey(quoteId), 'rating', run],
    queryFn: () => api.getQuote(quoteId),
    enabled: rating !== null && quote !== null,
    // The quote in hand starts the run; the first reading comes one interval later.
    initialData: quote ?? undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
    refetchInterval: (query) =>
      rating && keepsReading(rating, query.state.data, store.rating.now()) ? pollMs : false,
    refetchIntervalInBackground: true,
  });

  const { data, dataUpdatedAt, error, errorUpdatedAt, isFetchedAfterMount } = poll;
  useEffect(() => {
    if (run !== undefined && isFetchedAfterMount && data) store.rating.read(run, data);
  }, [store, run, isFetchedAfterMount, data, dataUpdatedAt]);
  useEffect(() => {
    if (run !== undefined && error) store.rating.readFailed(run, error);
  }, [store, run, error, errorUpdatedAt]);
}
