import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  idParam,
  listColumns,
  listSearchSchema,
  ListSearch,
  ListView,
  oneOfParam,
  searchTextParam,
  sortParams,
  useListPage,
  type ListQueryHook,
  type ListResult,
} from '.';

interface Person {
  id: string;
  name: string;
  joined: string;
}

const schema = listSearchSchema({
  searchTerm: searchTextParam,
  team: oneOfParam(['red', 'blue']),
  userId: idParam,
  ...sortParams(['name', 'joined']),
});
type PeopleSearch = ReturnType<typeof schema.parse>;

interface Params {
  page: number;
  pageSize: number;
  searchTerm?: string;
  sort?: string;
  order?: string;
}

const people = (count: number, from = 1): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${from + i}`,
    name: `Person ${from + i}`,
    joined: '2025-01-01',
  }));

const helper = listColumns<Person>();
const columns = [
  helper.accessor('name', { header: 'Name', meta: { rowHeader: true }, enableSorting: true }),
  helper.accessor('joined', { header: 'Joined', enableSorting: true }),
  helper.display({ id: 'note', header: 'Note', cell: () => 'ok' }),
];

/** Renders a list at `url` whose query answers with `answer(params)`. */
async function renderList(url: string, answer: (params: Params) => ListResult<Person> | Error) {
  const asked: Params[] = [];
  const useFakeQuery: ListQueryHook<Params, ListResult<Person>> = (params, options) =>
    useQuery({
      queryKey: ['people', params],
      queryFn: () => {
        asked.push(params);
        const result = answer(params);
        if (result instanceof Error) throw result;
        return Promise.resolve(result);
      },
      ...options.query,
    });
  function People() {
    const list = useListPage<PeopleSearch, Params, Person>({
      useQuery: useFakeQuery,
      pageSize: 20,
      defaultSort: { sort: 'joined', order: 'DESC' },
      params: ({ search, page, pageSize }) => ({
        page,
        pageSize,
        searchTerm: search.searchTerm,
        sort: search.sort,
        order: search.order,
      }),
    });
    return (
      <>
        <ListSearch
          value={list.search.searchTerm ?? ''}
          labels={{ form: 'Search people', field: 'Search', submit: 'Search' }}
          onSearch={(term) => list.setFilters({ searchTerm: term || undefined })}
        />
        <ListView
          list={list}
          columns={columns}
          caption={`People, page ${list.page} of ${list.pages}`}
          texts={{ loading: 'Loading people…', empty: 'No one matches.', failed: 'No people.' }}
        />
      </>
    );
  }
  const rootRoute = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    validateSearch: schema,
    component: People,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, asked };
}

describe('a list search schema', () => {
  it('leaves absent parameters absent, so the list uses its defaults', () => {
    expect(schema.parse({})).toEqual({});
  });

  it('reads good values, numbers as the router hands them over', () => {
    expect(
      schema.parse({
        page: '3',
        pageSize: 50,
        searchTerm: 1234,
        team: 'red',
        userId: '0B6A3F0E-7D7B-4F4E-9A52-3C2F1F0A0001',
        sort: 'name',
        order: 'ASC',
      }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      searchTerm: '1234',
      team: 'red',
      userId: '0b6a3f0e-7d7b-4f4e-9a52-3c2f1f0a0001',
      sort: 'name',
      order: 'ASC',
    });
  });

  it('drops bad values and unknown parameters instead of failing', () => {
    const parsed = schema.parse({
      page: 0,
      pageSize: 1000,
      searchTerm: 'x'.repeat(101),
      team: 'green',
      userId: 'not-an-id',
      sort: 'salary',
      order: 'sideways',
      other: 'kept?',
    });
    expect(Object.values(parsed).filter((value) => value !== undefined)).toEqual([]);
    expect('other' in parsed).toBe(false);
    for (const page of ['x', -1, 2.5, true, '']) {
      expect(schema.parse({ page }).page).toBeUndefined();
    }
  });
});

describe('a list page', () => {
  it('shows the loading state, then the rows in a table with its caption and the pager', async () => {
    await renderList('/', () => ({ items: people(20), total: 45 }));
    expect(screen.getByRole('status').textContent).toBe('Loading people…');
    const table = await screen.findByRole('table', { name: 'People, page 1 of 3' });
    expect(within(table).getByRole('rowheader', { name: 'Person 1' })).toBeDefined();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.textContent).toContain('1–20 of 45');
    expect(
      within(pager).getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled,
    ).toBe(true);
  });

  it('keeps the page in the URL and asks the query for it', async () => {
    const { router, asked } = await renderList('/?page=2', (params) => ({
      items: people(params.page === 3 ? 5 : 20, (params.page - 1) * 20 + 1),
      total: 45,
    }));
    await screen.findByRole('table', { name: 'People, page 2 of 3' });
    expect(asked[0]).toMatchObject({ page: 2, pageSize: 20 });
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('21–40 of 45');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('table', { name: 'People, page 3 of 3' });
    expect(router.state.location.search).toMatchObject({ page: 3 });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('table', { name: 'People, page 2 of 3' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('table', { name: 'People, page 1 of 3' });
    expect(router.state.location.search.page).toBeUndefined();
  });

  it('a search goes back to page 1 and keeps the term in the URL', async () => {
    const { router, asked } = await renderList('/?page=2&pageSize=10', (params) => ({
      items: params.searchTerm ? people(1) : people(10),
      total: params.searchTerm ? 1 : 45,
    }));
    await screen.findByRole('table', { name: 'People, page 2 of 5' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'People, page 1 of 1' });
    expect(router.state.location.search).toEqual({ pageSize: 10, searchTerm: 'Ada' });
    expect(asked.at(-1)).toMatchObject({ page: 1, pageSize: 10, searchTerm: 'Ada' });
  });

  it('sorts by a column from its header button, which tells its order', async () => {
    const { router, asked } = await renderList('/', () => ({ items: people(3), total: 3 }));
    const table = await screen.findByRole('table');
    const [name, joined, note] = within(table).getAllByRole('columnheader');
    expect(joined.getAttribute('aria-sort')).toBe('descending');
    expect(name.getAttribute('aria-sort')).toBe('none');
    expect(note.hasAttribute('aria-sort')).toBe(false);
    expect(within(note).queryByRole('button')).toBeNull();

    await userEvent.click(within(name).getByRole('button', { name: /Name/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sort: 'name', order: 'ASC' }),
    );
    await waitFor(() => expect(name.getAttribute('aria-sort')).toBe('ascending'));
    expect(joined.getAttribute('aria-sort')).toBe('none');
    expect(asked.at(-1)).toMatchObject({ sort: 'name', order: 'ASC' });

    await userEvent.click(within(name).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(name.getAttribute('aria-sort')).toBe('descending'));
    expect(router.state.location.search).toEqual({ sort: 'name', order: 'DESC' });
  });

  it('says when nothing matches, without a table or pager', async () => {
    await renderList('/', () => ({ items: [], total: 0 }));
    expect(await screen.findByText('No one matches.')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says when the list could not load', async () => {
    await renderList('/', () => new Error('down'));
    expect((await screen.findByRole('alert')).textContent).toBe('No people.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the last page for a page past the end', async () => {
    const { router } = await renderList('/?page=9', (params) =>
      params.page > 3 ? { items: [], total: 45 } : { items: people(5, 41), total: 45 },
    );
    await screen.findByRole('table', { name: 'People, page 3 of 3' });
    expect(router.state.location.search).toEqual({ page: 3 });
  });
});

describe('a list search box', () => {
  it('follows a search changed from elsewhere and does not search the old text again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    const labels = { form: 'Search agents', field: 'Search' };
    const { rerender } = render(
      <ListSearch value="smith" labels={labels} onSearch={onSearch} delay={300} />,
    );
    expect(screen.getByRole('searchbox')).toHaveValue('smith');
    rerender(<ListSearch value="" labels={labels} onSearch={onSearch} delay={300} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    await vi.advanceTimersByTimeAsync(500);
    expect(onSearch).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
