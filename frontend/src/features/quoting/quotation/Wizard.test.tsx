import { QueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuoteDto, UserDto } from '@coverline/contracts/generated/model';
import { i18n } from '../../../lib/i18n';
import { storeUserSession } from '../../../lib/session-store';
import { clearAllCookies } from '../../../test/tokens';
import {
  addQuotationTexts,
  mapping,
  quote,
  renderAtQuotation,
  wizardApi,
  yesNo,
} from '../../../test/quotation';
import { QuotationPage } from './QuotationPage';
import { WizardProvider } from './state/context';
import { WizardStore, type Caller } from './state/wizard-store';
import { Wizard } from './Wizard';

beforeAll(addQuotationTexts);
beforeEach(() => {
  clearAllCookies();
  sessionStorage.clear();
  localStorage.clear();
});

const questionSet = (
  questions = [yesNo('safetyProgram', 'Do you have a written safety program?')],
) => ({
  carrier: 'Default',
  coverage: 'wc',
  questions,
  updatedAt: null,
});

const referenceRoutes = {
  'GET /api/master-index-mapping/search': () => ({ status: 200, data: [mapping()] }),
  'GET /api/coverage': () => ({ status: 200, data: [] }),
  'GET /api/carriers': () => ({ status: 200, data: [] }),
  'GET /api/employers/questions': () => ({ status: 200, data: questionSet() }),
  'GET /api/employers/owner_questions': () => ({
    status: 200,
    data: questionSet([yesNo('performsFieldWork', 'Does this owner do field work?')]),
  }),
  'GET /api/payroll_questions': () => ({
    status: 200,
    data: questionSet([yesNo('usesSubcontractors', 'Do you hire subcontractors?')]),
  }),
  'GET /api/owner_titles': () => ({ status: 200, data: [] }),
  'POST /api/quote/validateForm': () => ({ status: 200, data: { valid: true, errors: [] } }),
};

/** A workers compensation quote answered up to its claims, with a little of everything. */
function answered(overrides: Partial<QuoteDto> = {}): QuoteDto {
  const base = quote();
  return quote({
    coverageType: 'wc',
    step: 'claims',
    underwritingAnswers: { safetyProgram: 'Yes', priorCoverage: 'No' },
    payrollAnswers: { 'CA.usesSubcontractors': 'No' },
    ownerAnswers: { '0.performsFieldWork': 'Yes' },
    wcClassCodes: [
      {
        id: 'code-1',
        state: 'CA',
        classCode: '0042',
        description: 'Landscaping',
        payrollCents: 5_000_000,
        fullTimeEmployees: 2,
        partTimeEmployees: 0,
      },
    ] as QuoteDto['wcClassCodes'],
    business: {
      ...base.business,
      businessName: 'Green Acres LLC',
      businessDba: 'Green Acres',
      naicsMatrixDesc: 'Landscaping',
      yearsOfExperience: 12,
      owners: [
        {
          id: 'owner-1',
          firstName: 'Pat',
          lastName: 'Lee',
          title: 'President',
          ownershipPercent: 100,
          primaryWorkState: 'CA',
          inclusion: 'Included',
        },
      ],
    } as QuoteDto['business'],
    ...overrides,
  });
}

function storeFor(caller: Caller, saved: QuoteDto) {
  return new WizardStore({
    caller,
    api: {
      saveForLater: (body) =>
        Promise.resolve({ ...saved, ...body, version: saved.version + 1 } as never),
      validateForm: () => Promise.resolve({ valid: true, errors: [] }),
      getQuote: () => Promise.resolve(saved),
      sendForm: () => Promise.resolve(saved),
      rate: () => Promise.resolve(saved),
      setQuoteSelected: () => Promise.resolve(saved),
    },
    queryClient: new QueryClient(),
    storeGuestSession: () => undefined,
    onStarted: () => undefined,
  });
}

async function showWizard(store: WizardStore) {
  return renderAtQuotation(
    <WizardProvider store={store}>
      <Wizard />
    </WizardProvider>,
  );
}

const user = (role: 'agent' | 'client'): UserDto =>
  ({
    id: `${role}-1`,
    role,
    email: `${role}@example.com`,
    firstName: 'Avery',
    lastName: 'Staff',
  }) as UserDto;

describe('the step list', () => {
  it('opens any answered step with the keyboard and keeps every later answer', async () => {
    wizardApi(referenceRoutes);
    const saved = answered();
    const store = storeFor('client', saved);
    await store.load(saved.id);
    await showWizard(store);
    const steps = screen.getByRole('navigation', { name: 'Quote progress' });
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toBeVisible();
    // Answered steps are buttons; the current one is not.
    const businessType = within(steps).getByRole('button', { name: /Business type/ });
    expect(within(steps).queryByRole('button', { name: /Review/ })).toBeNull();
    expect(within(steps).queryByRole('button', { name: /Quotes/ })).toBeNull();

    const keys = userEvent.setup();
    businessType.focus();
    await keys.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'What does your business do?' }),
    ).toBeVisible();
    expect(store.getState().values.underwritingAnswers).toEqual(saved.underwritingAnswers);

    await keys.click(within(steps).getByRole('button', { name: /Claim history/ }));
    expect(await screen.findByRole('heading', { name: /Claims in the last/ })).toBeVisible();
  });

  it('says which later answers a new business type cleared, and where to answer them again', async () => {
    wizardApi(referenceRoutes);
    const saved = answered();
    const store = storeFor('client', saved);
    await store.load(saved.id);
    store.goTo('businessType');
    store.completeStep('businessType', { naicsCode: '238990', masterIndexCode: 'MI-2' });
    await showWizard(store);
    const notice = await screen.findByText('Some later answers were cleared');
    const box = notice.closest('[role="alert"]') as HTMLElement;
    expect(box).toHaveTextContent(
      'Changing the Business type step cleared the payroll by class code (the new business type has its own class codes). Everything else is kept; please answer these again on: Payroll.',
    );
    // Past the step to answer again, the list opens nothing.
    const steps = screen.getByRole('navigation', { name: 'Quote progress' });
    expect(within(steps).getByRole('button', { name: /Payroll/ })).toBeVisible();
    expect(within(steps).queryByRole('button', { name: /Claim history/ })).toBeNull();
    await userEvent.setup().click(within(box).getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Some later answers were cleared')).toBeNull();
  });
});

describe('the review', () => {
  it('shows every answer under a clean label', async () => {
    wizardApi(referenceRoutes);
    const saved = answered();
    const store = storeFor('client', saved);
    await store.load(saved.id);
    await showWizard(store);
    await screen.findByRole('heading', { name: 'Review your answers' });
    const term = (text: string) => screen.getByText(text, { selector: 'dt' });
    const answerOf = (text: string) => term(text).nextElementSibling?.textContent;
    expect(answerOf('DBA')).toBe('Green Acres');
    expect(screen.queryByText(/\(optional\)/)).toBeNull();
    expect(answerOf('Years of experience')).toBe('12');
    expect(answerOf('Business type')).toBe('Landscaping');
    expect(await screen.findByText('Do you have a written safety program?')).toBeVisible();
    expect(answerOf('Do you have a written safety program?')).toBe('Yes');
    expect(answerOf('Did the business have workers compensation coverage before?')).toBe('No');
    expect(answerOf('Do you hire subcontractors?')).toBe('No');
    expect(
      screen.getByRole('heading', { name: 'Pat Lee, President, 100% (California): Included' }),
    ).toBeVisible();
    expect(answerOf('Does this owner do field work?')).toBe('Yes');
    expect(screen.getByRole('button', { name: 'Get my quotes' })).toBeVisible();
  });
});

describe('the review in Spanish', () => {
  afterEach(() => {
    i18n.language = 'en';
  });

  it('names the business type, its class codes and the officer titles the quote keeps in English in Spanish', async () => {
    i18n.language = 'es';
    const { calls } = wizardApi({
      ...referenceRoutes,
      'GET /api/master-index-mapping/search': ({ params }) => ({
        status: 200,
        data: [
          mapping({
            wcClassCode: '0042',
            readerTexts: {
              name: params.language === 'es' ? 'Jardinería y paisajismo' : 'Landscaping',
              wcClassDescription: 'Jardinería paisajista y conductores',
              glClassDescription: null,
              customClassCodes: [],
            },
          }),
        ],
      }),
      'GET /api/owner_titles': ({ params }) => ({
        status: 200,
        data: [
          {
            entityType: 'Corporation',
            titles: ['President'],
            options: [
              { value: 'President', label: params.language === 'es' ? 'Presidente' : 'President' },
            ],
          },
        ],
      }),
    });
    const base = answered();
    const saved = {
      ...base,
      business: { ...base.business, masterIndexCode: 'MI-1001' },
    } as QuoteDto;
    const store = storeFor('client', saved);
    await store.load(saved.id);
    await showWizard(store);
    await screen.findByRole('heading', { name: 'Review your answers' });
    const answerOf = (text: string) =>
      screen.getByText(text, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(answerOf('Business type')).toBe('Jardinería y paisajismo'));
    expect(
      await screen.findByText(/0042.*Jardinería paisajista y conductores/, { selector: 'dt' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', {
        name: 'Pat Lee, Presidente, 100% (California): Included',
      }),
    ).toBeVisible();
    const search = calls.find((c) => c.path === '/api/master-index-mapping/search');
    expect(search?.params).toEqual({ q: 'MI-1001', limit: 1, language: 'es' });
  });
});

describe("the wizard's voice", () => {
  it('speaks to an agent about their client', async () => {
    storeUserSession({ id: 'agent-1', role: 'agent' }, 3600);
    const saved = answered();
    wizardApi({
      ...referenceRoutes,
      'GET /api/users/me': () => ({ status: 200, data: user('agent') }),
      'GET /api/quote/getQuote/:id': () => ({ status: 200, data: saved }),
    });
    await renderAtQuotation(<QuotationPage quoteId={saved.id} notices={{}} />);
    expect(
      await screen.findByRole('heading', { name: "Review your client's answers" }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get quotes for your client' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get my quotes' })).toBeNull();
    await userEvent.setup().click(
      within(screen.getByRole('navigation', { name: 'Quote progress' })).getByRole('button', {
        name: /Business type/,
      }),
    );
    expect(
      await screen.findByRole('heading', { name: "What does your client's business do?" }),
    ).toBeVisible();
  });

  it('speaks to the owner when the client fills it in', async () => {
    storeUserSession({ id: 'client-1', role: 'client' }, 3600);
    const saved = answered();
    wizardApi({
      ...referenceRoutes,
      'GET /api/users/me': () => ({ status: 200, data: user('client') }),
      'GET /api/quote/getQuote/:id': () => ({ status: 200, data: saved }),
    });
    await renderAtQuotation(<QuotationPage quoteId={saved.id} notices={{}} />);
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get my quotes' })).toBeVisible();
  });
});

describe('a new quote', () => {
  it('starts clean when the address no longer names the open quote', async () => {
    storeUserSession({ id: 'agent-1', role: 'agent' }, 3600);
    const saved = answered();
    wizardApi({
      ...referenceRoutes,
      'GET /api/users/me': () => ({ status: 200, data: user('agent') }),
      'GET /api/quote/getQuote/:id': () => ({ status: 200, data: saved }),
      'GET /api/clients/search': () => ({ status: 200, data: [] }),
    });
    const { router } = await renderAtQuotation(<QuotationPageAtAddress />, `?quoteId=${saved.id}`);
    expect(
      await screen.findByRole('heading', { name: "Review your client's answers" }),
    ).toBeVisible();
    await router.navigate({ to: '/quotation', search: {} });
    expect(
      await screen.findByRole('heading', { name: 'Which coverage does your client need?' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Green Acres LLC')).toBeNull());
  });
});

/** The page as its route shows it: the quote named by the address. */
function QuotationPageAtAddress() {
  const search = useRouterState({ select: (s) => s.location.search as { quoteId?: string } });
  return <QuotationPage quoteId={search.quoteId} notices={{}} />;
}
