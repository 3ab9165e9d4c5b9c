import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyPolicyDto, QuoteDto } from '@coverline/contracts/generated/model';
import { clearAllCookies } from '../../../../test/tokens';
import {
  addQuotationTexts,
  carrierQuote,
  quote,
  renderAtQuotation,
  wizardApi,
} from '../../../../test/quotation';
import { WizardProvider } from '../state/context';
import { WizardStore } from '../state/wizard-store';
import { Wizard } from '../Wizard';
import { loadAppetiteTexts } from '../../appetite/namespace';

beforeAll(async () => {
  addQuotationTexts();
  await loadAppetiteTexts();
});
beforeEach(() => clearAllCookies());
afterEach(() => vi.useRealTimers());

const questionSet = { carrier: 'Default', coverage: 'wc', questions: [], updatedAt: null };
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

function api(policies: MyPolicyDto[] = []) {
  return wizardApi({
    'GET /api/coverage': () => ({ status: 200, data: [] }),
    'GET /api/carriers': () => ({ status: 200, data: page([]) }),
    'GET /api/employers/questions': () => ({ status: 200, data: questionSet }),
    'GET /api/employers/owner_questions': () => ({ status: 200, data: questionSet }),
    'GET /api/payroll_questions': () => ({ status: 200, data: questionSet }),
    'GET /api/owner_titles': () => ({ status: 200, data: [] }),
    'GET /api/quote/myPolicies': () => ({ status: 200, data: page(policies) }),
  });
}

/** The wizard of a client, opened on a quote as the API holds it. */
async function openQuote(held: QuoteDto) {
  const store = new WizardStore({
    caller: 'client',
    api: {
      saveForLater: () => Promise.resolve(held),
      validateForm: () => Promise.resolve({ valid: true, errors: [] }),
      getQuote: () => Promise.resolve(held),
      sendForm: () => Promise.resolve(held),
      rate: () => Promise.resolve(held),
      setQuoteSelected: () => Promise.resolve(held),
    },
    queryClient: new QueryClient(),
    storeGuestSession: () => undefined,
    onStarted: () => undefined,
    pollMs: 10,
  });
  await store.load(held.id);
  return renderAtQuotation(
    <WizardProvider store={store}>
      <Wizard />
    </WizardProvider>,
  );
}

const answered = quote({
  step: 'claims',
  submittedAt: '2026-11-01T00:00:00Z',
  effectiveDate: '2026-12-04',
  employersLiabilityLevel: 1,
  carrierQuotes: [
    carrierQuote({
      id: 'd',
      carrier: 'AmTrust',
      annualPremiumCents: null,
      bindability: 'DECLINED',
    }),
    carrierQuote({
      id: 'r',
      carrier: 'Markel',
      annualPremiumCents: 400_000,
      bindability: 'REFERRED',
    }),
    carrierQuote({ id: 'e', carrier: 'Employers', annualPremiumCents: 900_000 }),
    carrierQuote({
      id: 'h',
      carrier: 'Hartford',
      annualPremiumCents: 700_000,
      effectiveDate: '2026-12-04',
    }),
  ],
});

describe('the results', () => {
  it('show quotes bought online first, cheapest first, and mark the lowest price', async () => {
    api();
    await openQuote(answered);
    const cards = within(await screen.findByRole('list', { name: 'Your quotes' })).getAllByRole(
      'article',
    );
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'carrier-h',
      'carrier-e',
      'carrier-r',
      'carrier-d',
    ]);
    expect(within(cards[2]!).getByText('Lowest price')).toBeVisible();
    expect(screen.getAllByText('Lowest price')).toHaveLength(1);
  });

  it('set the priced quotes side by side on demand', async () => {
    api();
    await openQuote(answered);
    const toggle = await screen.findByRole('button', { name: 'Compare side by side' });
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.setup().click(toggle);
    const table = screen.getByRole('table', { name: /Priced quotes you can choose/ });
    const head = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(head).toEqual(['Carrier', 'Hartford', 'Employers', 'Markel']);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Annual premium')).getByText('$4,000')).toBeVisible();
    expect(within(row('Limits')).getAllByText(/^Employers liability \$/)).toHaveLength(3);
    expect(within(row('Deductible or retention')).getAllByText('None')).toHaveLength(3);
    expect(within(row('Differs from your request')).getAllByText('As you asked')).toHaveLength(3);
    expect(toggle).toHaveAccessibleName('Hide the comparison');
  });
});

describe('when no carrier writes the business type in the state', () => {
  const nobody = quote({
    step: 'claims',
    submittedAt: '2026-11-01T00:00:00Z',
    effectiveDate: '2026-12-04',
    coverageType: 'gl',
    carrierQuotes: [
      carrierQuote({
        id: 'h',
        carrier: 'Hartford',
        annualPremiumCents: null,
        bindability: 'DECLINED',
        reasons: ['CLASS_OUT_OF_APPETITE'],
        reasonTexts: ['The carrier does not write this class'],
      }),
    ],
    noCarrierWrites: {
      masterIndexCode: 'MI-1042',
      businessType: 'Roofing Contractor',
      state: 'FL',
      line: 'gl',
      sentence: 'None of our carriers writes roofing contractor in Florida for general liability.',
    },
  });

  it('say so in one sentence before any carrier card, and take an email as a lead', async () => {
    const { calls } = wizardApi({
      'GET /api/coverage': () => ({ status: 200, data: [] }),
      'GET /api/carriers': () => ({ status: 200, data: page([]) }),
      'GET /api/quote/myPolicies': () => ({ status: 200, data: page([]) }),
      'POST /api/appetite/leads': (r) => ({
        status: 201,
        data: { id: 'lead-1', ...(r.body as object) },
      }),
    });
    await openQuote(nobody);
    const sentence = await screen.findByRole('heading', {
      name: 'None of our carriers writes roofing contractor in Florida for general liability.',
    });
    const cards = screen.getByRole('list', { name: 'Your quotes' });
    // The sentence comes first in the page, the carrier's own reason stays on its card.
    expect(sentence.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(cards).getByText('The carrier does not write this class')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'owner@roofs.example');
    await user.click(screen.getByRole('button', { name: 'Tell me when a carrier does' }));
    await screen.findByText(/We will email owner@roofs.example/);
    expect(calls.find((c) => c.path === '/api/appetite/leads')?.body).toMatchObject({
      email: 'owner@roofs.example',
      masterIndexCode: 'MI-1042',
      state: 'FL',
      line: 'gl',
      quoteId: nobody.id,
    });
  });
});

const POLICY: MyPolicyDto = {
  quoteId: quote().id,
  clientId: 'c-1',
  policyNumber: 'WC-2026-0042',
  carrier: 'Hartford',
  coverageType: 'wc',
  businessName: 'Harbor Bakery LLC',
  effectiveDate: '2026-12-04',
  expirationDate: '2027-12-04',
  annualPremiumCents: 700_000,
  billingInfo: null,
  portalLink: null,
  status: 'Active',
  cancellationDate: null,
  limits: [],
  documents: [],
};

const bought = (status: QuoteDto['status']) => ({
  ...answered,
  status,
  locked: true,
  selectedCarrierQuoteId: 'h',
});

describe('a bought quote', () => {
  it('speaks as the policy: when it starts, and no other carrier or choice', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    api([POLICY]);
    await openQuote(bought('Bound'));
    expect(
      await screen.findByRole('heading', { name: "Workers' compensation with Hartford" }),
    ).toBeVisible();
    expect(await screen.findByText('Starts December 4, 2026')).toBeVisible();
    expect(screen.getByText('WC-2026-0042')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open your policy' })).toHaveAttribute(
      'href',
      `/client/policies/${quote().id}`,
    );
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    expect(screen.queryByText('Markel')).toBeNull();
    expect(screen.queryByText(/Ready to buy/)).toBeNull();
    expect(screen.queryByText(/choose another quote/)).toBeNull();
    expect(screen.queryByText('In force')).toBeNull();
  });

  it('reads In force once the term has started', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-10T12:00:00Z'));
    api([POLICY]);
    await openQuote(bought('Bound'));
    expect(await screen.findByText('In force')).toBeVisible();
    expect(screen.queryByText(/^Starts/)).toBeNull();
  });

  it('says what happens next once paid, before it is bound', async () => {
    api();
    await openQuote(bought('Awaiting signatures'));
    expect(await screen.findByText(/^Paid\. Each owner or officer/)).toBeVisible();
    expect(screen.getByText('Starts December 4, 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my policies' })).toHaveAttribute(
      'href',
      '/client/policies',
    );
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    expect(screen.queryByText(/agent reviews this quote/)).toBeNull();
    expect(screen.queryByText('Employers')).toBeNull();
  });
});
