import {
  ClaimMessages,
  FormatMessages,
  MONOPOLISTIC_STATE_MESSAGE,
  OwnerMessages,
  QuoteMessages,
  type ValidationContext,
} from '@coverline/contracts';
import type { FieldValues } from 'react-hook-form';
import { i18n } from '../../../../lib/i18n';
import {
  formPath,
  messageOf,
  REQUIRED,
  stepErrors,
  toFormErrors,
  type StepDefinition,
} from '../state/step-form';
import type { WizardValues } from '../state/values';
import { QUOTATION_NS } from '../namespace';
import { addQuotationTexts, mapping, numberQuestion, yesNo } from '../../../../test/quotation';
import { businessInfoStep } from './BusinessInfoStep';
import { businessTypeStep } from './BusinessTypeStep';
import { claimsStep, type ClaimsForm } from './ClaimsStep';
import { contactStep } from './ContactStep';
import { coverageStep } from './CoverageStep';
import { cyberStep } from './CyberStep';
import { effectiveDateStep } from './EffectiveDateStep';
import { allowedLevels, employersLiabilityStep } from './EmployersLiabilityStep';
import { feinStep } from './FeinStep';
import { financeStep } from './FinanceStep';
import { glLimitsStep } from './GlLimitsStep';
import { legalEntityStep } from './LegalEntityStep';
import { locationStep, type LocationsForm } from './LocationStep';
import { mailingAddressStep } from './MailingAddressStep';
import { ownersStep, type OwnerForm } from './OwnersStep';
import { payrollStep, suggestedClassCodes } from './PayrollStep';
import { propertyStep } from './PropertyStep';
import { underwritingStep } from './UnderwritingStep';
import { waiverStep } from './WaiverStep';
import { websiteStep } from './WebsiteStep';

const context: ValidationContext = { today: '2026-06-15', maxBackdatedDays: 0 };

/** Each field's first message, as the form shows it (a missing answer as REQUIRED). */
function check<F extends FieldValues>(
  definition: StepDefinition<F>,
  form: NoInfer<F>,
  values: WizardValues = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of stepErrors(definition, form, values, context, i18n.fixedT(QUOTATION_NS))) {
    out[e.field] ??= messageOf(e);
  }
  return out;
}

beforeAll(addQuotationTexts);

const CA = {
  address: '1 Main St',
  city: 'Fresno',
  state: 'CA',
  zip: '93701',
  primary: true,
};

describe('coverage step', () => {
  it('asks for a coverage', () => {
    expect(
      check(coverageStep(false, false), {
        coverageType: '',
        email: '',
        firstName: '',
        lastName: '',
      }),
    ).toEqual({
      coverageType: REQUIRED,
    });
  });

  it("asks staff for the client's email, in the specification's words", () => {
    const form = {
      coverageType: 'wc' as const,
      email: 'not-an-email',
      firstName: '',
      lastName: '',
    };
    expect(check(coverageStep(true, false), form)).toEqual({
      email: 'Please enter a valid email.',
    });
    expect(check(coverageStep(true, false), { ...form, email: 'client@example.com' })).toEqual({});
  });

  it('keeps the coverage of a quote already started', () => {
    const step = coverageStep(false, true);
    expect(
      step.toPatch({ coverageType: 'gl', email: '', firstName: '', lastName: '' }, {}),
    ).toEqual({});
  });
});

describe('business type and business info', () => {
  it('needs a business type picked from the search', () => {
    expect(
      check(businessTypeStep, { naicsCode: '', masterIndexCode: '', naicsMatrixDesc: '' }),
    ).toEqual({
      naicsCode: REQUIRED,
    });
    expect(
      check(businessTypeStep, {
        naicsCode: '561730',
        masterIndexCode: 'MI-1001',
        naicsMatrixDesc: 'Landscaping',
      }),
    ).toEqual({});
  });

  it('checks employees, year established and experience', () => {
    expect(
      check(businessInfoStep, {
        employees: '10000',
        yearEstablished: '2027',
        yearsOfExperience: '2.5',
        ownersCount: '0',
      }),
    ).toEqual({
      employees: FormatMessages.employees,
      yearEstablished: FormatMessages.year,
      yearsOfExperience: FormatMessages.yearsOfExperience,
      ownersCount: QuoteMessages.validOwnersCount,
    });
    expect(
      check(businessInfoStep, {
        employees: '1,200',
        yearEstablished: '2010',
        yearsOfExperience: '3',
        ownersCount: '',
      }),
    ).toEqual({});
  });
});

describe('location step', () => {
  const blank = {
    address: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    buildingType: '',
    construction: '',
    stories: '',
    yearBuilt: '',
    squareFootage: '',
    sprinklers: '' as const,
  };
  const form = (location: Partial<typeof blank>): LocationsForm => ({
    locations: [{ ...blank, ...location }],
    primary: '0',
  });

  it('needs a street, city, state and ZIP', () => {
    expect(check(locationStep, form({ zip: '9370' }), { coverageType: 'gl' })).toEqual({
      'locations[0].address': REQUIRED,
      'locations[0].city': REQUIRED,
      'locations[0].state': REQUIRED,
      'locations[0].zip': FormatMessages.zip,
    });
  });

  it('turns away workers compensation whose primary location is in a state fund state', () => {
    const errors = check(
      locationStep,
      form({ ...CA, state: 'OH', city: 'Columbus', zip: '43215' }),
      {
        coverageType: 'wc',
      },
    );
    expect(errors['locations[0].state']).toContain(MONOPOLISTIC_STATE_MESSAGE);
    expect(
      check(locationStep, form({ ...CA, state: 'OH', zip: '43215' }), { coverageType: 'gl' }),
    ).toEqual({});
  });

  it("asks a business owner's policy about each building", () => {
    expect(Object.keys(check(locationStep, form(CA), { coverageType: 'bop' }))).toEqual([
      'locations[0].buildingType',
      'locations[0].construction',
      'locations[0].stories',
      'locations[0].yearBuilt',
      'locations[0].squareFootage',
    ]);
  });

  it('marks exactly the chosen location primary', () => {
    const patch = locationStep.toPatch(
      {
        locations: [
          { ...blank, ...CA },
          { ...blank, ...CA, address: '2 Main St' },
        ],
        primary: '1',
      },
      { coverageType: 'gl' },
    );
    expect(patch.locations?.map((l) => l.primary)).toEqual([false, true]);
  });
});

describe('legal entity, contact, FEIN, website and mailing address', () => {
  it('asks for a legal entity', () => {
    expect(check(legalEntityStep, { legalEntity: '' })).toEqual({ legalEntity: REQUIRED });
  });

  it('checks the names, email and phone', () => {
    expect(
      check(contactStep, {
        businessName: 'Acme <LLC>',
        businessDba: '',
        email: 'acme@',
        firstName: 'Ana1',
        lastName: '',
        phone: '123',
      }),
    ).toEqual({
      businessName: FormatMessages.specialCharacters,
      email: QuoteMessages.validEmail,
      firstName: FormatMessages.name,
      lastName: REQUIRED,
      phone: FormatMessages.phone,
    });
  });

  it('needs 9 FEIN digits unless the business has none or keeps the one on file', () => {
    expect(check(feinStep(false), { fein: '12-345', noFein: false, keep: false })).toEqual({
      fein: FormatMessages.fein,
    });
    expect(check(feinStep(false), { fein: '', noFein: true, keep: false })).toEqual({});
    expect(check(feinStep(true), { fein: '', noFein: false, keep: true })).toEqual({});
    expect(feinStep(true).toPatch({ fein: '', noFein: false, keep: true }, {})).toEqual({
      noFein: false,
    });
  });

  it('checks the website unless there is none', () => {
    expect(check(websiteStep, { website: 'not a site', noWebsite: false })).toEqual({
      website: FormatMessages.url,
    });
    expect(check(websiteStep, { website: '', noWebsite: true })).toEqual({});
  });

  it('asks where mail goes and, for a P.O. box, its address', () => {
    const blank = { kind: '', address: '', address2: '', city: '', state: '', zip: '' };
    expect(check(mailingAddressStep, { mailingAddress: blank })).toEqual({
      'mailingAddress.kind': REQUIRED,
    });
    expect(
      check(mailingAddressStep, {
        mailingAddress: { ...blank, kind: 'poBox', address: 'P.O. Box 12' },
      }),
    ).toEqual({
      'mailingAddress.city': REQUIRED,
      'mailingAddress.state': REQUIRED,
      'mailingAddress.zip': REQUIRED,
    });
    expect(
      check(mailingAddressStep, { mailingAddress: { ...blank, kind: 'sameAsBusiness' } }),
    ).toEqual({});
  });
});

describe('effective date, employers liability and waiver', () => {
  it('keeps the effective date between today and 90 days ahead', () => {
    expect(check(effectiveDateStep, { effectiveDate: '2026-06-14' })).toEqual({
      effectiveDate: QuoteMessages.effectiveDateBackdated,
    });
    expect(check(effectiveDateStep, { effectiveDate: '2026-09-14' })).toEqual({
      effectiveDate: QuoteMessages.effectiveDateTooFar,
    });
    expect(check(effectiveDateStep, { effectiveDate: '2026-06-15' })).toEqual({});
  });

  it('allows only level 3 in California and levels 2 and 3 in Oregon', () => {
    expect(allowedLevels({ locations: [CA] })).toEqual([3]);
    expect(allowedLevels({ locations: [{ ...CA, state: 'OR' }] })).toEqual([2, 3]);
    expect(allowedLevels({ locations: [{ ...CA, state: 'TX' }] })).toEqual([1, 2, 3]);
    expect(
      check(employersLiabilityStep, { employersLiabilityLevel: '2' }, { locations: [CA] }),
    ).toEqual({
      employersLiabilityLevel: 'California requires employers liability level 3',
    });
    expect(employersLiabilityStep.toForm({ locations: [CA] })).toEqual({
      employersLiabilityLevel: '3',
    });
  });

  it('asks whether a waiver of subrogation is needed', () => {
    expect(check(waiverStep, { waiverOfSubrogation: '' })).toEqual({
      waiverOfSubrogation: REQUIRED,
    });
    expect(waiverStep.toPatch({ waiverOfSubrogation: 'no' }, {})).toEqual({
      waiverOfSubrogation: false,
    });
  });
});

describe('payroll step', () => {
  const questions = [
    numberQuestion('annualPayroll', 'Payroll', 0, 100_000_000),
    yesNo('usesSubcontractors', 'Subcontractors?'),
    numberQuestion('subcontractorCost', 'Subcontractor cost', 0, 1000),
    yesNo('subcontractorsInsured', 'Subcontractors insured?'),
  ];
  const row = {
    state: 'CA',
    classCode: '0042',
    description: '',
    payrollCents: '250,000',
    fullTimeEmployees: '4',
    partTimeEmployees: '',
    suggested: true,
  };

  it("suggests the business type's class codes in each state but the state fund ones", () => {
    const values: WizardValues = { locations: [CA, { ...CA, state: 'OH', primary: false }] };
    expect(suggestedClassCodes(mapping(), values).map((c) => `${c.state} ${c.classCode}`)).toEqual([
      'CA 0042',
      'CA 8810',
    ]);
  });

  it('adds the codes of a state added since payroll was entered, keeping what was entered', () => {
    const values: WizardValues = {
      locations: [CA, { ...CA, state: 'NV', primary: false }],
      wcClassCodes: [{ state: 'CA', classCode: '0042', payrollCents: 5_000_000 }],
    };
    const rows = payrollStep(questions, suggestedClassCodes(mapping(), values)).toForm(
      values,
    ).classCodes;
    expect(rows.map((r) => `${r.state} ${r.classCode} ${r.payrollCents}`)).toEqual([
      'CA 0042 50000',
      'CA 8810 ',
      'NV 0042 ',
      'NV 8810 ',
    ]);
  });

  it('needs at least $1,000 of payroll per class code and every state question answered', () => {
    const step = payrollStep(questions, []);
    expect(
      check(step, {
        classCodes: [{ ...row, payrollCents: '900' }],
        answers: { CA: { usesSubcontractors: 'yes', subcontractorCost: '5000' } },
      }),
    ).toEqual({
      'classCodes[0].payrollCents': FormatMessages.amount,
      'answers.CA.subcontractorCost': 'Please enter a number from 0 to 1000.',
      'answers.CA.subcontractorsInsured': REQUIRED,
      // The API's own rule says the same; on the form both are the field `answers.CA.…`.
      'payrollAnswers.CA.subcontractorsInsured': REQUIRED,
    });
    expect(check(step, { classCodes: [row], answers: { CA: { usesSubcontractors: '' } } })).toEqual(
      { 'answers.CA.usesSubcontractors': REQUIRED },
    );
    expect(check(step, { classCodes: [], answers: {} })).toEqual({ classCodes: REQUIRED });
  });

  it('asks the subcontractor follow-ups only after a yes', () => {
    const step = payrollStep(questions, []);
    expect(
      check(step, { classCodes: [row], answers: { CA: { usesSubcontractors: 'no' } } }),
    ).toEqual({});
    expect(
      check(step, { classCodes: [row], answers: { CA: { usesSubcontractors: 'yes' } } }),
    ).toEqual({
      'answers.CA.subcontractorCost': REQUIRED,
      'answers.CA.subcontractorsInsured': REQUIRED,
      'payrollAnswers.CA.subcontractorCost': REQUIRED,
      'payrollAnswers.CA.subcontractorsInsured': REQUIRED,
    });
    expect(formPath('payrollAnswers.CA.subcontractorCost')).toBe('answers.CA.subcontractorCost');
  });

  it('saves payroll in cents and answers per state', () => {
    const patch = payrollStep(questions, []).toPatch(
      { classCodes: [row], answers: { CA: { usesSubcontractors: 'no', subcontractorCost: '0' } } },
      {},
    );
    expect(patch.wcClassCodes?.[0]).toMatchObject({
      state: 'CA',
      classCode: '0042',
      payrollCents: 25_000_000,
    });
    // The cost is not asked after a no, so it is not kept.
    expect(patch.payrollAnswers).toEqual({ 'CA.usesSubcontractors': 'No' });
  });
});

const noPrior = { coverage: 'no' as const, carrier: '', policyNumber: '', premium: '', years: '' };

describe('underwriting, owners and claims', () => {
  it('needs the required underwriting questions answered', () => {
    const step = underwritingStep([yesNo('safety', 'Safety program?')]);
    expect(check(step, { answers: { safety: '' }, prior: noPrior })).toEqual({
      underwritingAnswers: QuoteMessages.answersRequired,
      'answers.safety': REQUIRED,
    });
    expect(check(step, { answers: { safety: 'yes' }, prior: noPrior })).toEqual({});
  });

  it('refuses an experience modification outside 0.50-2.50 on a workers compensation quote', () => {
    const step = underwritingStep([
      { ...yesNo('experienceMod', 'Experience modification'), answerType: 'text', required: false },
    ]);
    expect(
      check(step, { answers: { experienceMod: '0.01' }, prior: noPrior }, { coverageType: 'wc' }),
    ).toEqual({
      'underwritingAnswers.experienceMod': 'Experience modification must be between 0.50 and 2.50.',
    });
    expect(
      check(step, { answers: { experienceMod: '0.85' }, prior: noPrior }, { coverageType: 'wc' }),
    ).toEqual({});
  });

  it('asks a workers compensation applicant for the prior carrier and saves it with the answers', () => {
    const step = underwritingStep([]);
    const unanswered = { ...noPrior, coverage: '' as const };
    expect(check(step, { answers: {}, prior: unanswered }, { coverageType: 'wc' })).toEqual({
      underwritingAnswers: QuoteMessages.answersRequired,
      'underwritingAnswers.priorCoverage':
        'Say whether the business had workers compensation coverage before.',
    });
    // Other lines are not asked.
    expect(check(step, { answers: {}, prior: unanswered }, { coverageType: 'gl' })).toEqual({
      underwritingAnswers: QuoteMessages.answersRequired,
    });
    const named = {
      coverage: 'yes' as const,
      carrier: 'Texas Mutual',
      policyNumber: '',
      premium: '8,125.50',
      years: '',
    };
    expect(check(step, { answers: {}, prior: named }, { coverageType: 'wc' })).toEqual({
      'underwritingAnswers.priorYearsWithCarrier':
        'Say how many years the business has been with the prior carrier.',
    });
    expect(
      step.toPatch({ answers: {}, prior: { ...named, years: '4' } }, { coverageType: 'wc' }),
    ).toEqual({
      underwritingAnswers: {
        priorCoverage: 'Yes',
        priorCarrier: 'Texas Mutual',
        priorPremiumCents: 812_550,
        priorYearsWithCarrier: 4,
      },
    });
    expect(
      step.toPatch({ answers: {}, prior: { ...named, coverage: 'no' } }, { coverageType: 'wc' }),
    ).toEqual({ underwritingAnswers: { priorCoverage: 'No' } });
    expect(
      step.toForm({
        underwritingAnswers: {
          priorCoverage: 'Yes',
          priorCarrier: 'Texas Mutual',
          priorPremiumCents: 812_550,
        },
      } as never).prior,
    ).toEqual({
      coverage: 'yes',
      carrier: 'Texas Mutual',
      policyNumber: '',
      premium: '8125.50',
      years: '',
    });
  });

  const owner = (o: Partial<OwnerForm>): OwnerForm => ({
    firstName: 'Ana',
    lastName: 'Silva',
    title: 'Member',
    ownershipPercent: '50',
    primaryWorkState: 'CA',
    inclusion: 'Excluded',
    payrollEstimateCents: '',
    classCode: '',
    email: '',
    answers: {},
    ...o,
  });

  it('keeps total ownership at most 100% and each share from 0 to 100', () => {
    const step = ownersStep([]);
    expect(check(step, { owners: [owner({}), owner({ ownershipPercent: '60' })] })).toEqual({
      owners: OwnerMessages.totalOver100,
    });
    expect(check(step, { owners: [owner({ ownershipPercent: '120' })] })).toEqual({
      'owners[0].ownershipPercent': OwnerMessages.ownershipRange,
    });
    expect(check(step, { owners: [] })).toEqual({ owners: OwnerMessages.officerRequired });
  });

  it('includes Alaska members under 10% whatever was chosen', () => {
    const patch = ownersStep([]).toPatch(
      { owners: [owner({ primaryWorkState: 'AK', ownershipPercent: '5', inclusion: 'Excluded' })] },
      {},
    );
    expect(patch.owners?.[0]?.inclusion).toBe('Included');
  });

  it('looks back 5 years for claims, never into the future', () => {
    const claim = {
      description: 'Fire',
      amountOfLossCents: '1000',
      date: '2026-07-01',
      open: 'no' as const,
    };
    const form = (date: string): ClaimsForm => ({ hasClaims: 'yes', claims: [{ ...claim, date }] });
    expect(check(claimsStep, form('2026-07-01'))).toEqual({
      'claims[0].date': ClaimMessages.futureDate,
    });
    expect(check(claimsStep, form('2021-06-14'))).toEqual({
      'claims[0].date': QuoteMessages.claimTooOld,
    });
    expect(check(claimsStep, form('2021-06-15'))).toEqual({});
    expect(check(claimsStep, { hasClaims: '', claims: [] })).toEqual({ hasClaims: REQUIRED });
    expect(claimsStep.toPatch({ hasClaims: 'no', claims: [] }, {})).toEqual({ claims: [] });
  });
});

describe('finance, property, limits and cyber', () => {
  it('needs annual sales of at least $1,000', () => {
    expect(check(financeStep, { annualSalesCents: '999', payrollCents: '' })).toEqual({
      annualSalesCents: FormatMessages.amount,
    });
  });

  it('keeps business personal property from $5,000 to $100,000,000 and asks for a deductible', () => {
    const values: WizardValues = { locations: [{ ...CA, buildingType: 'BuildingOwned' }] };
    expect(
      check(
        propertyStep,
        {
          locations: [{ bppCoverageCents: '4,999', buildingCoverageCents: '' }],
          propertyDeductibleCents: '',
        },
        values,
      ),
    ).toEqual({
      'locations[0].bppCoverageCents': FormatMessages.bppLimit,
      'locations[0].buildingCoverageCents': REQUIRED,
      propertyDeductibleCents: REQUIRED,
    });
  });

  it('asks for general liability limits', () => {
    expect(check(glLimitsStep, { glLimit: '', blanketAdditionalInsured: '' })).toEqual({
      glLimit: REQUIRED,
    });
  });

  it('asks for cyber limits and the security questions', () => {
    const step = cyberStep([yesNo('mfa', 'MFA?')]);
    expect(
      check(step, { cyberLimitCents: '', cyberRetentionCents: '', answers: { mfa: '' } }),
    ).toEqual({
      cyberLimitCents: REQUIRED,
      cyberRetentionCents: REQUIRED,
      cyberAnswers: QuoteMessages.answersRequired,
      'answers.mfa': REQUIRED,
    });
    expect(
      step.toPatch(
        { cyberLimitCents: '100000000', cyberRetentionCents: '250000', answers: { mfa: 'yes' } },
        {},
      ),
    ).toEqual({
      cyberLimitCents: 100_000_000,
      cyberRetentionCents: 250_000,
      cyberAnswers: { mfa: 'Yes' },
    });
  });
});

describe('form errors', () => {
  it('put list-wide errors on the list and the rest on their fields', () => {
    const errors = toFormErrors([
      { field: 'locations[0].zip', message: FormatMessages.zip },
      { field: 'locations', message: QuoteMessages.onePrimaryLocation },
      { field: 'locations[0].zip', message: 'second message' },
    ]) as unknown as { locations: { root: { message: string }; 0: { zip: { message: string } } } };
    expect(errors.locations.root.message).toBe(QuoteMessages.onePrimaryLocation);
    expect(errors.locations[0].zip.message).toBe(FormatMessages.zip);
  });
});
