import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { ReferenceLimits } from '@coverline/contracts';
import { likePattern, pageWindow, type Page } from '../../common/http/pagination';
import { isUniqueViolation } from '../common/transforms';
import type {
  BusinessTypeSearchQueryDto,
  NaicsMappingInputDto,
  NaicsMappingsQueryDto,
} from './dto/naics-mapping.dto';
import { NaicsCode } from './entities/naics-code.entity';
import { NaicsMapping, searchTextOf } from './entities/naics-mapping.entity';

const CODE_TAKEN = 'An entry with this master index code already exists';

@Injectable()
export class NaicsService {
  private readonly mappings: Repository<NaicsMapping>;
  private readonly codes: Repository<NaicsCode>;

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
   * typos (trigram word similarity) and ranks exact codes, then prefixes, then likeness.
   */
  async search(query: BusinessTypeSearchQueryDto): Promise<NaicsMapping[]> {
    const term = query.q.toLowerCase().replace(/\s+/g, ' ');
    const limit = query.limit ?? ReferenceLimits.businessTypeSearchMaxResults;
    const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
    // The master index is small, so the planner would read all of it and work out the (costly)
    // trigram likeness of every entry; through the trigram index only entries sharing trigrams
    // with the query are compared, several times less work per search.
    return this.db.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      return manager
        .getRepository(NaicsMapping)
        .createQueryBuilder('m')
        .addSelect(
          `CASE
             WHEN m.naics_code = :term OR lower(m.master_index_code) = :term
               OR m.wc_class_code = :term OR m.gl_class_code = :term THEN 3
             WHEN lower(m.master_index_description) LIKE :prefix THEN 2
             WHEN m.search_text LIKE :wordPrefix THEN 1
             ELSE 0
           END + word_similarity(:term, m.search_text)`,
          'score',
        )
        .where('NOT m.archived')
        .andWhere('(m.search_text LIKE :contains OR :term <% m.search_text)')
        .setParameters({
          term,
          prefix: `${escaped}%`,
          wordPrefix: `% ${escaped}%`,
          contains: `%${escaped}%`,
        })
        .orderBy('score', 'DESC')
        .addOrderBy('m.master_index_description')
        .limit(limit)
        .getMany();
    });
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
    return this.mappings.save(mapping);
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
    try {
      return await this.mappings.save(mapping);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictException(CODE_TAKEN);
      throw err;
    }
  }
}
