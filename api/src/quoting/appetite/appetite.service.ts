/**
 * The appetite guide for staff (who writes a business type, where, with which limits) and the
 * public "who we cover" list, both answered in memory from `AppetiteSource`; and the leads
 * visitors leave when nobody writes their business.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  COVERAGE_TYPES,
  ErrorCode,
  Language,
  type CoverageType,
  type UsStateCode,
} from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { AppetiteSource } from '../quotes';
import { inReaderLanguage, type BusinessTypeEntry } from '../reference-data';
import {
  canQuote,
  type CarrierAdapter,
  type RateTables,
  lineMatrix,
  MIN_SEARCH_LENGTH,
  noCarrierWritesSentence,
  quotableStates,
  searchBusinessTypes,
  stateAppetite,
  classCodeFor,
  type BusinessType,
} from '../rating';
import { AppetiteLeadsRepository, type AppetiteLead } from './appetite-leads.repository';
import {
  mapBusinessType,
  mapStateAppetite,
  type AppetiteLeadDto,
  type AppetiteLeadPageDto,
  type AppetiteMatrixDto,
  type AppetiteSearchDto,
  type CoveredBusinessTypeDto,
  type CoveredHereDto,
  type CoveredPageDto,
  type CreateAppetiteLeadDto,
} from './dto/appetite.dto';

const SEARCH_LIMIT = 20;

type Panels = Record<CoverageType, CarrierAdapter[]>;

/** The public list as computed for one set of inputs: kept while none of them changes. */
interface CoveredList {
  tables: RateTables;
  types: BusinessTypeEntry[];
  panels: Panels;
  on: string;
  items: CoveredBusinessTypeDto[];
}

@Injectable()
export class AppetiteService {
  private covered: CoveredList | undefined;

  constructor(
    @Inject(AppetiteSource) private readonly source: AppetiteSource,
    @Inject(AppetiteLeadsRepository) private readonly leads: AppetiteLeadsRepository,
  ) {}

  /** Business types named by words or a code; with a state, who writes each there. */
  async search(q: string, state?: UsStateCode, line?: CoverageType): Promise<AppetiteSearchDto> {
    if (q.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_SEARCH_LENGTH) {
      throw new DomainException(ErrorCode.AppetiteSearchTooShort);
    }
    const hits = searchBusinessTypes(await this.source.businessTypes(), q);
    const lines = line ? [line] : COVERAGE_TYPES;
    const [tables, panels] = await Promise.all([this.source.tables(), this.panels()]);
    const on = this.source.today();
    return {
      total: hits.length,
      items: hits.slice(0, SEARCH_LIMIT).map(({ businessType, matchedBy }) => ({
        businessType: mapBusinessType(businessType),
        matchedBy,
        here: state
          ? lines.map((l) =>
              mapStateAppetite(l, stateAppetite(tables, panels[l], businessType, l, state, on)),
            )
          : [],
      })),
    };
  }

  /** Every state's answers for a business type and line: the state-by-carrier matrix. */
  async matrix(masterIndexCode: string, line: CoverageType): Promise<AppetiteMatrixDto> {
    const type = await this.businessType(masterIndexCode);
    const [tables, panel] = await Promise.all([this.source.tables(), this.source.panel(line)]);
    return {
      businessType: mapBusinessType(type),
      line,
      classCode: classCodeFor(type, line),
      carriers: panel.map((a) => a.carrier),
      states: lineMatrix(tables, panel, type, line, this.source.today()).map((s) =>
        mapStateAppetite(line, s),
      ),
    };
  }

  /**
   * The business types of the index, each with the lines we can quote it on and where (none:
   * not quoted anywhere yet); with a line, only those quoted on it. A page of them.
   */
  async coveredList(
    q: string | undefined,
    line: CoverageType | undefined,
    page: number,
    pageSize: number,
    language?: Language,
  ): Promise<CoveredPageDto> {
    let items = await this.coveredItems();
    if (q) {
      const types = await this.source.businessTypes();
      const named = new Set(
        searchBusinessTypes(
          language === Language.Spanish ? types.map(readInSpanish) : types,
          q,
        ).map((h) => h.businessType.masterIndexCode),
      );
      items = items.filter((i) => named.has(i.masterIndexCode));
    }
    if (language === Language.Spanish) {
      items = items.map((i) => ({ ...i, description: businessTypeName(i.description, language) }));
    }
    if (line) {
      items = items
        .map((i) => ({ ...i, lines: i.lines.filter((l) => l.line === line) }))
        .filter((i) => i.lines.length > 0);
    }
    const start = (page - 1) * pageSize;
    return { items: items.slice(start, start + pageSize), total: items.length, page, pageSize };
  }

  /** Whether we can quote a business type in a state, line by line. */
  async coveredHere(
    masterIndexCode: string,
    state: UsStateCode,
    language?: Language,
  ): Promise<CoveredHereDto> {
    const type = await this.businessType(masterIndexCode);
    const [tables, panels] = await Promise.all([this.source.tables(), this.panels()]);
    const on = this.source.today();
    return {
      masterIndexCode: type.masterIndexCode,
      businessType: businessTypeName(type.description, language),
      state,
      lines: COVERAGE_TYPES.map((line) => {
        const { verdict } = stateAppetite(tables, panels[line], type, line, state, on);
        return {
          line,
          canQuote: canQuote(verdict),
          stateFund: verdict === 'stateFund',
          sentence:
            verdict === 'none' ? noCarrierWritesSentence(type.description, state, line) : null,
        };
      }),
    };
  }

  async recordLead(dto: CreateAppetiteLeadDto): Promise<AppetiteLeadDto> {
    const type = await this.businessType(dto.masterIndexCode);
    const lead = await this.leads.record({
      email: dto.email,
      masterIndexCode: type.masterIndexCode,
      businessType: type.description,
      state: dto.state,
      line: dto.line,
      quoteId: dto.quoteId ?? null,
      language: dto.language ?? Language.English,
    });
    return (await this.withVerdicts([lead]))[0]!;
  }

  async listLeads(
    page: number,
    pageSize: number,
    order: 'ASC' | 'DESC',
  ): Promise<AppetiteLeadPageDto> {
    const { items, total } = await this.leads.list(page, pageSize, order);
    return { items: await this.withVerdicts(items), total, page, pageSize };
  }

  /** Each lead with what the panel answers for it today. */
  private async withVerdicts(leads: AppetiteLead[]): Promise<AppetiteLeadDto[]> {
    const [types, tables, panels] = await Promise.all([
      this.source.businessTypes(),
      this.source.tables(),
      this.panels(),
    ]);
    const on = this.source.today();
    const byCode = new Map(types.map((t) => [t.masterIndexCode, t]));
    return leads.map((lead) => {
      const type = byCode.get(lead.masterIndexCode);
      const verdictNow = type
        ? stateAppetite(tables, panels[lead.line], type, lead.line, lead.state, on).verdict
        : 'none';
      return { ...lead, verdictNow };
    });
  }

  private async businessType(masterIndexCode: string): Promise<BusinessType> {
    const types = await this.source.businessTypes();
    const type = types.find((t) => t.masterIndexCode === masterIndexCode);
    if (!type) throw new DomainException(ErrorCode.BusinessTypeNotInIndex);
    return type;
  }

  private async panels(): Promise<Panels> {
    const [wc, gl, bop, cyber] = await Promise.all(
      (['wc', 'gl', 'bop', 'cyber'] as const).map((l) => this.source.panel(l)),
    );
    return { wc: wc!, gl: gl!, bop: bop!, cyber: cyber! };
  }

  /**
   * Every business type with where it is quoted, computed once per version of the tables, the master
   * index, the panels and the date (each handed back unchanged until it changes).
   */
  private async coveredItems(): Promise<CoveredBusinessTypeDto[]> {
    const [tables, types, panels] = await Promise.all([
      this.source.tables(),
      this.source.businessTypes(),
      this.panels(),
    ]);
    const on = this.source.today();
    const c = this.covered;
    const same =
      c &&
      c.tables === tables &&
      c.types === types &&
      c.on === on &&
      COVERAGE_TYPES.every(
        (l) =>
          c.panels[l].length === panels[l].length &&
          c.panels[l].every((a, i) => a === panels[l][i]),
      );
    if (same) return c.items;
    const items = types.map((type) => ({
      id: type.masterIndexCode,
      masterIndexCode: type.masterIndexCode,
      description: type.description,
      naicsCode: type.naicsCode,
      lines: COVERAGE_TYPES.map((line) => ({
        line,
        states: quotableStates(lineMatrix(tables, panels[line], type, line, on)),
      })).filter((l) => l.states.length > 0),
    }));
    this.covered = { tables, types, panels, on, items };
    return items;
  }
}

/** A business type's name as the reader reads it (the index keeps the English one). */
const businessTypeName = (description: string, language: Language | undefined) =>
  inReaderLanguage(description, language, 'businessType');

/**
 * A business type searched in Spanish: by its Spanish name first, and still by its English name
 * and keywords.
 */
function readInSpanish(type: BusinessType): BusinessType {
  return {
    ...type,
    description: businessTypeName(type.description, Language.Spanish),
    keywords: [...type.keywords, type.description],
  };
}
