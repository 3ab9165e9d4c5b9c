/**
 * The wizard's saves: the changes not yet sent, sent as TanStack Query mutations that run one
 * after another for the quote, each with the version the last one answered; and the API's own
 * check of each step saved.
 */
import { MutationObserver } from '@tanstack/react-query';
import { isValidEmail, Messages, WizardStep } from '@coverline/contracts';
import type { FormValidationDto, SavedQuoteDto } from '@coverline/contracts/generated/model';
import { getSaveForLaterMutationOptions } from '@coverline/contracts/generated/quotes/quotes';
import {
  errorCode,
  errorMessage,
  isHandledByHttpLayer,
  SessionExpiredError,
} from '../../../../lib/http-errors';
import { i18n } from '../../../../lib/i18n';
import type { FlowStep, WizardPage } from './flow';
import { toSaveBody, toValidateBody, type ValuesPatch, type WizardValues } from './values';
import type { WizardStateHolder } from './wizard-state';

/** Changes to save: the answers changed, the step reached, and whether to email the link. */
export interface SaveJob {
  patch: ValuesPatch;
  step?: WizardStep;
  emailResumeLink?: boolean;
}

function mergeJobs(first: SaveJob | null, second: SaveJob | null): SaveJob | null {
  if (!first) return second;
  if (!second) return first;
  return {
    patch: { ...first.patch, ...second.patch },
    step: second.step ?? first.step,
    emailResumeLink: first.emailResumeLink || second.emailResumeLink,
  };
}

let wizards = 0;

/**
 * Every change asks for a save; each save sends all the changes made until it runs, so changes
 * made while one is out go together in the next. A refused save keeps its changes and stops the
 * saves already asked for: they go with the next change, or when the person saves or submits.
 */
export class WizardSaves {
  private pending: SaveJob | null = null;
  private asked = 0;
  /** Saves asked for up to this one wait for the next change: one before them was refused. */
  private stoppedThrough = 0;
  private lastFailed = false;
  private readonly mutation: MutationObserver<boolean, Error, number>;

  constructor(private readonly wizard: WizardStateHolder) {
    const { mutationKey } = getSaveForLaterMutationOptions();
    this.mutation = new MutationObserver(wizard.options.queryClient, {
      mutationKey,
      // The first save creates the quote, so the quote's id cannot name its scope.
      scope: { id: `quote-wizard-${++wizards}` },
      mutationFn: (asked) => this.saveChanges(asked),
      retry: false,
      // Offline, a save fails and says so, as any call does, instead of waiting for the network.
      networkMode: 'always',
    });
    this.mutation.subscribe(({ isPending }) => {
      if (isPending !== wizard.getState().saving) wizard.set({ saving: isPending });
    });
  }

  get hasPending(): boolean {
    return this.pending !== null;
  }

  /** Nothing is left to send for a quote the wizard no longer works on. */
  clear(): void {
    this.pending = null;
  }

  enqueue(job: SaveJob): void {
    this.pending = mergeJobs(this.pending, job);
    this.wizard.set({});
    void this.ask();
  }

  /** Resolves once every change is saved (true) or a save failed (false). */
  whenSaved(): Promise<boolean> {
    return this.ask();
  }

  private ask(): Promise<boolean> {
    return this.mutation.mutate(++this.asked);
  }

  /** The API's own check of a step, beside its save: when it disagrees, back to the step. */
  async check(step: WizardStep, values: WizardValues): Promise<void> {
    // A FEIN kept on file is not sent again, so there is nothing new to check.
    const { feinOnFile } = this.wizard.getState();
    if (step === WizardStep.Fein && !values.noFein && !values.fein && feinOnFile) return;
    let result: FormValidationDto;
    try {
      result = await this.wizard.options.api.validateForm(toValidateBody(step, values));
    } catch {
      // The save beside it reports any problem reaching the API.
      return;
    }
    if (result.valid) return;
    this.wizard.set({
      page: step,
      serverErrors: { step, errors: result.errors },
      problem: { page: step, message: Messages.checkInfo },
    });
  }

  private canStart(): boolean {
    const { coverageType, email } = this.wizard.getState().values;
    if (!coverageType) return false;
    return this.wizard.options.caller === 'client' || isValidEmail(email ?? '');
  }

  private async saveChanges(asked: number): Promise<boolean> {
    if (asked <= this.stoppedThrough) return false;
    if (!this.wizard.getState().quote && !this.canStart()) {
      this.lastFailed = true;
      return false;
    }
    let retried = false;
    while (this.pending) {
      const job = this.pending;
      this.pending = null;
      try {
        await this.send(job);
      } catch (error) {
        this.pending = mergeJobs(job, this.pending);
        // A visitor's token from an earlier quote ran out and is gone now: the save goes without.
        const visitor = this.wizard.options.caller === 'visitor';
        if (error instanceof SessionExpiredError && visitor && !retried) {
          retried = true;
          continue;
        }
        this.lastFailed = true;
        this.stoppedThrough = this.asked;
        this.reportFailure(job, error);
        return false;
      }
      this.lastFailed = false;
    }
    return !this.lastFailed;
  }

  private async send(job: SaveJob): Promise<void> {
    const { api, referral, storeGuestSession, onStarted } = this.wizard.options;
    const current = this.wizard.getState().quote;
    if (!current) {
      const { values, savedStep } = this.wizard.getState();
      const started = await api.saveForLater({
        ...toSaveBody(values),
        coverageType: values.coverageType!,
        step: savedStep ?? WizardStep.Coverage,
        // A visitor's mails are written in the language they quote in (the API keeps it only
        // for visitors; an account's own language is on the account).
        language: i18n.language,
        ...(referral?.token ? { payrollRepReferralToken: referral.token } : {}),
        ...(referral?.context ? { payrollRepReferralContext: referral.context } : {}),
      });
      if (started.guestToken) storeGuestSession(started.guestToken);
      this.adopt(started);
      onStarted(started.id);
      return;
    }
    const saved = await api.saveForLater({
      ...toSaveBody(job.patch),
      id: current.id,
      version: current.version,
      ...(job.step ? { step: job.step } : {}),
      ...(job.emailResumeLink ? { emailResumeLink: true } : {}),
    });
    this.adopt(saved);
  }

  private adopt(saved: SavedQuoteDto): void {
    // The guest token lives in its cookie, not in the wizard's state.
    const quote: SavedQuoteDto = { ...saved };
    delete quote.guestToken;
    this.wizard.set({ quote, feinOnFile: quote.business.feinMasked });
  }

  /** The save did not happen: back to its step, with the API's reason unless the page says it. */
  private reportFailure(job: SaveJob, error: unknown): void {
    const { flow } = this.wizard;
    const current = this.wizard.getState().page;
    const page: WizardPage =
      job.step && flow.indexOf(job.step) < flow.indexOf(current as FlowStep) ? job.step : current;
    if (isHandledByHttpLayer(error)) {
      this.wizard.set({ page });
      return;
    }
    this.wizard.set({
      page,
      problem: { page, message: errorMessage(error), code: errorCode(error) },
    });
  }
}
