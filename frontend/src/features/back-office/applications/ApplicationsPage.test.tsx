import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationViewItemDto } from '@coverline/contracts/generated/model';
import applicationsTexts from '../../../../public/locales/en/applications.json';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { page, settingsApi } from '../../../test/settings';
import { ApplicationsPage } from './ApplicationsPage';
import { APPLICATIONS_NS } from './namespace';

function item(n: number, overrides: Partial<ApplicationViewItemDto> = {}): ApplicationViewItemDto {
  return {
    id: `5f0b1a8e-1c1e-4b55-9d7e-${String(n).padStart(12, '0')}`,
    businessName: `Harbor Bakery ${n}`,
    clientId: 'c-1',
    clientName: 'Pat Owner',
    clientEmail: `pat${n}@example.com`,
    coverageType: 'wc',
    status: 'In review',
    locked: false,
    agentId: null,
    agentName: null,
    selectedCarrier: 'hartford',
    selectedPremiumCents: 123_400,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-03T00:00:00.000Z',
    ...overrides,
  };
}

const COUNTS = {
  all: 45,
  new: 3,
  inprocess: 10,
  inreview: 20,
  ready: 5,
  purchasepending: 4,
  completed: 2,
  bound: 4,
  archived: 7,
};

function pipelineApi() {
  const items = Array.from({ length: 45 }, (_, i) => item(i + 1));
  return settingsApi({
    'GET /api/application-view/count/status': () => ({ status: 200, data: COUNTS }),
    'GET /api/application-view': ({ params }) => {
      const pageNumber = Number(params.page ?? 1);
      const term = params.searchTerm as string | undefined;
      const matching = term ? items.filter((i) => i.businessName?.includes(term)) : items;
      const slice = matching.slice((pageNumber - 1) * 20, pageNumber * 20);
      return { status: 200, data: page(slice, pageNumber, 20, matching.length) };
    },
  });
}

beforeAll(() => {
  if (!i18n.hasTexts(APPLICATIONS_NS)) {
    i18n.addTexts(APPLICATIONS_NS, applicationsTexts);
  }
});

describe('the applications pipeline', () => {
  it('shows every tab with its count and a page of applications opening their quotes', async () => {
    const api = pipelineApi();
    await renderPage(<ApplicationsPage tab="inreview" />);
    const table = await screen.findByRole('table', { name: 'In review applications, page 1 of 3' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const link = within(table).getByRole('link', { name: 'Harbor Bakery 1' });
    expect(link.getAttribute('href')).toBe(`/dashboard/quote/${item(1).id}`);
    expect(within(table).getAllByText('hartford · $1,234')[0]).toBeDefined();
    const tabs = screen.getByRole('navigation', { name: 'Application status' });
    expect(await within(tabs).findByRole('link', { name: 'New (3)' })).toBeDefined();
    expect(within(tabs).getByRole('link', { name: 'Archived (7)' })).toBeDefined();
    expect(api.callsTo('GET', /^\/api\/application-view$/)[0]?.params).toMatchObject({
      status: 'inreview',
      page: 1,
      pageSize: 20,
    });
  });

  it('pages through the list', async () => {
    const api = pipelineApi();
    const user = userEvent.setup();
    await renderPage(<ApplicationsPage tab="all" />);
    await screen.findByText('1–20 of 45');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('21–40 of 45');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('41–45 of 45');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    const pages = api.callsTo('GET', /^\/api\/application-view$/).map((c) => c.params.page);
    expect(pages).toEqual([1, 2, 3]);
  });

  it('searches once typing pauses, from the first page', async () => {
    const api = pipelineApi();
    const user = userEvent.setup();
    await renderPage(<ApplicationsPage tab="all" />);
    await screen.findByText('1–20 of 45');
    await user.type(screen.getByLabelText('Search'), 'Bakery 4');
    await screen.findByText('1–7 of 7');
    const searched = api
      .callsTo('GET', /^\/api\/application-view$/)
      .filter((c) => c.params.searchTerm !== undefined);
    expect(searched.map((c) => c.params.searchTerm)).toEqual(['Bakery 4']);
    await waitFor(() =>
      expect(
        api.callsTo('GET', /count\/status$/).some((c) => c.params.searchTerm === 'Bakery 4'),
      ).toBe(true),
    );
  });

  it('filters by date and sorts', async () => {
    const api = pipelineApi();
    const user = userEvent.setup();
    await renderPage(<ApplicationsPage tab="all" />);
    await screen.findByText('1–20 of 45');
    await user.selectOptions(screen.getByLabelText('Last change'), 'Last 7 days');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'createdAt-ASC');
    await waitFor(() =>
      expect(api.callsTo('GET', /^\/api\/application-view$/).at(-1)?.params).toMatchObject({
        dateFilter: 'Last 7 days',
        sort: 'createdAt',
        order: 'ASC',
      }),
    );
  });

  it('says when nothing matches', async () => {
    settingsApi({
      'GET /api/application-view/count/status': () => ({ status: 200, data: COUNTS }),
      'GET /api/application-view': () => ({ status: 200, data: page([], 1, 20, 0) }),
    });
    await renderPage(<ApplicationsPage tab="ready" />);
    expect(await screen.findByText('No applications match.')).toBeDefined();
  });
});
