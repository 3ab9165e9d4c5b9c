/**
 * The class codes of a workers compensation quote changed one at a time: added by hand,
 * deleted, or refreshed from the business type's codes in every state of the business. Each
 * change runs under the quote's lock, puts its carrier quotes out of sync and moves its version.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@coverline/contracts';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../common/auth/principal';
import type { AddClassCodeDto } from './dto/quote-requests.dto';
import { mapQuote, type QuoteAggregate, type QuoteDto } from './dto/quote.dto';
import type { ClassCodeDto } from './dto/submission.dto';
import { ClassCodesRepository } from './class-codes.repository';
import { enforce } from './enforce';
import { wholeQuoteRefusal } from './rules/edit-access';
import { guestOtherQuoteRefusal } from './rules/read-access';
import { QuoteAccess } from './quote-access';
import { QuotesRepository } from './quotes.repository';
import { ReferenceLookups } from '../reference-data';
import { DomainException } from '../../common/errors/domain.exception';

@Injectable()
export class ClassCodesService {
  constructor(
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
    @Inject(ClassCodesRepository) private readonly classCodes: ClassCodesRepository,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(ReferenceLookups) private readonly refs: ReferenceLookups,
  ) {}

  addClassCode(caller: Principal | undefined, id: string, dto: AddClassCodeDto): Promise<QuoteDto> {
    return this.change(caller, id, async (m, quote) => {
      if (quote.classCodes.some((c) => c.state === dto.state && c.classCode === dto.classCode)) {
        throw new DomainException(
          ErrorCode.ClassCodeNotAccepted,
          `Class code ${dto.classCode} is already listed in ${dto.state}`,
        );
      }
      await this.classCodes.add(m, quote, dto);
    });
  }

  deleteClassCode(caller: Principal | undefined, id: string, codeId: string): Promise<QuoteDto> {
    return this.change(caller, id, async (m, quote) => {
      if (!quote.classCodes.some((c) => c.id === codeId)) {
        throw new DomainException(ErrorCode.ClassCodeNotFound);
      }
      await this.classCodes.remove(m, quote, codeId);
    });
  }

  /**
   * Lists the class codes the business type maps to in every state the business has a
   * location in, keeping payroll already entered and codes added by hand.
   */
  refreshClassCodes(caller: Principal | undefined, id: string): Promise<QuoteDto> {
    return this.change(caller, id, async (m, quote) => {
      const { business } = quote.app;
      const mapping = await this.refs.businessTypeCodes(
        business.masterIndexCode,
        business.naicsCode,
        m,
      );
      if (!mapping)
        throw new DomainException(ErrorCode.ClassCodeNotAccepted, 'Choose a business type first.');
      const states = [
        ...new Set((business.locations ?? []).map((l) => l.state).filter((s): s is string => !!s)),
      ].filter((s) => mapping.payrollStates === null || mapping.payrollStates.includes(s));
      const existing = new Map(quote.classCodes.map((c) => [`${c.state}|${c.classCode}`, c]));
      const wanted: ClassCodeDto[] = [];
      for (const state of states) {
        for (const code of mapping.wcCodes) {
          const kept = existing.get(`${state}|${code.code}`);
          wanted.push({
            id: kept?.id,
            state,
            classCode: code.code,
            description: kept?.description ?? code.description,
            payrollCents: kept?.payrollCents ?? null,
            fullTimeEmployees: kept?.fullTimeEmployees ?? null,
            partTimeEmployees: kept?.partTimeEmployees ?? null,
          });
        }
      }
      const wantedKeys = new Set(wanted.map((w) => `${w.state}|${w.classCode}`));
      const manual = quote.classCodes.filter(
        (c) => c.source === 'manual' && !wantedKeys.has(`${c.state}|${c.classCode}`),
      );
      await this.classCodes.replace(m, quote, [
        ...wanted,
        ...manual.map((c) => ({ ...c, id: c.id })),
      ]);
      for (const c of quote.classCodes) {
        if (wantedKeys.has(`${c.state}|${c.classCode}`)) c.source = 'naics';
      }
      await this.classCodes.saveAll(m, quote);
    });
  }

  /** Runs a change of the quote's class codes under its lock, moving its version on. */
  private async change(
    caller: Principal | undefined,
    id: string,
    change: (m: EntityManager, quote: QuoteAggregate) => Promise<void>,
  ): Promise<QuoteDto> {
    enforce(guestOtherQuoteRefusal(caller, id));
    const quote = await this.repo.transaction(async (m) => {
      const { quote: loaded, scope } = await this.access.lockForEdit(m, caller, id, undefined);
      enforce(wholeQuoteRefusal(scope));
      if (loaded.app.coverageType !== 'wc') {
        throw new DomainException(
          ErrorCode.ClassCodeNotAccepted,
          'Class codes belong to workers compensation quotes',
        );
      }
      await change(m, loaded);
      await this.repo.markSubmissionChanged(m, loaded);
      await this.repo.saveApplication(m, loaded.app);
      return loaded;
    });
    return mapQuote(quote);
  }
}
