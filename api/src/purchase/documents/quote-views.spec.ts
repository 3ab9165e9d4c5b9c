import type { Business } from '../../quoting/quotes';
import type { Client } from '../../identity/clients';
import type { QuoteAggregate } from '../../quoting/quotes/dto/quote.dto';
import type { ApplicationClassCode } from '../../quoting/quotes/entities/application-class-code.entity';
import type { CarrierQuote } from '../../quoting/quotes/entities/carrier-quote.entity';
import {
  lineLimits,
  missingProposalInformation,
  oneYearAfter,
  policySummaryView,
  quoteProposalView,
  quoteReference,
  wcApplicationView,
  type QuoteViewContext,
} from './quote-views';

const context: QuoteViewContext = {
  agency: {
    name: 'Coverline Insurance Services',
    address: null,
    phone: null,
    email: null,
    producerName: 'Avery Agent',
  },
  today: '2026-02-10',
  questionTexts: { usesSubcontractors: 'Does the business use subcontractors?' },
};

function aggregate(overrides: Partial<QuoteAggregate['app']> = {}): QuoteAggregate {
  const client = {
    id: 'c1',
    email: 'pat@example.com',
    firstName: 'Pat',
    lastName: 'Owner',
    phone: '(512) 555-0142',
  } as Client;
  const business = {
    legalName: 'Green Leaf Landscaping LLC',
    dba: 'Green Leaf',
    naicsCode: '561730',
    yearEstablished: 2015,
    website: 'greenleaf.example.com',
    legalEntity: 'LLC',
    mailingAddress: { kind: 'sameAsBusiness' },
    locations: [
      { address: '9 Side St', city: 'Dallas', state: 'TX', zip: '75201', primary: false },
      { address: '100 Main St', city: 'Austin', state: 'TX', zip: '78701', primary: true },
    ],
    owners: [
      {
        firstName: 'Pat',
        lastName: 'Owner',
        title: 'Managing Member',
        primaryWorkState: 'TX',
        ownershipPercent: 100,
        inclusion: 'Excluded',
        classCode: null,
        payrollEstimateCents: null,
      },
    ],
    claims: [
      { date: '2024-05-01', description: 'Cut hand', amountOfLossCents: 120_000, open: false },
      { date: null, description: 'Unknown', amountOfLossCents: null, open: null },
    ],
  } as unknown as Business;
  const app = {
    id: '7f3a2c10-0000-4000-8000-000000000000',
    clientId: 'c1',
    coverageType: 'wc',
    effectiveDate: '2026-03-01',
    expirationDate: null,
    employersLiabilityLevel: 2,
    waiverOfSubrogation: true,
    underwritingAnswers: { usesSubcontractors: false, unknownKey: 'x' },
    selectedCarrierQuoteId: 'q1',
    agentId: null,
    client,
    business,
    ...overrides,
  } as unknown as QuoteAggregate['app'];
  const classCodes = [
    {
      state: 'TX',
      classCode: '0042',
      description: 'Landscape gardening',
      payrollCents: 25_000_000,
      fullTimeEmployees: 4,
      partTimeEmployees: 1,
    },
  ] as ApplicationClassCode[];
  return {
    app,
    classCodes,
    carrierQuotes: [carrierQuote()],
    fein: '123456789',
    emailHasAccount: false,
  };
}

function carrierQuote(overrides: Partial<CarrierQuote> = {}): CarrierQuote {
  return {
    id: 'q1',
    carrier: 'Hartford',
    annualPremiumCents: 1_284_350,
    bindability: 'BINDABLE_THRU_API',
    reasons: [],
    sandbox: true,
    quoteSource: 'api',
    effectiveDate: '2026-03-01',
    expirationDate: '2027-03-01',
    worksheet: {
      steps: [
        {
          code: 'wc.manualPremium',
          label: 'Manual premium TX 0042 Landscape gardening',
          inputs: { state: 'TX', classCode: '0042', payrollCents: 25_000_000, ratePer100: 3.41 },
          amountCents: 852_500,
        },
        {
          code: 'wc.experienceMod',
          label: 'Experience modification',
          inputs: { known: true, factor: 0.92 },
          amountCents: -68_200,
        },
      ],
      premiumCents: 1_284_350,
    },
    ...overrides,
  } as CarrierQuote;
}

describe('quote views', () => {
  it('names the quote by the start of its id', () => {
    expect(quoteReference('7f3a2c10-0000-4000-8000-000000000000')).toBe('Q-7F3A2C');
  });

  it('ends a term a year on, 29 February on the 28th', () => {
    expect(oneYearAfter('2026-03-01')).toBe('2027-03-01');
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
  });

  it('maps a proposal: insured at the primary location, the carrier’s rate per class', () => {
    const view = quoteProposalView(aggregate(), carrierQuote(), context);
    expect(view).toMatchObject({
      reference: 'Q-7F3A2C',
      preparedOn: '2026-02-10',
      carrier: 'Hartford',
      effectiveDate: '2026-03-01',
      expirationDate: '2027-03-01',
      annualPremiumCents: 1_284_350,
      bindability: 'BINDABLE_THRU_API',
      sandbox: true,
      insured: {
        name: 'Green Leaf Landscaping LLC',
        dba: 'Green Leaf',
        fein: '123456789',
        address: { line1: '100 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      },
      coverage: {
        coverageType: 'wc',
        employersLiabilityLimits: '$500,000 / $500,000 / $500,000',
        waiverOfSubrogation: true,
        classes: [
          {
            state: 'TX',
            classCode: '0042',
            description: 'Landscape gardening',
            payrollCents: 25_000_000,
            ratePer100: 3.41,
            premiumCents: 852_500,
          },
        ],
      },
    });
  });

  it('prints the limits of other lines', () => {
    const gl = aggregate({ coverageType: 'gl', glLimit: '2M/4M', blanketAdditionalInsured: true });
    const view = quoteProposalView(gl, carrierQuote({ worksheet: null }), context);
    expect(view.coverage).toEqual({
      coverageType: 'gl',
      limits: [
        { label: 'Each occurrence', value: '$2,000,000' },
        { label: 'General aggregate', value: '$4,000,000' },
        { label: 'Blanket additional insured', value: 'Included' },
      ],
    });
    const cyber = aggregate({
      coverageType: 'cyber',
      cyberLimitCents: 100_000_000,
      cyberRetentionCents: 250_000,
    });
    expect(quoteProposalView(cyber, carrierQuote(), context).coverage).toEqual({
      coverageType: 'cyber',
      limits: [
        { label: 'Aggregate limit', value: '$1,000,000' },
        { label: 'Retention', value: '$2,500' },
      ],
    });
  });

  it('says what a proposal lacks', () => {
    const quote = aggregate({ effectiveDate: null });
    quote.app.business!.legalName = null;
    expect(
      missingProposalInformation(
        quote,
        carrierQuote({ effectiveDate: null, annualPremiumCents: null }),
      ),
    ).toEqual(['business name', 'effective date', 'premium']);
    expect(missingProposalInformation(aggregate(), carrierQuote())).toEqual([]);
  });

  it('maps the ACORD 130 application from the submission and the carrier’s worksheet', () => {
    const view = wcApplicationView(aggregate(), carrierQuote(), context);
    expect(view.applicant).toMatchObject({
      name: 'Green Leaf Landscaping LLC',
      entityType: 'LLC',
      yearsInBusiness: 11,
      naicsCode: '561730',
      contact: { name: 'Pat Owner', phone: '(512) 555-0142', email: 'pat@example.com' },
    });
    expect(view.policy).toEqual({
      effectiveDate: '2026-03-01',
      expirationDate: '2027-03-01',
      part1States: ['TX'],
      employersLiability: {
        eachAccident: '$500,000',
        diseasePolicyLimit: '$500,000',
        diseaseEachEmployee: '$500,000',
      },
      waiverOfSubrogation: true,
      experienceMod: 0.92,
    });
    expect(view.locations.map((l) => [l.number, l.address.city, l.primary])).toEqual([
      [1, 'Dallas', false],
      [2, 'Austin', true],
    ]);
    expect(view.ratingRows).toEqual([
      {
        state: 'TX',
        locationNumber: 1,
        classCode: '0042',
        description: 'Landscape gardening',
        fullTimeEmployees: 4,
        partTimeEmployees: 1,
        remunerationCents: 25_000_000,
        ratePer100: 3.41,
        premiumCents: 852_500,
      },
    ]);
    expect(view.totalEstimatedPremiumCents).toBe(1_284_350);
    expect(view.individuals).toEqual([
      {
        name: 'Pat Owner',
        title: 'Managing Member',
        state: 'TX',
        ownershipPercent: 100,
        included: false,
        classCode: null,
        remunerationCents: null,
      },
    ]);
    expect(view.claims).toEqual([
      { date: '2024-05-01', description: 'Cut hand', amountOfLossCents: 120_000, open: false },
    ]);
    expect(view.questions).toEqual([
      { question: 'Does the business use subcontractors?', answer: 'No' },
    ]);
  });

  it('maps an application without a carrier quote: no rates, a year from the effective date', () => {
    const view = wcApplicationView(aggregate(), null, context);
    expect(view.carrier).toBeNull();
    expect(view.policy.expirationDate).toBe('2027-03-01');
    expect(view.ratingRows[0]).toMatchObject({ ratePer100: null, premiumCents: null });
    expect(view.totalEstimatedPremiumCents).toBeNull();
  });

  it('maps the policy summary from the policy record', () => {
    const view = policySummaryView(
      aggregate(),
      {
        policyNumber: 'HAR-WC-0123456789',
        carrier: 'Hartford',
        effectiveDate: '2026-03-01',
        expirationDate: '2027-03-01',
        annualPremiumCents: 1_284_350,
        billingInfo: 'Direct bill by EFT, full payment',
        blanketAdditionalInsured: null,
        blanketWaiverOfSubrogation: true,
        boundOn: '2026-02-20',
      },
      { ...context, sandbox: true },
    );
    expect(view).toMatchObject({
      policyNumber: 'HAR-WC-0123456789',
      coverageType: 'wc',
      billingMethod: 'Direct bill by EFT, full payment',
      limits: [{ label: 'Employers liability', value: '$500,000 / $500,000 / $500,000' }],
      blanketAdditionalInsured: null,
      waiverOfSubrogation: true,
      boundOn: '2026-02-20',
    });
  });

  it('prints the terms the carrier quote was priced for, not those asked', () => {
    const cyber = aggregate({
      coverageType: 'cyber',
      cyberLimitCents: 300_000_000,
      cyberRetentionCents: 250_000,
    });
    const pricedAt = carrierQuote({
      worksheet: null,
      ratedTerms: { cyberLimitCents: 200_000_000, cyberRetentionCents: 2_500_000 },
    });
    cyber.carrierQuotes = [pricedAt];
    expect(quoteProposalView(cyber, pricedAt, context).coverage).toEqual({
      coverageType: 'cyber',
      limits: [
        { label: 'Aggregate limit', value: '$2,000,000' },
        { label: 'Retention', value: '$25,000' },
      ],
    });
    // The policy summary and the certificate read the chosen quote's terms.
    expect(lineLimits(cyber)).toEqual([
      { label: 'Aggregate limit', value: '$2,000,000' },
      { label: 'Retention', value: '$25,000' },
    ]);
    const bop = aggregate({
      coverageType: 'bop',
      glLimit: '1M/2M',
      propertyDeductibleCents: 100_000,
    });
    bop.carrierQuotes = [carrierQuote({ ratedTerms: { propertyDeductibleCents: 250_000 } })];
    expect(lineLimits(bop)).toContainEqual({ label: 'Property deductible', value: '$2,500' });
    // A workers compensation quote priced at the state's required employers liability level.
    const wc = aggregate({ employersLiabilityLevel: 1 });
    wc.carrierQuotes = [carrierQuote({ ratedTerms: { employersLiabilityLevel: 3 } })];
    const summary = policySummaryView(
      wc,
      {
        policyNumber: 'HAR-WC-0123456789',
        carrier: 'Hartford',
        effectiveDate: '2026-03-01',
        expirationDate: '2027-03-01',
        annualPremiumCents: 1_284_350,
        billingInfo: 'Pay as you go',
        blanketAdditionalInsured: null,
        blanketWaiverOfSubrogation: null,
        boundOn: '2026-02-20',
      },
      { ...context, sandbox: true },
    );
    expect(summary.limits).toEqual([
      { label: 'Employers liability', value: '$1,000,000 / $1,000,000 / $1,000,000' },
    ]);
    expect(wcApplicationView(wc, wc.carrierQuotes[0], context).policy.employersLiability).toEqual({
      eachAccident: '$1,000,000',
      diseasePolicyLimit: '$1,000,000',
      diseaseEachEmployee: '$1,000,000',
    });
  });
});
