/**
 * A certificate of liability insurance in the layout of ACORD 25: producer and insured, the
 * insurers affording coverage by letter, the coverage rows with their limits and endorsement
 * marks, the description of operations, the certificate holder and the cancellation wording,
 * and the link (with its QR code) where anyone holding the certificate checks the policy today.
 */
import QRCode from 'qrcode';
import { addressLines, oneLineAddress, usDate } from '../pdf/format';
import { FormWriter } from '../pdf/form-writer';
import type { AddressView, AgencyView, InsuredView, LimitView } from '../views';
import { agencyLines, SANDBOX_WATERMARK } from './labels';

/** One insurer affording coverage, under its letter. */
export interface Acord25InsurerView {
  letter: string;
  name: string;
}

/** One row of the coverages table. */
export interface Acord25CoverageView {
  insurerLetter: string;
  typeOfInsurance: string;
  /** Null where the line has no such box (workers compensation has no additional insured). */
  additionalInsured: boolean | null;
  waiverOfSubrogation: boolean;
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
  limits: LimitView[];
}

export interface Acord25View {
  agency: AgencyView;
  /** The certificate's reference. */
  certificateNumber: string;
  issuedOn: string;
  insured: InsuredView;
  insurers: Acord25InsurerView[];
  coverages: Acord25CoverageView[];
  /** Description of operations, locations and vehicles, job locations included. */
  descriptionOfOperations: string;
  holder: { name: string; address: AddressView };
  sandbox: boolean;
  /** The public page that says whether the policy is still in force, printed with its QR code. */
  verificationUrl: string;
}

export const ACORD25_CANCELLATION =
  'Should any of the above described policies be cancelled before the expiration date thereof, ' +
  'notice will be delivered in accordance with the policy provisions.';

export const ACORD25_VERIFY =
  'Scan the code or open the link to see whether the policy is in force today, as of the moment ' +
  'you look, and whether this certificate still matches it.';

export const ACORD25_NOTICE =
  'This certificate is issued as a matter of information only and confers no rights upon the ' +
  'certificate holder. This certificate does not affirmatively or negatively amend, extend or ' +
  'alter the coverage afforded by the policies below. This certificate of insurance does not ' +
  'constitute a contract between the issuing insurer(s), authorized representative or producer, ' +
  'and the certificate holder.';

function mark(value: boolean | null): string {
  if (value === null) return 'N/A';
  return value ? 'Y' : 'N';
}

export async function renderAcord25(view: Acord25View): Promise<Uint8Array> {
  const form = await FormWriter.create({
    title: `Certificate of liability insurance ${view.certificateNumber} - ${view.insured.name}`,
    subject: `Certificate for ${view.holder.name}`,
    runningTitle: `Certificate of liability insurance ${view.certificateNumber}`,
    footer: `ACORD 25 layout - certificate ${view.certificateNumber}, issued ${usDate(view.issuedOn)}`,
    watermark: view.sandbox ? SANDBOX_WATERMARK : undefined,
  });
  form.header({
    agencyLines: agencyLines(view.agency),
    title: 'Certificate of Liability Insurance',
    subtitle: [`Certificate ${view.certificateNumber}`, `Date issued ${usDate(view.issuedOn)}`],
  });
  form.paragraph(ACORD25_NOTICE, 7);
  form.gap(6);
  if (view.sandbox) {
    form.notice(
      'Sandbox certificate: the policy is with a sandbox carrier. No insurance is in force.',
    );
  }

  form.section('Producer and insured');
  form.fields([
    { label: 'Producer', value: agencyLines(view.agency).join(', '), width: 0.5 },
    {
      label: 'Insured',
      value: [
        view.insured.name,
        view.insured.dba ? `DBA ${view.insured.dba}` : null,
        view.insured.address ? oneLineAddress(view.insured.address) : null,
      ]
        .filter(Boolean)
        .join(', '),
      width: 0.5,
    },
  ]);

  form.section('Insurers affording coverage');
  form.table(
    [
      { label: 'Letter', width: 0.15 },
      { label: 'Insurer', width: 0.85 },
    ],
    view.insurers.map((i) => [`Insurer ${i.letter}`, i.name]),
    'No insurer.',
  );

  form.section('Coverages');
  form.table(
    [
      { label: 'Insr ltr', width: 0.06 },
      { label: 'Type of insurance', width: 0.17 },
      { label: 'Addl insd', width: 0.06 },
      { label: 'Subr wvd', width: 0.06 },
      // One line whatever its length, so the number is found and copied whole.
      { label: 'Policy number', width: 0.18, fit: true },
      { label: 'Policy eff', width: 0.09 },
      { label: 'Policy exp', width: 0.09 },
      { label: 'Limits', width: 0.29 },
    ],
    view.coverages.map((c) => [
      c.insurerLetter,
      c.typeOfInsurance,
      mark(c.additionalInsured),
      mark(c.waiverOfSubrogation),
      c.policyNumber,
      usDate(c.effectiveDate),
      usDate(c.expirationDate),
      c.limits.map((l) => `${l.label}: ${l.value}`).join('; '),
    ]),
    'No coverage.',
  );

  form.section('Description of operations / locations / vehicles');
  form.fields([{ label: 'Description', value: view.descriptionOfOperations, width: 1 }], 40);

  form.section('Certificate holder and cancellation');
  form.fields(
    [
      {
        label: 'Certificate holder',
        value: [view.holder.name, ...addressLines(view.holder.address)].join(', '),
        width: 0.5,
      },
      { label: 'Cancellation', value: ACORD25_CANCELLATION, width: 0.5 },
    ],
    50,
  );
  form.fields([
    { label: 'Authorized representative', value: view.agency.name, width: 0.5 },
    { label: 'Date issued', value: usDate(view.issuedOn), width: 0.5 },
  ]);
  await form.linkWithCode({
    title: 'Verify this certificate',
    text: ACORD25_VERIFY,
    url: view.verificationUrl,
    qrPng: await QRCode.toBuffer(view.verificationUrl, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 1,
      scale: 4,
    }),
  });
  return form.finish();
}
