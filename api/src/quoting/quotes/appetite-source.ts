/**
 * What the appetite answers are computed from, in one place: the rate tables rating prices with
 * now (`RatingService.currentTables()`: where they come from is rating's business), the panel of
 * active carriers writing a line, the master index's business types and today's date. Also the
 * results page's "none of our carriers writes this here" for a submitted quote.
 */
import { Inject, Injectable } from '@nestjs/common';
import { US_STATE_CODES, type CoverageType, type UsStateCode } from '@coverline/contracts';
import { CLOCK, type Clock } from '../../common/clock';
import {
  CARRIER_ADAPTERS,
  noCarrierWritesSentence,
  stateAppetite,
  type BusinessType,
  type CarrierAdapter,
  type RateTables,
} from '../rating';
import { ReferenceLookups, type BusinessTypeEntry } from '../reference-data';
import type { NoCarrierWritesDto, QuoteDto } from './dto/quote.dto';
import { RatingService } from './rating.service';

@Injectable()
export class AppetiteSource {
  constructor(
    @Inject(RatingService) private readonly rating: RatingService,
    @Inject(ReferenceLookups) private readonly refs: ReferenceLookups,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The one accessor of the tables: a switch of their source changes this line only. */
  tables(): Promise<RateTables> {
    return this.rating.currentTables();
  }

  today(): string {
    return this.clock.today();
  }

  /** The carriers of the line that rating asks: active in the settings, with an adapter. */
  async panel(line: CoverageType): Promise<CarrierAdapter[]> {
    const active = new Set((await this.refs.carriersFor(line)).map((c) => c.name));
    return CARRIER_ADAPTERS.filter((a) => a.lines.includes(line) && active.has(a.carrier));
  }

  businessTypes(): Promise<BusinessTypeEntry[]> {
    return this.refs.businessTypes();
  }

  /**
   * For a submitted quote whose business type no carrier of the panel writes in its primary
   * state for the line: the business, state, line and the sentence saying so. Null when one
   * writes or refers it, or when the state fund writes it (the results say so their own way).
   */
  async noCarrierWrites(quote: QuoteDto): Promise<NoCarrierWritesDto | null> {
    if (!quote.submittedAt) return null;
    const { business } = quote;
    const location = business.locations.find((l) => l.primary) ?? business.locations[0];
    const state = location?.state as UsStateCode | undefined;
    if (!state || !US_STATE_CODES.includes(state)) return null;
    const types = await this.businessTypes();
    const type: BusinessType | undefined =
      types.find((t) => t.masterIndexCode === business.masterIndexCode) ??
      types.find((t) => t.naicsCode === business.naicsCode);
    if (!type) return null;
    const line = quote.coverageType;
    const [tables, panel] = await Promise.all([this.tables(), this.panel(line)]);
    const here = stateAppetite(tables, panel, type, line, state, this.today());
    if (here.verdict !== 'none') return null;
    return {
      masterIndexCode: type.masterIndexCode,
      businessType: type.description,
      state,
      line,
      sentence: noCarrierWritesSentence(type.description, state, line),
    };
  }

  /**
   * The quote with `noCarrierWrites` when nobody writes it: what the results page reads. Left out
   * otherwise, so the read answers the same quote as a save does.
   */
  async withAppetite(quote: QuoteDto): Promise<QuoteDto> {
    const nobody = await this.noCarrierWrites(quote);
    return nobody ? { ...quote, noCarrierWrites: nobody } : quote;
  }
}
