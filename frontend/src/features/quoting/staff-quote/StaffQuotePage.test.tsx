import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ErrorCode } from '@coverline/contracts';
import type { DocumentDto, PolicyDto, UserDto } from '@coverline/contracts/generated/model';
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

const user = (role: 'admin' | 'agent'): UserDto =>
  ({
    id: role === 'admin' ? 'admin-1' : 'agent-1',
    role,
    email: `${role}@example.com`,
    firstName: role === 'admin' ? 'Ada' : 'Avery',
    lastName: 'Staff',
    phone: null,
    createdAt: '2026-01-01T00:00:00Z',
    emailVerified: true,
  }) as UserDto;

const QUOTE = quote({
  status: 'Awaiting signatures',
  agentId: 'agent-1',
  selectedCarrierQuoteId: 'cq-1',
  carrierQuotes: [carrierQuote({ annualPremiumCents: 1_234_500 })],
});
QUOTE.business.businessName = 'Harbor Bakery LLC';

const PROPOSAL: DocumentDto = {
  id: 'd-1',
  type: 'QUOTE_PROPOSAL',
  fileName: 'Quote proposal Harbor Bakery.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  active: true,
  source: 'generated',
  createdAt: '2026-03-02T15:04:00.000Z',
};

const policy = (overrides: Partial<PolicyDto> = {}): PolicyDto => ({
  quoteId: QUOTE.id,
  quoteStatus: QUOTE.status,
  policyNumber: null,
  carrier: null,
  effectiveDate: null,
  expirationDate: null,
  annualPremiumCents: null,
  billingInfo: null,
  blanketAdditionalInsured: null,
  blanketWaiverOfSubrogation: null,
  portalLink: null,
  active: false,
  policyStatus: null,
  boundAt: null,
  missing: ['policy number', 'billing info'],
  cancellationDate: null,
  ...overrides,
});

type Routes = Record<string, (request: FakeRequest) => FakeReply>;

function api(role: 'admin' | 'agent', routes: Routes = {}, status = QUOTE.status) {
  return wizardApi(
    {
      'GET /api/users/me': () => ({ status: 200, data: user(role) }),
      'GET /api/quote/getQuote/:id': () => ({ status: 200, data: { ...QUOTE, status } }),
      'GET /api/quote/:id/documents': () => ({ status: 200, data: [PROPOSAL] }),
      'GET /api/quote/:id/policy': () => ({ status: 200, data: policy() }),
      ...routes,
    },
    `/dashboard/quote/${QUOTE.id}`,
  );
}

/** The page sits behind the session gate in the app; here it waits for the user the same way. */
function SignedIn({ children }: { children: ReactNode }) {
  const me = useGetMe();
  return me.data ? children : null;
}

const show = () =>
  renderPage(
    <SignedIn>
      <StaffQuotePage quoteId={QUOTE.id} />
    </SignedIn>,
  );

beforeAll(() => {
  i18n.addTexts(STAFF_QUOTE_NS, staffQuoteTexts);
  i18n.addTexts(POLICIES_NS, policiesTexts);
});

describe('the staff quote page', () => {
  it("shows the application's header and documents to an agent, without the admin panels", async () => {
    api('agent');
    await show();
    expect(await screen.findByRole('heading', { name: 'Harbor Bakery LLC' })).toBeVisible();
    expect(screen.getByText('Awaiting signatures')).toBeVisible();
    expect(screen.getByText('$12,345.00 a year')).toBeVisible();
    expect(screen.getByText('Avery Staff (you)')).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Download Quote proposal Harbor Bakery.pdf' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send documents' })).toBeVisible();
    // Agents send their client the link to the quote as admins do.
    expect(screen.getByRole('button', { name: 'Send quote to client' })).toBeVisible();
    // The panels come in turn; the agents' note ends them.
    expect(
      await screen.findByText(/activation and checkout resets are done by an admin/),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Policy' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
  });

  it('gives admins the policy and checkout panels and sending the quote to the client', async () => {
    api('admin', {
      'GET /api/users/agent/:id': () => ({
        status: 200,
        data: { id: 'agent-1', firstName: 'Avery', lastName: 'Staff' },
      }),
    });
    await show();
    expect(await screen.findByRole('heading', { name: 'Policy' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send quote to client' })).toBeVisible();
    expect(await screen.findByText('Avery Staff')).toBeVisible();
  });

  it('keeps activation disabled with the reason until every field is saved and the quote is Completed', async () => {
    const { calls } = api('admin', {
      'POST /api/quote/updateQuotePolicy': (request) =>
        (request.body as { policyNumber?: string }).policyNumber
          ? {
              status: 200,
              data: policy({ policyNumber: 'WC-1', billingInfo: 'Direct bill', missing: [] }),
            }
          : { status: 200, data: policy() },
    });
    await show();
    const activate = await screen.findByRole('button', { name: 'Activate policy' });
    expect(activate).toBeDisabled();
    expect(activate).toHaveAccessibleDescription(
      'Activation needs every piece of policy information saved. Missing: policy number, billing info.',
    );
    // Unsaved values are prefilled from the selected carrier quote.
    expect(screen.getByLabelText('Carrier')).toHaveValue('Hartford');
    expect(screen.getByLabelText('Annual premium (USD)')).toHaveValue('12345.00');

    const userActions = userEvent.setup();
    await userActions.type(screen.getByLabelText('Policy number'), 'WC-1');
    expect(activate).toHaveAccessibleDescription('Save your changes before activating the policy.');
    await userActions.type(screen.getByLabelText('Billing info'), 'Direct bill');
    await userActions.click(screen.getByRole('button', { name: 'Save policy information' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Activate policy' })).toHaveAccessibleDescription(
        'The policy can be activated once the quote is paid and signed (Completed); it is Awaiting signatures.',
      ),
    );
    const saved = calls.filter((c) => c.path === '/api/quote/updateQuotePolicy').at(-1);
    expect(saved?.body).toEqual({
      quoteId: QUOTE.id,
      policyNumber: 'WC-1',
      carrier: 'Hartford',
      effectiveDate: '2026-12-01',
      expirationDate: '2027-12-01',
      annualPremiumCents: 1_234_500,
      billingInfo: 'Direct bill',
      blanketAdditionalInsured: null,
      blanketWaiverOfSubrogation: null,
      portalLink: null,
    });
  });

  it("activates a Completed quote's policy and shows the API's refusal", async () => {
    api(
      'admin',
      {
        'GET /api/quote/:id/policy': () => ({ status: 200, data: policy({ missing: [] }) }),
        'POST /api/quote/activePolicy': () => ({
          status: 409,
          data: {
            statusCode: 409,
            code: 1206,
            message: 'This business already has an active policy. Please contact us.',
          },
        }),
      },
      'Completed',
    );
    await show();
    const userActions = userEvent.setup();
    const activate = await screen.findByRole('button', { name: 'Activate policy' });
    expect(activate).toBeEnabled();
    await userActions.click(activate);
    await userActions.click(screen.getByRole('button', { name: 'Yes, activate' }));
    expect(
      await screen.findByText('This business already has an active policy. Please contact us.'),
    ).toBeVisible();
  });

  it('says the proposal is not ready when the API says so', async () => {
    api('agent', {
      'POST /api/quote/setQuoteProposal': () => ({
        status: 409,
        data: { statusCode: 409, code: 1951, message: 'Quote proposal not ready, try later.' },
      }),
    });
    await show();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Generate proposal' }));
    expect(await screen.findByText('Quote proposal not ready, try later')).toBeVisible();
  });

  it('asks to choose a carrier quote first, right under the button, in focus', async () => {
    api('agent', {
      'POST /api/quote/setQuoteProposal': () => ({
        status: 409,
        data: {
          statusCode: 409,
          code: ErrorCode.CarrierQuoteNotChosen,
          message: 'Choose a carrier quote first.',
        },
      }),
    });
    await show();
    const button = await screen.findByRole('button', { name: 'Generate proposal' });
    await userEvent.setup().click(button);
    const message = await screen.findByText(/^Choose a carrier quote first: the proposal/);
    const box = message.closest('.staff-action-problem') as HTMLElement;
    await waitFor(() => expect(box).toHaveFocus());
    // It sits with the button, not at the top of the panel.
    expect(button.parentElement).toContainElement(box);
  });

  it('an agent sends the quote link; a refusal after "Yes, send" shows by the buttons, in focus', async () => {
    let answer: FakeReply = {
      status: 409,
      data: { statusCode: 409, code: 1000, message: 'This client has no email to send to.' },
    };
    const { calls } = api('agent', { 'POST /api/quote/sendQuoteToClient': () => answer });
    await show();
    const userActions = userEvent.setup();
    await userActions.click(await screen.findByRole('button', { name: 'Send quote to client' }));
    await userActions.click(screen.getByRole('button', { name: 'Yes, send' }));
    const message = await screen.findByText('This client has no email to send to.');
    const box = message.closest('.staff-action-problem') as HTMLElement;
    await waitFor(() => expect(box).toHaveFocus());
    expect(box.closest('.staff-send')).not.toBeNull();

    answer = { status: 200, data: { sentTo: 'owner@example.com', documents: [] } };
    await userActions.click(screen.getByRole('button', { name: 'Send quote to client' }));
    await userActions.click(screen.getByRole('button', { name: 'Yes, send' }));
    await waitFor(() =>
      expect(screen.queryByText('This client has no email to send to.')).toBeNull(),
    );
    expect(calls.filter((c) => c.path === '/api/quote/sendQuoteToClient').at(-1)?.body).toEqual({
      quoteId: QUOTE.id,
    });
  });

  it("shows the API's type and size errors of an upload under the file field", async () => {
    let answer: FakeReply = {
      status: 400,
      data: { statusCode: 400, message: ['The file name does not match its content (PDF)'] },
    };
    const { calls } = api('agent', { 'POST /api/quote/:id/documents': () => answer });
    await show();
    const userActions = userEvent.setup();
    const fileInput = await screen.findByLabelText('File');
    await userActions.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a file to upload.')).toBeVisible();

    await userActions.selectOptions(screen.getByLabelText('Document type'), 'COI');
    await userActions.upload(fileInput, new File(['%PDF-1.7'], 'coi.png', { type: 'image/png' }));
    await userActions.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file name does not match its content (PDF)')).toBeVisible();
    expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    const sent = calls.find((c) => c.path.endsWith('/documents') && c.method === 'POST');
    expect((sent?.body as FormData).get('type')).toBe('COI');

    answer = {
      status: 413,
      data: { statusCode: 413, message: 'File too large', error: 'Payload Too Large' },
    };
    await userActions.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File too large')).toBeVisible();
  });

  it('asks before sending documents and confirms differing effective dates', async () => {
    let sends = 0;
    const { calls } = api('agent', {
      'POST /api/quote/sendQuoteDocuments': () => {
        sends += 1;
        return sends === 1
          ? {
              status: 409,
              data: {
                statusCode: 409,
                code: 1953,
                message:
                  'The quotes have differing effective dates. Please confirm before sending.',
              },
            }
          : { status: 200, data: { sentTo: 'owner@example.com', documents: [PROPOSAL] } };
      },
    });
    await show();
    const userActions = userEvent.setup();
    await userActions.click(await screen.findByRole('button', { name: 'Send documents' }));
    const question = screen.getByRole('group', {
      name: 'Mail the proposal and application in use to the client?',
    });
    await userActions.click(within(question).getByRole('button', { name: 'Yes, send' }));
    expect(await screen.findByText(/differing effective dates\. Please confirm/)).toBeVisible();
    await userActions.click(screen.getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(sends).toBe(2));
    expect(calls.filter((c) => c.path === '/api/quote/sendQuoteDocuments').at(-1)?.body).toEqual({
      quoteId: QUOTE.id,
      confirmDifferingEffectiveDates: true,
    });
  });

  it('lets an admin reset a checkout only while Purchase pending', async () => {
    const { calls } = api(
      'admin',
      {
        'POST /api/quote/checkout/reset': () => ({
          status: 200,
          data: { quoteId: QUOTE.id, reset: true, status: 'Ready to bind' },
        }),
      },
      'Purchase pending',
    );
    await show();
    const userActions = userEvent.setup();
    await userActions.click(await screen.findByRole('button', { name: 'Reset checkout' }));
    await userActions.click(screen.getByRole('button', { name: 'Yes, reset' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/quote/checkout/reset')).toBe(true),
    );
  });
});
