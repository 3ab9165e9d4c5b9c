import { createFileRoute } from '@tanstack/react-router';
import { PayrollRulesTab } from '../../../../features/back-office/settings/payroll-rules/PayrollRulesTab';
import { payrollRulesSearchSchema } from '../../../../features/back-office/settings/search';

export const Route = createFileRoute('/_staff/dashboard/settings/payroll-rules')({
  validateSearch: payrollRulesSearchSchema,
  component: PayrollRulesTab,
});
