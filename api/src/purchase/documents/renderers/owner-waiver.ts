/**
 * The officer exclusion waiver an excluded owner or officer signs: they choose not to be covered
 * by the business's workers compensation policy and know what that means.
 */
import { oneLineAddress, usDate } from '../pdf/format';
import { FormWriter } from '../pdf/form-writer';
import type { OwnerWaiverView } from '../views';
import { agencyLines, COVERAGE_LABELS, SANDBOX_WATERMARK } from './labels';

export async function renderOwnerWaiver(view: OwnerWaiverView): Promise<Uint8Array> {
  const line = COVERAGE_LABELS[view.coverageType];
  const form = await FormWriter.create({
    title: `Officer exclusion waiver - ${view.owner.name} - ${view.insured.name}`,
    subject: `${line}: exclusion of ${view.owner.name}`,
    runningTitle: `Officer exclusion waiver ${view.reference} - ${view.owner.name}`,
    footer: `${view.agency.name} - officer exclusion waiver ${view.reference}, prepared ${usDate(view.preparedOn)}`,
    watermark: view.sandbox ? SANDBOX_WATERMARK : undefined,
  });
  form.header({
    agencyLines: agencyLines(view.agency),
    title: 'Officer Exclusion Waiver',
    subtitle: [`Reference ${view.reference}`, `Prepared ${usDate(view.preparedOn)}`],
  });
  if (view.sandbox) {
    form.notice('Sandbox document: prepared with a sandbox carrier for testing.');
  }

  form.section('Business');
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
  form.fields([
    { label: 'Coverage', value: line, width: 0.4 },
    { label: 'Carrier', value: view.carrier ?? '', width: 0.3 },
    {
      label: 'Effective',
      value: view.effectiveDate ? usDate(view.effectiveDate) : '',
      width: 0.3,
    },
  ]);

  form.section('Excluded owner or officer');
  form.fields([
    { label: 'Name', value: view.owner.name, width: 0.4 },
    { label: 'Title', value: view.owner.title ?? '', width: 0.25 },
    {
      label: 'Ownership',
      value: view.owner.ownershipPercent === null ? '' : `${view.owner.ownershipPercent}%`,
      width: 0.15,
    },
    { label: 'Work state', value: view.owner.state ?? '', width: 0.2 },
  ]);

  form.section('Waiver');
  form.paragraph(
    `I, ${view.owner.name}, an owner or officer of ${view.insured.name}, elect to be excluded ` +
      `from the ${line.toLowerCase()} coverage of the business. I understand that while this ` +
      'exclusion is in force the policy pays no benefits for my own work-related injury or ' +
      'illness, and that the premium of the business does not include my payroll.',
  );
  form.gap(6);
  form.paragraph(
    'This exclusion stays in force until I revoke it in writing and the carrier endorses the ' +
      'policy to include me. State rules on who may be excluded apply; the carrier may ask for ' +
      "the state's own form as well.",
  );
  form.gap(6);
  form.paragraph(
    'I sign this waiver electronically; my typed name, consent, the time and where I signed ' +
      'from are recorded with it.',
    8,
  );
  return form.finish();
}
