import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * What to do with a record the API answered after a change: its own query holds the answer at
 * once, and its list asks again.
 */
export function useStoreSaved<T>(
  detailKey: (saved: T) => QueryKey,
  listKey: QueryKey,
): (saved: T) => void {
  const queryClient = useQueryClient();
  return (saved) => {
    queryClient.setQueryData(detailKey(saved), saved);
    void queryClient.invalidateQueries({ queryKey: listKey });
  };
}
