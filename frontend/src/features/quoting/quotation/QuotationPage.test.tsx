import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, FormatMessages, SessionTransport } from '@coverline/contracts';
import type { CarrierQuoteDto, QuoteDto } from '@coverline/contracts/generated/model';
import { i18n } from '../../../lib/i18n';
import { GUEST_SESSION_HINT_KEY } from '../../../lib/session-store';
import { clearAllCookies, fakeToken } from '../../../test/tokens';
import { QuotationPage } from './QuotationPage';
import { WizardProvider } from './state/context';
import { WizardStore, type WizardApi } from './state/wizard-store';
import {
  addQuotationTexts,
  carrierQuote,
  mapping,
  quote,
  renderAtQuotation,
  wizardApi,
} from '../../../test/quotation';
import { Wizard } from './Wizard';

beforeAll(addQuotationTexts);
beforeEach(() => clearAllCookies());

const questionSet = { carrier: 'Default', coverage: 'wc', questions: [], updatedAt: null };

/** The reference data the wizard reads, answered as a fresh install would. */
const referenceRoutes = {
  'GET /api/master-index-mapping/search': () => ({ status: 200, data: [mapping()] }),
  'GET /api/coverage': () => ({ status: 200, data: [] }),
  'GET /api/employers/questions': () => ({ status: 200, data: questionSet }),
  'GET /api/employers/owner_questions': () => ({ status: 200, data: questionSet }),
  'GET /api/payroll_questions': () => ({ status: 200, data: questionSet }),
  'GET /api/owner_titles': () => ({ status: 200, data: [] }),
  'POST /api/quote/validateForm': () => ({ status: 200, data: { valid: true, errors: [] } }),
};

/** A wizard store that calls nothing but what the test gives it. */
function storeWith(api: Partial<WizardApi>, caller: 'client' | 'agent' = 'client') {
  return new WizardStore({
    caller,
    api: {
      saveForLater: () => Promise.resolve(quote()),
      validateForm: () => Promise.resolve({ valid: true, errors: [] }),
      getQuote: () => Promise.resolve(quote()),
      sendForm: () => Promise.resolve(quote()),
      rate: () => Promise.resolve(quote()),
      setQuoteSelected: () => Promise.resolve(quote()),
      ...api,
    },
    queryClient: new QueryClient(),
    storeGuestSession: () => undefined,
    onStarted: () => undefined,
    pollMs: 10,
  });
}

describe('the quote wizard', () => {
  it('checks each answer inline, announces it, and moves on without waiting', async () => {
    const { calls } = wizardApi(referenceRoutes);
    await renderAtQuotation(<QuotationPage notices={{}} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose a coverage.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByLabelText(/Workers' compensation/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = await screen.findByRole('heading', { name: 'What does your business do?' });
    await waitFor(() => expect(heading).toHaveFocus());
    const box = screen.getByRole('combobox', { name: 'Business type' });
    await user.type(box, 'landsc');
    expect(await screen.findByRole('option', { name: /^Landscaping/ })).toBeVisible();
    expect(screen.getByText('1 business type found')).toHaveAttribute('role', 'status');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-0$/));
    expect(screen.getByRole('option', { name: /^Landscaping/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByText('Chosen: Landscaping')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const employees = await screen.findByLabelText('Employees');
    await user.type(employees, 'ten');
    await user.tab();
    expect(await screen.findByText(FormatMessages.employees)).toBeVisible();
    expect(employees).toHaveAttribute('aria-invalid', 'true');
    expect(employees).toHaveAccessibleDescription(
      expect.stringContaining(FormatMessages.employees),
    );

    // Without an email there is no quote to save yet: nothing went to the API but checks.
    expect(calls.filter((c) => c.path === '/api/quote/saveForLater')).toHaveLength(0);
    expect(calls.filter((c) => c.path === '/api/quote/validateForm').map((c) => c.body)).toEqual([
      expect.objectContaining({ step: 'coverage', coverageType: 'wc' }),
      expect.objectContaining({ step: 'businessType', masterIndexCode: 'MI-1001' }),
    ]);
  });

  it('in Spanish, offers business types under their Spanish names and keeps the English one on the quote', async () => {
    i18n.language = 'es';
    try {
      const spanish = mapping({
        readerTexts: {
          name: 'Jardinería y paisajismo',
          wcClassDescription: 'Jardinería paisajista y conductores',
          glClassDescription: 'Jardinería paisajista',
          customClassCodes: [{ code: '8810', description: 'Empleados de oficina', question: null }],
        },
      });
      const { calls } = wizardApi({
        ...referenceRoutes,
        'GET /api/master-index-mapping/search': () => ({ status: 200, data: [spanish] }),
      });
      await renderAtQuotation(<QuotationPage notices={{}} />);
      const user = userEvent.setup();
      await user.click(await screen.findByLabelText(/Workers' compensation/));
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      await user.type(await screen.findByRole('combobox', { name: 'Business type' }), 'jardin');
      const option = await screen.findByRole('option', { name: /^Jardinería y paisajismo/ });
      // The official NAICS titles are English only: a Spanish reader sees the code alone.
      expect(option).not.toHaveTextContent('Landscaping Services');
      await user.click(option);
      expect(screen.getByText('Chosen: Jardinería y paisajismo')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      await screen.findByLabelText('Employees');
      const searches = calls.filter((c) => c.path === '/api/master-index-mapping/search');
      expect(searches.length).toBeGreaterThan(0);
      expect(searches.every((c) => c.params.language === 'es')).toBe(true);
      expect(calls.filter((c) => c.path === '/api/quote/validateForm').map((c) => c.body)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            step: 'businessType',
            masterIndexCode: 'MI-1001',
            naicsMatrixDesc: 'Landscaping',
          }),
        ]),
      );
    } finally {
      i18n.language = 'en';
    }
  });

  it("hands a resume link's token to the API for the guest cookie, and keeps none itself", async () => {
    const token = fakeToken({ typ: 'guest', sub: quote().id });
    const saved = quote({
      step: 'businessType',
      business: { ...quote().business, naicsMatrixDesc: 'Landscaping' },
    });
    const { calls } = wizardApi({
      ...referenceRoutes,
      'POST /api/quote/guestSession': () => ({
        status: 200,
        data: { quoteId: saved.id, expires_in: 3600 },
      }),
      'GET /api/quote/getQuote/:id': () => ({ status: 200, data: saved }),
    });
    await renderAtQuotation(<QuotationPage quoteId={saved.id} guestToken={token} notices={{}} />);
    expect(await screen.findByRole('heading', { name: 'About your business' })).toBeVisible();
    const paths = calls.map((c) => c.path);
    const opened = paths.indexOf('/api/quote/guestSession');
    expect(opened).toBeGreaterThanOrEqual(0);
    expect(calls[opened]?.body).toEqual({ token });
    // The quote is read once the session is open, on its cookie: no token travels from here.
    const read = paths.indexOf(`/api/quote/getQuote/${saved.id}`);
    expect(read).toBeGreaterThan(opened);
    expect(calls[read]?.authorization).toBeUndefined();
    expect(calls[read]?.session).toBe(SessionTransport.Guest);
    expect(document.cookie).toBe('');
    expect(JSON.stringify(window.localStorage)).not.toContain(token);
    expect(window.localStorage.getItem(GUEST_SESSION_HINT_KEY)).not.toBeNull();
  });

  it('opens the page without a guest session when the link is dead', async () => {
    const token = fakeToken({ typ: 'guest', sub: quote().id });
    const { calls } = wizardApi({
      ...referenceRoutes,
      'POST /api/quote/guestSession': () => ({
        status: 401,
        data: { statusCode: 401, code: ErrorCode.GuestLinkInvalid, message: 'dead link' },
      }),
    });
    await renderAtQuotation(<QuotationPage guestToken={token} notices={{}} />);
    // The wizard starts afresh, as for any visitor.
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeVisible();
    expect(calls.map((c) => c.path)).toContain('/api/quote/guestSession');
    expect(window.localStorage.getItem(GUEST_SESSION_HINT_KEY)).toBeNull();
    expect(
      calls
        .filter((c) => c.path !== '/api/quote/guestSession')
        .every((c) => c.session === SessionTransport.Cookie),
    ).toBe(true);
  });

  it("tells an agent why a quote for someone else's client is refused, and who can assign it", async () => {
    wizardApi({ ...referenceRoutes, 'GET /api/clients/search': () => ({ status: 200, data: [] }) });
    const message =
      'This email belongs to a client who is not assigned to you. An admin can assign the client to you.';
    const store = storeWith(
      {
        saveForLater: () =>
          Promise.reject({
            isAxiosError: true,
            response: {
              status: 409,
              data: { statusCode: 409, code: ErrorCode.ClientNotAssigned, message },
            },
          }),
      },
      'agent',
    );
    store.completeStep('coverage', { coverageType: 'wc', email: 'someone@example.com' });
    await renderAtQuotation(
      <WizardProvider store={store}>
        <Wizard />
      </WizardProvider>,
    );
    const alert = await screen.findByText(message);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Ask an admin to assign this client to you, or start the quote for another email.',
    );
    expect(store.getState().page).toBe('coverage');
  });

  it('shows the state fund for a workers compensation business in Ohio', async () => {
    wizardApi(referenceRoutes);
    const store = storeWith({});
    store.completeStep('coverage', { coverageType: 'wc' });
    store.completeStep('businessType', { naicsCode: '561730' });
    store.completeStep('businessInfo', { employees: 3 });
    await renderAtQuotation(
      <WizardProvider store={store}>
        <Wizard />
      </WizardProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('State'), 'OH');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent("Workers' compensation in Ohio comes from the state fund");
    expect(within(notice).getByRole('link', { name: /Ohio Bureau/ })).toHaveAttribute(
      'href',
      'https://www.bwc.ohio.gov',
    );
  });

  it('fills in carrier cards as each carrier answers, then confirms the one chosen', async () => {
    wizardApi(referenceRoutes);
    const rating = (ids: string[]) =>
      quote({
        step: 'claims',
        submittedAt: '2026-11-01T00:00:00Z',
        carrierQuotes: [
          carrierQuote({
            id: 'h',
            carrier: 'Hartford',
            ratingState: ids.includes('h') ? 'done' : 'rating',
          }),
          carrierQuote({
            id: 'm',
            carrier: 'Markel',
            ratingState: ids.includes('m') ? 'done' : 'rating',
            annualPremiumCents: null,
            bindability: 'DECLINED',
            reasons: ['CLASS_OUT_OF_APPETITE'],
            reasonTexts: ["The business class is outside the carrier's appetite"],
          }),
        ],
      });
    // The quote as the API holds it; the test moves it on as each carrier answers.
    let current: QuoteDto = rating([]);
    const store = storeWith({
      getQuote: () => Promise.resolve(current),
      setQuoteSelected: () =>
        Promise.resolve({
          ...rating(['h', 'm']),
          status: 'Ready to bind',
          selectedCarrierQuoteId: 'h',
        }),
    });
    await store.load(quote().id);
    await renderAtQuotation(
      <WizardProvider store={store}>
        <Wizard />
      </WizardProvider>,
    );

    expect(await screen.findByText('0 of 2 carriers answered')).toBeVisible();
    current = rating(['h']);
    expect(await screen.findByText('1 of 2 carriers answered')).toBeVisible();
    const hartford = screen.getByRole('article', { name: 'Hartford' });
    expect(within(hartford).getByText('$12,345')).toBeVisible();
    expect(within(hartford).getByText('Sandbox')).toBeVisible();
    expect(within(hartford).getByText('Ready to buy.')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Markel' })).toHaveAttribute('aria-busy', 'true');

    current = rating(['h', 'm']);
    expect(await screen.findByText('All 2 carriers answered.')).toBeVisible();
    const markel = screen.getByRole('article', { name: 'Markel' });
    expect(within(markel).getByText('Declined.')).toBeVisible();
    expect(
      within(markel).getByText("The business class is outside the carrier's appetite"),
    ).toBeVisible();
    expect(within(markel).queryByRole('button')).toBeNull();

    await userEvent
      .setup()
      .click(within(hartford).getByRole('button', { name: 'Choose Hartford' }));
    expect(await screen.findByText('You chose Hartford')).toBeVisible();
    expect(screen.getByText(/^Next: buying the policy\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute(
      'href',
      `/quotation?quoteId=${quote().id}&cart=true`,
    );
  });

  it('links to the state fund on the results when payroll is in a monopolistic state', async () => {
    wizardApi(referenceRoutes);
    const rated = quote({
      step: 'claims',
      submittedAt: '2026-11-01T00:00:00Z',
      wcClassCodes: ['IN', 'WA'].map((state) => ({
        id: state,
        state,
        classCode: '8810',
        description: null,
        fullTimeEmployees: 2,
        partTimeEmployees: 0,
        payrollCents: 10_000_000,
        source: 'manual' as const,
      })),
      carrierQuotes: [
        carrierQuote({
          id: 'h',
          carrier: 'Hartford',
          bindability: 'BINDABLE_NOT_THRU_API',
          // A reason the generated client learns when it is next generated from the API.
          reasons: ['MONOPOLISTIC_STATE_EXCLUDED'] as unknown as CarrierQuoteDto['reasons'],
          reasonTexts: [
            'Payroll in a state-fund-only state is not covered by this quote: insure it with the state fund',
          ],
        }),
      ],
    });
    const store = storeWith({ getQuote: () => Promise.resolve(rated) });
    await store.load(quote().id);
    await renderAtQuotation(
      <WizardProvider store={store}>
        <Wizard />
      </WizardProvider>,
    );

    const link = await screen.findByRole('link', {
      name: /Washington State Department of Labor & Industries/,
    });
    expect(link).toHaveAttribute('href', 'https://lni.wa.gov/insurance');
    const hartford = screen.getByRole('article', { name: 'Hartford' });
    expect(
      within(hartford).getByText(
        'Payroll in a state-fund-only state is not covered by this quote: insure it with the state fund',
      ),
    ).toBeVisible();
  });

  it('says on the card which terms the carrier priced and how the price is built', async () => {
    wizardApi(referenceRoutes);
    const rated = quote({
      coverageType: 'cyber',
      step: 'claims',
      submittedAt: '2026-11-01T00:00:00Z',
      cyberLimitCents: 100_000_000,
      cyberRetentionCents: 250_000,
      carrierQuotes: [
        carrierQuote({
          id: 'c',
          carrier: 'Cowbell',
          annualPremiumCents: 150_000,
          ratedTerms: { cyberLimitCents: 100_000_000, cyberRetentionCents: 2_500_000 },
          buildUp: [
            { kind: 'premium', label: "Base premium at the carrier's rates", amountCents: 180_000 },
            { kind: 'modification', label: 'Retention $25,000.00', amountCents: -30_000 },
          ],
        }),
      ],
    });
    const store = storeWith({ getQuote: () => Promise.resolve(rated) });
    await store.load(quote().id);
    await renderAtQuotation(
      <WizardProvider store={store}>
        <Wizard />
      </WizardProvider>,
    );

    const card = await screen.findByRole('article', { name: 'Cowbell' });
    expect(
      within(card).getByText('Priced with a $25,000 retention, not the $2,500 you asked for.'),
    ).toBeVisible();
    await userEvent.click(within(card).getByText('How this price is built'));
    expect(within(card).getByRole('rowheader', { name: 'Retention $25,000.00' })).toBeVisible();
    expect(within(card).getByText('-$300.00')).toBeVisible();
    expect(within(card).getByRole('rowheader', { name: 'Annual premium' })).toBeVisible();
  });

  it('asks a workers compensation applicant for the prior carrier on the underwriting step', async () => {
    wizardApi(referenceRoutes);
    let completed: unknown = null;
    const store = storeWith({
      getQuote: () =>
        Promise.resolve(
          quote({
            coverageType: 'wc',
            step: 'payroll',
            // The payroll step was answered: the wizard resumes after it.
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
          }),
        ),
    });
    const complete = store.completeStep.bind(store);
    store.completeStep = (step, patch) => {
      completed = patch;
      complete(step, patch);
    };
    await store.load(quote().id);
    await renderAtQuotation(
      <WizardProvider store={store}>
        <Wizard />
      </WizardProvider>,
    );
    const user = userEvent.setup();
    // The step shows once its question set is read.
    const prior = await screen.findByRole('group', {
      name: 'Did the business have workers compensation coverage before?',
    });
    expect(screen.queryByLabelText('Insurance company')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Say whether the business had workers compensation coverage before.'),
    ).toBeVisible();
    await user.click(within(prior).getByLabelText('Yes'));
    await user.type(screen.getByLabelText('Insurance company'), 'Texas Mutual');
    await user.type(screen.getByLabelText('Expiring annual premium, $ (optional)'), '8,125.50');
    await user.type(screen.getByLabelText('Years with this company'), '4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(completed).toEqual({
        underwritingAnswers: {
          priorCoverage: 'Yes',
          priorCarrier: 'Texas Mutual',
          priorPremiumCents: 812_550,
          priorYearsWithCarrier: 4,
        },
      }),
    );
  });
});
