/**
 * The list kit: every staff and partner list page is built from it.
 *
 * Usage:
 *
 * 1. The route validates its search parameters with a zod schema from `listSearchSchema`
 *    (`page` and `pageSize`, plus e.g. `searchTerm: searchTextParam`, `status: oneOfParam(…)`,
 *    `...sortParams(['createdAt', 'updatedAt'])`): `validateSearch: agentsSearchSchema`. A bad
 *    value reads as absent, so the list falls back to its default.
 * 2. The page calls `useListPage({ useQuery: useGetAgents, pageSize: 20, params })`, passing the
 *    generated query hook and making its parameters from `{ search, page, pageSize }`; name the
 *    types (`useListPage<AgentsSearch, GetAgentsParams, AgentDto>`), as TypeScript cannot read
 *    them from the hook's overloads. It gives the state (page, pages, sort, order, search) and
 *    setters that write to the URL: `setFilters({ searchTerm })` (back to page 1), `setPage(n)`,
 *    `setSort(field, order)`, and `setSearch({ … })` for what the rows do not depend on (such as
 *    a record open beside them), keeping the page. `defaultSort` names the API's own order.
 * 3. Columns are TanStack Table column definitions, made with `listColumns<Row>()` (stable: at
 *    module scope or in `useMemo`). `meta: { rowHeader: true }` makes a column's cells row
 *    headers; `enableSorting: true` on an accessor column whose id the API sorts by makes its
 *    header a sort button with `aria-sort`.
 * 4. `<ListSearch>` (on submit, or also after a pause in typing with `delay`; filters go in it as
 *    children) and `<FilterSelect>` set the search text and filters. `<ListView list columns
 *    caption texts />` (or `labelledBy` a heading) shows the failure, loading and nothing-found
 *    states, the table and the pager.
 */
export { FilterSelect } from './FilterSelect';
export { listColumns, type ListColumn } from './columns';
export { ListSearch } from './ListSearch';
export { ListView } from './ListView';
export {
  idParam,
  listSearchSchema,
  oneOfParam,
  optionalParam,
  searchTextParam,
  sortParams,
  type SortOrder,
} from './search';
export { useListPage, type ListPage, type ListQueryHook, type ListResult } from './use-list-page';
