/** The summary of a bound policy sent to the client after purchase. */
import { oneLineAddress, usd, usDate, yesNo } from '../pdf/format';
import { FormWriter } from '../pdf/form-writer';
import type { PolicySummaryView } from '../views';
import { agencyLines, COVERAGE_LABELS, SANDBOX_WATERMARK } from './labels';

function endorsement(value: boolean | null): string {
  return value === null ? 'Not applicable' : yesNo(value);
}

export async function renderPolicySummary(view: PolicySummaryView): Promise<Uint8Array> {
  const line = COVERAGE_LABELS[view.coverageType];
  const form = await FormWriter.create({
    title: `Policy summary ${view.policyNumber} - ${view.insured.name}`,
    subject: `${line} policy with ${view.carrier}`,
    runningTitle: `Policy summary ${view.policyNumber} - ${view.insured.name}`,
    footer: `${view.agency.name} - policy ${view.policyNumber}, bound ${usDate(view.boundOn)}`,
    watermark: view.sandbox ? SANDBOX_WATERMARK : undefined,
  });
  form.header({
    agencyLines: agencyLines(view.agency),
    title: 'Policy Summary',
    subtitle: [`Policy ${view.policyNumber}`, `Bound ${usDate(view.boundOn)}`],
  });
  if (view.sandbox) {
    form.notice(
      'Sandbox policy: bound with a sandbox carrier for testing. No insurance is in force.',
    );
  }

  form.section('Policy');
  form.fields([
    { label: 'Policy number', value: view.policyNumber, width: 0.3 },
    { label: 'Carrier', value: view.carrier, width: 0.3 },
    { label: 'Coverage', value: line, width: 0.4 },
  ]);
  form.fields([
    { label: 'Effective', value: usDate(view.effectiveDate), width: 0.3 },
    { label: 'Expiration', value: usDate(view.expirationDate), width: 0.3 },
    { label: 'Bound on', value: usDate(view.boundOn), width: 0.4 },
  ]);

  form.section('Named insured');
  form.fields([
    { label: 'Business name', value: view.insured.name, width: 0.5 },
    { label: 'Doing business as', value: view.insured.dba ?? '', width: 0.5 },
  ]);
  form.fields([
    {
      label: 'Address',
      value: view.insured.address ? oneLineAddress(view.insured.address) : '',
      width: 1,
    },
  ]);

  form.section('Premium and billing');
  form.fields([
    { label: 'Annual premium', value: usd(view.annualPremiumCents), width: 0.3 },
    { label: 'Billing method', value: view.billingMethod, width: 0.7 },
  ]);

  form.section('Limits');
  form.table(
    [
      { label: 'Coverage', width: 0.6 },
      { label: 'Limit', width: 0.4, align: 'right' },
    ],
    view.limits.map((l) => [l.label, l.value]),
    'No limits given.',
  );

  form.section('Endorsements');
  form.fields([
    {
      label: 'Blanket additional insured',
      value: endorsement(view.blanketAdditionalInsured),
      width: 0.5,
    },
    { label: 'Waiver of subrogation', value: endorsement(view.waiverOfSubrogation), width: 0.5 },
  ]);
  form.gap(10);
  form.paragraph(
    'This summary is for reference. The policy documents issued by the carrier set out the ' +
      'coverage, conditions and exclusions and prevail over this summary.',
    8,
  );
  return form.finish();
}
