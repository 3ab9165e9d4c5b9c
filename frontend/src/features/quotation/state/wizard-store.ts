import {
  ErrorCode,
  isValidEmail,
  Limits,
  Messages,
  sectionsErasedByGoingBack,
  WizardStep,
  type ErasableSection,
  type FieldError,
  type ValidationContext,
} from '@coverline/contracts';
import type {
  AuthResponseDto,
  CarrierQuoteDto,
  CoverageType,
  FormValidationDto,
  NaicsMappingDto,
  QuoteDto,
  RateQuoteDto,
  SavedQuoteDto,
  SaveQuoteDto,
  SendFormDto,
  SetQuoteSelectedDto,
  ValidateFormDto,
} from '@coverline/contracts/generated/model';
import {
  errorCode,
  errorMessage,
  isHandledByHttpLayer,
  SessionExpiredError,
} from '../../../lib/http-errors';
import {
  flowFor,
  isWizardStep,
  nextPage,
  previousPage,
  resumePage,
  type FlowStep,
  type WizardPage,
} from './flow';
import {
  eraseSections,
  fromQuote,
  sectionHasData,
  toSaveBody,
  toValidateBody,
  type ValuesPatch,
  type WizardValues,
} from './values';

/** Who is filling the wizard: a visitor (a guest once the quote starts), a client or staff. */
export type Caller = 'visitor' | 'client' | 'agent' | 'admin';

/** The calls the wizard makes; the page passes the generated ones, tests pass fakes. */
export interface WizardApi {
  saveForLater(body: SaveQuoteDto): Promise<SavedQuoteDto>;
  validateForm(body: ValidateFormDto): Promise<FormValidationDto>;
  getQuote(id: string): Promise<QuoteDto>;
  sendForm(body: SendFormDto): Promise<QuoteDto>;
  rate(line: CoverageType, body: RateQuoteDto): Promise<QuoteDto>;
  setQuoteSelected(body: SetQuoteSelectedDto): Promise<QuoteDto>;
}

export interface WizardOptions {
  caller: Caller;
  api: WizardApi;
  /** The signed-in client's own email, used for their quotes. */
  clientEmail?: string;
  /** A visitor's first save answers a token for the quote; the page keeps it. */
  storeGuestToken(issued: AuthResponseDto): void;
  /** The quote now exists: the page puts its id in the address, to come back to. */
  onStarted(quoteId: string): void;
  /** A payroll partner's referral, read from its cookies, goes with a new quote. */
  referral?: { token?: string; context?: Record<string, string | number | boolean> };
  /** How often to read the quote again while carriers answer. */
  pollMs?: number;
  now?: () => number;
}

export interface Problem {
  page: WizardPage;
  message: string;
  code?: number;
}

export interface WizardState {
  load:
    | { status: 'ready' }
    | { status: 'loading' }
    | { status: 'failed'; message: string; code?: number };
  values: WizardValues;
  quote: QuoteDto | null;
  /** The FEIN the API holds, masked; a FEIN is only ever typed, never shown again. */
  feinOnFile: string | null;
  page: WizardPage;
  /** The step the API last saved (or will, once the saves queued reach it). */
  savedStep: WizardStep | null;
  /** Changes not yet sent to the API, including those still being typed. */
  unsaved: boolean;
  saving: boolean;
  problem: Problem | null;
  serverErrors: { step: WizardStep; errors: FieldError[] } | null;
  backPrompt: { target: FlowStep; sections: ErasableSection[] } | null;
  savedForLater: { emailed: boolean; email: string; quoteId: string } | null;
  /** Only the effective date changes: the quotes expired or the date lapsed. */
  dateOnly: boolean;
  rating: { startedAt: number } | null;
  /** Carriers still showed as rating long after any rating could have lasted. */
  ratingStalled: boolean;
  busy: 'submitting' | 'selecting' | 'savingForLater' | null;
  submitErrors: string[];
  selected: CarrierQuoteDto | null;
  context: ValidationContext;
  /** The business type picked in this visit, with its class codes. */
  businessType: NaicsMappingDto | null;
}

interface Job {
  patch: ValuesPatch;
  step?: WizardStep;
  emailResumeLink?: boolean;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

function mergeJobs(first: Job | null, second: Job | null): Job | null {
  if (!first) return second;
  if (!second) return first;
  return {
    patch: { ...first.patch, ...second.patch },
    step: second.step ?? first.step,
    emailResumeLink: first.emailResumeLink || second.emailResumeLink,
  };
}

/**
 * The quote wizard's state and its conversation with the API. Moving between steps never waits:
 * each step's answers go into the browser's copy at once and are saved in the background, in
 * order, with the version last read; the API's own check of the step runs beside the save and
 * brings the person back to the step if it disagrees.
 */
export class WizardStore {
  private state: WizardState;
  private readonly listeners = new Set<() => void>();
  private pending: Job | null = null;
  private running = false;
  private formDirty = false;
  private idleWaiters: Array<(saved: boolean) => void> = [];
  private lastSaveFailed = false;
  private ratingRun = 0;

  constructor(private readonly options: WizardOptions) {
    this.state = this.initialState();
  }

  private initialState(): WizardState {
    const { caller, clientEmail } = this.options;
    const email = caller === 'client' ? (clientEmail ?? '') : '';
    return {
      load: { status: 'ready' },
      values: { email },
      quote: null,
      feinOnFile: null,
      page: WizardStep.Coverage,
      savedStep: null,
      unsaved: false,
      saving: false,
      problem: null,
      serverErrors: null,
      backPrompt: null,
      savedForLater: null,
      dateOnly: false,
      rating: null,
      ratingStalled: false,
      busy: null,
      submitErrors: [],
      selected: null,
      context: { today: todayIso(), maxBackdatedDays: 0 },
      businessType: null,
    };
  }

  /** A new quote from the first step; nothing is saved for the one left behind. */
  startOver(): void {
    this.pending = null;
    this.formDirty = false;
    this.ratingRun += 1;
    const { context } = this.state;
    this.state = { ...this.initialState(), context };
    this.set({});
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): WizardState => this.state;

  get caller(): Caller {
    return this.options.caller;
  }

  private set(patch: Partial<WizardState>): void {
    this.state = { ...this.state, ...patch };
    // A save already sent is the API's to finish: reloading after a refused one (1226) is fine.
    const unsaved =
      this.pending !== null ||
      this.formDirty ||
      (this.state.quote === null && Boolean(this.state.values.coverageType));
    if (unsaved !== this.state.unsaved) this.state = { ...this.state, unsaved };
    for (const listener of this.listeners) listener();
  }

  get flow(): FlowStep[] {
    return flowFor(this.state.values.coverageType);
  }

  /** The carriers' backdating limit, once known, makes the date rule the API's own. */
  setMaxBackdatedDays(days: number): void {
    this.set({ context: { ...this.state.context, maxBackdatedDays: days } });
  }

  setBusinessType(mapping: NaicsMappingDto): void {
    this.set({ businessType: mapping });
  }

  /** The step on screen has edits not yet continued with. */
  setFormDirty(dirty: boolean): void {
    if (dirty === this.formDirty) return;
    this.formDirty = dirty;
    this.set({});
  }

  async load(quoteId: string): Promise<void> {
    this.set({ load: { status: 'loading' } });
    try {
      const quote = await this.options.api.getQuote(quoteId);
      this.adopt(quote);
    } catch (error) {
      if (isHandledByHttpLayer(error)) return;
      this.set({
        load: { status: 'failed', message: errorMessage(error), code: errorCode(error) },
      });
    }
  }

  private adopt(quote: QuoteDto): void {
    const flow = flowFor(quote.coverageType);
    this.pending = null;
    this.set({
      load: { status: 'ready' },
      quote,
      values: fromQuote(quote),
      feinOnFile: quote.business.feinMasked,
      savedStep: quote.step,
      page: resumePage(flow, quote.step, quote.submittedAt !== null),
      problem: null,
      serverErrors: null,
      selected: quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId) ?? null,
    });
  }

  /** A step's answers are in: move on, save them, and let the API check them too. */
  completeStep(step: WizardStep, patch: ValuesPatch): void {
    const values = { ...this.state.values, ...patch };
    this.set({
      values,
      page: nextPage(flowFor(values.coverageType), step),
      savedStep: step,
      problem: null,
      serverErrors: null,
      savedForLater: null,
    });
    this.enqueue({ patch, step });
    void this.checkOnServer(step, values);
  }

  /** From the review to the quotes, or back through the steps (asking first when data goes). */
  goBack(): void {
    const { page, savedStep, values } = this.state;
    const target = previousPage(this.flow, page);
    if (!target) return;
    const sections =
      isWizardStep(target) && savedStep
        ? sectionsErasedByGoingBack(target, savedStep).filter((s) => sectionHasData(values, s))
        : [];
    if (sections.length > 0) {
      this.set({ backPrompt: { target, sections } });
      return;
    }
    this.set({ page: target, problem: null, serverErrors: null, savedForLater: null });
  }

  confirmBack(): void {
    const prompt = this.state.backPrompt;
    if (!prompt) return;
    const target = prompt.target as WizardStep;
    this.set({
      values: eraseSections(this.state.values, prompt.sections),
      page: target,
      savedStep: target,
      backPrompt: null,
      problem: null,
      serverErrors: null,
      savedForLater: null,
    });
    this.enqueue({ patch: {}, step: target });
  }

  cancelBack(): void {
    this.set({ backPrompt: null });
  }

  private canStart(): boolean {
    const { coverageType, email } = this.state.values;
    if (!coverageType) return false;
    return this.options.caller === 'client' || isValidEmail(email ?? '');
  }

  private enqueue(job: Job): void {
    this.pending = mergeJobs(this.pending, job);
    this.set({});
    void this.pump();
  }

  /** Sends the queued changes one save at a time, each with the version the last one answered. */
  private async pump(): Promise<void> {
    if (this.running) return;
    if (!this.state.quote && !this.canStart()) {
      this.settle(false);
      return;
    }
    this.running = true;
    this.set({ saving: true });
    let failed = false;
    let retried = false;
    while (this.pending) {
      const job = this.pending;
      this.pending = null;
      try {
        await this.send(job);
      } catch (error) {
        this.pending = mergeJobs(job, this.pending);
        // A visitor's token from an earlier quote ran out and is gone now: the save goes without.
        if (error instanceof SessionExpiredError && this.options.caller === 'visitor' && !retried) {
          retried = true;
          continue;
        }
        failed = true;
        this.reportSaveFailure(job, error);
        break;
      }
    }
    this.running = false;
    this.set({ saving: false });
    this.settle(!failed);
  }

  private settle(saved: boolean): void {
    this.lastSaveFailed = !saved;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve(saved);
  }

  /** Resolves once every change is saved (true) or a save failed (false). */
  private whenSaved(): Promise<boolean> {
    if (!this.running && !this.pending) return Promise.resolve(!this.lastSaveFailed);
    const done = new Promise<boolean>((resolve) => this.idleWaiters.push(resolve));
    void this.pump();
    return done;
  }

  private async send(job: Job): Promise<void> {
    const { api } = this.options;
    const current = this.state.quote;
    if (!current) {
      const { values, savedStep } = this.state;
      const referral = this.options.referral;
      const started = await api.saveForLater({
        ...toSaveBody(values),
        coverageType: values.coverageType!,
        step: savedStep ?? WizardStep.Coverage,
        ...(referral?.token ? { payrollRepReferralToken: referral.token } : {}),
        ...(referral?.context ? { payrollRepReferralContext: referral.context } : {}),
      });
      if (started.guestToken) this.options.storeGuestToken(started.guestToken);
      this.afterSave(started);
      this.options.onStarted(started.id);
      return;
    }
    const saved = await api.saveForLater({
      ...toSaveBody(job.patch),
      id: current.id,
      version: current.version,
      ...(job.step ? { step: job.step } : {}),
      ...(job.emailResumeLink ? { emailResumeLink: true } : {}),
    });
    this.afterSave(saved);
  }

  private afterSave(saved: SavedQuoteDto): void {
    // The guest token lives in its cookie, not in the wizard's state.
    const quote: SavedQuoteDto = { ...saved };
    delete quote.guestToken;
    this.set({ quote, feinOnFile: quote.business.feinMasked });
  }

  /** The save did not happen: back to its step, with the API's reason unless the page says it. */
  private reportSaveFailure(job: Job, error: unknown): void {
    const page: WizardPage =
      job.step && this.flow.indexOf(job.step) < this.flow.indexOf(this.state.page as FlowStep)
        ? job.step
        : this.state.page;
    if (isHandledByHttpLayer(error)) {
      this.set({ page });
      return;
    }
    this.set({ page, problem: { page, message: errorMessage(error), code: errorCode(error) } });
  }

  private async checkOnServer(step: WizardStep, values: WizardValues): Promise<void> {
    // A FEIN kept on file is not sent again, so there is nothing new to check.
    if (step === WizardStep.Fein && !values.noFein && !values.fein && this.state.feinOnFile) return;
    let result: FormValidationDto;
    try {
      result = await this.options.api.validateForm(toValidateBody(step, values));
    } catch {
      // The save beside it reports any problem reaching the API.
      return;
    }
    if (result.valid) return;
    this.set({
      page: step,
      serverErrors: { step, errors: result.errors },
      problem: { page: step, message: Messages.checkInfo },
    });
  }

  /**
   * Saves everything so far and shows how to come back. A visitor who has not given an email
   * yet gives it here; for a guest the API emails the link again.
   */
  async saveForLater(patch: ValuesPatch | null, email?: string): Promise<void> {
    if (email) this.set({ values: { ...this.state.values, email } });
    if (patch) this.set({ values: { ...this.state.values, ...patch } });
    this.set({ busy: 'savingForLater', savedForLater: null, problem: null });
    const visitor = this.options.caller === 'visitor';
    // A visitor's first save emails the link by itself.
    const emailLink = visitor && this.state.quote !== null;
    this.enqueue({ patch: patch ?? {}, ...(emailLink ? { emailResumeLink: true } : {}) });
    const saved = await this.whenSaved();
    const quote = this.state.quote;
    this.set({
      busy: null,
      savedForLater:
        saved && quote ? { emailed: visitor, email: quote.client.email, quoteId: quote.id } : null,
    });
  }

  /** Sends the finished application and asks every carrier for a quote. */
  async submit(): Promise<void> {
    this.set({ busy: 'submitting', submitErrors: [], problem: null, selected: null });
    const saved = await this.whenSaved();
    const quote = this.state.quote;
    if (!saved || !quote) {
      this.set({ busy: null });
      return;
    }
    try {
      const sent = await this.options.api.sendForm({ id: quote.id, version: quote.version });
      this.set({ quote: sent, busy: null, page: 'results', dateOnly: false });
    } catch (error) {
      this.set({ busy: null });
      if (isHandledByHttpLayer(error)) return;
      if (errorCode(error) === ErrorCode.InitialEffectiveDateExpired) {
        this.askForNewDate(errorMessage(error));
        return;
      }
      const message = (error as { response?: { data?: { message?: unknown } } }).response?.data
        ?.message;
      this.set({
        submitErrors: Array.isArray(message) ? message.map(String) : [errorMessage(error)],
      });
      return;
    }
    await this.rate();
  }

  /** Rates with every carrier; the quote is read again every second while they answer. */
  async rate(): Promise<void> {
    const quote = this.state.quote;
    if (!quote) return;
    const run = ++this.ratingRun;
    const now = this.options.now ?? Date.now;
    this.set({ rating: { startedAt: now() }, problem: null, ratingStalled: false });
    const poll = setInterval(() => {
      this.options.api.getQuote(quote.id).then(
        (fresh) => {
          if (run === this.ratingRun && this.state.rating) this.set({ quote: fresh });
        },
        () => undefined,
      );
    }, this.options.pollMs ?? 1000);
    try {
      const rated = await this.options.api.rate(quote.coverageType, { quoteId: quote.id });
      if (run === this.ratingRun) this.set({ quote: rated });
    } catch (error) {
      if (isHandledByHttpLayer(error)) return;
      if (errorCode(error) === ErrorCode.SubmittedEffectiveDateExpired) {
        this.askForNewDate(errorMessage(error));
      } else {
        this.set({
          problem: { page: 'results', message: errorMessage(error), code: errorCode(error) },
        });
      }
    } finally {
      clearInterval(poll);
      if (run === this.ratingRun) this.set({ rating: null });
    }
  }

  /** Carriers still rating from an earlier visit: read the quote until they have answered. */
  async follow(): Promise<void> {
    const quote = this.state.quote;
    if (!quote || this.state.rating) return;
    const run = ++this.ratingRun;
    const now = this.options.now ?? Date.now;
    // A rating ends within its deadline; rows still rating well after it were left behind.
    const until = now() + (Limits.quoteLoadingMaxSeconds + 5) * 1000;
    this.set({ rating: { startedAt: now() }, ratingStalled: false });
    const wait = () => new Promise((resolve) => setTimeout(resolve, this.options.pollMs ?? 1000));
    const stillRating = () =>
      run === this.ratingRun && Boolean(this.state.quote?.carrierQuotes.some(isRating));
    try {
      while (stillRating() && now() < until) {
        await wait();
        const fresh = await this.options.api.getQuote(quote.id);
        if (run === this.ratingRun) this.set({ quote: fresh });
      }
      if (stillRating()) this.set({ ratingStalled: true });
    } catch (error) {
      if (!isHandledByHttpLayer(error)) {
        this.set({ problem: { page: 'results', message: errorMessage(error) } });
      }
    } finally {
      if (run === this.ratingRun) this.set({ rating: null });
    }
  }

  async select(carrierQuote: CarrierQuoteDto): Promise<void> {
    const quote = this.state.quote;
    if (!quote) return;
    this.set({ busy: 'selecting', problem: null });
    try {
      const chosen = await this.options.api.setQuoteSelected({
        id: quote.id,
        version: quote.version,
        carrierQuoteId: carrierQuote.id,
      });
      this.set({
        quote: chosen,
        busy: null,
        selected: chosen.carrierQuotes.find((q) => q.id === carrierQuote.id) ?? carrierQuote,
      });
    } catch (error) {
      this.set({ busy: null });
      if (isHandledByHttpLayer(error)) return;
      if (errorCode(error) === ErrorCode.QuoteExpiredForClient) {
        this.askForNewDate(errorMessage(error));
        return;
      }
      this.set({
        problem: { page: 'results', message: errorMessage(error), code: errorCode(error) },
      });
    }
  }

  /** Quotes that expired send the person to the effective date, and only that changes. */
  askForNewDate(message?: string): void {
    this.set({
      dateOnly: true,
      page: WizardStep.EffectiveDate,
      problem: message ? { page: WizardStep.EffectiveDate, message } : null,
    });
  }

  /** The new effective date is saved without erasing anything, then the quote is sent again. */
  async changeEffectiveDate(effectiveDate: string): Promise<void> {
    this.set({ values: { ...this.state.values, effectiveDate }, problem: null });
    this.enqueue({ patch: { effectiveDate } });
    await this.submit();
  }

  leaveDateOnly(): void {
    this.set({ dateOnly: false, page: 'results', problem: null });
  }
}

export const isRating = (q: CarrierQuoteDto) => q.ratingState === 'rating';
