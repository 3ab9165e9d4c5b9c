/**
 * The quote wizard's store: the state every screen reads and the person's moves through the
 * steps, the review and the quotes. Its saves (saves.ts) and rating runs (rating.ts) are parts
 * of it; components read it through context.tsx.
 */
import { ErrorCode, QuoteMode, WizardStep } from '@coverline/contracts';
import type {
  CarrierQuoteDto,
  NaicsMappingDto,
  QuoteDto,
} from '@coverline/contracts/generated/model';
import {
  errorCode,
  errorMessage,
  errorStatus,
  isHandledByHttpLayer,
} from '../../../../lib/http-errors';
import {
  flowFor,
  laterStep,
  nextPage,
  previousPage,
  reachablePages,
  resumePage,
  type FlowStep,
  type WizardPage,
} from './flow';
import { CLEARED_SECTION_STEP, invalidatedBy, redoAfterLoad } from './invalidation';
import { WizardRating } from './rating';
import { WizardSaves } from './saves';
import { fromQuote, type ValuesPatch } from './values';
import {
  initialWizardState,
  type Caller,
  type WizardOptions,
  type WizardState,
  type WizardStateHolder,
} from './wizard-state';

export type { Caller, WizardApi, WizardState } from './wizard-state';

/**
 * Moving between steps never waits: each step's answers go into the browser's copy at once and
 * are saved in the background, in order, with the version last read; the API's own check of the
 * step runs beside the save and brings the person back to the step if it disagrees.
 */
export class WizardStore implements WizardStateHolder {
  private state: WizardState;
  private readonly listeners = new Set<() => void>();
  private formDirty = false;
  private readonly saves: WizardSaves;
  /** Rating runs; the rating poll hands them what it reads. */
  readonly rating: WizardRating;

  constructor(readonly options: WizardOptions) {
    this.state = initialWizardState(options);
    this.saves = new WizardSaves(this);
    this.rating = new WizardRating(this);
  }

  /** A new quote from the first step; nothing is saved for the one left behind. */
  startOver(): void {
    this.saves.clear();
    this.formDirty = false;
    this.rating.stop();
    const { context } = this.state;
    this.state = { ...initialWizardState(this.options), context };
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

  set(patch: Partial<WizardState>): void {
    this.state = { ...this.state, ...patch };
    // A save already sent is the API's to finish: reloading after a refused one (1226) is fine.
    const unsaved =
      this.saves.hasPending ||
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
        load: {
          status: 'failed',
          message: errorMessage(error),
          code: errorCode(error),
          httpStatus: errorStatus(error),
        },
      });
    }
  }

  private adopt(quote: QuoteDto): void {
    const flow = flowFor(quote.coverageType);
    const values = fromQuote(quote);
    const submitted = quote.submittedAt !== null;
    // What the API has is what shows: answers a change cleared stay cleared after a reload, and
    // their step is where the wizard resumes, as it was before the reload.
    const redo = submitted ? [] : redoAfterLoad(flow, quote.step, values);
    this.saves.clear();
    this.set({
      load: { status: 'ready' },
      quote,
      values,
      feinOnFile: quote.business.feinMasked,
      savedStep: quote.step,
      page: redo[0] ?? resumePage(flow, quote.step, submitted),
      problem: null,
      serverErrors: null,
      redo,
      cleared: null,
      selected: quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId) ?? null,
    });
  }

  /**
   * A step's answers are in: move on, save them, and let the API check them too. A step answered
   * again keeps every later answer, except those the change makes wrong (invalidation.ts): they
   * are cleared here and in the API, and the wizard says so. The step reached stays the furthest
   * one, so the API erases nothing on its own.
   */
  completeStep(step: WizardStep, patch: ValuesPatch): void {
    const before = this.state.values;
    const invalidation = invalidatedBy(step, before, { ...before, ...patch });
    const changes = { ...patch, ...invalidation.patch };
    const values = { ...before, ...changes };
    const flow = flowFor(values.coverageType);
    const reached = laterStep(flow, this.state.savedStep, step);
    const redo = new Set(this.state.redo.filter((s) => s !== step));
    for (const section of invalidation.sections) redo.add(CLEARED_SECTION_STEP[section]);
    const cleared =
      invalidation.sections.length > 0
        ? { step, sections: invalidation.sections }
        : this.state.cleared && redo.size > 0
          ? this.state.cleared
          : null;
    this.set({
      values,
      page: nextPage(flow, step),
      savedStep: reached,
      redo: [...redo],
      cleared,
      problem: null,
      serverErrors: null,
      savedForLater: null,
    });
    this.saves.enqueue({ patch: changes, step: reached });
    void this.saves.check(step, values);
  }

  /** The pages the step list opens now. */
  reachable(): WizardPage[] {
    const { savedStep, quote, redo, dateOnly } = this.state;
    if (dateOnly) return [];
    return reachablePages(this.flow, savedStep, Boolean(quote?.submittedAt), redo);
  }

  /** Opens an answered page from the step list; its answers, and all later ones, are kept. */
  goTo(page: WizardPage): void {
    if (page === this.state.page || !this.reachable().includes(page)) return;
    this.set({ page, problem: null, serverErrors: null, savedForLater: null });
  }

  /** From the review to the quotes, or back through the steps; nothing is erased. */
  goBack(): void {
    const target = previousPage(this.flow, this.state.page);
    if (!target) return;
    this.set({ page: target, problem: null, serverErrors: null, savedForLater: null });
  }

  /** The note about cleared answers is read and put away. */
  dismissCleared(): void {
    this.set({ cleared: null });
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
    this.saves.enqueue({ patch: patch ?? {}, ...(emailLink ? { emailResumeLink: true } : {}) });
    const saved = await this.saves.whenSaved();
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
    const saved = await this.saves.whenSaved();
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
    // A manual quote's carrier quotes are entered by staff: no carrier is asked (1215).
    if (this.state.quote?.quoteMode !== QuoteMode.Manual) await this.rate();
  }

  /** Rates with every carrier; the rating poll reads the quote while they answer. */
  rate(): Promise<void> {
    return this.rating.rate();
  }

  /** Carriers still rating from an earlier visit: the rating poll reads the quote until they answer. */
  follow(): void {
    this.rating.follow();
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
    this.saves.enqueue({ patch: { effectiveDate } });
    await this.submit();
  }

  leaveDateOnly(): void {
    this.set({ dateOnly: false, page: 'results', problem: null });
  }
}
