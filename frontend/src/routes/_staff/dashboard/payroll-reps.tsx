import { createFileRoute } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { requireRole } from '../../../features/auth/guards';
import { loadPayrollRepsTexts } from '../../../features/payroll-reps/namespace';
import { PayrollRepsPage } from '../../../features/payroll-reps/PayrollRepsPage';
import { validatePayrollRepsSearch } from '../../../features/payroll-reps/search';

/** Payroll reps are managed by admins: an agent who opens the page sees the 401 page. */
export const Route = createFileRoute('/_staff/dashboard/payroll-reps')({
  validateSearch: validatePayrollRepsSearch,
  beforeLoad: ({ location }) => requireRole([Role.Admin], location),
  loader: loadPayrollRepsTexts,
  component: PayrollRepsPage,
});
