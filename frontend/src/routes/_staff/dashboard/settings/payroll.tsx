import { createFileRoute } from '@tanstack/react-router';
import { PayrollCompaniesTab } from '../../../../features/back-office/settings/payroll-companies/PayrollCompaniesTab';
import { payrollCompaniesSearchSchema } from '../../../../features/back-office/settings/search';

export const Route = createFileRoute('/_staff/dashboard/settings/payroll')({
  validateSearch: payrollCompaniesSearchSchema,
  component: PayrollCompaniesTab,
});
