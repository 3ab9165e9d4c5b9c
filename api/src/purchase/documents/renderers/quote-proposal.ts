/** The quote proposal a client receives: one carrier's quote for one coverage line. */
import { maskFein, oneLineAddress, usd, usdWhole, usDate, yesNo } from '../pdf/format';
import { FormWriter } from '../pdf/form-writer';
import type { QuoteProposalView } from '../views';
import { agencyLines, BINDABILITY_LABELS, COVERAGE_LABELS, SANDBOX_WATERMARK } from './labels';

/** An amount of the build-up with its sign: "+ $1,234.56", "- $98.00". */
export function signed(cents: number): string {
  return `${cents < 0 ? '-' : '+'} ${usd(Math.abs(cents))}`;
}

export async function renderQuoteProposal(view: QuoteProposalView): Promise<Uint8Array> {
  const line = COVERAGE_LABELS[view.coverage.coverageType];
  const form = await FormWriter.create({
    title: `Quote proposal - ${view.insured.name}`,
    subject: `${line} quote from ${view.carrier}`,
    runningTitle: `Quote proposal ${view.reference} - ${view.insured.name}`,
    footer: `${view.agency.name} - quote proposal ${view.reference}, prepared ${usDate(view.preparedOn)}`,
    watermark: view.sandbox ? SANDBOX_WATERMARK : undefined,
  });
  form.header({
    agencyLines: agencyLines(view.agency),
    title: 'Quote Proposal',
    subtitle: [`Reference ${view.reference}`, `Prepared ${usDate(view.preparedOn)}`],
  });
  if (view.sandbox) {
    form.notice(
      'Sandbox quote: this premium comes from a sandbox carrier used for testing. It is not an offer of insurance.',
    );
  }

  form.section('Insured');
  form.fields([
    { label: 'Business name', value: view.insured.name, width: 0.5 },
    { label: 'Doing business as', value: view.insured.dba ?? '', width: 0.3 },
    {
      label: 'FEIN',
      value: view.insured.fein ? maskFein(view.insured.fein) : 'None',
      width: 0.2,
    },
  ]);
  form.fields([
    {
      label: 'Address',
      value: view.insured.address ? oneLineAddress(view.insured.address) : '',
      width: 1,
    },
  ]);

  form.section('Quote');
  form.fields([
    { label: 'Coverage', value: line, width: 0.28 },
    { label: 'Carrier', value: view.carrier, width: 0.24 },
    { label: 'Effective', value: usDate(view.effectiveDate), width: 0.16 },
    { label: 'Expiration', value: usDate(view.expirationDate), width: 0.16 },
    { label: 'Annual premium', value: usd(view.annualPremiumCents), width: 0.16 },
  ]);
  form.fields([{ label: 'Status', value: BINDABILITY_LABELS[view.bindability], width: 1 }]);

  const coverage = view.coverage;
  if (coverage.coverageType === 'wc') {
    form.section('Classes and payroll by state');
    form.table(
      [
        { label: 'State', width: 0.07 },
        { label: 'Class code', width: 0.09 },
        { label: 'Description', width: 0.34 },
        { label: 'Payroll entered', width: 0.14, align: 'right' },
        { label: 'Owners added', width: 0.12, align: 'right' },
        { label: 'Payroll rated', width: 0.13, align: 'right' },
        { label: 'Rate per $100', width: 0.11, align: 'right' },
      ],
      coverage.classes.map((c) => [
        c.state,
        c.classCode,
        c.description,
        usdWhole(c.payrollCents - c.ownerPayrollCents),
        c.ownerPayrollCents > 0 ? usdWhole(c.ownerPayrollCents) : '',
        usdWhole(c.payrollCents),
        c.ratePer100 === null ? '' : c.ratePer100.toFixed(2),
      ]),
      'No class codes.',
    );
    form.gap(6);
    form.fields([
      {
        label: 'Employers liability (each accident / disease policy / disease each employee)',
        value: coverage.employersLiabilityLimits,
        width: 0.7,
      },
      { label: 'Waiver of subrogation', value: yesNo(coverage.waiverOfSubrogation), width: 0.3 },
    ]);
  } else {
    form.section('Limits');
    form.table(
      [
        { label: 'Coverage', width: 0.6 },
        { label: 'Limit', width: 0.4, align: 'right' },
      ],
      coverage.limits.map((l) => [l.label, l.value]),
      'No limits given.',
    );
  }

  form.section('How the premium is built');
  if (view.buildUp?.length) {
    form.table(
      [
        { label: 'Item', width: 0.8 },
        { label: 'Amount', width: 0.2, align: 'right' },
      ],
      [
        ...view.buildUp.map((l) => [l.label, signed(l.amountCents)]),
        ['Annual premium', usd(view.annualPremiumCents)],
      ],
      'No build-up.',
    );
  } else {
    form.paragraph('The carrier quoted the premium as a whole, without a build-up.');
  }

  form.section('Notes');
  if (view.notes.length) for (const note of view.notes) form.paragraph(`-  ${note}`);
  else form.paragraph('No remarks from the carrier.');
  form.gap(10);
  form.paragraph(
    'This proposal summarises the carrier’s quote from the information given in the application. ' +
      'Coverage is subject to the carrier’s acceptance and to the terms, conditions and exclusions of ' +
      'the policy as issued. Premiums based on payroll or sales are estimates and are adjusted at audit.',
    8,
  );
  return form.finish();
}
