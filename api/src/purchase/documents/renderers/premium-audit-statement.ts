/**
 * The premium audit statement of a workers' compensation term: the final payroll per class code
 * rated, how the audited premium was worked out from it as the term premium was, and the
 * difference from the premium billed (additional premium charged, or return premium refunded).
 */
import { formatCents } from '../../../common/money';
import { oneLineAddress, usDate } from '../pdf/format';
import { FormWriter } from '../pdf/form-writer';
import type { AgencyView, InsuredView } from '../views';
import { agencyLines, SANDBOX_WATERMARK } from './labels';

export interface PremiumAuditStatementView {
  reference: string;
  preparedOn: string;
  agency: AgencyView;
  insured: InsuredView;
  carrier: string;
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
  /** Where the final payroll came from. */
  payrollSource: 'payroll_reports' | 'client';
  lines: Array<{
    state: string;
    classCode: string;
    payrollCents: number;
    ratePer100: number;
    premiumCents: number;
  }>;
  estimatedPayrollCents: number;
  termPremiumCents: number;
  payrollCents: number;
  manualPremiumCents: number;
  modifiedPremiumCents: number;
  expenseConstantCents: number;
  minimumRaiseCents: number;
  perPayrollChargesCents: number;
  assessmentsCents: number;
  auditedPremiumCents: number;
  billedCents: number;
  differenceCents: number;
  sandbox: boolean;
}

const SOURCES: Record<PremiumAuditStatementView['payrollSource'], string> = {
  payroll_reports: 'The payroll reports your payroll company posted over the term',
  client: 'The final payroll you reported',
};

export async function renderPremiumAuditStatement(
  view: PremiumAuditStatementView,
): Promise<Uint8Array> {
  const form = await FormWriter.create({
    title: `Premium audit - ${view.insured.name} - ${view.policyNumber}`,
    subject: `Premium audit of policy ${view.policyNumber}`,
    runningTitle: `Premium audit ${view.reference} - ${view.insured.name}`,
    footer: `${view.insured.name} - premium audit ${view.reference}, prepared ${usDate(view.preparedOn)}`,
    watermark: view.sandbox ? SANDBOX_WATERMARK : undefined,
  });
  form.header({
    agencyLines: agencyLines(view.agency),
    title: 'Premium Audit Statement',
    subtitle: [`Reference ${view.reference}`, `Dated ${usDate(view.preparedOn)}`],
  });
  form.section('Policy');
  form.fields([
    { label: 'Named insured', value: view.insured.name, width: 0.5 },
    {
      label: 'Business address',
      value: view.insured.address ? oneLineAddress(view.insured.address) : '',
      width: 0.5,
    },
  ]);
  form.fields([
    { label: 'Carrier', value: view.carrier, width: 0.3 },
    { label: 'Policy number', value: view.policyNumber, width: 0.3 },
    { label: 'Coverage', value: "Workers' compensation", width: 0.4 },
  ]);
  form.fields([
    {
      label: 'Policy period',
      value: `${usDate(view.effectiveDate)} to ${usDate(view.expirationDate)}`,
      width: 0.5,
    },
    { label: 'Final payroll from', value: SOURCES[view.payrollSource], width: 0.5 },
  ]);

  form.section('Final payroll');
  form.table(
    [
      { label: 'State', width: 0.12 },
      { label: 'Class code', width: 0.18 },
      { label: 'Payroll', width: 0.25, align: 'right' },
      { label: 'Rate per $100', width: 0.2, align: 'right' },
      { label: 'Manual premium', width: 0.25, align: 'right' },
    ],
    view.lines.map((l) => [
      l.state,
      l.classCode,
      formatCents(l.payrollCents),
      l.ratePer100.toFixed(2),
      formatCents(l.premiumCents),
    ]),
    'No payroll was reported.',
  );

  form.section('Audited premium');
  form.table(
    [
      { label: 'Item', width: 0.7 },
      { label: 'Amount', width: 0.3, align: 'right' },
    ],
    [
      ['Payroll estimated at binding', formatCents(view.estimatedPayrollCents)],
      ['Final payroll', formatCents(view.payrollCents)],
      ['Manual premium of the final payroll', formatCents(view.manualPremiumCents)],
      [
        'After the modifications and premium discount of the term',
        formatCents(view.modifiedPremiumCents),
      ],
      ['Expense constant', formatCents(view.expenseConstantCents)],
      ['Raised to the minimum premium', formatCents(view.minimumRaiseCents)],
      ['Terrorism and catastrophe', formatCents(view.perPayrollChargesCents)],
      ['State assessments', formatCents(view.assessmentsCents)],
      ['Audited premium', formatCents(view.auditedPremiumCents)],
      ['Premium at binding (estimated)', formatCents(view.termPremiumCents)],
      ['Premium billed for the term', formatCents(view.billedCents)],
      [
        view.differenceCents >= 0 ? 'Additional premium due' : 'Return premium',
        formatCents(Math.abs(view.differenceCents)),
      ],
    ],
    '',
  );
  form.gap(6);
  form.paragraph(
    view.differenceCents > 0
      ? 'The additional premium is charged to the card or bank account you paid with.'
      : view.differenceCents < 0
        ? 'The return premium is refunded to the card or bank account you paid with; it arrives in 5 to 10 business days.'
        : 'The premium billed for the term matches the audited premium: nothing is due either way.',
    8,
  );
  form.paragraph(
    'The audited premium applies the modifications, premium discount, expense constant, minimum premium, charges and assessments of the term premium to the final payroll. Questions about this statement go to your agency:',
    8,
  );
  form.paragraph(agencyLines(view.agency).join(', '), 8);
  return form.finish();
}
