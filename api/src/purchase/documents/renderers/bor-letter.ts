/**
 * The broker-of-record letter: on the insured's letterhead, the business appoints Coverline as
 * broker of record for one policy with its carrier, from a date, rescinding earlier
 * appointments; signed by an officer of the business.
 */
import { oneLineAddress, usDate, addressLines } from '../pdf/format';
import { FormWriter } from '../pdf/form-writer';
import type { AddressView } from '../views';
import { COVERAGE_LABELS, SANDBOX_WATERMARK } from './labels';
import type { CoverageType } from '@coverline/contracts';

export interface BorLetterView {
  /** The application's short reference, printed on every page. */
  reference: string;
  preparedOn: string;
  agencyName: string;
  insured: { name: string; fein: string | null; address: AddressView; mailing: AddressView | null };
  carrier: string;
  policyNumber: string;
  coverageType: CoverageType;
  effectiveDate: string;
  signer: { name: string; title: string; email: string };
  /** Present once signed: the typed name and when. */
  signature: { typedName: string; signedAt: string } | null;
  sandbox: boolean;
}

export async function renderBorLetter(view: BorLetterView): Promise<Uint8Array> {
  const form = await FormWriter.create({
    title: `Broker of record letter - ${view.insured.name} - ${view.policyNumber}`,
    subject: `Appointment of ${view.agencyName} as broker of record`,
    runningTitle: `Broker of record letter ${view.reference} - ${view.insured.name}`,
    footer: `${view.insured.name} - broker of record letter ${view.reference}, prepared ${usDate(view.preparedOn)}`,
    watermark: view.sandbox ? SANDBOX_WATERMARK : undefined,
  });
  const letterhead = view.insured.mailing ?? view.insured.address;
  form.header({
    agencyLines: [
      view.insured.name,
      ...addressLines(letterhead),
      ...(view.insured.fein ? [`FEIN ${view.insured.fein}`] : []),
    ],
    title: 'Broker of Record Letter',
    subtitle: [`Reference ${view.reference}`, `Dated ${usDate(view.preparedOn)}`],
  });
  if (view.sandbox) form.notice('Sandbox document: signed with the sandbox e-signature service.');

  form.section('Policy');
  form.fields([
    { label: 'Named insured', value: view.insured.name, width: 0.5 },
    { label: 'Business address', value: oneLineAddress(view.insured.address), width: 0.5 },
  ]);
  form.fields([
    { label: 'Carrier', value: view.carrier, width: 0.3 },
    { label: 'Policy number', value: view.policyNumber, width: 0.25 },
    { label: 'Coverage', value: COVERAGE_LABELS[view.coverageType], width: 0.25 },
    { label: 'Effective', value: usDate(view.effectiveDate), width: 0.2 },
  ]);

  form.section('Appointment');
  form.paragraph(`To ${view.carrier}:`);
  form.gap(6);
  form.paragraph(
    `We, ${view.insured.name}, appoint ${view.agencyName} as our broker of record for policy ` +
      `${view.policyNumber} with carrier ${view.carrier} effective ${usDate(view.effectiveDate)}, ` +
      'rescinding all previous appointments. This appointment covers the policy named above and ' +
      'its renewals, and authorises our broker to obtain information about the policy, its ' +
      'premium and its loss history, and to negotiate on our behalf.',
  );
  form.gap(6);
  form.paragraph('Please send all correspondence about this policy to our broker of record.');

  form.section('Signature');
  form.fields([
    { label: 'Signed by', value: view.signer.name, width: 0.4 },
    { label: 'Title', value: view.signer.title, width: 0.3 },
    { label: 'Email', value: view.signer.email, width: 0.3 },
  ]);
  form.fields([
    {
      label: 'Electronic signature',
      value: view.signature ? `/s/ ${view.signature.typedName}` : '',
      width: 0.6,
    },
    {
      label: 'Date signed',
      value: view.signature ? usDate(view.signature.signedAt.slice(0, 10)) : '',
      width: 0.4,
    },
  ]);
  form.gap(6);
  form.paragraph(
    'Signed electronically: the typed name, consent, the time and where the signer signed ' +
      'from are recorded with this letter.',
    8,
  );
  return form.finish();
}
