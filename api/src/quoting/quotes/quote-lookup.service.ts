/**
 * Reading quotes: one quote the caller may see, and a line's quote with the options its forms
 * offer (the quote named, or the caller's active quote for the line).
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  CYBER_LIMITS_CENTS,
  CYBER_RETENTIONS_CENTS,
  GL_LIMITS,
  Limits,
  PROPERTY_DEDUCTIBLES_CENTS,
  Role,
  ErrorCode,
  type CoverageType,
} from '@coverline/contracts';
import { ClientsService } from '../../identity/clients';
import type { Principal } from '../../common/auth/principal';
import {
  mapQuote,
  type LineOptionsDto,
  type QuoteAggregate,
  type QuoteDataDto,
  type QuoteDto,
} from './dto/quote.dto';
import { enforce } from './enforce';
import { guestOtherQuoteRefusal, noActiveQuoteRefusal } from './rules/read-access';
import { QuoteAccess } from './quote-access';
import { QuotesRepository } from './quotes.repository';
import { ReferenceLookups } from '../reference-data';
import { DomainException } from '../../common/errors/domain.exception';

@Injectable()
export class QuoteLookupService {
  constructor(
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(ReferenceLookups) private readonly refs: ReferenceLookups,
  ) {}

  /** Loads a quote the caller may see; a guest asking for another quote learns nothing of it. */
  async read(caller: Principal | undefined, id: string): Promise<QuoteAggregate> {
    enforce(guestOtherQuoteRefusal(caller, id));
    const quote = await this.repo.load(id);
    this.access.assertCanRead(caller, quote.app, quote.app.client);
    return quote;
  }

  async getQuote(caller: Principal | undefined, id: string): Promise<QuoteDto> {
    return mapQuote(await this.read(caller, id));
  }

  /**
   * A line's quote with the options its forms offer: the quote named, or else the caller's
   * active quote for the line (1209 when there is none).
   */
  async quoteData(
    caller: Principal,
    line: CoverageType,
    quoteId: string | undefined,
  ): Promise<QuoteDataDto> {
    const id = quoteId ?? (await this.activeQuoteId(caller, line));
    enforce(noActiveQuoteRefusal(id));
    const quote = await this.read(caller, id!);
    if (quote.app.coverageType !== line) {
      throw new DomainException(
        ErrorCode.QuoteLineMismatch,
        `This quote is for ${quote.app.coverageType}, not ${line}`,
      );
    }
    const carriers = (await this.refs.carriersFor(line)).map((c) => c.name);
    return { quote: mapQuote(quote), options: lineOptions(line, carriers) };
  }

  private async activeQuoteId(caller: Principal, line: CoverageType): Promise<string | null> {
    if (caller.kind === 'guest') {
      const app = await this.repo.findApplication(caller.quoteId);
      return app && app.coverageType === line && app.active ? app.id : null;
    }
    if (caller.role === Role.Client) {
      const client = await this.repo.transaction((tx) => this.clients.forUser(tx, caller));
      return (await this.repo.findActive(client.id, line))?.id ?? null;
    }
    return (await this.repo.findLatestActiveOfAgent(caller.userId, line))?.id ?? null;
  }
}

function lineOptions(line: CoverageType, carriers: string[]): LineOptionsDto {
  const property = line === 'bop';
  return {
    glLimits: line === 'gl' || property ? [...GL_LIMITS] : [],
    propertyDeductiblesCents: property ? [...PROPERTY_DEDUCTIBLES_CENTS] : [],
    bppMinCents: property ? Limits.bppMinDollars * 100 : null,
    bppMaxCents: property ? Limits.bppMaxDollars * 100 : null,
    cyberLimitsCents: line === 'cyber' ? [...CYBER_LIMITS_CENTS] : [],
    cyberRetentionsCents: line === 'cyber' ? [...CYBER_RETENTIONS_CENTS] : [],
    carriers,
  };
}
