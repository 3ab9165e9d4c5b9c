import { createFileRoute } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { requireRole } from '../../../features/identity/auth/guards';
import { loadPayrollRepsTexts } from '../../../features/back-office/payroll-reps/namespace';
import { PayrollRepsPage } from '../../../features/back-office/payroll-reps/PayrollRepsPage';
import { payrollRepsSearchSchema } from '../../../features/back-office/payroll-reps/search';

/** Payroll reps are managed by admins: an agent who opens the page sees the 401 page. */
export const Route = createFileRoute('/_staff/dashboard/payroll-reps')({
  validateSearch: payrollRepsSearchSchema,
  beforeLoad: ({ location }) => requireRole([Role.Admin], location),
  loader: loadPayrollRepsTexts,
  component: PayrollRepsPage,
});
