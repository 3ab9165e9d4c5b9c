import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { CarrierDto, QuoteDto, UserDto } from '@coverline/contracts/generated/model';
import { useGetMe } from '@coverline/contracts/generated/users/users';
import staffQuoteTexts from '../../../../public/locales/en/staffQuote.json';
import policiesTexts from '../../../../public/locales/en/policies.json';
import { i18n } from '../../../lib/i18n';
import type { FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { carrierQuote, quote, wizardApi, type FakeRequest } from '../../../test/quotation';
import { POLICIES_NS } from '../../servicing/policies/namespace';
import { STAFF_QUOTE_NS } from './namespace';
import { StaffQuotePage } from './StaffQuotePage';

const AGENT = {
  id: 'agent-1',
  role: 'agent',
  email: 'avery@example.com',
  firstName: 'Avery',
  lastName: 'Agent',
  phone: null,
  createdAt: '2026-01-01T00:00:00Z',
  emailVerified: true,
} as UserDto;

const carrier = (name: string, coverages: CarrierDto['coverages']) =>
  ({ id: name, name, active: true, coverages }) as CarrierDto;

const CARRIERS = [carrier('Markel', ['wc', 'gl']), carrier('Cowbell', ['cyber'])];

function api(current: QuoteDto, routes: Record<string, (r: FakeRequest) => FakeReply> = {}) {
  return wizardApi(
    {
      'GET /api/users/me': () => ({ status: 200, data: AGENT }),
      'GET /api/quote/getQuote/:id': () => ({ status: 200, data: current }),
      'GET /api/quote/:id/documents': () => ({ status: 200, data: [] }),
      'GET /api/quote/:id/audit': () => ({ status: 200, data: [] }),
      'GET /api/carriers': () => ({
        status: 200,
        data: { items: CARRIERS, total: 2, page: 1, pageSize: 100 },
      }),
      ...routes,
    },
    `/dashboard/quote/${current.id}`,
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const me = useGetMe();
  return me.data ? children : null;
}

async function panel() {
  await renderPage(
    <SignedIn>
      <StaffQuotePage quoteId={quote().id} />
    </SignedIn>,
  );
  return screen.findByRole('region', { name: 'API / manual' });
}

beforeAll(() => {
  i18n.addTexts(STAFF_QUOTE_NS, staffQuoteTexts);
  i18n.addTexts(POLICIES_NS, policiesTexts);
});

describe('the API / manual panel', () => {
  it('converts to manual only once the loss of the proposal is confirmed', async () => {
    const current = quote({ status: 'In review', quoteMode: 'api' });
    const { calls } = api(current, {
      'POST /api/quote/switchToManual': () => ({
        status: 200,
        data: { ...current, version: 2, quoteMode: 'manual', carrierQuotes: [] },
      }),
    });
    const region = await panel();
    expect(within(region).getByTestId('quote-mode')).toHaveTextContent('API');
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Convert to manual' }));
    expect(
      within(region).getByText('Converting to manual loses the original proposal.'),
    ).toBeVisible();
    expect(calls.some((c) => c.path === '/api/quote/switchToManual')).toBe(false);
    await user.click(within(region).getByRole('button', { name: 'Yes, convert' }));

    await waitFor(() =>
      expect(within(region).getByTestId('quote-mode')).toHaveTextContent('Manual'),
    );
    expect(calls.find((c) => c.path === '/api/quote/switchToManual')?.body).toEqual({
      id: current.id,
      version: 1,
    });
    expect(within(region).getByText('No manual carrier quotes yet.')).toBeVisible();
  });

  it('adds a manual carrier quote with the premium in exact cents', async () => {
    const current = quote({
      status: 'In review',
      coverageType: 'wc',
      quoteMode: 'manual',
      version: 4,
      effectiveDate: '2026-12-01',
      expirationDate: '2027-12-01',
    });
    const entry = carrierQuote({
      id: 'cq-m',
      carrier: 'Markel',
      quoteSource: 'agent',
      sandbox: false,
      annualPremiumCents: 1_234_567,
      notes: 'Subject to inspection',
    });
    const { calls } = api(current, {
      'POST /api/quote/:id/manualCarrierQuotes': () => ({
        status: 201,
        data: { ...current, version: 5, carrierQuotes: [entry] },
      }),
    });
    const region = await panel();
    const user = userEvent.setup();
    const form = within(region).getByRole('form', { name: 'Add a manual carrier quote' });
    const carriers = within(form).getByLabelText('Carrier');
    await waitFor(() =>
      expect(
        within(carriers)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a carrier', 'Markel']),
    );
    await user.click(within(form).getByRole('button', { name: 'Add quote' }));
    expect(await within(form).findByText('Choose a carrier.', { selector: 'p' })).toBeVisible();

    await user.selectOptions(carriers, 'Markel');
    await user.type(within(form).getByLabelText('Annual premium (USD)'), '12,345.67');
    await user.type(
      within(form).getByLabelText('Notes shown with the quote'),
      'Subject to inspection',
    );
    await user.click(within(form).getByRole('button', { name: 'Add quote' }));

    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path.endsWith('/manualCarrierQuotes'))?.body,
      ).toEqual({
        version: 4,
        carrier: 'Markel',
        annualPremiumCents: 1_234_567,
        effectiveDate: '2026-12-01',
        expirationDate: '2027-12-01',
        bindability: 'BINDABLE_THRU_API',
        notes: 'Subject to inspection',
      }),
    );
    const table = await within(region).findByRole('table', { name: 'Manual carrier quotes' });
    expect(within(table).getByText('$12,345.67')).toBeVisible();
  });

  it('removes a manual quote after asking and switches back to the API with its warning', async () => {
    const entry = carrierQuote({ id: 'cq-m', carrier: 'Markel', quoteSource: 'agent' });
    const current = quote({ status: 'In review', quoteMode: 'manual', carrierQuotes: [entry] });
    const { calls } = api(current, {
      'DELETE /api/quote/:id/manualCarrierQuotes/:carrierQuoteId': () => ({
        status: 200,
        data: { ...current, version: 2, carrierQuotes: [] },
      }),
      'POST /api/quote/switchToApi': () => ({
        status: 409,
        data: { statusCode: 409, code: 1226, message: 'The status of this quote has changed.' },
      }),
    });
    const region = await panel();
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Remove' }));
    await user.click(within(region).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() =>
      expect(within(region).getByText('No manual carrier quotes yet.')).toBeVisible(),
    );
    const removal = calls.find((c) => c.method === 'DELETE');
    expect(removal?.path).toBe(`/api/quote/${current.id}/manualCarrierQuotes/cq-m`);
    expect(removal?.params).toEqual({ version: 1 });

    await user.click(within(region).getByRole('button', { name: 'Switch to API' }));
    expect(within(region).getByText('Switching to API erases the manual details.')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Yes, switch' }));
    expect(calls.find((c) => c.path === '/api/quote/switchToApi')?.body).toEqual({
      id: current.id,
      version: 2,
    });
  });

  it('offers no switch on a bound quote', async () => {
    api(quote({ status: 'Bound', quoteMode: 'manual' }));
    const region = await panel();
    expect(
      within(region).getByText(
        'The carrier quotes of a quote in checkout, completed or bound cannot change.',
      ),
    ).toBeVisible();
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
