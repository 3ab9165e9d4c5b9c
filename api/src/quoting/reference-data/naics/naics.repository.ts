/**
 * Loads and stores the NAICS master index and the 2022 NAICS codes its entries name; reads the
 * stamp that tells whether the index changed.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial } from 'typeorm';
import { likePattern } from '../../../common/http/pagination';
import type { NaicsMappingsQueryDto } from './dto/naics-mapping.dto';
import { NaicsCode } from './entities/naics-code.entity';
import { NaicsMapping } from './entities/naics-mapping.entity';

/**
 * Changes whenever an entry is added, or edited or archived (each moves its updated_at), so
 * comparing it tells whether the in-memory index is still the master index.
 */
const INDEX_STAMP = `SELECT count(*) || ':' || coalesce(sum(extract(epoch FROM updated_at)), 0) AS stamp
  FROM naics_mappings`;

@Injectable()
export class NaicsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get mappings() {
    return this.db.getRepository(NaicsMapping);
  }

  /** A page of entries, narrowed to archived or active ones when `status` says so. */
  page(
    query: NaicsMappingsQueryDto,
    status: 'active' | 'archived' | undefined,
    window: { skip: number; take: number },
  ): Promise<[NaicsMapping[], number]> {
    const qb = this.mappings.createQueryBuilder('m');
    if (status) qb.andWhere('m.archived = :archived', { archived: status === 'archived' });
    if (query.searchTerm) {
      qb.andWhere("m.search_text LIKE :term ESCAPE '\\'", {
        term: likePattern(query.searchTerm.trim().toLowerCase()),
      });
    }
    if (query.sort) qb.orderBy(`m.${query.sort}`, query.order ?? 'DESC');
    else qb.orderBy('m.master_index_description', query.order ?? 'ASC');
    return qb.addOrderBy('m.id').skip(window.skip).take(window.take).getManyAndCount();
  }

  findById(id: string): Promise<NaicsMapping | null> {
    return this.mappings.findOneBy({ id });
  }

  /** Every entry in use, with its search text, for the in-memory search. */
  active(): Promise<NaicsMapping[]> {
    return this.mappings
      .createQueryBuilder('m')
      .addSelect('m.searchText')
      .where('NOT m.archived')
      .getMany();
  }

  /** The version stamp of the master index. */
  async stamp(): Promise<string> {
    const [{ stamp }] = await this.db.query<Array<{ stamp: string }>>(INDEX_STAMP);
    return stamp;
  }

  create(fields: DeepPartial<NaicsMapping>): NaicsMapping {
    return this.mappings.create(fields);
  }

  merge(mapping: NaicsMapping, fields: DeepPartial<NaicsMapping>): NaicsMapping {
    return this.mappings.merge(mapping, fields);
  }

  save(mapping: NaicsMapping): Promise<NaicsMapping> {
    return this.mappings.save(mapping);
  }

  /** Every 2022 NAICS industry, by code. */
  codes(): Promise<NaicsCode[]> {
    return this.db.getRepository(NaicsCode).find({ order: { code: 'ASC' } });
  }

  findCode(code: string): Promise<NaicsCode | null> {
    return this.db.getRepository(NaicsCode).findOneBy({ code });
  }

  /** The Hartford spectrum codes the entries in use assign, each with a description. */
  hartfordSpectrumCodes(): Promise<Array<{ code: string; description: string | null }>> {
    return this.mappings
      .createQueryBuilder('m')
      .select('m.hartford_spectrum_code', 'code')
      .addSelect('min(m.hartford_spectrum_description)', 'description')
      .where('m.archived = false AND m.hartford_spectrum_code IS NOT NULL')
      .groupBy('m.hartford_spectrum_code')
      .orderBy('m.hartford_spectrum_code')
      .getRawMany<{ code: string; description: string | null }>();
  }
}
