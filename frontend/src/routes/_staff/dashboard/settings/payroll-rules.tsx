import { createFileRoute } from '@tanstack/react-router';
import { PayrollRulesTab } from '../../../../features/back-office/settings/payroll-rules/PayrollRulesTab';

export const Route = createFileRoute('/_staff/dashboard/settings/payroll-rules')({
  component: PayrollRulesTab,
});
