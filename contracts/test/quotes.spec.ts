import {
  ApplicationStatus,
  canChangeApplicationStatus,
  sectionsErasedByGoingBack,
  stepsForCoverage,
  validateQuoteStep,
  validateSubmission,
  type QuoteSubmission,
} from '../src/domain';

const S = ApplicationStatus;
const TODAY = '2026-03-10';

describe('the application status machine', () => {
  it('moves one step along the path, archives from anywhere and unarchives back', () => {
    const user = { admin: false };
    expect(canChangeApplicationStatus(S.InProcess, S.InReview, user)).toBe(true);
    expect(canChangeApplicationStatus(S.Completed, S.Bound, user)).toBe(true);
    expect(canChangeApplicationStatus(S.InProcess, S.ReadyToBind, user)).toBe(false);
    expect(canChangeApplicationStatus(S.InReview, S.InProcess, user)).toBe(false);
    expect(canChangeApplicationStatus(S.Bound, S.Archive, user)).toBe(true);
    expect(
      canChangeApplicationStatus(S.Archive, S.ReadyToBind, {
        admin: false,
        statusBeforeArchive: S.ReadyToBind,
      }),
    ).toBe(true);
    expect(
      canChangeApplicationStatus(S.Archive, S.Bound, {
        admin: false,
        statusBeforeArchive: S.ReadyToBind,
      }),
    ).toBe(false);
  });

  it('lets admins set any status', () => {
    expect(canChangeApplicationStatus(S.Bound, S.InProcess, { admin: true })).toBe(true);
    expect(canChangeApplicationStatus(S.Bound, S.Bound, { admin: true })).toBe(false);
  });
});

describe('going back in the wizard', () => {
  it('erases the sections of the steps after the one saved', () => {
    expect(sectionsErasedByGoingBack('claims', 'claims')).toEqual([]);
    expect(sectionsErasedByGoingBack('underwriting', 'claims')).toEqual(['owners', 'property']);
    expect(sectionsErasedByGoingBack('effectiveDate', 'owners')).toEqual([
      'payroll',
      'underwriting',
      'owners',
      'property',
    ]);
    expect(sectionsErasedByGoingBack('coverage', 'fein')).toEqual([
      'locations',
      'payroll',
      'underwriting',
      'owners',
      'property',
    ]);
  });

  it('erases nothing when moving forward', () => {
    expect(sectionsErasedByGoingBack('owners', 'payroll')).toEqual([]);
  });
});

const WC: QuoteSubmission = {
  coverageType: 'wc',
  email: 'owner@example.com',
  firstName: 'Pat',
  lastName: 'Owner',
  businessName: 'Green Leaf Landscaping LLC',
  naicsCode: '561730',
  employees: 4,
  yearEstablished: 2015,
  yearsOfExperience: 10,
  locations: [{ address: '100 Main St', city: 'Austin', state: 'TX', zip: '78701', primary: true }],
  legalEntity: 'LLC',
  fein: '12-3456789',
  website: 'greenleaf.example.com',
  mailingAddress: { kind: 'sameAsBusiness' },
  effectiveDate: '2026-03-17',
  employersLiabilityLevel: 1,
  waiverOfSubrogation: false,
  classCodes: [{ state: 'TX', classCode: '0042', payrollCents: 25_000_000 }],
  underwritingAnswers: { usesSubcontractors: 'No' },
  owners: [
    {
      firstName: 'Pat',
      lastName: 'Owner',
      primaryWorkState: 'TX',
      title: 'Member',
      ownershipPercent: 100,
      inclusion: 'Excluded',
    },
  ],
  claims: [],
};

describe('validating a submission', () => {
  const ctx = { today: TODAY, maxBackdatedDays: 0 };

  it('walks the steps of the coverage', () => {
    expect(stepsForCoverage('wc')).toContain('owners');
    expect(stepsForCoverage('cyber')).toEqual(
      expect.arrayContaining(['finance', 'cyber', 'claims']),
    );
    expect(stepsForCoverage('cyber')).not.toContain('owners');
  });

  it('accepts a complete workers compensation submission', () => {
    expect(validateSubmission(WC, ctx)).toEqual([]);
  });

  it('holds the effective date within the carriers’ backdating and 90 days ahead', () => {
    const at = (effectiveDate: string, maxBackdatedDays = 0) =>
      validateQuoteStep(
        'effectiveDate',
        { ...WC, effectiveDate },
        { today: TODAY, maxBackdatedDays },
      );
    expect(at('2026-03-09')).toEqual([
      { field: 'effectiveDate', message: 'The effective date is earlier than the carriers allow.' },
    ]);
    expect(at('2026-03-09', 1)).toEqual([]);
    expect(at('2026-06-08')).toEqual([]);
    expect(at('2026-06-09')[0].message).toMatch(/90 days/);
  });

  it('names each missing field of a step', () => {
    expect(validateQuoteStep('contact', {}, ctx).map((e) => e.field)).toEqual([
      'businessName',
      'email',
      'firstName',
      'lastName',
    ]);
  });

  it('needs exactly one primary location', () => {
    const two = { ...WC, locations: [...WC.locations!, { ...WC.locations![0] }] };
    expect(validateQuoteStep('location', two, ctx)).toEqual([
      { field: 'locations', message: 'Exactly one location must be the primary location.' },
    ]);
  });

  it('reads the employers liability rule of every state with exposure', () => {
    const withCaOwner = {
      ...WC,
      owners: [{ ...WC.owners![0], primaryWorkState: 'CA' }],
    };
    expect(validateQuoteStep('employersLiability', withCaOwner, ctx)).toEqual([
      {
        field: 'employersLiabilityLevel',
        message: 'California requires employers liability level 3',
      },
    ]);
  });
});
