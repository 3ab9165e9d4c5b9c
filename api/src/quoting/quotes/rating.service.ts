import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ApplicationStatus,
  Bindability,
  BindabilityReason,
  bindabilityReasonText,
  ErrorCode,
  QuoteSource,
  type CoverageType,
  type OwnerPayrollRule,
} from '@coverline/contracts';
import type { Principal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { Metrics } from '../../platform/metrics';
import {
  CARRIER_ADAPTERS,
  createRateTables,
  exposureProblems,
  type CarrierAdapter,
  type CarrierQuote as CarrierAnswer,
  type RateTableRecord,
  type ExposureProblem,
  type RateTables,
  type RatingOptions,
  type TableKind,
  type Submission,
} from '../rating';
import type { RateQuoteDto } from './dto/quote-requests.dto';
import { mapQuote, type QuoteDto } from './dto/quote.dto';
import { enforce } from './enforce';
import {
  carrierNotApiEnabledRefusal,
  choiceAfterRating,
  choiceClearedNote,
  manualCarrierRefusal,
  manualModeRatingRefusal,
  ratingRefusal,
} from './rules/carrier-quotes';
import { submittedEffectiveDateRefusal } from './rules/effective-date';
import { carrierToolRefusal, changedInCarrierTool } from './rules/carrier-answer';
import { QuoteAccess } from './quote-access';
import { byCarrier, QuotesRepository } from './quotes.repository';
import { RatingRepository } from './rating.repository';
import type { Application } from './entities/application.entity';
import type { CarrierQuote } from './entities/carrier-quote.entity';
import type { QuoteAggregate } from './dto/quote.dto';
import { LiveRateTables } from '../rate-tables';
import { ReferenceLookups } from '../reference-data';
import { toRatingSubmission } from './submission.mapper';

class DeadlineExceeded extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rates a submitted quote with every active carrier that writes its line, in parallel, each
 * under a deadline. Carriers that take time have each answer stored the moment it arrives, so a
 * caller polling the quote sees them come in; carriers priced in process are written together
 * once priced. The call itself answers once every carrier has answered or timed out.
 */
@Injectable()
export class RatingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(ReferenceLookups) private readonly refs: ReferenceLookups,
    @Inject(RatingRepository) private readonly ratings: RatingRepository,
    @Inject(LiveRateTables) private readonly live: LiveRateTables,
    @Inject(Metrics) private readonly metrics: Metrics,
  ) {}

  /** The rate tables last built, and the tables and rules they were built from. */
  private tablesFor:
    { base: RateTables; rules: OwnerPayrollRule[]; tables: RateTables } | undefined;

  async rate(
    caller: Principal | undefined,
    line: CoverageType,
    dto: RateQuoteDto,
  ): Promise<QuoteDto> {
    // Without the previous worksheets: this rating replaces them.
    const quote = await this.repo.load(dto.quoteId, undefined, { worksheets: false });
    const { app } = quote;
    const scope = this.access.assertCanEditQuote(caller, quote);
    if (app.coverageType !== line) {
      throw new DomainException(
        ErrorCode.QuoteLineMismatch,
        `This quote is for ${app.coverageType}, not ${line}`,
      );
    }
    enforce(ratingRefusal(app, scope));
    enforce(manualModeRatingRefusal(app.quoteMode));

    const manual = quote.carrierQuotes.filter((q) => q.quoteSource === QuoteSource.Agent);
    enforce(
      manualCarrierRefusal(
        dto.carriers,
        manual.map((q) => q.carrier),
      ),
    );
    // A quote worked in the carrier's own tool is finished there: kept, never rated over.
    const touched = changedInCarrierTool(quote.carrierQuotes);
    enforce(carrierToolRefusal(dto.carriers, touched));
    const panel = (await this.refs.carriersFor(line))
      .filter((c) => app.carriers.length === 0 || app.carriers.includes(c.name))
      .filter((c) => !dto.carriers || dto.carriers.includes(c.name))
      // An agent's own entry for a carrier is kept, not overwritten by a rating.
      .filter((c) => !manual.some((q) => q.carrier === c.name))
      .filter((c) => !touched.includes(c.name))
      .flatMap((settings) => {
        const adapter = CARRIER_ADAPTERS.find(
          (a) => a.carrier === settings.name && a.lines.includes(line),
        );
        return adapter ? [{ settings, adapter }] : [];
      });
    enforce(
      carrierNotApiEnabledRefusal(
        dto.carriers,
        panel.map((p) => p.settings.name),
      ),
    );
    if (panel.length === 0) throw new DomainException(ErrorCode.NoQuotes);
    const backdating = Math.max(...panel.map((p) => p.settings.activeQuoteMaxBackdatedDays));
    const asOf = this.clock.today();
    enforce(submittedEffectiveDateRefusal(app.effectiveDate!, backdating, asOf));

    const deadlineMs = this.config.ratingDeadlineMs;
    const staleAfterMs = deadlineMs + 5000;
    const { submission, tables } = await this.ratingInput(quote);
    // Zero or implausible exposure is refused before any carrier prices it.
    const problems = exposureProblems(submission, tables);
    if (problems.length > 0) {
      throw new DomainException(ErrorCode.ExposureImplausible, problemLines(problems));
    }
    const answer = async ({ adapter, settings }: (typeof panel)[number], index: number) => {
      const started = performance.now();
      const answered = await withDeadline(
        this.ask(adapter, submission, tables, asOf, index, {
          carrierDiscountPercent: settings.discountPercent,
        }),
        deadlineMs,
      ).catch((error: unknown) => unavailable(adapter, submission, error));
      const seconds = (performance.now() - started) / 1000;
      this.metrics.observeCarrierAnswer(adapter.carrier, answered.bindability, seconds);
      return answered;
    };

    const ratingDone = this.metrics.ratingStarted(line);
    let outcome: { stored: CarrierQuote[]; version: number | null } | null;
    if (panel.every((p) => this.pricedInProcess(p.adapter))) {
      // Nothing to wait for: priced first, then checked, written and answered in one statement.
      const answers = await Promise.all(panel.map(answer));
      outcome = await this.ratings.storeUnclaimed(
        app.id,
        staleAfterMs,
        app.version,
        submission.effectiveDate,
        answers,
      );
    } else {
      outcome = await this.rateClaimed(app.id, app.version, panel, answer, staleAfterMs, {
        effectiveDate: submission.effectiveDate,
      });
    }
    ratingDone();
    // Another rating holds the quote: it is answered as it stands.
    if (!outcome) return mapQuote(await this.repo.load(app.id));
    // Changed by someone while it was rated: the quote is read again, whole.
    if (outcome.version !== app.version) return mapQuote(await this.repo.load(app.id));
    // The chosen carrier quote, rated again, keeps the choice or says why it lost it.
    if (!(await this.settleChoice(app, outcome.stored, asOf))) {
      return mapQuote(await this.repo.load(app.id));
    }
    // Otherwise the quote as loaded, its carrier quotes as this rating stored them; those it
    // did not rate (entered by hand, or left out) with their worksheets read now.
    const rated = new Set(outcome.stored.map((q) => q.carrier));
    const kept = quote.carrierQuotes.filter((q) => !rated.has(q.carrier));
    await this.repo.worksheetsOf(kept);
    const carrierQuotes = [...kept, ...outcome.stored].sort(byCarrier);
    return mapQuote({ ...quote, carrierQuotes });
  }

  /**
   * After a rating (an owner payroll rule changed, say), the chosen carrier quote its carrier
   * rated again stays chosen while it still has a price that can be bought, the status following
   * its bindability; otherwise the choice is cleared, the quote goes back to review and the
   * carrier quote carries a note saying so, which the client and staff read on the quote. Never
   * a statement when nothing changes. False when the quote moved on meanwhile (read it again).
   */
  private async settleChoice(
    app: Application,
    stored: CarrierQuote[],
    ratedOn: string,
  ): Promise<boolean> {
    const chosen = stored.find((q) => q.id === app.selectedCarrierQuoteId);
    if (!chosen) return true;
    const next = choiceAfterRating(chosen);
    const status = CHOICE_STATUSES.includes(app.status) ? next.status : app.status;
    const note = next.keep ? null : choiceClearedNote(chosen.carrier, ratedOn);
    if (next.keep && status === app.status) return true;
    const version = await this.ratings.settleChoice(app.id, app.version, chosen.id, status, note);
    if (version === null) return false;
    Object.assign(app, { version, status, selectedCarrierQuoteId: next.keep ? chosen.id : null });
    if (note !== null) chosen.notes = note;
    return true;
  }

  /**
   * What is wrong with the exposure a quote would be rated on, as field messages; empty when
   * it is there and plausible. Call on a submission that passed `validateSubmission`; inside a
   * transaction, with its manager (see `ratingInput`).
   */
  async exposureProblems(quote: QuoteAggregate, m?: EntityManager): Promise<ExposureProblem[]> {
    const { submission, tables } = await this.ratingInput(quote, m);
    return exposureProblems(submission, tables);
  }

  /**
   * The quote as the rating library reads it, and the rate tables rating prices with (every
   * version, with the maintained owner payroll rules): what a bound policy's endorsement is
   * priced from again. Inside a transaction, pass its manager: reference data not held in
   * memory is then read on the transaction's own connection. Read from the pool instead, it
   * waits for a connection that transactions like this one hold, and under load every
   * connection ends up held by one of them, waiting for the pool's timeout (503).
   */
  async ratingInput(
    quote: QuoteAggregate,
    m?: EntityManager,
  ): Promise<{ submission: Submission; tables: RateTables }> {
    const codes = await this.refs.businessTypeCodes(
      quote.app.business.masterIndexCode,
      quote.app.business.naicsCode,
      m,
    );
    const submission = toRatingSubmission(quote, codes?.glClassCode ?? null);
    return { submission, tables: await this.rateTables(m) };
  }

  /** Sandbox carriers without a simulated latency price in process: no answer is awaited. */
  private pricedInProcess(adapter: CarrierAdapter): boolean {
    return adapter.sandbox && this.config.ratingSandboxLatencyMs === 0;
  }

  /**
   * A rating whose carriers take time: the quote is claimed first (one rating at a time per
   * quote; a stalled one, whose process died, is taken over) with every carrier shown as
   * rating, then each answer is stored as it arrives, answers arriving together in one
   * statement, so a caller polling the quote sees the carriers come in. Null when another
   * rating holds the quote.
   */
  private async rateClaimed<P extends { adapter: CarrierAdapter }>(
    applicationId: string,
    ratedVersion: number,
    panel: P[],
    answer: (p: P, index: number) => Promise<CarrierAnswer>,
    staleAfterMs: number,
    { effectiveDate }: { effectiveDate: string },
  ): Promise<{ stored: CarrierQuote[]; version: number | null } | null> {
    const adapters = panel.map((p) => p.adapter);
    if (!(await this.ratings.claimAndStart(applicationId, staleAfterMs, adapters))) return null;
    const stored: CarrierQuote[] = [];
    let version: number | null = null;
    let released = false;
    try {
      const store = batched(async (answers: CarrierAnswer[]) => {
        // Every answer at once (no other batch exists): storing them also ends the claim.
        const all = answers.length === panel.length;
        const written = await this.ratings.store(
          applicationId,
          ratedVersion,
          effectiveDate,
          answers,
          { release: all },
        );
        stored.push(...written.stored);
        if (all) {
          released = true;
          version = written.version;
        }
      });
      await Promise.all(panel.map(async (p, index) => store(await answer(p, index))));
    } finally {
      if (!released) version = await this.ratings.release(applicationId);
    }
    return { stored, version };
  }

  /** Sandbox carriers answer after a configurable latency, staggered, as live ones would. */
  private async ask(
    adapter: CarrierAdapter,
    submission: Submission,
    tables: RateTables,
    asOf: string,
    index: number,
    options: RatingOptions,
  ): Promise<CarrierAnswer> {
    const latency = this.config.ratingSandboxLatencyMs;
    if (adapter.sandbox && latency > 0) await sleep(latency * (1 + index / 4));
    return adapter.quote(submission, tables, asOf, options);
  }

  /**
   * Prices a quote again with one carrier for another term (a renewal): the caller gives the
   * aggregate as it should be rated (its effective date the new term's first day, its payroll
   * as confirmed), so the carrier reads the rate tables in force on that day, as a quote's
   * rating does. Nothing is stored. Null when the carrier does not write the line here. Inside a
   * transaction, with its manager (see `ratingInput`).
   */
  async rateAgain(
    quote: QuoteAggregate,
    carrier: string,
    asOf: string,
    m?: EntityManager,
  ): Promise<{ answer: CarrierAnswer; tables: RateTables } | null> {
    const line = quote.app.coverageType;
    const settings = (await this.refs.carriersFor(line, m)).find((c) => c.name === carrier);
    const adapter = CARRIER_ADAPTERS.find((a) => a.carrier === carrier && a.lines.includes(line));
    if (!adapter) return null;
    const { submission, tables } = await this.ratingInput(quote, m);
    const answer = await this.ask(adapter, submission, tables, asOf, 0, {
      carrierDiscountPercent: settings?.discountPercent,
    });
    return { answer, tables };
  }

  /**
   * The rate tables rating prices with now: what the appetite guide answers from. Inside a
   * transaction, with its manager (see `ratingInput`).
   */
  currentTables(m?: EntityManager): Promise<RateTables> {
    return this.rateTables(m);
  }

  /**
   * The rate tables held in memory (every version, as admins and the shipped files left them),
   * with the owner payroll rules admins maintain in place of the stored ones once there are any:
   * a rule changed in the settings applies to the next rating. Built once per set of tables and
   * rules (both are handed back unchanged until a change is announced).
   */
  private async rateTables(m?: EntityManager): Promise<RateTables> {
    const [base, rules] = await Promise.all([this.live.current(), this.refs.ownerPayrollRules(m)]);
    if (this.tablesFor?.rules !== rules || this.tablesFor.base !== base) {
      this.tablesFor = { base, rules, tables: tablesWith(base, rules) };
    }
    return this.tablesFor.tables;
  }
}

/** The statuses choosing a carrier quote leads to, which a new rating of it may change. */
const CHOICE_STATUSES: readonly ApplicationStatus[] = [
  ApplicationStatus.ReadyToBind,
  ApplicationStatus.InReview,
];

/** Exposure problems as the readable lines of a 400 answer. */
export const problemLines = (problems: ExposureProblem[]) =>
  problems.map((p) => `${p.field}: ${p.message}`);

const OWNER_PAYROLL_RULES = 'wc.ownerPayrollRules';

/**
 * The tables with the maintained owner payroll rules (one version per year) in place of the
 * stored ones; every other table is read from `base` as it is, not copied.
 */
function tablesWith(base: RateTables, rules: OwnerPayrollRule[]): RateTables {
  if (rules.length === 0) return base;
  const years = [...new Set(rules.map((r) => r.year))];
  const maintained = createRateTables(
    years.map((year): RateTableRecord => ({
      kind: OWNER_PAYROLL_RULES,
      line: 'wc',
      carrier: null,
      state: null,
      version: `settings-${year}`,
      effectiveFrom: `${year}-01-01`,
      data: { rules: rules.filter((r) => r.year === year) },
    })),
  );
  const from = (kind: TableKind) => (kind === OWNER_PAYROLL_RULES ? maintained : base);
  return {
    get records() {
      return [...base.records.filter((r) => r.kind !== OWNER_PAYROLL_RULES), ...maintained.records];
    },
    inForce: (kind, key, on) => from(kind).inForce(kind, key, on),
    history: (kind, key) => from(kind).history(kind, key),
  };
}

/**
 * Gathers the items handed in during one turn of the event loop and writes them with one call;
 * each caller's promise settles when the write holding its item does.
 */
function batched<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let pending: { items: T[]; done: Promise<void> } | undefined;
  return (item) => {
    if (!pending) {
      const batch = { items: [] as T[], done: Promise.resolve() };
      batch.done = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending = undefined;
        return write(batch.items);
      });
      pending = batch;
    }
    pending.items.push(item);
    return pending.done;
  };
}

/** A carrier that failed or missed the deadline answers ERROR, to be tried again later. */
function unavailable(
  adapter: CarrierAdapter,
  submission: Submission,
  error: unknown,
): CarrierAnswer {
  return {
    carrier: adapter.carrier,
    coverageType: submission.coverageType,
    sandbox: adapter.sandbox,
    bindability: Bindability.Error,
    reasons: [
      {
        code: BindabilityReason.CARRIER_UNAVAILABLE,
        text: bindabilityReasonText(BindabilityReason.CARRIER_UNAVAILABLE),
      },
    ],
    premiumCents: null,
    worksheet: null,
    terms: null,
    stateFunds: [],
    tableVersions: [],
    message: error instanceof Error ? error.message : String(error),
  };
}
