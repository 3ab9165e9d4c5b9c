import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentDto, ApplicationViewItemDto } from '@coverline/contracts/generated/model';
import agentsTexts from '../../../../public/locales/en/agents.json';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { page, settingsApi } from '../../../test/settings';
import { AgentEditPage } from './AgentEditPage';
import { AgentsPage } from './AgentsPage';
import { AGENTS_NS } from './namespace';
import { NewAgentPage } from './NewAgentPage';

const AGENT_ID = '0b6a3f0e-7d7b-4f4e-9a52-3c2f1f0a0001';

function agent(overrides: Partial<AgentDto> = {}): AgentDto {
  return {
    id: AGENT_ID,
    email: 'morgan@agency.example',
    role: 'agent',
    firstName: 'Morgan',
    lastName: 'Field',
    phone: '+1 555 010 4242',
    active: true,
    emailVerified: true,
    assignedAgentId: null,
    language: 'en',
    createdAt: '2025-02-01T10:00:00.000Z',
    portalIds: { portal1: 'HF-1001' },
    connectUrl: null,
    deals: 3,
    status: 'Licensed',
    joinedOn: '2025-01-15',
    ...overrides,
  };
}

const CONFLICT = {
  status: 409,
  data: {
    statusCode: 409,
    message: 'An account with this email already exists',
    error: 'Conflict',
  },
};

beforeAll(() => {
  if (!i18n.hasTexts(AGENTS_NS)) {
    i18n.addTexts(AGENTS_NS, agentsTexts);
  }
});

describe('the agents list', () => {
  it('shows each agent with status, deals, joined date and active, and searches by the term', async () => {
    const api = settingsApi({
      'GET /api/users/agents': ({ params }) => ({
        status: 200,
        data: page(
          params.searchTerm ? [] : [agent(), agent({ id: 'x', firstName: 'Sam', active: false })],
          1,
          20,
        ),
      }),
    });
    await renderPage(<AgentsPage />);
    const table = await screen.findByRole('table', { name: 'Agents, page 1 of 1' });
    const row = within(table).getByRole('row', { name: /Morgan Field/ });
    expect(row.textContent).toContain('morgan@agency.example');
    expect(row.textContent).toContain('Licensed');
    expect(row.textContent).toContain('3');
    expect(row.textContent).toContain('Yes');
    expect(within(table).getByRole('row', { name: /Sam Field/ }).textContent).toContain('No');
    expect(within(table).getByRole('link', { name: 'Morgan Field' }).getAttribute('href')).toBe(
      `/dashboard/agents/${AGENT_ID}`,
    );
    expect(screen.getByRole('link', { name: 'New agent' }).getAttribute('href')).toBe(
      '/dashboard/agents/new',
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No agents match.')).toBeDefined();
    expect(api.callsTo('GET', /agents$/).at(-1)?.params).toMatchObject({ searchTerm: 'nobody' });
  });
});

describe('the new agent form', () => {
  it('checks the fields before sending anything', async () => {
    const api = settingsApi({});
    await renderPage(<NewAgentPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create agent' }));
    expect(await screen.findByText('First name is required.')).toBeDefined();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('creates the agent and says the set-password mail went out', async () => {
    const api = settingsApi({
      'POST /api/users/createAgent': ({ body }) => ({
        status: 201,
        data: agent(body as Partial<AgentDto>),
      }),
    });
    await renderPage(<NewAgentPage />);
    await userEvent.type(await screen.findByLabelText('First name'), 'Morgan');
    await userEvent.type(screen.getByLabelText('Last name'), 'Field');
    await userEvent.type(screen.getByLabelText('Email'), 'new@agency.example');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Appointed');
    await userEvent.type(screen.getByLabelText('Connect URL'), 'https://agency.example/morgan');
    await userEvent.click(screen.getByRole('button', { name: 'Create agent' }));
    expect(
      await screen.findByText('Agent created. We sent a set-password email to new@agency.example.'),
    ).toBeDefined();
    expect(api.callsTo('POST', /createAgent/)[0]?.body).toMatchObject({
      firstName: 'Morgan',
      lastName: 'Field',
      email: 'new@agency.example',
      status: 'Appointed',
      connectUrl: 'https://agency.example/morgan',
    });
  });

  it('shows a taken email as an error on the email field', async () => {
    settingsApi({ 'POST /api/users/createAgent': () => CONFLICT });
    await renderPage(<NewAgentPage />);
    await userEvent.type(await screen.findByLabelText('First name'), 'Morgan');
    await userEvent.type(screen.getByLabelText('Last name'), 'Field');
    await userEvent.type(screen.getByLabelText('Email'), 'taken@agency.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create agent' }));
    expect(await screen.findByText('An account with this email already exists')).toBeDefined();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the agent page', () => {
  it('edits the general info and switches the agent off', async () => {
    let current = agent();
    const api = settingsApi({
      'GET /api/users/agent/:id': () => ({ status: 200, data: current }),
      'PATCH /api/users/updateAgent/:id': ({ body }) => {
        current = { ...current, ...(body as Partial<AgentDto>) } as AgentDto;
        return { status: 200, data: current };
      },
      'POST /api/users/set-active': ({ body }) => {
        current = { ...current, active: (body as { active: boolean }).active };
        return { status: 200, data: current };
      },
    });
    await renderPage(<AgentEditPage agentId={AGENT_ID} />);
    expect(await screen.findByRole('tab', { name: 'General Info', selected: true })).toBeDefined();
    expect((screen.getByLabelText('Agent portal 1 ID') as HTMLInputElement).value).toBe('HF-1001');
    expect((screen.getByLabelText('Joined date') as HTMLInputElement).value).toBe('2025-01-15');

    const phone = screen.getByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'On leave');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("The agent's details are saved.")).toBeDefined();
    expect(api.callsTo('PATCH', /updateAgent/)[0]?.body).toMatchObject({
      phone: null,
      status: 'On leave',
      joinedOn: '2025-01-15',
      portalIds: { portal1: 'HF-1001' },
    });

    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    expect(await screen.findByText('Morgan Field is deactivated and signed out.')).toBeDefined();
    expect(api.callsTo('POST', /set-active/)[0]?.body).toEqual({ userId: AGENT_ID, active: false });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Active' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
  });

  it("lists the agent's bound policies on the Deals tab, opening their quotes", async () => {
    const bound: ApplicationViewItemDto = {
      id: '5f0b1a8e-1c1e-4b55-9d7e-000000000001',
      businessName: 'Harbor Bakery',
      clientId: 'c-1',
      clientName: 'Pat Owner',
      clientEmail: 'pat@example.com',
      coverageType: 'wc',
      status: 'Bound',
      locked: false,
      agentId: AGENT_ID,
      agentName: 'Morgan Field',
      selectedCarrier: 'hartford',
      selectedPremiumCents: 123_400,
      createdAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-01-03T00:00:00.000Z',
    };
    const api = settingsApi({
      'GET /api/users/agent/:id': () => ({ status: 200, data: agent() }),
      'GET /api/application-view/deals': () => ({
        status: 200,
        data: { items: [], totalDeals: 1, totalPremiumCents: 123_400 },
      }),
      'GET /api/application-view': () => ({ status: 200, data: page([bound], 1, 20) }),
    });
    await renderPage(<AgentEditPage agentId={AGENT_ID} tab="deals" />);
    const table = await screen.findByRole('table', {
      name: 'Bound policies of Morgan Field, page 1 of 1',
    });
    expect(within(table).getByRole('link', { name: 'Harbor Bakery' }).getAttribute('href')).toBe(
      `/dashboard/quote/${bound.id}`,
    );
    expect(within(table).getByText('$1,234')).toBeDefined();
    expect(await screen.findByText(/1 policies bound in the last twelve months/)).toBeDefined();
    expect(api.callsTo('GET', /application-view$/)[0]?.params).toMatchObject({
      status: 'bound',
      userId: AGENT_ID,
    });
  });
});
