/**
 * The workers compensation application in the layout of ACORD 130: agency, applicant, policy
 * information, locations, individuals included or excluded, the state rating worksheet, prior
 * carriers and loss history, general information and the signatures, as a multi-page form.
 */
import { ENTITY_TYPES } from '@coverline/contracts';
import {
  addressLines,
  formatFein,
  oneLineAddress,
  optional,
  usd,
  usdWhole,
  usDate,
  yesNo,
} from '../pdf/format';
import { FormWriter } from '../pdf/form-writer';
import type { WcApplicationView } from '../views';
import { agencyLines, SANDBOX_WATERMARK } from './labels';

const FRAUD_NOTICE =
  'Any person who knowingly and with intent to defraud any insurance company or another person ' +
  'files an application for insurance containing any materially false information, or conceals ' +
  'for the purpose of misleading information concerning any fact material thereto, commits a ' +
  'fraudulent insurance act, which is a crime and subjects the person to criminal and civil penalties.';

export async function renderWcApplication(view: WcApplicationView): Promise<Uint8Array> {
  const { applicant, policy, agency } = view;
  const form = await FormWriter.create({
    title: `Workers compensation application - ${applicant.name}`,
    subject: 'Workers compensation application (ACORD 130 layout)',
    runningTitle: `Workers compensation application - ${applicant.name}`,
    footer: `Workers compensation application (ACORD 130 layout) - prepared ${usDate(view.preparedOn)} by ${agency.name}`,
    watermark: view.sandbox ? SANDBOX_WATERMARK : undefined,
  });
  form.header({
    agencyLines: agencyLines(agency),
    title: 'Workers Compensation Application',
    subtitle: ['Laid out as ACORD 130', `Prepared ${usDate(view.preparedOn)}`],
  });

  form.section('Agency');
  form.fields([
    {
      label: 'Agency name and address',
      value: [agency.name, ...(agency.address ? addressLines(agency.address) : [])].join(', '),
      width: 0.5,
    },
    { label: 'Producer', value: optional(agency.producerName), width: 0.2 },
    { label: 'Carrier', value: optional(view.carrier), width: 0.3 },
  ]);
  form.fields([
    { label: 'Phone', value: optional(agency.phone), width: 0.3 },
    { label: 'Email', value: optional(agency.email), width: 0.7 },
  ]);

  form.section('Applicant');
  form.fields([
    { label: 'Name (first named insured)', value: applicant.name, width: 0.5 },
    { label: 'Doing business as', value: optional(applicant.dba), width: 0.5 },
  ]);
  form.fields([
    {
      label: 'Mailing address',
      value: applicant.address ? oneLineAddress(applicant.address) : '',
      width: 0.6,
    },
    {
      label: 'Federal employer ID (FEIN)',
      value: applicant.fein ? formatFein(applicant.fein) : 'None',
      width: 0.2,
    },
    { label: 'Years in business', value: optional(applicant.yearsInBusiness), width: 0.2 },
  ]);
  form.fields([
    {
      label: 'Type of entity',
      value: ENTITY_TYPES.map((t) => `[${t === applicant.entityType ? 'X' : '  '}] ${t}`).join(
        '     ',
      ),
      width: 0.8,
    },
    { label: 'NAICS', value: optional(applicant.naicsCode), width: 0.2 },
  ]);
  form.fields([
    { label: 'Contact', value: applicant.contact.name, width: 0.22 },
    { label: 'Phone', value: optional(applicant.contact.phone), width: 0.16 },
    { label: 'Email', value: optional(applicant.contact.email), width: 0.31 },
    { label: 'Website', value: optional(applicant.website), width: 0.31 },
  ]);

  form.section('Policy information');
  form.fields([
    { label: 'Proposed effective date', value: usDate(policy.effectiveDate), width: 0.25 },
    { label: 'Proposed expiration date', value: usDate(policy.expirationDate), width: 0.25 },
    {
      label: 'Experience modification',
      value: policy.experienceMod === null ? 'None' : policy.experienceMod.toFixed(2),
      width: 0.25,
    },
    { label: 'Waiver of subrogation', value: yesNo(policy.waiverOfSubrogation), width: 0.25 },
  ]);
  form.fields([
    {
      label: 'Part 1 - Workers compensation (states)',
      value: policy.part1States.join(', '),
      width: 1,
    },
  ]);
  form.fields([
    {
      label: 'Part 2 - Employers liability: each accident',
      value: policy.employersLiability.eachAccident,
      width: 1 / 3,
    },
    {
      label: 'Disease - policy limit',
      value: policy.employersLiability.diseasePolicyLimit,
      width: 1 / 3,
    },
    {
      label: 'Disease - each employee',
      value: policy.employersLiability.diseaseEachEmployee,
      width: 1 / 3,
    },
  ]);

  form.section('Locations');
  form.table(
    [
      { label: 'Loc #', width: 0.08 },
      { label: 'Street, city, state, ZIP', width: 0.77 },
      { label: 'Primary', width: 0.15 },
    ],
    view.locations.map((l) => [
      String(l.number),
      oneLineAddress(l.address),
      l.primary ? 'Yes' : '',
    ]),
    'No locations.',
  );

  form.section('Individuals included / excluded');
  form.table(
    [
      { label: 'State', width: 0.07 },
      { label: 'Name', width: 0.24 },
      { label: 'Title / relationship', width: 0.18 },
      { label: 'Ownership %', width: 0.11, align: 'right' },
      { label: 'Inc / Exc', width: 0.1 },
      { label: 'Class code', width: 0.11 },
      { label: 'Remuneration / payroll', width: 0.19, align: 'right' },
    ],
    view.individuals.map((i) => [
      i.state,
      i.name,
      optional(i.title),
      `${i.ownershipPercent}%`,
      i.included ? 'Included' : 'Excluded',
      optional(i.classCode),
      i.remunerationCents === null ? '' : usdWhole(i.remunerationCents),
    ]),
    'No owners or officers listed.',
  );

  form.section('State rating worksheet');
  form.table(
    [
      { label: 'State', width: 0.06 },
      { label: 'Loc #', width: 0.06 },
      { label: 'Class code', width: 0.08 },
      { label: 'Categories, duties, classifications', width: 0.3 },
      { label: 'Full-time employees', width: 0.08, align: 'right' },
      { label: 'Part-time employees', width: 0.08, align: 'right' },
      { label: 'Estimated annual remuneration', width: 0.13, align: 'right' },
      { label: 'Rate', width: 0.08, align: 'right' },
      { label: 'Estimated annual premium', width: 0.13, align: 'right' },
    ],
    view.ratingRows.map((r) => [
      r.state,
      String(r.locationNumber),
      r.classCode,
      r.description,
      optional(r.fullTimeEmployees),
      optional(r.partTimeEmployees),
      usdWhole(r.remunerationCents),
      r.ratePer100 === null ? '' : r.ratePer100.toFixed(2),
      r.premiumCents === null ? '' : usd(r.premiumCents),
    ]),
    'No class codes.',
  );
  form.fields([
    {
      label: 'Total estimated annual premium (all states)',
      value:
        view.totalEstimatedPremiumCents === null
          ? 'Not yet rated'
          : usd(view.totalEstimatedPremiumCents),
      width: 1,
    },
  ]);

  form.section('Prior carrier information');
  form.table(
    [
      { label: 'Year', width: 0.08 },
      { label: 'Carrier', width: 0.3 },
      { label: 'Policy number', width: 0.2 },
      { label: 'Annual premium', width: 0.17, align: 'right' },
      { label: 'Mod', width: 0.1, align: 'right' },
      { label: 'Years with carrier', width: 0.15, align: 'right' },
    ],
    view.priorCarriers.map((p) => [
      String(p.year),
      p.carrier,
      optional(p.policyNumber),
      p.annualPremiumCents === null ? '' : usd(p.annualPremiumCents),
      p.experienceMod === null ? '' : p.experienceMod.toFixed(2),
      optional(p.yearsWithCarrier),
    ]),
    view.noPriorCoverage
      ? 'No prior coverage: the applicant had no workers compensation policy before.'
      : 'No prior carrier reported.',
  );

  form.section(`Loss history - last ${view.lossHistoryYears} years`);
  form.table(
    [
      { label: 'Date of loss', width: 0.14 },
      { label: 'Description', width: 0.52 },
      { label: 'Amount of loss', width: 0.2, align: 'right' },
      { label: 'Status', width: 0.14 },
    ],
    view.claims.map((c) => [
      usDate(c.date),
      c.description,
      usd(c.amountOfLossCents),
      c.open ? 'Open' : 'Closed',
    ]),
    'No losses reported.',
  );

  form.section('General information');
  form.table(
    [
      { label: '#', width: 0.05 },
      { label: 'Question', width: 0.77 },
      { label: 'Answer', width: 0.18 },
    ],
    view.questions.map((q, i) => [String(i + 1), q.question, q.answer]),
    'No questions answered.',
  );

  // The declaration and both signature rows stay on one page.
  form.section('Signatures', 170);
  form.paragraph(FRAUD_NOTICE, 7.5);
  form.gap(4);
  form.fields(
    [
      { label: "Applicant's signature", value: '', width: 0.5 },
      { label: 'Printed name and title', value: '', width: 0.3 },
      { label: 'Date', value: '', width: 0.2 },
    ],
    38,
  );
  form.fields(
    [
      { label: "Producer's signature", value: '', width: 0.5 },
      { label: "Producer's name", value: optional(agency.producerName), width: 0.3 },
      { label: 'Date', value: '', width: 0.2 },
    ],
    38,
  );
  return form.finish();
}
