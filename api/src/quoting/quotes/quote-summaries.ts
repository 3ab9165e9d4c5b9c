/** The lists of quote summaries other areas show a caller: the quotes the caller has. */
import { Inject, Injectable } from '@nestjs/common';
import type { Principal } from '../../common/auth/principal';
import type { Page } from '../../common/http/pagination';
import type { QuoteSearchQueryDto } from './dto/quote-requests.dto';
import type { QuoteSummaryDto } from './dto/quote.dto';
import { listScopeOf, QuoteSummariesRepository } from './quote-summaries.repository';

@Injectable()
export class QuoteSummaries {
  constructor(@Inject(QuoteSummariesRepository) private readonly repo: QuoteSummariesRepository) {}

  /** The caller's own quotes (a guest's one quote, a client's, an agent's assigned ones). */
  list(caller: Principal, q: QuoteSearchQueryDto): Promise<Page<QuoteSummaryDto>> {
    return this.repo.list(listScopeOf(caller), q);
  }
}
