import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { likePattern, pageWindow, type Page } from '../../../common/http/pagination';
import { isUniqueViolation, PgErrorCode, pgErrorCode } from '../../../common/database/pg-errors';
import type {
  CreatePayrollCompanyDto,
  PayrollCompaniesQueryDto,
  UpdatePayrollCompanyDto,
} from './dto/payroll-company.dto';
import { PayrollCompany } from './entities/payroll-company.entity';

const TAKEN = 'A payroll company with this name or code already exists';
const SEARCH_LIMIT = 20;

@Injectable()
export class PayrollCompaniesService {
  private readonly companies: Repository<PayrollCompany>;

  constructor(@InjectDataSource() db: DataSource) {
    this.companies = db.getRepository(PayrollCompany);
  }

  async list(query: PayrollCompaniesQueryDto): Promise<Page<PayrollCompany>> {
    const { skip, take, page, pageSize } = pageWindow(query);
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
    const [items, total] = await qb.addOrderBy('c.id').skip(skip).take(take).getManyAndCount();
    return { items, total, page, pageSize };
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

  async findById(id: string): Promise<PayrollCompany> {
    return this.found(await this.companies.findOneBy({ id }));
  }

  async findByCode(code: string): Promise<PayrollCompany> {
    return this.found(await this.companies.findOneBy({ code: code.trim().toUpperCase() }));
  }

  async findByName(name: string): Promise<PayrollCompany> {
    return this.found(
      await this.companies
        .createQueryBuilder('c')
        .where('lower(c.name) = lower(:name)', { name: name.trim() })
        .getOne(),
    );
  }

  async create(dto: CreatePayrollCompanyDto): Promise<PayrollCompany> {
    return this.save(
      this.companies.create({ emailDomain: null, url: null, quotingCoverages: [], ...dto }),
    );
  }

  async update(id: string, dto: UpdatePayrollCompanyDto): Promise<PayrollCompany> {
    return this.save(this.companies.merge(await this.findById(id), dto));
  }

  /** Nothing refers to a payroll company yet, so deleting removes it. */
  async remove(id: string): Promise<void> {
    try {
      await this.companies.remove(await this.findById(id));
    } catch (err) {
      // Payroll partner reps still work for it: foreign_key_violation, or restrict_violation as
      // PostgreSQL 18 reports an ON DELETE RESTRICT reference.
      const code = pgErrorCode(err);
      if (code === PgErrorCode.ForeignKeyViolation || code === PgErrorCode.RestrictViolation) {
        throw new ConflictException('Payroll reps still belong to this payroll company');
      }
      throw err;
    }
  }

  private found(company: PayrollCompany | null): PayrollCompany {
    if (!company) throw new NotFoundException('Payroll company not found');
    return company;
  }

  private async save(company: PayrollCompany): Promise<PayrollCompany> {
    try {
      return await this.companies.save(company);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictException(TAKEN);
      throw err;
    }
  }
}
