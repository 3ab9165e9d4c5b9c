/** The payroll reps page keeps its texts in its own namespace. */
import { useTranslation, i18n } from '../../../lib/i18n';

export const PAYROLL_REPS_NS = 'payrollReps';

export function loadPayrollRepsTexts(): Promise<void> {
  return i18n.loadNamespaces(PAYROLL_REPS_NS);
}

export function usePayrollRepsT() {
  return useTranslation(PAYROLL_REPS_NS).t;
}
