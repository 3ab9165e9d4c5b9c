import { createFileRoute } from '@tanstack/react-router';
import { PayrollCompaniesTab } from '../../../../features/back-office/settings/payroll-companies/PayrollCompaniesTab';

export const Route = createFileRoute('/_staff/dashboard/settings/payroll')({
  component: PayrollCompaniesTab,
});
