import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormatMessages, Messages } from '@coverline/contracts';
import type { CarrierDto } from '@coverline/contracts/generated/model';
import type { FakeReply } from '../../../../test/fake-api';
import { page, renderTab, settingsApi } from '../../../../test/settings';
import { CarriersTab } from './CarriersTab';

function carrier(overrides: Partial<CarrierDto> = {}): CarrierDto {
  return {
    id: '0b7b9a36-2a4f-4b8e-9f3e-000000000001',
    name: 'Hartford',
    sharedId: null,
    agentUrl: 'https://agents.thehartford.com',
    clientUrl: null,
    email: null,
    phone: null,
    claimUrl: null,
    logoUrl: null,
    discountPercent: 0,
    coverages: ['wc', 'bop'],
    paymentTypes: ['directBill'],
    initialQuoteMaxBackdatedDays: 0,
    activeQuoteMaxBackdatedDays: 0,
    active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The Default carrier: the settings of carriers without their own, never in the list. */
const fallback = carrier({
  id: '0b7b9a36-2a4f-4b8e-9f3e-0000000000ff',
  name: 'Default',
  coverages: ['wc', 'gl', 'bop', 'cyber'],
});

/** A carriers API over a list the test can read back. */
function carriersApi(initial: CarrierDto[]) {
  const stored = [...initial];
  const api = settingsApi({
    'GET /api/carriers/name/:name': ({ match }) =>
      match[1] === 'Default'
        ? { status: 200, data: fallback }
        : { status: 404, data: { statusCode: 404, code: 2769, message: 'Carrier not found.' } },
    'GET /api/carriers': ({ params }) => {
      const term = String(params.searchTerm ?? '').toLowerCase();
      const items = stored.filter((c) => c.name.toLowerCase().includes(term));
      return { status: 200, data: page(items) };
    },
    'POST /api/carriers': ({ body }) => {
      const created = carrier({ ...(body as Partial<CarrierDto>), id: 'new-carrier-id' });
      stored.push(created);
      return { status: 201, data: created };
    },
    'PATCH /api/carriers/:id': ({ body, match }) => {
      const index = stored.findIndex((c) => c.id === match[1]);
      stored[index] = { ...stored[index]!, ...(body as Partial<CarrierDto>) };
      return { status: 200, data: stored[index] };
    },
    'DELETE /api/carriers/:id': ({ match }) => {
      const index = stored.findIndex((c) => c.id === match[1]);
      stored[index] = { ...stored[index]!, active: false };
      return { status: 200, data: stored[index] };
    },
  });
  return { ...api, stored };
}

async function openNewCarrier() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New carrier' }));
  return user;
}

describe('carrier form', () => {
  it('checks each field inline and sends nothing while any is wrong', async () => {
    const api = carriersApi([]);
    await renderTab(<CarriersTab />);
    const user = await openNewCarrier();
    await user.type(screen.getByLabelText('Company name'), 'Acme <Insurance>');
    await user.type(screen.getByLabelText('Agent URL (optional)'), 'not a url');
    await user.type(screen.getByLabelText('Email (optional)'), 'claims@');
    await user.type(screen.getByLabelText('Phone (optional)'), '12');
    await user.clear(screen.getByLabelText('Discount (%)'));
    await user.type(screen.getByLabelText('Discount (%)'), '120');
    await user.clear(screen.getByLabelText('Initial quote: most days backdated'));
    await user.type(screen.getByLabelText('Initial quote: most days backdated'), '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(FormatMessages.specialCharacters)).toBeVisible();
    expect(screen.getByText(FormatMessages.url)).toBeVisible();
    expect(screen.getByText(Messages.invalidEmail)).toBeVisible();
    expect(screen.getByText(FormatMessages.phone)).toBeVisible();
    expect(
      screen.getByText('Enter a percent from 0 to 100, with at most two decimals.'),
    ).toBeVisible();
    expect(screen.getByText('Enter a whole number of days from 0 to 365.')).toBeVisible();
    expect(screen.getByLabelText('Agent URL (optional)')).toHaveAccessibleDescription(
      `A web address such as https://www.example.com. ${FormatMessages.url}`,
    );
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', /carriers/)).toHaveLength(0);
  });

  it('requires a name', async () => {
    carriersApi([]);
    await renderTab(<CarriersTab />);
    const user = await openNewCarrier();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
  });

  it('creates a carrier with https added to a bare address, then offers its logo', async () => {
    const api = carriersApi([]);
    await renderTab(<CarriersTab />);
    const user = await openNewCarrier();
    await user.type(screen.getByLabelText('Company name'), 'Coterie');
    await user.type(screen.getByLabelText('Client URL (optional)'), 'coterieinsurance.com');
    await user.type(screen.getByLabelText('Email (optional)'), 'Help@Coterie.com');
    await user.click(screen.getByLabelText("Business owner's policy (BOP)"));
    await user.click(screen.getByLabelText('Pay-as-you-go'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Coterie was added')).toBeVisible();
    expect(api.callsTo('POST', /^\/api\/carriers$/)[0]?.body).toEqual({
      name: 'Coterie',
      sharedId: null,
      agentUrl: null,
      clientUrl: 'https://coterieinsurance.com',
      claimUrl: null,
      email: 'help@coterie.com',
      phone: null,
      discountPercent: 0,
      coverages: ['bop'],
      paymentTypes: ['payAsYouGo'],
      initialQuoteMaxBackdatedDays: 0,
      activeQuoteMaxBackdatedDays: 0,
      active: true,
    });
    expect(screen.getByRole('heading', { name: 'Edit Coterie' })).toHaveFocus();
    expect(screen.getByLabelText('Upload a logo')).toBeVisible();
  });

  it('disables Save while sending and shows why the API refused, in the form and as a toast', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    settingsApi({
      'GET /api/carriers': () => ({ status: 200, data: page([]) }),
      'POST /api/carriers': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    await renderTab(<CarriersTab />);
    const user = await openNewCarrier();
    await user.type(screen.getByLabelText('Company name'), 'Coterie');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer({
      status: 409,
      data: {
        statusCode: 409,
        message: 'A carrier named Coterie already exists',
        error: 'Conflict',
      },
    });
    await waitFor(() =>
      expect(screen.getAllByText('A carrier named Coterie already exists')).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('carriers list', () => {
  it('searches, edits a carrier and shows the saved row', async () => {
    const api = carriersApi([
      carrier(),
      carrier({ id: '0b7b9a36-2a4f-4b8e-9f3e-000000000002', name: 'Markel', coverages: ['gl'] }),
    ]);
    await renderTab(<CarriersTab />);
    const user = userEvent.setup();
    expect(await screen.findByText('1–2 of 2')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search carriers' }), 'hart');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1–1 of 1')).toBeVisible();
    expect(api.callsTo('GET', /^\/api\/carriers$/).at(-1)?.params).toMatchObject({
      page: 1,
      pageSize: 10,
      searchTerm: 'hart',
    });

    await user.click(screen.getByRole('button', { name: 'Edit Hartford' }));
    expect(screen.getByRole('heading', { name: 'Edit Hartford' })).toHaveFocus();
    const phone = screen.getByLabelText('Phone (optional)');
    await user.type(phone, '(860) 547-5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Hartford was saved')).toBeVisible();
    expect(api.callsTo('PATCH', /^\/api\/carriers\//)[0]?.body).toMatchObject({
      phone: '(860) 547-5000',
      coverages: ['wc', 'bop'],
    });
    const row = (await screen.findByRole('rowheader', { name: /Hartford/ })).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'Carriers' })).toHaveFocus();
    expect(within(row).getByText('Active')).toBeVisible();
  });

  it('edits the default settings from above the list, which leaves Default out', async () => {
    const api = carriersApi([carrier()]);
    await renderTab(<CarriersTab />);
    const user = userEvent.setup();
    expect(await screen.findByText('1–1 of 1')).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: /Default/ })).toBeNull();
    const edit = screen.getByRole('button', { name: 'Edit the default settings' });
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);
    expect(screen.getByRole('heading', { name: 'Default settings' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', /^\/api\/carriers\//)[0]?.path).toBe(
        `/api/carriers/${fallback.id}`,
      ),
    );
  });

  it('deactivates and reactivates a carrier', async () => {
    const api = carriersApi([carrier()]);
    await renderTab(<CarriersTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Hartford' }));
    expect(await screen.findByText('Hartford was deactivated')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Activate Hartford' }));
    expect(await screen.findByText('Hartford is active again')).toBeVisible();
    expect(api.callsTo('DELETE', /carriers/)).toHaveLength(1);
    expect(api.callsTo('PATCH', /carriers/)[0]?.body).toEqual({ active: true });
  });

  it('filters by status and pages through the results', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      carrier({ id: `id-${i}`, name: `Carrier ${String(i).padStart(2, '0')}` }),
    );
    const api = settingsApi({
      'GET /api/carriers': ({ params }) => {
        const pageNumber = Number(params.page);
        return {
          status: 200,
          data: page(many.slice((pageNumber - 1) * 10, pageNumber * 10), pageNumber, 10, 12),
        };
      },
    });
    await renderTab(<CarriersTab />);
    const user = userEvent.setup();
    expect(await screen.findByText('1–10 of 12')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Carrier 11')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() =>
      expect(api.callsTo('GET', /carriers/).at(-1)?.params).toMatchObject({
        page: 1,
        status: 'inactive',
      }),
    );
  });
  it('says when the list cannot be loaded and loads it again on request', async () => {
    let failing = true;
    settingsApi({
      'GET /api/carriers': () =>
        failing
          ? { status: 500, data: { statusCode: 500, message: 'Something went wrong', error: 'x' } }
          : { status: 200, data: page([carrier()]) },
    });
    await renderTab(<CarriersTab />);
    const user = userEvent.setup();
    expect(await screen.findByText('The list could not be loaded.')).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: /Hartford/ })).toBeVisible();
  });
});

describe('carrier logo', () => {
  it('refuses a file that is not an image before sending it', async () => {
    const api = carriersApi([carrier()]);
    await renderTab(<CarriersTab />);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Edit Hartford' }));
    await user.upload(
      screen.getByLabelText('Upload a logo'),
      new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Choose a PNG, JPEG, SVG or WebP image.')).toBeVisible();
    expect(api.requests.filter((r) => r.url?.endsWith('/logo'))).toHaveLength(0);
  });

  it('uploads a logo and shows it', async () => {
    settingsApi({
      'GET /api/carriers': () => ({ status: 200, data: page([carrier()]) }),
      'PUT /api/carriers/:id/logo': ({ body }) => {
        expect(body).toBeInstanceOf(FormData);
        return {
          status: 200,
          data: carrier({
            logoUrl: '/api/carriers/0b7b9a36-2a4f-4b8e-9f3e-000000000001/logo',
            updatedAt: '2026-02-01T00:00:00.000Z',
          }),
        };
      },
    });
    await renderTab(<CarriersTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Hartford' }));
    await user.upload(
      screen.getByLabelText('Upload a logo'),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByText('The logo of Hartford was saved')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Hartford logo' })).toHaveAttribute(
      'src',
      '/api/carriers/0b7b9a36-2a4f-4b8e-9f3e-000000000001/logo?v=2026-02-01T00%3A00%3A00.000Z',
    );
    expect(screen.getByLabelText('Replace the logo')).toBeVisible();
  });
});
