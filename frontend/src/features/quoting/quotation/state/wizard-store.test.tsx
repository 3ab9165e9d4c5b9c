import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ErrorCode, Messages } from '@coverline/contracts';
import type { QuoteDto, SavedQuoteDto, SaveQuoteDto } from '@coverline/contracts/generated/model';
import { SessionExpiredError } from '../../../../lib/http-errors';
import { useRatingPoll } from '../hooks/use-rating-poll';
import { carrierQuote, quote } from '../../../../test/quotation';
import { WizardProvider } from './context';
import { WizardStore, type Caller, type WizardApi } from './wizard-store';

/** A call the test answers when it chooses to. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An API refusal as the http layer hands it on. */
function refusal(status: number, code: number, message: string) {
  return { isAxiosError: true, response: { status, data: { statusCode: status, code, message } } };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A payroll row, as every quote past the payroll step has. */
const PAYROLL = [
  {
    id: 'code-1',
    state: 'CA',
    classCode: '0042',
    description: 'Landscaping',
    payrollCents: 5_000_000,
    fullTimeEmployees: 2,
    partTimeEmployees: 0,
  },
] as QuoteDto['wcClassCodes'];

/** The rating poll runs where the wizard is shown; here it runs on its own. */
function mountRatingPoll(store: WizardStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={store.options.queryClient}>
      <WizardProvider store={store}>{children}</WizardProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useRatingPoll(), { wrapper });
}

function setup(caller: Caller = 'visitor', api: Partial<WizardApi> = {}, now?: () => number) {
  const saves: SaveQuoteDto[] = [];
  let version = 1;
  const full: WizardApi = {
    saveForLater: vi.fn((body: SaveQuoteDto) => {
      saves.push(body);
      version += 1;
      return Promise.resolve({
        ...quote({ id: body.id ?? quote().id, version, step: body.step ?? 'coverage' }),
        ...(body.id ? {} : { guestToken: { expires_in: 3600 } }),
      } as SavedQuoteDto);
    }),
    validateForm: vi.fn(() => Promise.resolve({ valid: true, errors: [] })),
    getQuote: vi.fn(() => Promise.resolve(quote())),
    sendForm: vi.fn(() => Promise.resolve(quote())),
    rate: vi.fn(() => Promise.resolve(quote())),
    setQuoteSelected: vi.fn(() => Promise.resolve(quote())),
    ...api,
  };
  const storeGuestSession = vi.fn();
  const onStarted = vi.fn();
  const store = new WizardStore({
    caller,
    api: full,
    queryClient: new QueryClient(),
    storeGuestSession,
    onStarted,
    pollMs: 5,
    now,
  });
  return { store, api: full, saves, storeGuestSession, onStarted };
}

describe('the wizard store', () => {
  it('moves on at once and starts a visitor quote only once there is an email', async () => {
    const { store, saves, storeGuestSession, onStarted } = setup();
    store.completeStep('coverage', { coverageType: 'gl' });
    expect(store.getState().page).toBe('businessType');
    store.completeStep('businessType', { naicsCode: '722511', masterIndexCode: 'MI-1' });
    await flush();
    expect(saves).toHaveLength(0);
    expect(store.getState().unsaved).toBe(true);

    store.completeStep('contact', { email: 'ana@example.com', businessName: 'Ana Cafe' });
    expect(store.getState().page).toBe('fein');
    await flush();
    expect(saves).toEqual([
      expect.objectContaining({
        coverageType: 'gl',
        naicsCode: '722511',
        email: 'ana@example.com',
        businessName: 'Ana Cafe',
        step: 'contact',
      }),
    ]);
    expect(saves[0]).not.toHaveProperty('id');
    expect(storeGuestSession).toHaveBeenCalledWith({ expires_in: 3600 });
    expect(onStarted).toHaveBeenCalledWith(quote().id);
    expect(store.getState().unsaved).toBe(false);
  });

  it('sends each save with the version the last one answered, one at a time', async () => {
    const first = deferred<SavedQuoteDto>();
    const { store, saves, api } = setup('client');
    vi.mocked(api.saveForLater)
      .mockImplementationOnce((body) => {
        saves.push(body);
        return first.promise;
      })
      .mockImplementationOnce((body) => {
        saves.push(body);
        return Promise.resolve(quote({ version: 8 }));
      });
    store.completeStep('coverage', { coverageType: 'wc' });
    await flush();
    expect(saves).toHaveLength(1);
    store.completeStep('businessType', { naicsCode: '561730' });
    store.completeStep('businessInfo', { employees: 4 });
    await flush();
    expect(saves).toHaveLength(1);
    first.resolve(quote({ version: 7 }));
    await vi.waitFor(() => expect(saves).toHaveLength(2));
    await flush();
    expect(saves).toHaveLength(2);
    // The two steps saved while the first save was out go together, with its version.
    expect(saves[1]).toMatchObject({
      id: quote().id,
      version: 7,
      step: 'businessInfo',
      employees: 4,
    });
    expect(saves[1]).toMatchObject({ naicsCode: '561730' });
    expect(store.getState().quote?.version).toBe(8);
  });

  it("keeps a refused load's status and code, so the page can ask a visitor for the emailed link", async () => {
    const { store } = setup('visitor', {
      getQuote: () => Promise.reject(refusal(401, ErrorCode.SignInRequired, 'Unauthorized')),
    });
    await store.load(quote().id);
    expect(store.getState().load).toEqual({
      status: 'failed',
      message: 'Unauthorized',
      code: ErrorCode.SignInRequired,
      httpStatus: 401,
    });
  });

  it('goes back and forth through answered steps keeping every later answer', async () => {
    const saved = quote({
      step: 'underwriting',
      underwritingAnswers: { safetyProgram: 'Yes' },
      wcClassCodes: PAYROLL,
      business: { ...quote().business, owners: [] },
    });
    const { store, saves } = setup('client', { getQuote: () => Promise.resolve(saved) });
    await store.load(saved.id);
    expect(store.getState().page).toBe('owners');

    store.goBack();
    store.goBack();
    expect(store.getState().page).toBe('payroll');
    expect(store.getState().values.underwritingAnswers).toEqual({ safetyProgram: 'Yes' });
    // Every answered page, and the first one not answered yet, opens from the step list.
    expect(store.reachable().at(-1)).toBe('owners');
    expect(store.reachable()).not.toContain('claims');
    store.goTo('claims');
    expect(store.getState().page).toBe('payroll');
    store.goTo('owners');
    expect(store.getState().page).toBe('owners');
    store.goTo('coverage');
    expect(store.getState().page).toBe('coverage');
    await flush();
    expect(saves).toEqual([]);
  });

  it('answering an earlier step again keeps later answers and the step reached', async () => {
    const saved = quote({
      step: 'owners',
      underwritingAnswers: { safetyProgram: 'Yes' },
      wcClassCodes: PAYROLL,
    });
    const { store, saves } = setup('client', { getQuote: () => Promise.resolve(saved) });
    await store.load(saved.id);
    store.goTo('businessInfo');
    store.completeStep('businessInfo', { employees: 9 });
    expect(store.getState()).toMatchObject({
      page: 'location',
      savedStep: 'owners',
      cleared: null,
    });
    expect(store.getState().values.underwritingAnswers).toEqual({ safetyProgram: 'Yes' });
    expect(store.reachable()).toContain('claims');
    await flush();
    // The API is told the furthest step, so it erases nothing.
    expect(saves).toEqual([{ id: saved.id, version: saved.version, employees: 9, step: 'owners' }]);
  });

  it('a new business type clears the payroll by class code, says so, and asks it again', async () => {
    const saved = quote({
      step: 'owners',
      underwritingAnswers: { safetyProgram: 'Yes' },
      payrollAnswers: { 'CA.payFrequency': 'Weekly' },
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
    });
    const { store, saves } = setup('client', { getQuote: () => Promise.resolve(saved) });
    await store.load(saved.id);
    store.goTo('businessType');
    store.completeStep('businessType', { naicsCode: '999999', masterIndexCode: 'MI-NEW' });

    const state = store.getState();
    expect(state.cleared).toEqual({ step: 'businessType', sections: ['classCodes'] });
    expect(state.redo).toEqual(['payroll']);
    expect(state.values.wcClassCodes).toEqual([]);
    expect(state.values.payrollAnswers).toEqual({});
    expect(state.values.underwritingAnswers).toEqual({ safetyProgram: 'Yes' });
    // The step list goes as far as the cleared step, no further.
    expect(store.reachable().at(-1)).toBe('payroll');
    await flush();
    expect(saves.at(-1)).toMatchObject({
      naicsCode: '999999',
      wcClassCodes: [],
      payrollAnswers: {},
      step: 'owners',
    });

    store.completeStep('payroll', {
      wcClassCodes: [{ state: 'CA', classCode: '8810', payrollCents: 5_000_000 }],
    });
    expect(store.getState()).toMatchObject({ redo: [], cleared: null });
    expect(store.reachable()).toContain('claims');
  });

  it('after a reload shows what was saved: cleared answers stay cleared and their step is asked again', async () => {
    const before = quote({
      step: 'owners',
      payrollAnswers: { 'CA.payFrequency': 'Weekly' },
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
    });
    // The API keeps what each save sent, as the real one does: answer sets and class codes whole.
    let stored: QuoteDto = before;
    const api: Partial<WizardApi> = {
      getQuote: () => Promise.resolve(stored),
      saveForLater: (body: SaveQuoteDto) => {
        stored = {
          ...stored,
          version: stored.version + 1,
          step: body.step ?? stored.step,
          ...(body.payrollAnswers ? { payrollAnswers: body.payrollAnswers } : {}),
          ...(body.wcClassCodes
            ? { wcClassCodes: body.wcClassCodes as QuoteDto['wcClassCodes'] }
            : {}),
          business: {
            ...stored.business,
            ...(body.naicsCode ? { naicsCode: body.naicsCode } : {}),
          },
        };
        return Promise.resolve(stored as SavedQuoteDto);
      },
    };
    const first = setup('client', api).store;
    await first.load(before.id);
    first.goTo('businessType');
    first.completeStep('businessType', { naicsCode: '999999', masterIndexCode: 'MI-NEW' });
    await flush();
    await flush();

    // The page is reloaded: a new wizard reads the quote from the API.
    const reloaded = setup('client', api).store;
    await reloaded.load(before.id);
    const state = reloaded.getState();
    expect(state.values.wcClassCodes).toEqual([]);
    expect(state.values.payrollAnswers).toEqual({});
    expect(state.values.naicsCode).toBe('999999');
    expect(state.page).toBe('payroll');
    expect(state.redo).toEqual(['payroll']);
    expect(reloaded.reachable().at(-1)).toBe('payroll');

    // A quote whose payroll is in resumes after its last step, as before.
    stored = before;
    const untouched = setup('client', api).store;
    await untouched.load(before.id);
    expect(untouched.getState()).toMatchObject({ page: 'claims', redo: [] });
  });

  it('a state no longer among the locations takes its payroll with it', async () => {
    const { store } = setup('client');
    store.completeStep('coverage', { coverageType: 'wc' });
    store.set({
      values: {
        ...store.getState().values,
        locations: [{ state: 'CA', primary: true }, { state: 'NV' }],
        wcClassCodes: [
          { state: 'CA', classCode: '8810', payrollCents: 1 },
          { state: 'NV', classCode: '8810', payrollCents: 2 },
        ],
        payrollAnswers: { 'CA.payFrequency': 'Weekly', 'NV.payFrequency': 'Monthly' },
      },
    });
    store.completeStep('location', { locations: [{ state: 'CA', primary: true }] });
    const { values, cleared } = store.getState();
    expect(cleared?.sections).toEqual(['statePayroll']);
    expect(values.wcClassCodes?.map((c) => c.state)).toEqual(['CA']);
    expect(values.payrollAnswers).toEqual({ 'CA.payFrequency': 'Weekly' });
  });

  it("brings the person back to a step the API's check disagrees with", async () => {
    const { store } = setup('client', {
      validateForm: () =>
        Promise.resolve({ valid: false, errors: [{ field: 'employees', message: 'No good' }] }),
    });
    store.completeStep('coverage', { coverageType: 'gl' });
    store.completeStep('businessType', { naicsCode: '1' });
    store.completeStep('businessInfo', { employees: 3 });
    await flush();
    expect(store.getState()).toMatchObject({
      page: 'businessInfo',
      serverErrors: { step: 'businessInfo', errors: [{ field: 'employees', message: 'No good' }] },
      problem: { page: 'businessInfo', message: Messages.checkInfo },
    });
  });

  it('shows a refused save on the step it came from, and keeps the change to send again', async () => {
    const { store, api } = setup('agent');
    vi.mocked(api.saveForLater).mockRejectedValueOnce(
      refusal(403, ErrorCode.IdentifierLockedForbiddenQuote, 'The FEIN belongs to another agent'),
    );
    store.completeStep('coverage', { coverageType: 'wc', email: 'client@example.com' });
    await flush();
    expect(store.getState()).toMatchObject({
      page: 'coverage',
      problem: { message: 'The FEIN belongs to another agent' },
      unsaved: true,
    });
  });

  it('holds back the changes made while a refused save was out until the next change', async () => {
    const refused = deferred<SavedQuoteDto>();
    const { store, saves, api } = setup('client');
    store.completeStep('coverage', { coverageType: 'wc' });
    await flush();
    vi.mocked(api.saveForLater).mockImplementationOnce((body) => {
      saves.push(body);
      return refused.promise;
    });
    store.completeStep('businessType', { naicsCode: '561730' });
    await flush();
    store.completeStep('businessInfo', { employees: 4 });
    expect(store.getState().saving).toBe(true);
    refused.reject(refusal(403, ErrorCode.IdentifierLockedForbiddenQuote, 'Not your client'));
    await vi.waitFor(() => expect(store.getState().saving).toBe(false));
    expect(saves).toHaveLength(2);
    expect(store.getState()).toMatchObject({
      page: 'businessType',
      problem: { message: 'Not your client' },
      unsaved: true,
    });

    store.completeStep('businessType', { naicsCode: '561730' });
    await vi.waitFor(() => expect(saves).toHaveLength(3));
    // Answering the business type again keeps the furthest step reached.
    expect(saves[2]).toMatchObject({ naicsCode: '561730', employees: 4, step: 'businessInfo' });
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ saving: false, unsaved: false }),
    );
  });

  it('starts a new quote without the run-out token of an earlier one', async () => {
    const { store, api, saves } = setup('visitor');
    vi.mocked(api.saveForLater).mockRejectedValueOnce(new SessionExpiredError());
    store.completeStep('coverage', { coverageType: 'gl' });
    store.completeStep('contact', { email: 'new@example.com' });
    await flush();
    expect(saves).toEqual([expect.objectContaining({ email: 'new@example.com' })]);
    expect(store.getState()).toMatchObject({ problem: null, unsaved: false });
  });

  it('saves for later and, for a guest, has the link emailed again', async () => {
    const { store, saves } = setup('visitor');
    store.completeStep('coverage', { coverageType: 'cyber' });
    await store.saveForLater(null, 'lee@example.com');
    expect(saves[0]).toMatchObject({ email: 'lee@example.com', coverageType: 'cyber' });
    expect(store.getState().savedForLater).toEqual({
      emailed: true,
      email: 'owner@example.com',
      quoteId: quote().id,
    });
    await store.saveForLater(null);
    expect(saves[1]).toMatchObject({ emailResumeLink: true });
  });

  it('reads the quote every moment while the carriers answer', async () => {
    const rating = deferred<QuoteDto>();
    const submitted = quote({ step: 'claims', submittedAt: '2026-11-01T00:00:00Z' });
    const answers = [
      quote({ carrierQuotes: [carrierQuote({ id: 'a', ratingState: 'rating' })] }),
      quote({ carrierQuotes: [carrierQuote({ id: 'a' })] }),
    ];
    let reads = 0;
    const { store } = setup('client', {
      getQuote: () =>
        Promise.resolve(reads < 1 ? submitted : answers[Math.min(reads - 1, 1)]!).finally(
          () => (reads += 1),
        ),
      sendForm: () => Promise.resolve(submitted),
      rate: () => rating.promise,
    });
    await store.load(submitted.id);
    mountRatingPoll(store);
    const submitting = store.submit();
    await vi.waitFor(() =>
      expect(store.getState().quote?.carrierQuotes[0]?.ratingState).toBe('done'),
    );
    expect(store.getState().rating).not.toBeNull();
    rating.resolve(answers[1]!);
    await submitting;
    expect(store.getState()).toMatchObject({ page: 'results', rating: null });
  });

  it('stops reading the quote when carriers left rating never answer', async () => {
    let clock = 0;
    const stuck = quote({
      submittedAt: '2026-11-01T00:00:00Z',
      carrierQuotes: [carrierQuote({ ratingState: 'rating' })],
    });
    const api: Partial<WizardApi> = {
      getQuote: vi.fn(() => {
        clock += 20_000;
        return Promise.resolve(stuck);
      }),
    };
    const { store } = setup('client', api, () => clock);
    await store.load(stuck.id);
    mountRatingPoll(store);
    store.follow();
    await vi.waitFor(() => expect(store.getState().rating).toBeNull());
    expect(store.getState().ratingStalled).toBe(true);
    await flush();
    expect(api.getQuote).toHaveBeenCalledTimes(3);
  });

  it('sends a quote whose date lapsed to the effective date, and only the date changes', async () => {
    const submitted = quote({ step: 'claims', submittedAt: '2026-11-01T00:00:00Z' });
    const { store, saves, api } = setup('client', {
      getQuote: () => Promise.resolve(submitted),
      rate: vi.fn(() =>
        Promise.reject(refusal(409, ErrorCode.SubmittedEffectiveDateExpired, 'The date lapsed')),
      ),
    });
    await store.load(submitted.id);
    await store.rate();
    expect(store.getState()).toMatchObject({
      page: 'effectiveDate',
      dateOnly: true,
      problem: { message: 'The date lapsed' },
    });
    vi.mocked(api.rate).mockResolvedValueOnce(submitted);
    await store.changeEffectiveDate('2026-12-01');
    expect(saves[0]).toEqual({
      id: submitted.id,
      version: submitted.version,
      effectiveDate: '2026-12-01',
    });
    expect(api.sendForm).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ page: 'results', dateOnly: false });
  });
});
