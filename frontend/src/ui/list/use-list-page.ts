/**
 * A list page's state and data: the page, page size, sort, filters and search text live in the
 * route's search parameters (so a reload or a shared link shows the same list), and the page's
 * generated query hook fetches the rows for them, keeping the last page shown while the next loads.
 */
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import type { ListSearch, SortOrder } from './search';

/** What a list endpoint answers: a page of rows and how many there are in all. */
export interface ListResult<T> {
  items: T[];
  total: number;
}

/** A generated (orval) query hook, such as `useGetAgents`. */
export type ListQueryHook<P, R> = (
  params: P,
  options: { query: { placeholderData: typeof keepPreviousData } },
) => UseQueryResult<R, unknown>;

/** The list's state as the query's parameters are made from it. */
export interface ListState<S extends ListSearch> {
  /** The route's search parameters, as its schema read them. */
  search: S;
  page: number;
  pageSize: number;
}

export function useListPage<S extends ListSearch, P, T>({
  useQuery,
  params,
  pageSize: defaultPageSize,
  defaultSort,
}: {
  useQuery: ListQueryHook<P, ListResult<T>>;
  /** The query's parameters from the list's state. */
  params: (state: ListState<S>) => P;
  /** Rows a page shows unless the URL asks for another size. */
  pageSize: number;
  /** The order the API returns rows in when the URL names none. */
  defaultSort?: { sort: NonNullable<S['sort']>; order: SortOrder };
}) {
  const raw = useSearch({ strict: false });
  const search = raw as unknown as S;
  const navigate = useNavigate();
  const router = useRouter();
  const here = useLocation().pathname;
  const page = search.page ?? 1;
  const pageSize = search.pageSize ?? defaultPageSize;
  const query = useQuery(params({ search, page, pageSize }), {
    query: { placeholderData: keepPreviousData },
  });
  const total = query.data?.total;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));

  /**
   * Changes the list's parameters; any change but the page starts again at page 1. A change
   * made after the person has left for another page (a search's pause ending after they followed
   * a link) stays behind: it must neither follow them there nor bring them back.
   */
  const update = (changes: Partial<S>, keepPage = false) => {
    if (router.state.location.pathname !== here) return;
    void navigate({
      to: '.',
      search: ((prev: S) => ({
        ...prev,
        ...(keepPage ? {} : { page: undefined }),
        ...changes,
      })) as never,
      replace: true,
    });
  };
  const setPage = (next: number) =>
    update({ page: next > 1 ? next : undefined } as Partial<S>, true);

  // A page past the end (rows removed, or an old link) shows the last page instead.
  const last = total !== undefined && total > 0 && page > pages ? pages : undefined;
  const showLast = useEffectEvent((lastPage: number) => setPage(lastPage));
  useEffect(() => {
    if (last !== undefined) showLast(last);
  }, [last]);

  return {
    search,
    query,
    page,
    pageSize,
    pages,
    sort: search.sort ?? defaultSort?.sort,
    order: search.order ?? defaultSort?.order,
    setPage,
    /** Sets filters or search text (`undefined` clears one) and goes back to page 1. */
    setFilters: (changes: Partial<S>) => update(changes),
    /** Sets parameters the rows do not depend on (such as what is open beside them), on this page. */
    setSearch: (changes: Partial<S>) => update(changes, true),
    setSort: (sort: NonNullable<S['sort']>, order: SortOrder) =>
      update({ sort, order } as Partial<S>),
  };
}

/** What a list's view reads of its page: the rows' query, where the reader is, and the sort. */
export interface ListPage<T> {
  query: UseQueryResult<ListResult<T>, unknown>;
  page: number;
  pageSize: number;
  pages: number;
  sort?: string;
  order?: SortOrder;
  setPage(page: number): void;
  setSort(sort: string, order: SortOrder): void;
}
