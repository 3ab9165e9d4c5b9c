/**
 * The opening of a staff write to a quote (documents, policy): the caller must see the quote,
 * then the work runs in one transaction holding the quote's row lock, so concurrent writes to
 * the quote wait their turn.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../common/auth/principal';
import { QuoteLookupService } from '../quotes/quote-lookup.service';
import { QuotesRepository } from '../quotes/quotes.repository';

@Injectable()
export class StaffQuoteChanges {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(QuoteLookupService) private readonly lookup: QuoteLookupService,
    @Inject(QuotesRepository) private readonly quotes: QuotesRepository,
  ) {}

  async run<T>(
    caller: Principal,
    quoteId: string,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    await this.lookup.read(caller, quoteId);
    return this.db.transaction(async (manager) => {
      await this.quotes.lockVersion(manager, quoteId, undefined);
      return work(manager);
    });
  }
}
