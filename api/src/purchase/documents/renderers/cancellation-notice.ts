/**
 * The notice of cancellation of a bound policy: which policy, the day cover ends and why, and
 * how its premium settles (earned, returned, refunded, still owed).
 */
import type { CoverageType } from '@coverline/contracts';
import { formatCents } from '../../../common/money';
import { oneLineAddress, usDate } from '../pdf/format';
import { FormWriter } from '../pdf/form-writer';
import type { AgencyView, InsuredView } from '../views';
import { agencyLines, COVERAGE_LABELS, SANDBOX_WATERMARK } from './labels';

export interface CancellationNoticeView {
  reference: string;
  preparedOn: string;
  agency: AgencyView;
  insured: InsuredView;
  carrier: string;
  policyNumber: string;
  coverageType: CoverageType;
  effectiveDate: string;
  expirationDate: string;
  cancellationDate: string;
  /** The reason in words ("At the insured's request"). */
  reason: string;
  /** How the return premium was worked out, in words. */
  method: string;
  premiumCents: number;
  earnedCents: number;
  returnPremiumCents: number;
  refundCents: number;
  balanceDueCents: number;
  carrierConfirmation: string | null;
  sandbox: boolean;
}

export async function renderCancellationNotice(view: CancellationNoticeView): Promise<Uint8Array> {
  const form = await FormWriter.create({
    title: `Notice of cancellation - ${view.insured.name} - ${view.policyNumber}`,
    subject: `Cancellation of policy ${view.policyNumber}`,
    runningTitle: `Notice of cancellation ${view.reference} - ${view.insured.name}`,
    footer: `${view.insured.name} - notice of cancellation ${view.reference}, prepared ${usDate(view.preparedOn)}`,
    watermark: view.sandbox ? SANDBOX_WATERMARK : undefined,
  });
  form.header({
    agencyLines: agencyLines(view.agency),
    title: 'Notice of Cancellation',
    subtitle: [`Reference ${view.reference}`, `Dated ${usDate(view.preparedOn)}`],
  });
  if (view.sandbox) form.notice('Sandbox document: the carrier was notified through its sandbox.');

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
    {
      label: 'Cancellation effective',
      value: `${usDate(view.cancellationDate)}, 12:01 AM`,
      width: 0.5,
    },
  ]);

  form.section('Cancellation');
  form.fields([
    { label: 'Reason', value: view.reason, width: 0.5 },
    { label: 'Return premium', value: view.method, width: 0.5 },
  ]);
  form.paragraph(
    `The policy named above is cancelled effective ${usDate(view.cancellationDate)} at 12:01 AM. ` +
      'No coverage is provided for losses occurring on or after that time.',
  );
  if (view.carrierConfirmation) {
    form.gap(4);
    form.paragraph(
      `${view.carrier} acknowledged this cancellation: ${view.carrierConfirmation}.`,
      8,
    );
  }

  form.section('Premium');
  form.table(
    [
      { label: 'Item', width: 0.7 },
      { label: 'Amount', width: 0.3, align: 'right' },
    ],
    [
      ['Premium written for the term', formatCents(view.premiumCents)],
      ['Premium earned to the cancellation date', formatCents(view.earnedCents)],
      ['Return premium', formatCents(view.returnPremiumCents)],
      ['Refunded to the card or account you paid with', formatCents(view.refundCents)],
      ['Earned premium still owed', formatCents(view.balanceDueCents)],
    ],
    '',
  );
  form.gap(6);
  form.paragraph(
    'A refund reaches the card or bank account it was paid with in 5 to 10 business days. ' +
      'Questions about this notice go to your agency:',
    8,
  );
  form.paragraph(agencyLines(view.agency).join(', '), 8);
  return form.finish();
}
