/**
 * Staff verify a workers compensation quote's experience modification. A credit mod (under
 * 1.00) the customer typed keeps every carrier's answer pending underwriting until then. Staff
 * state the mod they confirmed with the bureau: it becomes the quote's answer and its verified
 * value, the carrier quotes fall out of sync so the next rating prices and binds on it, and the
 * change is audited in its transaction.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CoverageType, ErrorCode } from '@coverline/contracts';
import { AuditService } from '../../platform/audit';
import type { UserPrincipal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { mapQuote, type QuoteDto } from './dto/quote.dto';
import type { VerifyExperienceModDto } from './dto/quote-requests.dto';
import { enforce } from './enforce';
import { QuoteAccess } from './quote-access';
import { QuotesRepository } from './quotes.repository';
import { wholeQuoteRefusal } from './rules/edit-access';
import { experienceModOf } from './submission.mapper';

@Injectable()
export class ExperienceModService {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  verify(actor: UserPrincipal, dto: VerifyExperienceModDto): Promise<QuoteDto> {
    return this.repo.transaction(async (m) => {
      const { quote, scope } = await this.access.lockForEdit(m, actor, dto.id, dto.version);
      const { app } = quote;
      if (app.coverageType !== CoverageType.WorkersCompensation) {
        throw new DomainException(
          ErrorCode.QuoteLineMismatch,
          'Only a workers compensation quote has an experience modification',
        );
      }
      enforce(wholeQuoteRefusal(scope));
      const typed = experienceModOf(app);
      if (typed === dto.experienceMod && app.experienceModVerified === dto.experienceMod) {
        throw new DomainException(ErrorCode.ExperienceModAlreadyVerified);
      }
      const before = {
        experienceMod: typed,
        experienceModVerified: app.experienceModVerified,
      };
      app.underwritingAnswers = {
        ...app.underwritingAnswers,
        experienceMod: dto.experienceMod.toFixed(2),
      };
      app.experienceModVerified = dto.experienceMod;
      app.experienceModVerifiedBy = actor.userId;
      app.experienceModVerifiedAt = this.clock.now();
      await this.repo.markQuoteOutOfSync(m, quote);
      await this.repo.saveApplication(m, app);
      await this.audit.record(m, actor, {
        action: 'verifyExperienceMod',
        applicationId: app.id,
        targetUserId: null,
        before,
        after: { experienceMod: dto.experienceMod, experienceModVerified: dto.experienceMod },
      });
      return mapQuote(quote);
    });
  }
}
