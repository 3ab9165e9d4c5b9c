/** Loads and stores payroll companies: the admins' list, the typeahead, lookups and saves. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type DeepPartial, type EntityManager } from 'typeorm';
import { likePattern } from '../../../common/http/pagination';
import type { PayrollCompaniesQueryDto } from './dto/payroll-company.dto';
import { PayrollCompany } from './entities/payroll-company.entity';

const SEARCH_LIMIT = 20;

@Injectable()
export class PayrollCompaniesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get companies() {
    return this.db.getRepository(PayrollCompany);
  }

  page(
    query: PayrollCompaniesQueryDto,
    window: { skip: number; take: number },
  ): Promise<[PayrollCompany[], number]> {
    const qb = this.companies.createQueryBuilder('c');
    if (query.searchTerm) {
      qb.andWhere(
        "(c.name ILIKE :term ESCAPE '\\' OR c.code ILIKE :term ESCAPE '\\' OR c.email_domain ILIKE :term ESCAPE '\\')",
        { term: likePattern(query.searchTerm) },
      );
    }
    if (query.coverage)
      qb.andWhere(':coverage = ANY(c.quoting_coverages)', { coverage: query.coverage });
    if (query.sort) qb.orderBy(`c.${query.sort}`, query.order ?? 'DESC');
    else qb.orderBy('c.name', query.order ?? 'ASC');
    return qb.addOrderBy('c.id').skip(window.skip).take(window.take).getManyAndCount();
  }

  /** A typeahead: names and codes starting with the term first, then containing it. */
  search(term: string): Promise<PayrollCompany[]> {
    const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
    return this.companies
      .createQueryBuilder('c')
      .where("c.name ILIKE :contains ESCAPE '\\' OR c.code ILIKE :contains ESCAPE '\\'", {
        contains: `%${escaped}%`,
      })
      .orderBy(
        "CASE WHEN c.name ILIKE :prefix ESCAPE '\\' OR c.code ILIKE :prefix ESCAPE '\\' THEN 0 ELSE 1 END",
      )
      .addOrderBy('c.name')
      .setParameter('prefix', `${escaped}%`)
      .limit(SEARCH_LIMIT)
      .getMany();
  }

  findById(id: string, m: EntityManager = this.db.manager): Promise<PayrollCompany | null> {
    return m.findOneBy(PayrollCompany, { id });
  }

  findByCode(code: string): Promise<PayrollCompany | null> {
    return this.companies.findOneBy({ code });
  }

  /** The company of this name, whatever its case. */
  findByName(name: string): Promise<PayrollCompany | null> {
    return this.companies
      .createQueryBuilder('c')
      .where('lower(c.name) = lower(:name)', { name })
      .getOne();
  }

  /** The first company registered with this email domain, whatever its case. */
  findByEmailDomain(domain: string, m: EntityManager = this.db.manager) {
    return m
      .getRepository(PayrollCompany)
      .createQueryBuilder('c')
      .where('lower(c.email_domain) = :domain', { domain })
      .orderBy('c.createdAt', 'ASC')
      .getOne();
  }

  /** The names of the companies, by id. */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    const companies = await this.companies.find({
      where: { id: In([...new Set(ids)]) },
      select: { id: true, name: true },
    });
    return new Map(companies.map((c) => [c.id, c.name]));
  }

  create(fields: DeepPartial<PayrollCompany>): PayrollCompany {
    return this.companies.create(fields);
  }

  merge(company: PayrollCompany, fields: DeepPartial<PayrollCompany>): PayrollCompany {
    return this.companies.merge(company, fields);
  }

  save(company: PayrollCompany): Promise<PayrollCompany> {
    return this.companies.save(company);
  }

  async remove(company: PayrollCompany): Promise<void> {
    await this.companies.remove(company);
  }
}
