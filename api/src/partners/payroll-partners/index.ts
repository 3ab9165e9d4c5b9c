/** What other modules may use of partners/payroll-partners. */
export type { PayrollRep } from './entities/payroll-rep.entity';
export { PayrollPartnersModule } from './payroll-partners.module';
export type { CompanyName } from './payroll-reps.repository';
export { RepDirectory } from './rep-directory';
