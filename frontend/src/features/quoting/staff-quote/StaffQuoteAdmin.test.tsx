import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { AuditRecordDto, QuoteDto, UserDto } from '@coverline/contracts/generated/model';
import { useGetMe } from '@coverline/contracts/generated/users/users';
import staffQuoteTexts from '../../../../public/locales/en/staffQuote.json';
import policiesTexts from '../../../../public/locales/en/policies.json';
import { i18n } from '../../../lib/i18n';
import type { FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { quote, wizardApi, type FakeRequest } from '../../../test/quotation';
import { POLICIES_NS } from '../../servicing/policies/namespace';
import { STAFF_QUOTE_NS } from './namespace';
import { StaffQuotePage } from './StaffQuotePage';

const ADMIN = {
  id: 'admin-1',
  role: 'admin',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  phone: null,
  createdAt: '2026-01-01T00:00:00Z',
  emailVerified: true,
} as UserDto;

const STAFF = [
  {
    id: 'admin-1',
    email: 'admin@example.com',
    role: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    active: true,
  },
  {
    id: 'agent-1',
    email: 'avery@example.com',
    role: 'agent',
    firstName: 'Avery',
    lastName: 'Agent',
    active: true,
  },
];

const record = (overrides: Partial<AuditRecordDto>): AuditRecordDto => ({
  id: 'r-1',
  action: 'lock',
  actorUserId: 'admin-1',
  actorRole: 'admin',
  actorName: 'Ada Admin',
  actorEmail: 'admin@example.com',
  applicationId: 'q',
  targetUserId: null,
  before: { locked: false },
  after: { locked: true },
  at: '2026-03-02T15:04:00.000Z',
  ...overrides,
});

type Routes = Record<string, (request: FakeRequest) => FakeReply>;

function api(current: QuoteDto, routes: Routes = {}, trail: AuditRecordDto[] = []) {
  return wizardApi(
    {
      'GET /api/users/me': () => ({ status: 200, data: ADMIN }),
      'GET /api/quote/getQuote/:id': () => ({ status: 200, data: current }),
      'GET /api/quote/:id/documents': () => ({ status: 200, data: [] }),
      'GET /api/quote/:id/audit': () => ({ status: 200, data: trail }),
      'GET /api/users/agentsAndAdmin': () => ({ status: 200, data: STAFF }),
      'GET /api/quote/:id/policy': () => ({ status: 200, data: { missing: [] } }),
      ...routes,
    },
    `/dashboard/quote/${current.id}`,
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const me = useGetMe();
  return me.data ? children : null;
}

const show = (id: string) =>
  renderPage(
    <SignedIn>
      <StaffQuotePage quoteId={id} />
    </SignedIn>,
  );

const state = (q: QuoteDto, changes: Record<string, unknown> = {}) => ({
  status: 200,
  data: {
    id: q.id,
    version: q.version + 1,
    status: q.status,
    statusBeforeArchive: null,
    locked: q.locked,
    agentId: q.agentId,
    ...changes,
  },
});

beforeAll(() => {
  i18n.addTexts(STAFF_QUOTE_NS, staffQuoteTexts);
  i18n.addTexts(POLICIES_NS, policiesTexts);
});

describe('the administration panel', () => {
  it('locks the quote with the version read', async () => {
    const current = quote({ status: 'In review', locked: false, agentId: null });
    const { calls } = api(current, {
      'POST /api/quote/lock': () => state(current, { locked: true }),
    });
    await show(current.id);
    const panel = await screen.findByRole('region', { name: 'Administration' });
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Lock quote' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/quote/lock')?.body).toEqual({
        id: current.id,
        version: current.version,
      }),
    );
  });

  it('sets a status after asking, and shows the API’s refusal', async () => {
    const current = quote({ status: 'In review', locked: false, agentId: null });
    const { calls } = api(current, {
      'POST /api/quote/setQuoteStatus': () => ({
        status: 400,
        data: { statusCode: 400, message: ['The quote is already Ready to bind'] },
      }),
    });
    await show(current.id);
    const panel = await screen.findByRole('region', { name: 'Administration' });
    const user = userEvent.setup();
    const set = within(panel).getByRole('button', { name: 'Set status' });
    expect(set).toBeDisabled();
    await user.selectOptions(within(panel).getByLabelText('Status'), 'Ready to bind');
    await user.click(set);
    expect(
      within(panel).getByText('Change the status from In review to Ready to bind?'),
    ).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Yes, change it' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The quote is already Ready to bind',
    );
    expect(calls.find((c) => c.path === '/api/quote/setQuoteStatus')?.body).toEqual({
      id: current.id,
      version: current.version,
      status: 'Ready to bind',
    });
  });

  it('archives after asking, offers unarchiving an archived quote and assigns the agent', async () => {
    const archived = quote({ status: 'Archive', locked: true, agentId: null });
    const { calls } = api(archived, {
      'POST /api/quote/unarchive': () => state(archived, { status: 'In review' }),
      'POST /api/quote/updateAgentAssigned': () => state(archived, { agentId: 'agent-1' }),
    });
    await show(archived.id);
    const panel = await screen.findByRole('region', { name: 'Administration' });
    const user = userEvent.setup();
    expect(within(panel).getByRole('button', { name: 'Unlock quote' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Archive quote' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Unarchive quote' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/quote/unarchive')).toBe(true));

    await user.selectOptions(
      await within(panel).findByLabelText('Assigned agent'),
      'Avery Agent (agent)',
    );
    await user.click(within(panel).getByRole('button', { name: 'Save agent' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/quote/updateAgentAssigned')?.body).toEqual({
        id: archived.id,
        version: archived.version,
        agentId: 'agent-1',
      }),
    );
  });
});

describe('the history panel', () => {
  it('lists who did what and when, with each change before and after', async () => {
    const current = quote({ status: 'Ready to bind', locked: true, agentId: 'agent-1' });
    api(current, {}, [
      record({
        id: 'r-2',
        action: 'setQuoteStatus',
        before: { status: 'In review' },
        after: { status: 'Ready to bind' },
      }),
      record({
        id: 'r-1',
        action: 'updateAgentAssigned',
        actorName: null,
        before: { agentId: null },
        after: { agentId: 'agent-1' },
      }),
      record({ id: 'r-0' }),
    ]);
    await show(current.id);
    const panel = await screen.findByRole('region', { name: 'History' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Status set by Ada Admin');
    expect(items[0]).toHaveTextContent('Status: In review → Ready to bind');
    expect(items[2]).toHaveTextContent('Agent assigned by admin@example.com');
    expect(await within(panel).findByText('Agent: none → Avery Agent')).toBeVisible();
    expect(within(panel).getByText('Locked: no → yes')).toBeVisible();
    expect(within(panel).getAllByText(/Mar 2, 2026/)).toHaveLength(3);
  });

  it('says when there is no history yet', async () => {
    const current = quote({ status: 'In process', locked: false, agentId: null });
    api(current);
    await show(current.id);
    const panel = await screen.findByRole('region', { name: 'History' });
    expect(await within(panel).findByText('No staff actions yet.')).toBeVisible();
  });
});
