/**
 * API and manual quotes. Converting to manual erases the carrier quotes the carriers' APIs
 * answered and takes their proposals out of use; switching back to the API erases the carrier
 * quotes staff entered. In manual mode staff enter, change and remove carrier quotes by hand.
 * Each action runs in one transaction with the quote's row locked and its version checked,
 * moves the version on and writes its audit record in that same transaction.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CarrierSyncStatus,
  ErrorCode,
  QuoteMode,
  QuoteSource,
  RatingState,
  type ApplicationStatus,
} from '@coverline/contracts';
import { type AuditAction, type AuditSnapshot, AuditService } from '../../platform/audit';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import {
  mapQuote,
  type CarrierQuote,
  type QuoteAggregate,
  type QuoteDto,
  enforce,
  QuoteAccess,
  QuoteRecords,
} from '../quotes';
import type { ManualCarrierQuoteDto } from './dto/quote-mode.dto';
import {
  carrierQuotesFrozenRefusal,
  manualEntryRefusal,
  manualQuoteProblems,
  statusWithoutSelection,
} from './quote-mode.rules';
import { ReferenceLookups } from '../reference-data';
import { QuoteModeRepository } from './quote-mode.repository';

interface Change {
  before: AuditSnapshot;
  after: AuditSnapshot;
}

@Injectable()
export class QuoteModeService {
  constructor(
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(QuoteModeRepository) private readonly repo: QuoteModeRepository,
    @Inject(ReferenceLookups) private readonly refs: ReferenceLookups,
  ) {}

  /** API to manual: the carriers' answers and the proposals printed from them are lost. */
  switchToManual(actor: UserPrincipal, id: string, version: number): Promise<QuoteDto> {
    return this.switchTo(actor, id, version, QuoteMode.Manual);
  }

  /** Manual to API: the carrier quotes staff entered are erased; the quote can be rated again. */
  switchToApi(actor: UserPrincipal, id: string, version: number): Promise<QuoteDto> {
    return this.switchTo(actor, id, version, QuoteMode.Api);
  }

  addManualQuote(actor: UserPrincipal, id: string, dto: ManualCarrierQuoteDto): Promise<QuoteDto> {
    return this.change(actor, id, dto.version, 'addManualCarrierQuote', async (quote, m) => {
      enforce(manualEntryRefusal(quote.app));
      await this.checkEntry(m, quote, dto, null);
      const row = await this.quotes.insertCarrierQuote(m, {
        applicationId: id,
        carrier: dto.carrier,
        quoteSource: QuoteSource.Agent,
        sandbox: false,
        reasons: [],
        worksheet: null,
        ratedTerms: null,
        ...this.entered(quote, dto),
      });
      return { before: { carrierQuoteId: null }, after: this.snapshot(row) };
    });
  }

  /**
   * A changed offer must be chosen again: when it was the chosen one, the choice is cleared and
   * a quote ready to bind returns to review.
   */
  updateManualQuote(
    actor: UserPrincipal,
    id: string,
    carrierQuoteId: string,
    dto: ManualCarrierQuoteDto,
  ): Promise<QuoteDto> {
    return this.change(actor, id, dto.version, 'updateManualCarrierQuote', async (quote, m) => {
      enforce(manualEntryRefusal(quote.app));
      const row = this.manualQuoteOf(quote, carrierQuoteId);
      await this.checkEntry(m, quote, dto, row.id);
      const before = this.snapshot(row);
      Object.assign(row, { carrier: dto.carrier }, this.entered(quote, dto));
      await this.quotes.saveCarrierQuote(m, row);
      this.forgetSelection(quote, [row.id]);
      return { before, after: this.snapshot(row) };
    });
  }

  removeManualQuote(
    actor: UserPrincipal,
    id: string,
    carrierQuoteId: string,
    version: number,
  ): Promise<QuoteDto> {
    return this.change(actor, id, version, 'removeManualCarrierQuote', async (quote, m) => {
      enforce(manualEntryRefusal(quote.app));
      const row = this.manualQuoteOf(quote, carrierQuoteId);
      const before = this.snapshot(row);
      this.forgetSelection(quote, [row.id]);
      await this.quotes.deleteCarrierQuotes(m, { id: row.id });
      return { before, after: { carrierQuoteId: null } };
    });
  }

  private switchTo(
    actor: UserPrincipal,
    id: string,
    version: number,
    to: QuoteMode,
  ): Promise<QuoteDto> {
    const action = to === QuoteMode.Manual ? 'switchToManual' : 'switchToApi';
    return this.change(actor, id, version, action, async ({ app, carrierQuotes }, m) => {
      if (app.quoteMode === to) {
        throw new DomainException(
          ErrorCode.QuoteModeUnchanged,
          to === QuoteMode.Manual ? 'The quote is already manual' : 'The quote is already API',
        );
      }
      enforce(carrierQuotesFrozenRefusal(app.status));
      const erased = to === QuoteMode.Manual ? QuoteSource.Api : QuoteSource.Agent;
      const before = { quoteMode: app.quoteMode, status: app.status };
      const gone = carrierQuotes.filter((q) => q.quoteSource === erased).map((q) => q.id);
      this.forgetSelection({ app }, gone);
      const carrierQuotesErased = await this.quotes.deleteCarrierQuotes(m, {
        applicationId: id,
        quoteSource: erased,
      });
      const proposalsDeactivated = await this.repo.deactivateProposals(m, id);
      app.quoteMode = to;
      return {
        before,
        after: { quoteMode: to, status: app.status, carrierQuotesErased, proposalsDeactivated },
      };
    });
  }

  /** The carrier must write the line, have no other quote here (1216), with a sound period. */
  private async checkEntry(
    m: EntityManager,
    { app, carrierQuotes }: QuoteAggregate,
    dto: ManualCarrierQuoteDto,
    ownId: string | null,
  ): Promise<void> {
    const carriers = await this.refs.carriersFor(app.coverageType, m);
    const problems = manualQuoteProblems(
      dto,
      carriers.map((c) => c.name),
    );
    if (problems.length) {
      throw new DomainException(ErrorCode.ManualQuoteInvalid, problems);
    }
    if (carrierQuotes.some((q) => q.carrier === dto.carrier && q.id !== ownId)) {
      throw new DomainException(ErrorCode.CarrierQuoteExists);
    }
  }

  /** What staff enter, as a carrier quote up to date with the submission as it stands. */
  private entered(quote: QuoteAggregate, dto: ManualCarrierQuoteDto): Partial<CarrierQuote> {
    return {
      ratingState: RatingState.Done,
      annualPremiumCents: dto.annualPremiumCents,
      bindability: dto.bindability,
      syncStatus: CarrierSyncStatus.UpToDate,
      effectiveDate: dto.effectiveDate,
      expirationDate: dto.expirationDate,
      notes: dto.notes?.trim() || null,
      // The version the entry is saved with: a later change of the submission puts it out of sync.
      ratedVersion: quote.app.version + 1,
      ratedAt: new Date(),
    };
  }

  private manualQuoteOf(quote: QuoteAggregate, carrierQuoteId: string): CarrierQuote {
    const row = quote.carrierQuotes.find(
      (q) => q.id === carrierQuoteId && q.quoteSource === QuoteSource.Agent,
    );
    if (!row) {
      throw new DomainException(ErrorCode.CarrierQuoteNotFound, 'Manual carrier quote not found.');
    }
    return row;
  }

  /** When the chosen carrier quote is among `ids`, the choice goes and so does Ready to bind. */
  private forgetSelection({ app }: Pick<QuoteAggregate, 'app'>, ids: string[]): void {
    if (!app.selectedCarrierQuoteId || !ids.includes(app.selectedCarrierQuoteId)) return;
    app.selectedCarrierQuoteId = null;
    app.status = statusWithoutSelection(app.status);
    if (app.statusBeforeArchive) {
      app.statusBeforeArchive = statusWithoutSelection(app.statusBeforeArchive);
    }
  }

  private snapshot(q: CarrierQuote): AuditSnapshot {
    return {
      carrierQuoteId: q.id,
      carrier: q.carrier,
      annualPremiumCents: q.annualPremiumCents,
      bindability: q.bindability,
      effectiveDate: q.effectiveDate,
      expirationDate: q.expirationDate,
      notes: q.notes,
    };
  }

  private change(
    actor: UserPrincipal,
    id: string,
    version: number,
    action: AuditAction,
    apply: (quote: QuoteAggregate, m: EntityManager) => Promise<Change>,
  ): Promise<QuoteDto> {
    return this.quotes.transaction(async (m) => {
      const { quote } = await this.access.lockForEdit(m, actor, id, version);
      const status: ApplicationStatus = quote.app.status;
      const { before, after } = await apply(quote, m);
      await this.quotes.saveApplication(m, quote.app);
      await this.audit.record(m, actor, {
        action,
        applicationId: id,
        before: quote.app.status === status ? before : { ...before, status },
        after: quote.app.status === status ? after : { ...after, status: quote.app.status },
      });
      return mapQuote(await this.quotes.load(id, m));
    });
  }
}
