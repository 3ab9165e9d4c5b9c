import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AuditAction } from '@coverline/contracts/generated/model';
import type {
  AuditRecordDto,
  BillingInfoDto,
  PolicyDto,
  QuoteDto,
  UserDto,
} from '@coverline/contracts/generated/model';
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

const LONG_EMAIL = 'rosalind.alvarez-montgomery+certificates@oakridge-lawn-care.example.com';
const POLICY_NUMBER = 'WCP-HART-2026-417';

function boundQuote(status: QuoteDto['status']): QuoteDto {
  const q = quote({
    status,
    agentId: null,
    selectedCarrierQuoteId: 'cq-1',
    carrierQuotes: [carrierQuote({ annualPremiumCents: 1_234_500 })],
  });
  q.business.businessName = 'Oakridge Lawn Care LLC';
  q.client.email = LONG_EMAIL;
  return q;
}

const policy = (overrides: Partial<PolicyDto> = {}): PolicyDto => ({
  quoteId: '11111111-1111-4111-8111-111111111111',
  quoteStatus: 'Bound',
  policyNumber: POLICY_NUMBER,
  carrier: 'Hartford',
  effectiveDate: '2026-03-01',
  expirationDate: '2027-03-01',
  annualPremiumCents: 1_234_500,
  billingInfo: 'Direct bill by EFT, full payment',
  blanketAdditionalInsured: false,
  blanketWaiverOfSubrogation: true,
  portalLink: null,
  active: true,
  policyStatus: 'Active',
  boundAt: '2026-02-27T16:00:00.000Z',
  missing: [],
  cancellationDate: null,
  ...overrides,
});

const BILLING: BillingInfoDto = {
  quoteId: '11111111-1111-4111-8111-111111111111',
  billingPlan: 'DirectBill',
  paymentMethod: 'EFT',
  paymentChoice: 'Payments',
  email: LONG_EMAIL,
  firstPaymentCents: 308_625,
  instalmentCents: [102_875, 102_875, 102_875],
  bank: {
    accountHolderNames: 'Rosa Alvarez',
    nameOnAccount: 'Oakridge Lawn Care LLC',
    accountNumberLast4: '6789',
    routingNumberLast4: '0015',
  },
  mail: null,
  updatedAt: '2026-02-20T10:00:00.000Z',
};

const record = (overrides: Partial<AuditRecordDto>): AuditRecordDto => ({
  id: 'r-1',
  action: 'updateQuotePolicy',
  actorUserId: 'admin-1',
  actorRole: 'admin',
  actorName: 'Ada Admin',
  actorEmail: 'admin@example.com',
  applicationId: '11111111-1111-4111-8111-111111111111',
  targetUserId: null,
  before: null,
  after: null,
  at: '2026-03-02T15:04:00.000Z',
  ...overrides,
});

type Routes = Record<string, (request: FakeRequest) => FakeReply>;

function api(current: QuoteDto, routes: Routes = {}) {
  return wizardApi(
    {
      'GET /api/users/me': () => ({ status: 200, data: ADMIN }),
      'GET /api/quote/getQuote/:id': () => ({ status: 200, data: current }),
      'GET /api/quote/:id/documents': () => ({ status: 200, data: [] }),
      'GET /api/quote/:id/audit': () => ({ status: 200, data: [] }),
      'GET /api/users/agentsAndAdmin': () => ({ status: 200, data: [] }),
      'GET /api/quote/:id/policy': () => ({ status: 200, data: policy() }),
      'GET /api/billingInfo/:quoteId': () => ({ status: 200, data: BILLING }),
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

beforeAll(() => {
  i18n.addTexts(STAFF_QUOTE_NS, staffQuoteTexts);
  i18n.addTexts(POLICIES_NS, policiesTexts);
});

describe('the staff quote page after binding', () => {
  it('shows the bound policy: number, period in words, premium, carrier and status', async () => {
    api(boundQuote('Bound'));
    await show('11111111-1111-4111-8111-111111111111');
    // The panels come in turn, and the policy's is near the end of the page.
    const panel = await screen.findByRole('region', { name: 'Policy' }, { timeout: 5000 });
    const fact = (term: string) =>
      within(panel).getByText(term, { selector: 'dt' }).parentElement!.querySelector('dd')!
        .textContent;
    expect(await within(panel).findByText(POLICY_NUMBER)).toBeVisible();
    expect(fact('Policy number')).toBe(POLICY_NUMBER);
    expect(fact('Carrier')).toBe('Hartford');
    expect(fact('Policy period')).toBe('March 1, 2026 to March 1, 2027');
    expect(fact('Annual premium')).toBe('$12,345.00');
    expect(fact('Policy status')).toBe('In force');
    expect(fact('Bound on')).toBe('February 27, 2026');
    expect(fact('Billing info')).toBe('Direct bill by EFT, full payment');
    expect(
      within(panel).getByRole('button', { name: 'Send the bound policy again' }),
    ).toBeVisible();
  });

  it('says an expired policy is expired', async () => {
    api(boundQuote('Bound'), {
      'GET /api/quote/:id/policy': () => ({
        status: 200,
        data: policy({ policyStatus: 'Expired' }),
      }),
    });
    await show('11111111-1111-4111-8111-111111111111');
    const panel = await screen.findByRole('region', { name: 'Policy' });
    expect(await within(panel).findByText('Expired')).toBeVisible();
  });

  it('shows the billing the client saved in the cart, bank numbers by their last four only', async () => {
    api(boundQuote('Bound'));
    await show('11111111-1111-4111-8111-111111111111');
    const panel = await screen.findByRole('region', { name: 'Billing info saved in the cart' });
    expect(await within(panel).findByText('Direct bill by bank transfer (EFT)')).toBeVisible();
    expect(within(panel).getByText('Direct bill')).toBeVisible();
    expect(
      within(panel).getByText('$3,086.25 at checkout, then 3 monthly payments of $1,028.75'),
    ).toBeVisible();
    expect(within(panel).getByText('Account ending 6789')).toBeVisible();
    expect(within(panel).getByText('Routing number ending 0015')).toBeVisible();
    expect(within(panel).getByText('Oakridge Lawn Care LLC')).toBeVisible();
    // No run of five digits or more: no full account or routing number.
    expect(panel.textContent).not.toMatch(/\d{5,}/);
  });

  it('says when the client has saved no billing yet', async () => {
    api(boundQuote('Completed'), {
      'GET /api/billingInfo/:quoteId': () => ({
        status: 404,
        data: {
          statusCode: 404,
          code: 2804,
          message: 'No billing information',
          error: 'Not Found',
        },
      }),
    });
    await show('11111111-1111-4111-8111-111111111111');
    const panel = await screen.findByRole('region', { name: 'Billing info saved in the cart' });
    expect(
      await within(panel).findByText('The client has not saved billing information yet.'),
    ).toBeVisible();
  });

  it("shows the client's email whole, cut only by the layout with its title", async () => {
    api(boundQuote('Bound'));
    await show('11111111-1111-4111-8111-111111111111');
    const email = await screen.findByText(LONG_EMAIL, { selector: '.staff-quote__header span' });
    expect(email).toHaveAttribute('title', LONG_EMAIL);
    expect(email).toHaveClass('staff-facts__whole');
  });
});

describe('the policy editor before binding', () => {
  it('fills the billing info from the cart until staff save their own', async () => {
    api(boundQuote('Completed'), {
      'GET /api/quote/:id/policy': () => ({
        status: 200,
        data: policy({
          quoteStatus: 'Completed',
          active: false,
          policyStatus: null,
          boundAt: null,
          billingInfo: null,
        }),
      }),
    });
    await show('11111111-1111-4111-8111-111111111111');
    expect(await screen.findByLabelText('Billing info')).toHaveValue(
      'Direct bill by EFT, payments',
    );
    expect(
      screen.getByText(
        'Filled in from the billing the client saved in the cart; check it before saving.',
      ),
    ).toBeVisible();
  });
});

describe('the history after staff actions', () => {
  it('reads the trail again after saving and activating, and says each action in words', async () => {
    const trail: AuditRecordDto[] = [];
    const current = boundQuote('Completed');
    const saved = policy({
      quoteStatus: 'Completed',
      active: false,
      policyStatus: null,
      boundAt: null,
    });
    api(current, {
      'GET /api/quote/:id/audit': () => ({ status: 200, data: [...trail] }),
      'GET /api/quote/:id/policy': () => ({ status: 200, data: saved }),
      'POST /api/quote/updateQuotePolicy': () => {
        trail.unshift(
          record({
            id: 'r-1',
            action: 'updateQuotePolicy',
            before: { annualPremiumCents: null, effectiveDate: null },
            after: { annualPremiumCents: 1_234_500, effectiveDate: '2026-03-01' },
          }),
        );
        return { status: 200, data: saved };
      },
      'POST /api/quote/activePolicy': () => {
        // Newest first, as the API answers.
        trail.unshift(
          record({
            id: 'r-3',
            action: 'sendBoundPolicyToClient',
            before: null,
            after: { sentTo: LONG_EMAIL, attached: 'Policy summary.pdf' },
            at: '2026-03-02T15:11:00.000Z',
          }),
          record({
            id: 'r-2',
            action: 'activePolicy',
            before: { status: 'Completed', policyActive: false },
            after: { status: 'Bound', policyActive: true, policyNumber: POLICY_NUMBER },
            at: '2026-03-02T15:10:00.000Z',
          }),
        );
        return { status: 200, data: { ...saved, active: true, policyStatus: 'Active' } };
      },
    });
    await show(current.id);
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('No staff actions yet.')).toBeVisible();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save policy information' }));
    expect(await within(history).findByText(/Policy information saved/)).toBeVisible();
    expect(within(history).getByText('Annual premium: none → $12,345.00')).toBeVisible();
    expect(within(history).getByText('Effective date: none → March 1, 2026')).toBeVisible();
    expect(within(history).getByText(/by Ada Admin/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Activate policy' }));
    await user.click(screen.getByRole('button', { name: 'Yes, activate' }));
    await waitFor(() =>
      expect(history.querySelector('.staff-history__item')?.textContent).toContain(
        'Bound policy sent to the client',
      ),
    );
    expect(within(history).getByText(/Policy activated/)).toBeVisible();
    expect(within(history).getByText('Status: Completed → Bound')).toBeVisible();
    expect(within(history).getByText(`Sent to: ${LONG_EMAIL}`)).toBeVisible();
    expect(within(history).queryByText('No staff actions yet.')).toBeNull();
    // Every action is named in words, never by its code.
    expect(history.textContent).not.toMatch(/updateQuotePolicy|activePolicy|sendBound/);
  });
});

describe('the history texts', () => {
  it('names every action the audit trail records in words', () => {
    const missing = Object.values(AuditAction).filter(
      (action) => !(action in staffQuoteTexts.history.actions),
    );
    expect(missing).toEqual([]);
  });
});
