/** Realistic view models for the document renderers, shaped like the data a quote holds. */
import type {
  AgencyView,
  PolicySummaryView,
  QuoteProposalView,
  WcApplicationView,
  WcRatingRowView,
} from '../../src/purchase/documents/views';
import type { CancellationNoticeView } from '../../src/purchase/documents/renderers/cancellation-notice';

export const agency: AgencyView = {
  name: 'Coverline Insurance Services',
  address: {
    line1: '100 Market Street',
    line2: 'Suite 400',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
  },
  phone: '(303) 555-0100',
  email: 'service@coverline.example',
  producerName: 'Dana Whitfield',
};

const insured = {
  name: 'Blue Ridge Landscaping LLC',
  dba: 'Blue Ridge Lawn & Garden',
  fein: '123456789',
  address: { line1: '42 Aspen Way', city: 'Boulder', state: 'CO', zip: '80301' },
};

export function wcProposal(overrides: Partial<QuoteProposalView> = {}): QuoteProposalView {
  return {
    agency,
    reference: 'Q-7F3A2C',
    preparedOn: '2026-02-10',
    insured,
    carrier: 'Employers',
    effectiveDate: '2026-03-01',
    expirationDate: '2027-03-01',
    annualPremiumCents: 1_284_350,
    coverage: {
      coverageType: 'wc',
      classes: [
        {
          state: 'CO',
          classCode: '0042',
          description: 'Landscape gardening and drivers',
          payrollCents: 32_000_000,
          ownerPayrollCents: 0,
          ratePer100: 3.41,
          premiumCents: 1_091_200,
        },
        {
          state: 'CO',
          classCode: '8810',
          description: 'Clerical office employees NOC',
          payrollCents: 6_500_000,
          ownerPayrollCents: 0,
          ratePer100: 0.17,
          premiumCents: 11_050,
        },
        {
          state: 'WY',
          classCode: '0042',
          description: 'Landscape gardening and drivers',
          payrollCents: 4_000_000,
          ownerPayrollCents: 0,
          ratePer100: 4.55,
          premiumCents: 182_100,
        },
      ],
      employersLiabilityLimits: '$500,000 / $500,000 / $500,000',
      waiverOfSubrogation: true,
    },
    buildUp: [
      { kind: 'premium', label: 'Class 0042 (CO), payroll $320,000.00', amountCents: 1_091_200 },
      { kind: 'premium', label: 'Class 8810 (CO), payroll $65,000.00', amountCents: 11_050 },
      { kind: 'premium', label: 'Class 0042 (WY), payroll $40,000.00', amountCents: 182_100 },
    ],
    bindability: 'BINDABLE_THRU_API',
    notes: ['Premium includes the Colorado expense constant and terrorism charge.'],
    sandbox: true,
    ...overrides,
  };
}

export function glProposal(): QuoteProposalView {
  return {
    ...wcProposal(),
    carrier: 'Coterie',
    annualPremiumCents: 186_000,
    coverage: {
      coverageType: 'gl',
      limits: [
        { label: 'Each occurrence', value: '$1,000,000' },
        { label: 'General aggregate', value: '$2,000,000' },
        { label: 'Products and completed operations aggregate', value: '$2,000,000' },
        { label: 'Blanket additional insured', value: 'Included' },
      ],
    },
    bindability: 'REFERRED',
    notes: ['Finish the underwriting questions on the carrier site.', 'Open claims need review.'],
  };
}

function ratingRow(i: number): WcRatingRowView {
  return {
    state: i % 2 ? 'WY' : 'CO',
    locationNumber: (i % 3) + 1,
    classCode: String(8000 + i).padStart(4, '0'),
    description: `Class ${i + 1}: landscape maintenance crews, including drivers, mowing and irrigation work`,
    fullTimeEmployees: 3 + i,
    partTimeEmployees: i % 4,
    remunerationCents: 5_000_000 + i * 125_000,
    ratePer100: 2.5 + i / 100,
    premiumCents: 125_000 + i * 3_100,
  };
}

export function wcApplication(rows = 3, owners = 2, claims = 1): WcApplicationView {
  return {
    agency,
    preparedOn: '2026-02-10',
    carrier: 'Employers',
    applicant: {
      ...insured,
      entityType: 'LLC',
      yearsInBusiness: 12,
      naicsCode: '561730',
      website: 'https://blueridge.example',
      contact: { name: 'Maria Lopez', phone: '(720) 555-0199', email: 'maria@blueridge.example' },
    },
    policy: {
      effectiveDate: '2026-03-01',
      expirationDate: '2027-03-01',
      part1States: ['CO', 'WY'],
      employersLiability: {
        eachAccident: '$500,000',
        diseasePolicyLimit: '$500,000',
        diseaseEachEmployee: '$500,000',
      },
      waiverOfSubrogation: true,
      experienceMod: 0.94,
    },
    locations: [
      { number: 1, address: insured.address, primary: true },
      {
        number: 2,
        address: { line1: '7 Depot Road', city: 'Cheyenne', state: 'WY', zip: '82001' },
        primary: false,
      },
      {
        number: 3,
        address: {
          line1: '18 Mill Street',
          line2: 'Unit B',
          city: 'Longmont',
          state: 'CO',
          zip: '80501',
        },
        primary: false,
      },
    ],
    ratingRows: Array.from({ length: rows }, (_, i) => ratingRow(i)),
    totalEstimatedPremiumCents: 1_284_350,
    individuals: Array.from({ length: owners }, (_, i) => ({
      name: i === 0 ? 'Maria Lopez' : `Owner ${i + 1}`,
      title: i === 0 ? 'Managing member' : 'Member',
      state: 'CO',
      ownershipPercent: i === 0 ? 60 : 40 / Math.max(1, owners - 1),
      included: i === 0,
      classCode: i === 0 ? '0042' : null,
      remunerationCents: i === 0 ? 6_240_000 : null,
    })),
    priorCarriers: [
      {
        year: 2025,
        carrier: 'Pinnacol Assurance',
        policyNumber: '4123987',
        annualPremiumCents: 1_190_000,
        experienceMod: 0.97,
        yearsWithCarrier: 3,
      },
    ],
    noPriorCoverage: false,
    claims: Array.from({ length: claims }, (_, i) => ({
      date: `2024-0${(i % 9) + 1}-15`,
      description: `Crew member strained back lifting pavers (claim ${i + 1})`,
      amountOfLossCents: 840_000 + i * 10_000,
      open: i === 0,
    })),
    lossHistoryYears: 5,
    questions: [
      {
        question: 'Does the applicant own, operate or lease aircraft or watercraft?',
        answer: 'No',
      },
      { question: 'Do any employees work at heights over 15 feet?', answer: 'No' },
      {
        question: 'Are subcontractors used? If so, are certificates of insurance obtained?',
        answer: 'Yes - certificates kept on file',
      },
      { question: 'Is there a formal safety program in operation?', answer: 'Yes' },
    ],
    sandbox: false,
  };
}

export function policySummary(): PolicySummaryView {
  return {
    agency,
    policyNumber: 'EMP-WC-2026-000417',
    carrier: 'Employers',
    coverageType: 'wc',
    insured,
    effectiveDate: '2026-03-01',
    expirationDate: '2027-03-01',
    boundOn: '2026-02-20',
    annualPremiumCents: 1_284_350,
    billingMethod: 'Pay as you go (payroll reporting)',
    limits: [
      { label: 'Part 1 - Workers compensation', value: 'Statutory (CO, WY)' },
      { label: 'Employers liability - each accident', value: '$500,000' },
      { label: 'Employers liability - disease, policy limit', value: '$500,000' },
      { label: 'Employers liability - disease, each employee', value: '$500,000' },
    ],
    blanketAdditionalInsured: null,
    waiverOfSubrogation: true,
    sandbox: false,
  };
}

export function cancellationNotice(): CancellationNoticeView {
  return {
    reference: 'Q-7F3A2C10',
    preparedOn: '2026-09-01',
    agency,
    insured,
    carrier: 'Employers',
    policyNumber: 'EMP-WC-2026-000417',
    coverageType: 'wc',
    effectiveDate: '2026-03-01',
    expirationDate: '2027-03-01',
    cancellationDate: '2026-09-01',
    reason: "At the insured's request",
    method: 'Short rate (90% of the pro rata unearned premium)',
    premiumCents: 1_284_350,
    earnedCents: 715_312,
    returnPremiumCents: 569_038,
    refundCents: 569_038,
    balanceDueCents: 0,
    carrierConfirmation: 'CXL-0123456789',
    sandbox: true,
  };
}
