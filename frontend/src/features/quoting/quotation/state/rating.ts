/**
 * Asking the carriers for quotes and following their answers: when a rating run starts and ends,
 * and what each reading of the quote during it changes. The readings themselves are the rating
 * poll's query (use-rating-poll.ts).
 */
import { ErrorCode, Limits } from '@coverline/contracts';
import type { QuoteDto } from '@coverline/contracts/generated/model';
import { errorCode, errorMessage, isHandledByHttpLayer } from '../../../../lib/http-errors';
import { isRating, type Rating, type WizardStateHolder } from './wizard-state';

/** Whether to read the quote again: while the API rates, or while carriers left rating may still answer. */
export function keepsReading(rating: Rating, quote: QuoteDto | undefined, now: number): boolean {
  if (rating.until === null) return true;
  return Boolean(quote?.carrierQuotes.some(isRating)) && now < rating.until;
}

export class WizardRating {
  private runs = 0;

  constructor(private readonly wizard: WizardStateHolder) {}

  now(): number {
    return (this.wizard.options.now ?? Date.now)();
  }

  /** Answers still on their way belong to a quote the wizard left: they are dropped. */
  stop(): void {
    this.runs += 1;
  }

  /** Rates with every carrier; the quote is read again while they answer. */
  async rate(): Promise<void> {
    const { quote } = this.wizard.getState();
    if (!quote) return;
    const run = ++this.runs;
    this.wizard.set({
      rating: { run, startedAt: this.now(), until: null },
      problem: null,
      ratingStalled: false,
    });
    try {
      const rated = await this.wizard.options.api.rate(quote.coverageType, { quoteId: quote.id });
      if (run === this.runs) this.wizard.set({ quote: rated });
    } catch (error) {
      if (isHandledByHttpLayer(error)) return;
      if (errorCode(error) === ErrorCode.SubmittedEffectiveDateExpired) {
        this.wizard.askForNewDate(errorMessage(error));
      } else {
        this.wizard.set({
          problem: { page: 'results', message: errorMessage(error), code: errorCode(error) },
        });
      }
    } finally {
      if (run === this.runs) this.wizard.set({ rating: null });
    }
  }

  /** Carriers still rating from an earlier visit: the quote is read until they have answered. */
  follow(): void {
    const { quote, rating } = this.wizard.getState();
    if (!quote || rating || !quote.carrierQuotes.some(isRating)) return;
    const startedAt = this.now();
    // A rating ends within its deadline; rows still rating well after it were left behind.
    const until = startedAt + (Limits.quoteLoadingMaxSeconds + 5) * 1000;
    this.wizard.set({ rating: { run: ++this.runs, startedAt, until }, ratingStalled: false });
  }

  /** A reading of the quote during the run: it shows, and may end a follow-up. */
  read(run: number, fresh: QuoteDto): void {
    const { rating } = this.wizard.getState();
    if (run !== this.runs || rating?.run !== run) return;
    this.wizard.set({ quote: fresh });
    if (rating.until === null || keepsReading(rating, fresh, this.now())) return;
    this.wizard.set({ rating: null, ratingStalled: fresh.carrierQuotes.some(isRating) });
  }

  /** While the API rates, a failed reading is only a missed one; a follow-up stops and says so. */
  readFailed(run: number, error: unknown): void {
    const { rating } = this.wizard.getState();
    if (run !== this.runs || rating?.run !== run || rating.until === null) return;
    this.wizard.set({
      rating: null,
      ...(isHandledByHttpLayer(error)
        ? {}
        : { problem: { page: 'results' as const, message: errorMessage(error) } }),
    });
  }
}
