import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, Role } from '@coverline/contracts';
import type { ClientSummaryDto } from '@coverline/contracts/generated/model';
import clientsTexts from '../../../../public/locales/en/clients.json';
import notesTexts from '../../../../public/locales/en/notes.json';
import { i18n } from '../../../lib/i18n';
import type { FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies, signInAs as signIn } from '../../../test/tokens';
import { NOTES_NS } from '../notes/namespace';
import { page, settingsApi } from '../../../test/settings';
import { ClientPage } from './ClientPage';
import { ClientsPage } from './ClientsPage';
import { CLIENTS_NS } from './namespace';

const CLIENT_ID = '7a1c2d3e-4f50-4a61-8b72-000000000001';
const USER_ID = '7a1c2d3e-4f50-4a61-8b72-0000000000aa';
const AGENT_ID = '0b6a3f0e-7d7b-4f4e-9a52-3c2f1f0a0001';

function client(overrides: Partial<ClientSummaryDto> = {}): ClientSummaryDto {
  return {
    id: CLIENT_ID,
    email: 'dana@bakery.example',
    firstName: 'Dana',
    lastName: 'Reyes',
    phone: null,
    hasAccount: true,
    userId: USER_ID,
    agentId: null,
    agentName: null,
    businessNames: ['Harbor Bakery LLC'],
    applications: 1,
    createdAt: '2026-01-02T00:00:00.000Z',
    pendingEmail: null,
    ...overrides,
  };
}

const signInAs = (role: Role) => signIn({ role });

/** `patch`: how the API answers a client edit, when not by taking every field sent. */
function clientApi(current: ClientSummaryDto, patch?: (body: unknown) => FakeReply) {
  let shown = current;
  return settingsApi({
    'GET /api/clients/:id': () => ({ status: 200, data: shown }),
    'PATCH /api/clients/:id': ({ body }) => {
      if (patch) return patch(body);
      shown = { ...shown, ...(body as Partial<ClientSummaryDto>) };
      return { status: 200, data: shown };
    },
    'GET /api/users/agentsAndAdmin': () => ({
      status: 200,
      data: [
        {
          id: AGENT_ID,
          email: 'm@a.example',
          role: 'agent',
          firstName: 'Morgan',
          lastName: 'Field',
          active: true,
        },
      ],
    }),
    'PATCH /api/users/update/:id/agent-assigned': ({ body }) => {
      shown = {
        ...shown,
        agentId: (body as { agentId: string }).agentId,
        agentName: 'Morgan Field',
      };
      return { status: 200, data: {} };
    },
    'GET /api/application-view': () => ({
      status: 200,
      data: page(
        [
          {
            id: '5f0b1a8e-1c1e-4b55-9d7e-000000000001',
            businessName: 'Harbor Bakery LLC',
            clientId: CLIENT_ID,
            clientName: 'Dana Reyes',
            clientEmail: shown.email,
            coverageType: 'wc',
            status: 'In process',
            locked: false,
            agentId: shown.agentId,
            agentName: shown.agentName,
            selectedCarrier: null,
            selectedPremiumCents: null,
            createdAt: '2026-01-02T00:00:00.000Z',
            updatedAt: '2026-01-03T00:00:00.000Z',
          },
        ],
        1,
        100,
      ),
    }),
    'GET /api/notes/clients/:id': () => ({ status: 200, data: [] }),
  });
}

beforeAll(() => {
  if (!i18n.hasTexts(CLIENTS_NS)) {
    i18n.addTexts(CLIENTS_NS, clientsTexts);
  }
  if (!i18n.hasTexts(NOTES_NS)) i18n.addTexts(NOTES_NS, notesTexts);
});
afterEach(() => clearAllCookies());

describe('the clients list', () => {
  it('shows a page of clients with their agent and pages on', async () => {
    signInAs(Role.Admin);
    const many = Array.from({ length: 25 }, (_, i) =>
      client({ id: `c-${i}`, email: `c${i}@example.com`, firstName: `Client${i}` }),
    );
    const api = settingsApi({
      'GET /api/clients': ({ params }) => {
        const n = Number(params.page ?? 1);
        return { status: 200, data: page(many.slice((n - 1) * 20, n * 20), n, 20, many.length) };
      },
    });
    await renderPage(<ClientsPage />);
    expect(
      screen.getByText('Every client of the agency, with their agent and applications.'),
    ).toBeDefined();
    const table = await screen.findByRole('table', { name: 'Clients, page 1 of 2' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const row = within(table).getByRole('row', { name: /Client0 Reyes/ });
    expect(row.textContent).toContain('Harbor Bakery LLC');
    expect(row.textContent).toContain('Unassigned');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/dashboard/clients/c-0');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Clients, page 2 of 2' })).toBeDefined();
    expect(screen.getByText('21–25 of 25')).toBeDefined();
    expect(api.callsTo('GET', /clients$/).at(-1)?.params).toMatchObject({ page: 2, pageSize: 20 });
  });

  it('tells an agent the list holds their own clients', async () => {
    signInAs(Role.Agent);
    settingsApi({ 'GET /api/clients': () => ({ status: 200, data: page([], 1, 20) }) });
    await renderPage(<ClientsPage />);
    expect(screen.getByText('The clients assigned to you, with their applications.')).toBeDefined();
    expect(await screen.findByText('No clients match.')).toBeDefined();
  });
});

describe('the client page', () => {
  it('lets an admin edit the contact details and assign an agent', async () => {
    signInAs(Role.Admin);
    const api = clientApi(client());
    await renderPage(<ClientPage clientId={CLIENT_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeDefined();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    expect(email).toHaveAccessibleDescription(
      'A new email takes effect once it is confirmed through the link we send to it.',
    );

    await userEvent.type(screen.getByLabelText('Phone number'), '+1 555 010 2030');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("The client's details are saved.")).toBeDefined();
    expect(api.callsTo('PATCH', /clients/)[0]?.body).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      phone: '+1 555 010 2030',
    });

    await userEvent.selectOptions(await screen.findByLabelText('Agent'), 'Morgan Field');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText("Morgan Field is now the client's agent.")).toBeDefined();
    expect(api.callsTo('PATCH', /agent-assigned/)[0]).toMatchObject({
      path: `/api/users/update/${USER_ID}/agent-assigned`,
      body: { agentId: AGENT_ID },
    });

    const apps = screen.getByRole('region', { name: 'Applications' });
    expect(
      (await within(apps).findByRole('link', { name: 'Harbor Bakery LLC' })).getAttribute('href'),
    ).toBe('/dashboard/quote/5f0b1a8e-1c1e-4b55-9d7e-000000000001');
    expect(screen.getByRole('region', { name: 'Notes' })).toBeDefined();
  });

  it('gives an agent no assignment, and edits the email of a client without an account', async () => {
    signInAs(Role.Agent);
    const api = clientApi(client({ hasAccount: false, userId: null }));
    await renderPage(<ClientPage clientId={CLIENT_ID} />);
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    expect(screen.queryByRole('region', { name: 'Assigned agent' })).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeDefined();
    expect(api.callsTo('PATCH', /clients/)).toHaveLength(0);
    await userEvent.clear(email);
    await userEvent.type(email, 'owner@bakery.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("The client's details are saved.")).toBeDefined();
    expect(api.callsTo('PATCH', /clients/)[0]?.body).toMatchObject({
      email: 'owner@bakery.example',
    });
  });

  it("sends an admin's change of an account's email for confirmation, and says where it waits", async () => {
    signInAs(Role.Admin);
    const api = clientApi(client(), (body) => ({
      status: 200,
      data: { ...client(), pendingEmail: (body as { email: string }).email },
    }));
    await renderPage(<ClientPage clientId={CLIENT_ID} />);
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    await userEvent.clear(email);
    await userEvent.type(email, 'dana@new.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'We emailed a confirmation link to dana@new.example. The email changes once it is followed.',
      ),
    ).toBeDefined();
    expect(api.callsTo('PATCH', /clients/)[0]?.body).toMatchObject({ email: 'dana@new.example' });
    // The email stays the old one until the link is followed.
    expect(email.value).toBe('dana@bakery.example');
  });

  it('shows a pending email change when the page opens', async () => {
    signInAs(Role.Admin);
    clientApi({ ...client(), pendingEmail: 'dana@new.example' } as ClientSummaryDto);
    await renderPage(<ClientPage clientId={CLIENT_ID} />);
    expect(
      await screen.findByText(
        'A change to dana@new.example waits for the link we emailed to that address.',
      ),
    ).toBeDefined();
  });

  it('keeps an agent from changing the email of a client with an account', async () => {
    signInAs(Role.Agent);
    const api = clientApi(client());
    await renderPage(<ClientPage clientId={CLIENT_ID} />);
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email).toHaveAccessibleDescription(
      'Only an admin can change the email of a client with an account.',
    );
    await userEvent.type(screen.getByLabelText('Phone number'), '+1 555 010 2030');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("The client's details are saved.")).toBeDefined();
    expect(api.callsTo('PATCH', /clients/)[0]?.body).not.toHaveProperty('email');
  });

  it("shows the refusal of an agent's change to a client's owned email on the email field", async () => {
    signInAs(Role.Agent);
    const message =
      'Only an admin can change the email of a client with an account or a bound policy, and the new address must be confirmed first.';
    clientApi(client({ hasAccount: false, userId: null }), () => ({
      status: 409,
      data: { statusCode: 409, code: ErrorCode.ClientEmailProtected, message, error: 'Conflict' },
    }));
    await renderPage(<ClientPage clientId={CLIENT_ID} />);
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    await userEvent.clear(email);
    await userEvent.type(email, 'elsewhere@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(message)).toBeDefined();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a taken email as an error on the email field', async () => {
    signInAs(Role.Admin);
    settingsApi({
      'GET /api/clients/:id': () => ({
        status: 200,
        data: client({ hasAccount: false, userId: null }),
      }),
      'PATCH /api/clients/:id': () => ({
        status: 409,
        data: {
          statusCode: 409,
          message: 'A client with this email already exists',
          error: 'Conflict',
        },
      }),
      'GET /api/users/agentsAndAdmin': () => ({ status: 200, data: [] }),
      'GET /api/application-view': () => ({ status: 200, data: page([], 1, 100) }),
      'GET /api/notes/clients/:id': () => ({ status: 200, data: [] }),
    });
    await renderPage(<ClientPage clientId={CLIENT_ID} />);
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@bakery.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A client with this email already exists')).toBeDefined();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
