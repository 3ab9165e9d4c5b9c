/**
 * The quote wizard's store: the state every screen reads and the person's moves through the
 * steps, the review and the quotes. Its saves (saves.ts) and rating runs (rating.ts) are parts
 * of it; components read it through context.tsx.
 */
import { ErrorCode, QuoteMode, sectionsErasedByGoingBack, WizardStep } from '@coverline/contracts';
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
import { flowFor, isWizardStep, nextPage, previousPage, resumePage, type FlowStep } from './flow';
import { WizardRating } from './rating';
import { WizardSaves } from './saves';
import { eraseSections, fromQuote, sectionHasData, type ValuesPatch } from './values';
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
    this.saves.clear();
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
    this.saves.enqueue({ patch, step });
    void this.saves.check(step, values);
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
    this.saves.enqueue({ patch: {}, step: target });
  }

  cancelBack(): void {
    this.set({ backPrompt: null });
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
