/**
 * Writes of a workers compensation quote's class codes (payroll by state and class code), kept
 * in step with the loaded quote's `classCodes`.
 */
import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@coverline/contracts';
import type { EntityManager } from 'typeorm';
import { replaceChildRows } from '../../common/database/child-rows';
import type { QuoteAggregate } from './dto/quote.dto';
import type { AddClassCodeDto } from './dto/quote-requests.dto';
import type { ClassCodeDto } from './dto/submission.dto';
import { ApplicationClassCode } from './entities/application-class-code.entity';
import { DomainException } from '../../common/errors/domain.exception';

@Injectable()
export class ClassCodesRepository {
  /** Replaces the list as sent, keeping the ids (and descriptions, sources) sent back. */
  async replace(m: EntityManager, quote: QuoteAggregate, codes: ClassCodeDto[]): Promise<void> {
    const seen = new Set<string>();
    for (const c of codes) {
      const key = `${c.state}|${c.classCode}`;
      if (seen.has(key)) {
        throw new DomainException(
          ErrorCode.ClassCodeNotAccepted,
          `wcClassCodes lists ${c.classCode} in ${c.state} twice`,
        );
      }
      seen.add(key);
    }
    const existing = new Map(quote.classCodes.map((c) => [c.id, c]));
    quote.classCodes = await replaceChildRows(
      m,
      ApplicationClassCode,
      { applicationId: quote.app.id },
      quote.classCodes,
      codes.map((dto, position) => {
        const kept = dto.id ? existing.get(dto.id) : undefined;
        return m.create(ApplicationClassCode, {
          ...(kept ? { id: kept.id } : {}),
          applicationId: quote.app.id,
          position,
          state: dto.state,
          classCode: dto.classCode,
          description: dto.description ?? kept?.description ?? null,
          payrollCents: dto.payrollCents ?? null,
          fullTimeEmployees: dto.fullTimeEmployees ?? null,
          partTimeEmployees: dto.partTimeEmployees ?? null,
          source: kept?.source ?? 'manual',
        });
      }),
    );
  }

  /** Adds a code entered by hand at the end of the list. */
  async add(m: EntityManager, quote: QuoteAggregate, dto: AddClassCodeDto): Promise<void> {
    const added = await m.save(
      m.create(ApplicationClassCode, {
        applicationId: quote.app.id,
        position: quote.classCodes.length,
        state: dto.state,
        classCode: dto.classCode,
        description: dto.description ?? null,
        payrollCents: dto.payrollCents ?? null,
        fullTimeEmployees: dto.fullTimeEmployees ?? null,
        partTimeEmployees: dto.partTimeEmployees ?? null,
        source: 'manual',
      }),
    );
    quote.classCodes.push(added);
  }

  async remove(m: EntityManager, quote: QuoteAggregate, codeId: string): Promise<void> {
    await m.delete(ApplicationClassCode, { id: codeId, applicationId: quote.app.id });
    quote.classCodes = quote.classCodes.filter((c) => c.id !== codeId);
  }

  async removeAll(m: EntityManager, quote: QuoteAggregate): Promise<void> {
    await m.delete(ApplicationClassCode, { applicationId: quote.app.id });
    quote.classCodes = [];
  }

  /** Clears the payroll and head counts of every code, keeping the codes. */
  async clearPayroll(m: EntityManager, quote: QuoteAggregate): Promise<void> {
    const cleared = { payrollCents: null, fullTimeEmployees: null, partTimeEmployees: null };
    await m.update(ApplicationClassCode, { applicationId: quote.app.id }, cleared);
    for (const c of quote.classCodes) Object.assign(c, cleared);
  }

  /** Saves the codes as they stand in the loaded quote. */
  async saveAll(m: EntityManager, quote: QuoteAggregate): Promise<void> {
    await m.save(quote.classCodes);
  }
}
