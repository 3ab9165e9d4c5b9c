import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, Language, ReferenceLimits } from '@coverline/contracts';
import { DomainException } from '../../../common/errors/domain.exception';
import { pageWindow, type Page } from '../../../common/http/pagination';
import { isUniqueViolation, pgConstraint } from '../../../common/database/pg-errors';
import type {
  BusinessTypeSearchQueryDto,
  NaicsMappingInputDto,
  NaicsMappingsQueryDto,
} from './dto/naics-mapping.dto';
import type { NaicsCode } from './entities/naics-code.entity';
import { searchTextOf, type NaicsMapping } from './entities/naics-mapping.entity';
import { inReaderLanguage } from '../common/reader-language';
import { BusinessTypeIndex, withoutAccents, type SearchableEntry } from './naics-search';
import { NaicsRepository } from './naics.repository';

/**
 * How stale another instance's edits can be in this instance's search: at most this long (plus
 * one stamp query) after they are committed.
 */
export const INDEX_CHECK_INTERVAL_MS = 3_000;

/** The unique index that keeps one business type per NAICS code and name. */
const BUSINESS_TYPE_INDEX = 'IDX_naics_mappings_naics_code_name';

/** A master index entry as the Spanish search reads it. */
interface SpanishEntry extends SearchableEntry {
  mapping: NaicsMapping;
}

/**
 * The entry under its Spanish name, with the Spanish of its class descriptions in front of its
 * English text, so a Spanish reader finds it by Spanish words, English words and codes alike.
 */
function spanishEntry(m: NaicsMapping): SpanishEntry {
  const say = (text: string | null, kind: 'wcClass' | 'glClass') =>
    text === null ? null : inReaderLanguage(text, Language.Spanish, kind);
  const name = inReaderLanguage(m.masterIndexDescription, Language.Spanish, 'businessType');
  const spanish = [name, say(m.wcClassDescription, 'wcClass'), say(m.glClassDescription, 'glClass')]
    .filter((part): part is string => !!part)
    .join(' ')
    .toLowerCase();
  return {
    ...m,
    masterIndexDescription: name,
    searchText: `${spanish} ${m.searchText}`,
    mapping: m,
  };
}

interface SearchIndexState {
  search: BusinessTypeIndex<NaicsMapping>;
  /** The same entries under their Spanish names, made on the first Spanish search. */
  spanish: BusinessTypeIndex<SpanishEntry> | null;
  /** The version stamp the index was built from. */
  stamp: string;
  /** When the database was last read for it (before its stamp query). */
  checkedAt: number;
  /** Which refresh produced it, so an older refresh never replaces a newer index. */
  run: number;
}

@Injectable()
export class NaicsService {
  private readonly logger = new Logger(NaicsService.name);
  private index: SearchIndexState | null = null;
  private indexCheck: Promise<void> | null = null;
  private indexRuns = 0;

  constructor(@Inject(NaicsRepository) private readonly mappings: NaicsRepository) {}

  /** Admins see archived entries too; everyone else only the ones in use. */
  async list(query: NaicsMappingsQueryDto, isAdmin: boolean): Promise<Page<NaicsMapping>> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const status = isAdmin ? query.status : 'active';
    const [items, total] = await this.mappings.page(query, status, { skip, take });
    return { items, total, page, pageSize };
  }

  async findById(id: string, isAdmin = true): Promise<NaicsMapping> {
    const mapping = await this.mappings.findById(id);
    if (!mapping || (!isAdmin && mapping.archived)) {
      throw new DomainException(ErrorCode.NaicsEntryNotFound);
    }
    return mapping;
  }

  /** Every 2022 NAICS industry, for choosing the code of an entry. */
  naicsCodes(): Promise<NaicsCode[]> {
    return this.mappings.codes();
  }

  /**
   * The business type search: a typeahead over descriptions, keywords and codes that forgives
   * typos (trigram word similarity) and ranks exact codes, then prefixes, then likeness. It runs
   * in process over the master index held in memory (see `currentIndex` for how fresh it is).
   */
  async search(query: BusinessTypeSearchQueryDto): Promise<NaicsMapping[]> {
    const state = await this.currentIndex();
    const limit = query.limit ?? ReferenceLimits.businessTypeSearchMaxResults;
    if (query.language !== Language.Spanish) return state.search.search(query.q, limit);
    state.spanish ??= new BusinessTypeIndex(state.search.searched().map(spanishEntry), {
      fold: withoutAccents,
      otherDescriptionOf: (e) => e.mapping.masterIndexDescription,
    });
    return state.spanish.search(query.q, limit).map((e) => e.mapping);
  }

  async create(dto: NaicsMappingInputDto): Promise<NaicsMapping> {
    const mapping = this.mappings.create(await this.fields(dto));
    return this.save(mapping);
  }

  async replace(id: string, dto: NaicsMappingInputDto): Promise<NaicsMapping> {
    const mapping = await this.findById(id);
    return this.save(this.mappings.merge(mapping, await this.fields(dto)));
  }

  async setArchived(id: string, archived: boolean): Promise<NaicsMapping> {
    const mapping = await this.findById(id);
    mapping.archived = archived;
    const saved = await this.mappings.save(mapping);
    await this.refreshAfterWrite();
    return saved;
  }

  /**
   * The master index as this instance searches it. Edits made here are in it before the edit's
   * response (every write calls `refreshIndex`); edits made on another instance, or by the
   * reference data seeder, reach it within INDEX_CHECK_INTERVAL_MS: a search arriving after
   * that long compares a cheap version stamp with the one the index was built from first, and
   * searches arriving meanwhile share that check. Searches in between never touch the database.
   */
  private async currentIndex(): Promise<SearchIndexState> {
    if (!this.index || Date.now() - this.index.checkedAt >= INDEX_CHECK_INTERVAL_MS) {
      this.indexCheck ??= this.refreshIndex().finally(() => {
        this.indexCheck = null;
      });
      await this.indexCheck;
    }
    return this.index!;
  }

  /**
   * The write is saved: a failed rebuild must not turn its answer into an error. The index is
   * then marked stale, so the next search checks the database again.
   */
  private async refreshAfterWrite(): Promise<void> {
    try {
      await this.refreshIndex();
    } catch (err) {
      this.logger.warn(`business type index not rebuilt after a write: ${String(err)}`);
      if (this.index) this.index.checkedAt = 0;
    }
  }

  /**
   * Rebuilds the index when the master index changed since it was built. Each refresh reads the
   * database after it starts, so one started after a write always sees that write; a refresh
   * that started earlier but finishes later never replaces a newer one.
   */
  private async refreshIndex(): Promise<void> {
    const run = ++this.indexRuns;
    const checkedAt = Date.now();
    // The stamp is read before the entries: a write in between only makes the next check
    // rebuild again, never leaves the index behind.
    const stamp = await this.mappings.stamp();
    const same = this.index?.stamp === stamp ? this.index : null;
    const search = same?.search ?? new BusinessTypeIndex(await this.mappings.active());
    const spanish = same?.spanish ?? null;
    if (run > (this.index?.run ?? 0)) this.index = { search, spanish, stamp, checkedAt, run };
  }

  /** Every field of an entry from the input: omitted optional fields are cleared. */
  private async fields(
    dto: NaicsMappingInputDto,
  ): Promise<Omit<NaicsMapping, 'id' | 'createdAt' | 'updatedAt'>> {
    const naics = await this.mappings.findCode(dto.naicsCode);
    if (!naics) {
      throw new DomainException(ErrorCode.NaicsCodeUnknown, 'This is not a 2022 NAICS code.');
    }
    const fields = {
      masterIndexCode: dto.masterIndexCode,
      masterIndexDescription: dto.masterIndexDescription,
      naicsCode: dto.naicsCode,
      naicsDescription: dto.naicsDescription ?? naics.title,
      hartfordSpectrumCode: dto.hartfordSpectrumCode ?? null,
      hartfordSpectrumDescription: dto.hartfordSpectrumDescription ?? null,
      employersDescription: dto.employersDescription ?? null,
      payrollState: dto.payrollState ?? null,
      wcClassCode: dto.wcClassCode ?? null,
      wcClassQuestion: dto.wcClassQuestion ?? null,
      wcClassDescription: dto.wcClassDescription ?? null,
      customClassCodes: (dto.customClassCodes ?? []).map((c) => ({
        code: c.code,
        question: c.question ?? null,
        description: c.description ?? null,
      })),
      glClassCode: dto.glClassCode ?? null,
      glClassDescription: dto.glClassDescription ?? null,
      externalQuoterCode: dto.externalQuoterCode ?? null,
      externalQuoterHash: dto.externalQuoterHash ?? null,
      externalQuoterDescription: dto.externalQuoterDescription ?? null,
      keywords: [...new Set((dto.keywords ?? []).map((k) => k.trim()))],
      archived: dto.archived ?? false,
    };
    return { ...fields, searchText: searchTextOf(fields) };
  }

  private async save(mapping: NaicsMapping): Promise<NaicsMapping> {
    let saved: NaicsMapping;
    try {
      saved = await this.mappings.save(mapping);
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new DomainException(
          pgConstraint(err) === BUSINESS_TYPE_INDEX
            ? ErrorCode.BusinessTypeTaken
            : ErrorCode.NaicsEntryTaken,
        );
      }
      throw err;
    }
    await this.refreshAfterWrite();
    return saved;
  }
}
