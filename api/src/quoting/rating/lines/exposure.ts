import { checkPayrollExposure, checkRevenueExposure, isOwnerIncluded } from '@coverline/contracts';
import type { RateTables } from '../tables/rate-tables';
import type { Submission } from '../submission';
import { primaryState, RatingStop, type ExposureProblem } from './common';

/**
 * What is wrong with the exposure a submission's line rates on; empty when it is there and
 * plausible. Field names are the wizard's (`payrollCents`, `annualSalesCents`, `classCodes`),
 * so the refusal points at what to correct.
 *
 * - Liability (general liability and the business owner's policy's liability part): the class's
 *   basis. Payroll-rated classes need payroll above zero and at least the plausible floor for
 *   the number of employees in the primary state; sales-rated classes need revenue above zero.
 * - Workers compensation: the class codes' payroll together, against the employees and the
 *   lowest minimum wage of the payroll states. A business with no employees whose owners are
 *   included may rate on the owners' payroll alone.
 * - Cyber: revenue above zero (the revenue band is the base premium).
 */
export function exposureProblems(submission: Submission, tables: RateTables): ExposureProblem[] {
  const problems: ExposureProblem[] = [];
  const add = (field: string, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  const { business } = submission;
  switch (submission.coverageType) {
    case 'gl':
    case 'bop': {
      const classes = tables.inForce('gl.classes', { line: 'gl' }, submission.effectiveDate);
      const cls = classes?.data.classes[submission.glClassCode];
      // A class the tables do not hold is declined as out of appetite, not refused here.
      if (!cls) break;
      if (cls.exposureBasis === 'payroll') {
        const state = submission.locations.length ? [primaryState(submission.locations)] : [];
        add('payrollCents', checkPayrollExposure(business.payrollCents, business.employees, state));
      } else {
        add('annualSalesCents', checkRevenueExposure(business.annualSalesCents));
      }
      break;
    }
    case 'wc': {
      const payroll = submission.payroll.reduce((sum, p) => sum + p.payrollCents, 0);
      const ownersOnly =
        payroll === 0 && business.employees === 0 && submission.owners.some(isOwnerIncluded);
      if (!ownersOnly) {
        const states = [...new Set(submission.payroll.map((p) => p.state))];
        add('classCodes', checkPayrollExposure(payroll, business.employees, states));
      }
      break;
    }
    case 'cyber':
      add('annualSalesCents', checkRevenueExposure(business.annualSalesCents));
      break;
  }
  return problems;
}

/** Stops a line's rating when its exposure is missing or implausible. */
export function guardExposure(submission: Submission, tables: RateTables): void {
  const problems = exposureProblems(submission, tables);
  if (problems.length > 0) throw new RatingStop({ kind: 'implausibleExposure', problems });
}
