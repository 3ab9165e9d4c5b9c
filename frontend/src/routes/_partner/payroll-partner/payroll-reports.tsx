import { createFileRoute } from '@tanstack/react-router';
import { PayrollReportsPage } from '../../../features/partners/payroll-reports/PayrollReportsPage';
import { loadReferralsTexts } from '../../../features/partners/referrals/namespace';
import { loadPolicyDetailTexts } from '../../../features/servicing/policies/detail/namespace';

export const Route = createFileRoute('/_partner/payroll-partner/payroll-reports')({
  loader: () => Promise.all([loadReferralsTexts(), loadPolicyDetailTexts()]),
  component: PayrollReportsPage,
});
