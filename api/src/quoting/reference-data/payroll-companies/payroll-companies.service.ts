import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import { DomainException } from '../../../common/errors/domain.exception';
import { pageWindow, type Page } from '../../../common/http/pagination';
import { isUniqueViolation, PgErrorCode, pgErrorCode } from '../../../common/database/pg-errors';
import type {
  CreatePayrollCompanyDto,
  PayrollCompaniesQueryDto,
  UpdatePayrollCompanyDto,
} from './dto/payroll-company.dto';
import type { PayrollCompany } from './entities/payroll-company.entity';
import { PayrollCompaniesRepository } from './payroll-companies.repository';

@Injectable()
export class PayrollCompaniesService {
  constructor(
    @Inject(PayrollCompaniesRepository) private readonly companies: PayrollCompaniesRepository,
  ) {}

  async list(query: PayrollCompaniesQueryDto): Promise<Page<PayrollCompany>> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const [items, total] = await this.companies.page(query, { skip, take });
    return { items, total, page, pageSize };
  }

  /** A typeahead: names and codes starting with the term first, then containing it. */
  search(term: string): Promise<PayrollCompany[]> {
    return this.companies.search(term);
  }

  async findById(id: string): Promise<PayrollCompany> {
    return this.found(await this.companies.findById(id));
  }

  async findByCode(code: string): Promise<PayrollCompany> {
    return this.found(await this.companies.findByCode(code.trim().toUpperCase()));
  }

  async findByName(name: string): Promise<PayrollCompany> {
    return this.found(await this.companies.findByName(name.trim()));
  }

  /** The payroll company with this id, if any, read in the caller's transaction when given. */
  lookup(id: string, m?: EntityManager): Promise<PayrollCompany | null> {
    return this.companies.findById(id, m);
  }

  /** The first payroll company registered with the email's domain, if any. */
  forEmail(email: string, m?: EntityManager): Promise<PayrollCompany | null> {
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    return this.companies.findByEmailDomain(domain, m);
  }

  /** The names of the payroll companies, by id. */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    return ids.length === 0 ? new Map() : this.companies.namesOf(ids);
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
        throw new DomainException(ErrorCode.PayrollCompanyInUse);
      }
      throw err;
    }
  }

  private found(company: PayrollCompany | null): PayrollCompany {
    if (!company) throw new DomainException(ErrorCode.PayrollCompanyNotFound);
    return company;
  }

  private async save(company: PayrollCompany): Promise<PayrollCompany> {
    try {
      return await this.companies.save(company);
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainException(ErrorCode.PayrollCompanyTaken);
      throw err;
    }
  }
}
