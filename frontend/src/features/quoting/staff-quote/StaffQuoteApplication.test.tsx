import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { ApplicationDetailDto, QuoteDto, UserDto } from '@coverline/contracts/generated/model';
import { useGetMe } from '@coverline/contracts/generated/users/users';
import staffQuoteTexts from '../../../../public/locales/en/staffQuote.json';
import { i18n } from '../../../lib/i18n';
import type { FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { carrierQuote, quote, wizardApi, type FakeRequest } from '../../../test/quotation';
import { STAFF_QUOTE_NS } from './namespace';
import { StaffQuotePage } from './StaffQuotePage';

const user = (role: 'admin' | 'agent'): UserDto =>
  ({
    id: role === 'admin' ? 'admin-1' : 'agent-1',
    role,
    email: `${role}@example.com`,
    firstName: 'Sam',
    lastName: 'Staff',
    phone: null,
    createdAt: '2026-01-01T00:00:00Z',
    emailVerified: true,
  }) as UserDto;

const TX_CODE = {
  id: 'cc-1',
  state: 'TX',
  classCode: '0042',
  description: 'Landscape Gardening',
  payrollCents: 25_000_000,
  fullTimeEmployees: 4,
  partTimeEmployees: 1,
  source: 'naics',
} as const;

function wcQuote(overrides: Partial<QuoteDto> = {}): QuoteDto {
  const q = quote({
    status: 'Ready to bind',
    agentId: 'agent-1',
    selectedCarrierQuoteId: 'cq-1',
    wcClassCodes: [TX_CODE],
    carrierQuotes: [
      carrierQuote({
        carrier: 'Employers',
        annualPremiumCents: 431_200,
        bindability: 'REFERRED',
        reasonTexts: ['Losses need review'],
        worksheet: {
          premiumCents: 431_200,
          steps: [
            {
              code: 'wc.manualPremium',
              label: 'Manual premium TX 0042',
              inputs: { state: 'TX', classCode: '0042', payrollCents: 25_000_000, ratePer100: 1.7 },
              amountCents: 425_000,
              totalCents: 425_000,
            },
            {
              code: 'wc.expenseConstant',
              label: 'Expense constant',
              inputs: {},
              amountCents: 6_200,
              totalCents: 431_200,
            },
          ],
        },
      }),
    ],
    ...overrides,
  });
  q.business = {
    ...q.business,
    businessName: 'Green Leaf Landscaping LLC',
    businessDba: 'Green Leaf',
    feinMasked: '•••••6789',
    legalEntity: 'LLC',
    website: 'greenleaf.example.com',
    mailingAddress: { kind: 'sameAsBusiness' },
    locations: [
      {
        id: 'l-1',
        address: '100 Main St',
        address2: null,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        primary: true,
      } as QuoteDto['business']['locations'][number],
    ],
    owners: [
      {
        id: 'o-1',
        firstName: 'Pat',
        lastName: 'Owner',
        primaryWorkState: 'TX',
        title: 'Managing Member',
        ownershipPercent: 100,
        inclusion: 'Excluded',
        payrollEstimateCents: null,
        classCode: '0042',
        email: 'pat@example.com',
        signatureStatus: 'Sent',
      } as QuoteDto['business']['owners'][number],
    ],
    claims: [
      {
        id: 'cl-1',
        description: 'Mower injury',
        amountOfLossCents: 120_000,
        date: '2024-05-02',
        open: false,
      },
    ],
  };
  q.client = { ...q.client, phone: '(512) 555-0142' };
  return q;
}

const detail = (q: QuoteDto): ApplicationDetailDto => ({
  quote: q,
  answers: [
    {
      section: 'underwriting',
      key: 'workAboveThreeStories',
      group: null,
      question: 'Does any employee work above three stories or 30 feet?',
      answer: 'No',
    },
    {
      section: 'owner',
      key: 'injured',
      group: '0',
      question: 'Injured in the last year?',
      answer: 'No',
    },
  ],
  payments: [
    {
      id: 'co-1',
      amountCents: 107_800,
      method: 'bank',
      accountMasked: '•••• 6789',
      status: 'paid',
      at: '2026-03-02T15:04:00.000Z',
    },
  ],
  signatures: [
    {
      id: 'p-1',
      kind: 'application',
      status: 'sent',
      createdAt: '2026-03-02T15:05:00.000Z',
      completedAt: null,
      signers: [
        {
          id: 's-1',
          name: 'Pat Owner',
          email: 'pat@example.com',
          title: 'Managing Member',
          status: 'signed',
          sentAt: '2026-03-02T15:05:00.000Z',
          signedAt: '2026-03-03T09:00:00.000Z',
        },
      ],
    },
  ],
});

type Routes = Record<string, (request: FakeRequest) => FakeReply>;

function api(role: 'admin' | 'agent', q: QuoteDto, routes: Routes = {}) {
  return wizardApi(
    {
      'GET /api/users/me': () => ({ status: 200, data: user(role) }),
      'GET /api/users/agent/:id': () => ({
        status: 200,
        data: { id: 'agent-1', firstName: 'Sam', lastName: 'Staff' },
      }),
      'GET /api/quote/getQuote/:id': () => ({ status: 200, data: q }),
      'GET /api/quote/:id/application': () => ({ status: 200, data: detail(q) }),
      'GET /api/quote/:id/documents': () => ({ status: 200, data: [] }),
      'GET /api/quote/:id/audit': () => ({ status: 200, data: [] }),
      'GET /api/notes/clients/:id': () => ({ status: 200, data: [] }),
      ...routes,
    },
    `/dashboard/quote/${q.id}`,
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const me = useGetMe();
  return me.data ? children : null;
}

const show = (q: QuoteDto) =>
  renderPage(
    <SignedIn>
      <StaffQuotePage quoteId={q.id} />
    </SignedIn>,
  );

const panel = (name: string) => screen.getByRole('region', { name });

beforeAll(() => {
  i18n.addTexts(STAFF_QUOTE_NS, staffQuoteTexts);
});

describe('the application on the staff quote page', () => {
  it('shows the business, owners, locations, answers, claims, payments and signatures', async () => {
    const q = wcQuote();
    api('agent', q);
    await show(q);
    // The first render of the suite loads the page's code and texts.
    await screen.findByRole('heading', { name: 'Business' }, { timeout: 5000 });

    const business = within(panel('Business'));
    expect(business.getByText('Green Leaf Landscaping LLC')).toBeVisible();
    expect(business.getByText('•••••6789')).toBeVisible();
    expect(business.getByText('(512) 555-0142')).toBeVisible();
    expect(business.getByText('Same as the business address')).toBeVisible();

    const owners = within(panel('Owners and officers'));
    const pat = owners.getByRole('row', { name: /Pat Owner/ });
    expect(within(pat).getByText('Managing Member')).toBeVisible();
    expect(within(pat).getByText('100%')).toBeVisible();
    expect(within(pat).getByText('Excluded')).toBeVisible();
    expect(within(pat).getByText('Sent')).toBeVisible();

    const locations = within(panel('Locations'));
    expect(locations.getByText('100 Main St, Austin, TX 78701')).toBeVisible();
    expect(locations.getByRole('row', { name: /0042/ })).toHaveTextContent('$250,000');

    const answers = within(panel('Answers'));
    expect(
      answers.getByRole('row', {
        name: /^Does any employee work above three stories or 30 feet\?/,
      }),
    ).toHaveTextContent('No');
    // An owner's answer says whose it is.
    expect(answers.getByRole('row', { name: /Pat Owner/ })).toHaveTextContent(
      'Injured in the last year?',
    );

    expect(within(panel('Claims history')).getByText('Mower injury')).toBeVisible();

    const payments = within(panel('Payments'));
    expect(payments.getByText('$1,078.00')).toBeVisible();
    expect(payments.getByText('•••• 6789')).toBeVisible();
    expect(payments.getByText('Paid')).toBeVisible();

    const signatures = within(panel('Signatures'));
    expect(signatures.getByRole('row', { name: /Pat Owner/ })).toHaveTextContent('Signed');
  });

  it("shows each carrier quote's premium and reasons, with its worksheet collapsed until opened", async () => {
    const q = wcQuote();
    api('admin', q);
    await show(q);
    const carriers = within(await screen.findByRole('region', { name: 'Carrier quotes' }));
    const employers = within(carriers.getByRole('article', { name: 'Employers' }));
    expect(employers.getByText('$4,312.00 a year')).toBeVisible();
    expect(employers.getByText('REFERRED')).toBeVisible();
    expect(employers.getByText('Losses need review')).toBeVisible();

    const step = employers.getByRole('row', { name: /^Manual premium TX 0042/, hidden: true });
    expect(step).not.toBeVisible();
    await userEvent
      .setup()
      .click(employers.getByText('Rating worksheet (Employers)', { selector: 'summary' }));
    expect(step).toBeVisible();
    expect(step).toHaveTextContent('payroll: $250,000.00');
    expect(step).toHaveTextContent('$4,250.00');
    expect(employers.getByRole('row', { name: /^Expense constant/ })).toHaveTextContent(
      '$4,312.00',
    );
  });
});

describe('the class codes panel', () => {
  it('refuses an invalid class code before sending, then adds a valid one', async () => {
    const q = wcQuote();
    const added = {
      ...q,
      version: 2,
      wcClassCodes: [
        TX_CODE,
        {
          ...TX_CODE,
          id: 'cc-2',
          classCode: '8810',
          description: 'Clerical',
          payrollCents: 5_200_000,
          source: 'manual' as const,
        },
      ],
    };
    const { calls } = api('admin', q, {
      'POST /api/quote/:id/wcClassCodes': () => ({ status: 201, data: added }),
    });
    await show(q);
    const codes = within(await screen.findByRole('region', { name: 'Class codes' }));
    const actions = userEvent.setup();

    await actions.type(codes.getByLabelText('Class code'), '88');
    await actions.click(codes.getByRole('button', { name: 'Add class code' }));
    expect(codes.getByText('Choose the state of the class code.')).toBeVisible();
    expect(codes.getByText('Enter a valid class code: four digits.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/wcClassCodes'))).toBe(false);

    await actions.selectOptions(codes.getByLabelText('State'), 'TX');
    await actions.type(codes.getByLabelText('Class code'), '10');
    await actions.type(codes.getByLabelText('Description'), 'Clerical');
    await actions.type(codes.getByLabelText('Payroll (USD, optional)'), '52,000');
    await actions.click(codes.getByRole('button', { name: 'Add class code' }));

    await waitFor(() => expect(codes.getByRole('row', { name: /8810/ })).toBeVisible());
    const sent = calls.find((c) => c.method === 'POST' && c.path.endsWith('/wcClassCodes'));
    expect(sent?.body).toEqual({
      state: 'TX',
      classCode: '8810',
      description: 'Clerical',
      payrollCents: 5_200_000,
    });
  });

  it('removes a code and refreshes from the NAICS mapping, showing a refusal from the API', async () => {
    const q = wcQuote();
    const { calls } = api('admin', q, {
      'DELETE /api/quote/:id/wcClassCodes/:codeId': () => ({
        status: 200,
        data: { ...q, version: 2, wcClassCodes: [] },
      }),
      'POST /api/quote/:id/wcClassCodes/refresh': () => ({
        status: 400,
        data: { statusCode: 400, message: ['Choose a business type first'], error: 'Bad Request' },
      }),
    });
    await show(q);
    const codes = within(await screen.findByRole('region', { name: 'Class codes' }));
    const actions = userEvent.setup();

    await actions.click(codes.getByRole('button', { name: 'Remove class code 0042 in TX' }));
    expect(await codes.findByText('No class codes listed yet.')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/wcClassCodes/cc-1'))).toBe(
      true,
    );

    await actions.click(codes.getByRole('button', { name: 'Refresh from NAICS mapping' }));
    expect(await codes.findByText('Choose a business type first')).toBeVisible();
  });

  it('tells an agent why a locked or bound quote keeps its class codes, offering no change', async () => {
    const locked = wcQuote({ locked: true });
    api('agent', locked);
    await show(locked);
    const codes = within(await screen.findByRole('region', { name: 'Class codes' }));
    expect(
      codes.getByText('This quote is locked: only an admin can change its class codes.'),
    ).toBeVisible();
    expect(codes.queryByRole('button', { name: 'Add class code' })).toBeNull();
    expect(codes.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('tells an agent a bound quote can no longer change', async () => {
    const bound = wcQuote({ status: 'Bound' });
    api('agent', bound);
    await show(bound);
    const codes = within(await screen.findByRole('region', { name: 'Class codes' }));
    expect(
      codes.getByText('This quote is bound: its class codes can no longer be changed.'),
    ).toBeVisible();
    expect(codes.queryByRole('button', { name: 'Refresh from NAICS mapping' })).toBeNull();
  });

  it('is not shown for other lines', async () => {
    const gl = wcQuote({ coverageType: 'gl', wcClassCodes: [] });
    api('admin', gl);
    await show(gl);
    await screen.findByRole('heading', { name: 'Business' });
    expect(screen.queryByRole('heading', { name: 'Class codes' })).toBeNull();
  });
});
