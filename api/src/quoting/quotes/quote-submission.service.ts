/**
 * Sending the submission: one wizard step checked on the server, the whole submission sent for
 * review (making the quote its client's active one for the line), and the carrier quote chosen
 * to buy.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  validateQuoteStep,
  validateSubmission,
  ERROR_CATALOGUE,
  ErrorCode,
  type FieldError,
} from '@coverline/contracts';
import type { Principal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import type { SendFormDto, SetQuoteSelectedDto, ValidateFormDto } from './dto/quote-requests.dto';
import { mapQuote, type FormValidationDto, type QuoteDto } from './dto/quote.dto';
import type { SubmissionDto } from './dto/submission.dto';
import { enforce } from './enforce';
import { carrierQuoteRefusal, isStaff } from './rules/carrier-quotes';
import { wholeQuoteRefusal } from './rules/edit-access';
import { discardedLossLines, discardedLossesRefusal } from './rules/discarded-losses';
import { clientQuoteExpiredRefusal, initialEffectiveDateRefusal } from './rules/effective-date';
import {
  statusAfterSelecting,
  SUBMITTED_STATUS,
  submitRefusal,
  submittedQuoteRefusal,
} from './rules/status-machine';
import { QuoteAccess } from './quote-access';
import { QuotesRepository } from './quotes.repository';
import { ReferenceLookups } from '../reference-data';
import { RatingService } from './rating.service';
import { toQuoteSubmission } from './submission.mapper';
import { DomainException } from '../../common/errors/domain.exception';
import { withWriteBatch } from '../../common/database/write-batch';

/** Submitting judges backdating on its own (1219), so the field rule must not stop it first. */
const UNLIMITED_BACKDATING_DAYS = 36_500;

/** The field errors of a validation, as the readable lines of a 400 answer. */
const errorLines = (errors: FieldError[]) => errors.map((e) => `${e.field}: ${e.message}`);

/** A form's fields as the wizard's rules read them. */
const toSubmissionInput = (dto: SubmissionDto) => ({ ...dto, classCodes: dto.wcClassCodes });

@Injectable()
export class QuoteSubmissionService {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(ReferenceLookups) private readonly refs: ReferenceLookups,
    @Inject(RatingService) private readonly rating: RatingService,
  ) {}

  /** One wizard step checked on the server, with the same rules the app shows. */
  async validateForm(dto: ValidateFormDto): Promise<FormValidationDto> {
    const coverage = dto.coverageType;
    const maxBackdatedDays = coverage ? await this.refs.maxInitialBackdatedDays(coverage) : 0;
    const errors = validateQuoteStep(dto.step, toSubmissionInput(dto), {
      today: this.clock.today(),
      maxBackdatedDays,
    });
    return { valid: errors.length === 0, errors };
  }

  /**
   * Submits the quote: every step of the coverage must be complete with plausible exposure
   * (payroll, revenue) for its line, the effective date within what the carriers accept (1219),
   * no claim left outside the look-back ending on it (1101), and the quote becomes the only
   * active one for its client and product.
   */
  async sendForm(caller: Principal | undefined, dto: SendFormDto): Promise<QuoteDto> {
    const quote = await this.repo.transaction(async (m) => {
      const { quote: loaded } = await this.access.lockForEdit(m, caller, dto.id, dto.version);
      const { app } = loaded;
      enforce(submitRefusal(app.status));
      const today = this.clock.today();
      const errors = validateSubmission(toQuoteSubmission(loaded), {
        today,
        maxBackdatedDays: UNLIMITED_BACKDATING_DAYS,
      });
      // A complete submission must also carry the exposure its line rates on, plausibly.
      if (errors.length === 0) errors.push(...(await this.rating.exposureProblems(loaded, m)));
      if (errors.length > 0)
        throw new DomainException(ErrorCode.SubmissionInvalid, errorLines(errors));
      const backdatedDays = await this.refs.maxInitialBackdatedDays(app.coverageType, m);
      enforce(initialEffectiveDateRefusal(app.effectiveDate!, backdatedDays, today));
      // Claims outside the look-back ending on the effective date would be dropped silently.
      // (Validated above: every claim has its date.)
      const claims = (toQuoteSubmission(loaded).claims ?? []).map((c) => ({ date: c.date! }));
      const refusal = discardedLossesRefusal(claims, app.effectiveDate!);
      if (refusal !== null) {
        throw new DomainException(refusal, [
          ERROR_CATALOGUE[refusal].message,
          ...discardedLossLines(claims, app.effectiveDate!),
        ]);
      }
      // One active quote per client and product (a unique index): when this one is it, there
      // is no other to deactivate.
      if (!app.active) await this.repo.deactivateOthers(m, app);
      app.active = true;
      app.status = SUBMITTED_STATUS;
      app.selectedCarrierQuoteId = null;
      app.submittedAt = this.clock.now();
      // The row's write goes out with the COMMIT.
      await withWriteBatch(m, () => this.repo.saveApplication(m, app), { untilCommit: true });
      return loaded;
    });
    return mapQuote(quote);
  }

  /**
   * Chooses the carrier quote to buy. A quote bindable through the API makes the application
   * ready to bind; any other stays in review for a person to look at.
   */
  async setQuoteSelected(
    caller: Principal | undefined,
    dto: SetQuoteSelectedDto,
  ): Promise<QuoteDto> {
    const quote = await this.repo.transaction(async (m) => {
      const { quote: loaded, scope } = await this.access.lockForEdit(
        m,
        caller,
        dto.id,
        dto.version,
      );
      const { app } = loaded;
      enforce(wholeQuoteRefusal(scope));
      enforce(submittedQuoteRefusal(app));
      const chosen = loaded.carrierQuotes.find((q) => q.id === dto.carrierQuoteId);
      if (!chosen) throw new DomainException(ErrorCode.CarrierQuoteNotFound);
      enforce(carrierQuoteRefusal(chosen));
      if (!isStaff(caller) && chosen.effectiveDate) {
        const carrier = (await this.refs.carriersFor(app.coverageType, m)).find(
          (c) => c.name === chosen.carrier,
        );
        const allowed = carrier?.activeQuoteMaxBackdatedDays ?? 0;
        enforce(clientQuoteExpiredRefusal(chosen.effectiveDate, allowed, this.clock.today()));
      }
      app.selectedCarrierQuoteId = chosen.id;
      app.status = statusAfterSelecting(chosen.bindability);
      await this.repo.saveApplication(m, app);
      return loaded;
    });
    return mapQuote(quote);
  }
}
