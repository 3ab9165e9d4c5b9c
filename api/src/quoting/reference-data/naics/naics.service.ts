import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { ReferenceLimits } from '@coverline/contracts';
import { likePattern, pageWindow, type Page } from '../../../common/http/pagination';
import { isUniqueViolation } from '../../../common/database/pg-errors';
import type {
  BusinessTypeSearchQueryDto,
  NaicsMappingInputDto,
  NaicsMappingsQueryDto,
} from './dto/naics-mapping.dto';
import { NaicsCode } from './entities/naics-code.entity';
import { NaicsMapping, searchTextOf } from './entities/naics-mapping.entity';
import { BusinessTypeIndex } from './naics-search';

const CODE_TAKEN = 'An entry with this master index code already exists';

/**
 * How stale another instance's edits can be in this instance's search: at most this long (plus
 * one stamp query) after they are committed.
 */
export const INDEX_CHECK_INTERVAL_MS = 3_000;

/**
 * Changes whenever an entry is added, or edited or archived (each moves its updated_at), so
 * comparing it tells whether the in-memory index is still the master index.
 */
const INDEX_STAMP = `SELECT count(*) || ':' || coalesce(sum(extract(epoch FROM updated_at)), 0) AS stamp
  FROM naics_mappings`;

interface SearchIndexState {
  search: BusinessTypeIndex<NaicsMapping>;
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
  private readonly mappings: Repository<NaicsMapping>;
  private readonly codes: Repository<NaicsCode>;
  private index: SearchIndexState | null = null;
  private indexCheck: Promise<void> | null = null;
  private indexRuns = 0;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.mappings = db.getRepository(NaicsMapping);
    this.codes = db.getRepository(NaicsCode);
  }

  /** Admins see archived entries too; everyone else only the ones in use. */
  async list(query: NaicsMappingsQueryDto, isAdmin: boolean): Promise<Page<NaicsMapping>> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const qb = this.mappings.createQueryBuilder('m');
    const status = isAdmin ? query.status : 'active';
    if (status) qb.andWhere('m.archived = :archived', { archived: status === 'archived' });
    if (query.searchTerm) {
      qb.andWhere("m.search_text LIKE :term ESCAPE '\\'", {
        term: likePattern(query.searchTerm.trim().toLowerCase()),
      });
    }
    if (query.sort) qb.orderBy(`m.${query.sort}`, query.order ?? 'DESC');
    else qb.orderBy('m.master_index_description', query.order ?? 'ASC');
    const [items, total] = await qb.addOrderBy('m.id').skip(skip).take(take).getManyAndCount();
    return { items, total, page, pageSize };
  }

  async findById(id: string, isAdmin = true): Promise<NaicsMapping> {
    const mapping = await this.mappings.findOneBy({ id });
    if (!mapping || (!isAdmin && mapping.archived)) throw new NotFoundException('Entry not found');
    return mapping;
  }

  /** Every 2022 NAICS industry, for choosing the code of an entry. */
  naicsCodes(): Promise<NaicsCode[]> {
    return this.codes.find({ order: { code: 'ASC' } });
  }

  /**
   * The business type search: a typeahead over descriptions, keywords and codes that forgives
   * typos (trigram word similarity) and ranks exact codes, then prefixes, then likeness. It runs
   * in process over the master index held in memory (see `currentIndex` for how fresh it is).
   */
  async search(query: BusinessTypeSearchQueryDto): Promise<NaicsMapping[]> {
    const index = await this.currentIndex();
    return index.search(query.q, query.limit ?? ReferenceLimits.businessTypeSearchMaxResults);
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
  private async currentIndex(): Promise<BusinessTypeIndex<NaicsMapping>> {
    if (!this.index || Date.now() - this.index.checkedAt >= INDEX_CHECK_INTERVAL_MS) {
      this.indexCheck ??= this.refreshIndex().finally(() => {
        this.indexCheck = null;
      });
      await this.indexCheck;
    }
    return this.index!.search;
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
    const [{ stamp }] = await this.db.query<Array<{ stamp: string }>>(INDEX_STAMP);
    let search = this.index?.stamp === stamp ? this.index.search : null;
    if (!search) {
      const entries = await this.mappings
        .createQueryBuilder('m')
        .addSelect('m.searchText')
        .where('NOT m.archived')
        .getMany();
      search = new BusinessTypeIndex(entries);
    }
    if (run > (this.index?.run ?? 0)) this.index = { search, stamp, checkedAt, run };
  }

  /** Every field of an entry from the input: omitted optional fields are cleared. */
  private async fields(
    dto: NaicsMappingInputDto,
  ): Promise<Omit<NaicsMapping, 'id' | 'createdAt' | 'updatedAt'>> {
    const naics = await this.codes.findOneBy({ code: dto.naicsCode });
    if (!naics) throw new BadRequestException(['naicsCode is not a 2022 NAICS code']);
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
      if (isUniqueViolation(err)) throw new ConflictException(CODE_TAKEN);
      throw err;
    }
    await this.refreshAfterWrite();
    return saved;
  }
}
