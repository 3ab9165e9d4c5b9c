/**
 * The endorsement of a bound policy: which policy, what changes from when, the new version and
 * its annual premium, and the additional or return premium for the rest of the term.
 */
import type { CoverageType } from '@coverline/contracts';
import { formatCents } from '../../../common/money';
import { oneLineAddress, usDate } from '../pdf/format';
import { FormWriter } from '../pdf/form-writer';
import type { AgencyView, InsuredView } from '../views';
import { agencyLines, COVERAGE_LABELS, SANDBOX_WATERMARK } from './labels';

export interface EndorsementView {
  reference: string;
  preparedOn: string;
  agency: AgencyView;
  insured: InsuredView;
  carrier: string;
  policyNumber: string;
  coverageType: CoverageType;
  effectiveDate: string;
  expirationDate: string;
  /** The endorsement's number on the policy: the version it makes. */
  versionNo: number;
  endorsementDate: string;
  /** What changes, in words. */
  change: string;
  oldAnnualPremiumCents: number;
  newAnnualPremiumCents: number;
  termDays: number;
  remainingDays: number;
  /** Positive: additional premium; negative: return premium. */
  proRataCents: number;
  /** How the money moved, in words. */
  settlement: string;
  sandbox: boolean;
}

export async function renderEndorsement(view: EndorsementView): Promise<Uint8Array> {
  const form = await FormWriter.create({
    title: `Policy endorsement - ${view.insured.name} - ${view.policyNumber}`,
    subject: `Endorsement ${view.versionNo} of policy ${view.policyNumber}`,
    runningTitle: `Endorsement ${view.reference} - ${view.insured.name}`,
    footer: `${view.insured.name} - endorsement ${view.reference}, prepared ${usDate(view.preparedOn)}`,
    watermark: view.sandbox ? SANDBOX_WATERMARK : undefined,
  });
  form.header({
    agencyLines: agencyLines(view.agency),
    title: 'Policy Endorsement',
    subtitle: [`Reference ${view.reference}`, `Dated ${usDate(view.preparedOn)}`],
  });
  if (view.sandbox) form.notice('Sandbox document: priced with the carrier’s sandbox rates.');

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
    { label: 'Coverage', value: COVERAGE_LABELS[view.coverageType], width: 0.4 },
  ]);
  form.fields([
    {
      label: 'Policy period',
      value: `${usDate(view.effectiveDate)} to ${usDate(view.expirationDate)}`,
      width: 0.5,
    },
    { label: 'Policy version', value: String(view.versionNo), width: 0.2 },
    {
      label: 'Endorsement effective',
      value: `${usDate(view.endorsementDate)}, 12:01 AM`,
      width: 0.3,
    },
  ]);

  form.section('Change');
  form.paragraph(view.change);
  form.paragraph(
    `All other terms and conditions of the policy remain unchanged. This endorsement forms part ` +
      `of the policy from ${usDate(view.endorsementDate)}.`,
    8,
  );

  form.section('Premium');
  const additional = view.proRataCents >= 0;
  form.table(
    [
      { label: 'Item', width: 0.7 },
      { label: 'Amount', width: 0.3, align: 'right' },
    ],
    [
      ['Annual premium before the change', formatCents(view.oldAnnualPremiumCents)],
      ['Annual premium with the change', formatCents(view.newAnnualPremiumCents)],
      ['Days of the term left / days of the term', `${view.remainingDays} / ${view.termDays}`],
      [
        additional ? 'Additional premium (pro rata)' : 'Return premium (pro rata)',
        formatCents(Math.abs(view.proRataCents)),
      ],
    ],
    '',
  );
  form.gap(6);
  form.paragraph(view.settlement, 8);
  form.paragraph('Questions about this endorsement go to your agency:', 8);
  form.paragraph(agencyLines(view.agency).join(', '), 8);
  return form.finish();
}
