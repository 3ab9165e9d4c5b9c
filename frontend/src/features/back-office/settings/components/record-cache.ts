import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toastFailure, toastSaved } from '../feedback';

/** The queries of one kind of record: a record's own, and every list of them. */
export interface RecordQueries<T> {
  detail: (record: T) => QueryKey;
  list: QueryKey;
}

/**
 * What the queries do after a change the API answered: a saved record's own query holds the answer
 * at once and its lists ask again; a deleted record's query goes. The mutation callbacks also say
 * what happened in a toast, or why it failed.
 */
export function useRecordCache<T>(queries: RecordQueries<T>) {
  const queryClient = useQueryClient();
  const store = (saved: T) => {
    queryClient.setQueryData(queries.detail(saved), saved);
    void queryClient.invalidateQueries({ queryKey: queries.list });
  };
  return {
    store,
    /** Callbacks of a mutation that answers the changed record. */
    saved: (message: (saved: T) => string) => ({
      onSuccess: (saved: T) => {
        store(saved);
        toastSaved(message(saved));
      },
      onError: (error: unknown) => void toastFailure(error),
    }),
    /** Callbacks of a mutation that deletes a record. */
    deleted: (record: T, message: string) => ({
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: queries.detail(record) });
        void queryClient.invalidateQueries({ queryKey: queries.list });
        toastSaved(message);
      },
      onError: (error: unknown) => void toastFailure(error),
    }),
  };
}
