/**
 * The opening of a staff write to a quote (documents, policy): in one transaction holding the
 * quote's row lock (so concurrent writes wait their turn) the quote is loaded once, the caller
 * must see it, and the work receives it.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../common/auth/principal';
import { type QuoteAggregate, QuoteAccess, QuoteRecords } from '../../quoting/quotes';
import { DocumentsRepository } from './documents.repository';

@Injectable()
export class StaffQuoteChanges {
  constructor(
    @Inject(DocumentsRepository) private readonly repository: DocumentsRepository,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
  ) {}

  async run<T>(
    caller: Principal,
    quoteId: string,
    work: (manager: EntityManager, quote: QuoteAggregate) => Promise<T>,
  ): Promise<T> {
    return this.repository.transaction(async (manager) => {
      await this.quotes.lockVersion(manager, quoteId, undefined);
      const quote = await this.quotes.load(quoteId, manager);
      this.access.assertCanRead(caller, quote.app, quote.app.client);
      return work(manager, quote);
    });
  }
}
