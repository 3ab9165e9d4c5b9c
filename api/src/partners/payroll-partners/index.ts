/** What other modules may use of partners/payroll-partners. */
export { PayrollPartnersModule } from './payroll-partners.module';
