/** What other modules may ask about payroll partner reps: a rep with their payroll company. */
import { Inject, Injectable } from '@nestjs/common';
import { PayrollCompaniesService } from '../../quoting/reference-data';
import type { PayrollRep } from './entities/payroll-rep.entity';
import { PayrollRepsRepository, type CompanyName } from './payroll-reps.repository';

@Injectable()
export class RepDirectory {
  constructor(
    @Inject(PayrollRepsRepository) private readonly reps: PayrollRepsRepository,
    @Inject(PayrollCompaniesService) private readonly companies: PayrollCompaniesService,
  ) {}

  /** The rep and the payroll company they work for; null for an unknown rep. */
  async withCompany(
    repId: string,
  ): Promise<{ rep: PayrollRep; company: CompanyName | null } | null> {
    const rep = await this.reps.find(repId);
    if (!rep) return null;
    return {
      rep,
      company: rep.payrollCompanyId ? await this.companies.lookup(rep.payrollCompanyId) : null,
    };
  }
}
