/**
 * Applications (one per client, business and coverage line), their submission and their carrier
 * quotes: the words the API, the database and the app share. See docs/quotes.md.
 */

/** The application status machine; "New" is a tab (no agent assigned), not a status. */
export const ApplicationStatus = {
  InProcess: 'In process',
  InReview: 'In review',
  ReadyToBind: 'Ready to bind',
  PurchasePending: 'Purchase pending',
  AwaitingSignatures: 'Awaiting signatures',
  Completed: 'Completed',
  Bound: 'Bound',
  Archive: 'Archive',
} as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = Object.values(ApplicationStatus);

/** The forward path; Archive sits beside it and unarchiving returns to the previous status. */
export const APPLICATION_STATUS_PATH: readonly ApplicationStatus[] = [
  ApplicationStatus.InProcess,
  ApplicationStatus.InReview,
  ApplicationStatus.ReadyToBind,
  ApplicationStatus.PurchasePending,
  ApplicationStatus.AwaitingSignatures,
  ApplicationStatus.Completed,
  ApplicationStatus.Bound,
];

/**
 * Whether a status change is allowed. Admins may set any status; everyone else moves one step
 * along the path, or archives, or unarchives back to the status held before archiving.
 */
export function canChangeApplicationStatus(
  from: ApplicationStatus,
  to: ApplicationStatus,
  options: { admin: boolean; statusBeforeArchive?: ApplicationStatus | null },
): boolean {
  if (from === to) return false;
  if (options.admin) return true;
  if (to === ApplicationStatus.Archive) return true;
  if (from === ApplicationStatus.Archive) return to === options.statusBeforeArchive;
  const i = APPLICATION_STATUS_PATH.indexOf(from);
  return APPLICATION_STATUS_PATH[i + 1] === to;
}

/** Statuses in which the submission itself may still change. */
export const SUBMISSION_EDITABLE_STATUSES: readonly ApplicationStatus[] = [
  ApplicationStatus.InProcess,
  ApplicationStatus.InReview,
  ApplicationStatus.ReadyToBind,
];

/** Statuses from which a submission may be sent (again) for rating. */
export const SUBMITTABLE_STATUSES: readonly ApplicationStatus[] = SUBMISSION_EDITABLE_STATUSES;

/** Checkout has started: only the effective date may still move. */
export const EFFECTIVE_DATE_ONLY_STATUSES: readonly ApplicationStatus[] = [
  ApplicationStatus.PurchasePending,
  ApplicationStatus.AwaitingSignatures,
];

/** Whether a carrier quote still reflects the submission it was rated from. */
export const CarrierSyncStatus = {
  NotSubmitted: 'Not submitted',
  UpToDate: 'Up to date',
  OutOfSync: 'Out of sync',
  ApiDisabled: 'API disabled',
} as const;
export type CarrierSyncStatus = (typeof CarrierSyncStatus)[keyof typeof CarrierSyncStatus];
export const CARRIER_SYNC_STATUSES: readonly CarrierSyncStatus[] = Object.values(CarrierSyncStatus);

/** Who produced a carrier quote: the carrier's API (or sandbox), or an agent entering it. */
export const QuoteSource = {
  Api: 'api',
  Agent: 'agent',
} as const;
export type QuoteSource = (typeof QuoteSource)[keyof typeof QuoteSource];
export const QUOTE_SOURCES: readonly QuoteSource[] = Object.values(QuoteSource);

/** Where the rating of one carrier stands. */
export const RatingState = {
  Rating: 'rating',
  Done: 'done',
} as const;
export type RatingState = (typeof RatingState)[keyof typeof RatingState];
export const RATING_STATES: readonly RatingState[] = Object.values(RatingState);

/** The quote wizard's steps, in order. Saving an earlier step than reached erases later data. */
export const WizardStep = {
  Coverage: 'coverage',
  BusinessType: 'businessType',
  BusinessInfo: 'businessInfo',
  Location: 'location',
  LegalEntity: 'legalEntity',
  Contact: 'contact',
  Fein: 'fein',
  Website: 'website',
  MailingAddress: 'mailingAddress',
  EffectiveDate: 'effectiveDate',
  EmployersLiability: 'employersLiability',
  WaiverOfSubrogation: 'waiverOfSubrogation',
  Payroll: 'payroll',
  Underwriting: 'underwriting',
  Owners: 'owners',
  Finance: 'finance',
  Property: 'property',
  GlLimits: 'glLimits',
  Cyber: 'cyber',
  Claims: 'claims',
} as const;
export type WizardStep = (typeof WizardStep)[keyof typeof WizardStep];
export const WIZARD_STEPS: readonly WizardStep[] = Object.values(WizardStep);

export function wizardStepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

/** The data that going back in the wizard erases, with the step each belongs to. */
export const ERASABLE_SECTIONS = {
  locations: WizardStep.Location,
  payroll: WizardStep.Payroll,
  underwriting: WizardStep.Underwriting,
  owners: WizardStep.Owners,
  property: WizardStep.Property,
} as const satisfies Record<string, WizardStep>;
export type ErasableSection = keyof typeof ERASABLE_SECTIONS;

/** The sections a save at `step` erases when the wizard had already reached `reached`. */
export function sectionsErasedByGoingBack(
  step: WizardStep,
  reached: WizardStep,
): ErasableSection[] {
  const at = wizardStepIndex(step);
  if (at >= wizardStepIndex(reached)) return [];
  return (Object.keys(ERASABLE_SECTIONS) as ErasableSection[]).filter(
    (section) => wizardStepIndex(ERASABLE_SECTIONS[section]) > at,
  );
}

export const PropertyType = {
  Home: 'Home',
  BuildingOwned: 'BuildingOwned',
  BuildingLeased: 'BuildingLeased',
} as const;
export type PropertyType = (typeof PropertyType)[keyof typeof PropertyType];
export const PROPERTY_TYPES: readonly PropertyType[] = Object.values(PropertyType);

export const Construction = {
  WoodFrame: 'Wood Frame',
  Masonry: 'Concrete/Brick/Masonry',
} as const;
export type Construction = (typeof Construction)[keyof typeof Construction];
export const CONSTRUCTIONS: readonly Construction[] = Object.values(Construction);

/** Whether an owner's payroll is covered (and rated) by the workers compensation policy. */
export const OwnerInclusion = {
  Included: 'Included',
  Excluded: 'Excluded',
} as const;
export type OwnerInclusion = (typeof OwnerInclusion)[keyof typeof OwnerInclusion];
export const OWNER_INCLUSIONS: readonly OwnerInclusion[] = Object.values(OwnerInclusion);

/** Where an owner's signature on the application stands; set by the signature flow. */
export const SignatureStatus = {
  NotSent: 'Not sent',
  Sent: 'Sent',
  Signed: 'Signed',
} as const;
export type SignatureStatus = (typeof SignatureStatus)[keyof typeof SignatureStatus];
export const SIGNATURE_STATUSES: readonly SignatureStatus[] = Object.values(SignatureStatus);

export const MailingAddressKind = {
  SameAsBusiness: 'sameAsBusiness',
  PoBox: 'poBox',
  Physical: 'physical',
} as const;
export type MailingAddressKind = (typeof MailingAddressKind)[keyof typeof MailingAddressKind];
export const MAILING_ADDRESS_KINDS: readonly MailingAddressKind[] =
  Object.values(MailingAddressKind);

/** General liability limits, per occurrence / aggregate. */
export const GL_LIMITS = ['1M/2M', '2M/4M'] as const;
export type GlLimit = (typeof GL_LIMITS)[number];

/** Property deductibles offered, in cents. */
export const PROPERTY_DEDUCTIBLES_CENTS = [50_000, 100_000, 250_000, 500_000] as const;

/** Cyber limits and retentions offered, in cents. */
export const CYBER_LIMITS_CENTS = [
  25_000_000, 50_000_000, 100_000_000, 200_000_000, 300_000_000, 500_000_000,
] as const;
export const CYBER_RETENTIONS_CENTS = [250_000, 500_000, 1_000_000, 2_500_000] as const;

/** Limits of what a quote may hold. */
export const QuoteLimits = {
  locationsMax: 50,
  ownersMax: 50,
  claimsMax: 50,
  classCodesMax: 100,
  answersMaxKeys: 200,
  answerTextMaxLength: 2000,
  amountMaxCents: 100_000_000_000,
  ratingDeadlineMs: 30_000,
  businessNameMaxLength: 200,
  websiteMaxLength: 500,
} as const;

/**
 * How a quote's carrier quotes are obtained: rated through the carriers' APIs, or entered by
 * staff by hand (docs/quotes.md, "API and manual quotes").
 */
export const QuoteMode = {
  Api: 'api',
  Manual: 'manual',
} as const;
export type QuoteMode = (typeof QuoteMode)[keyof typeof QuoteMode];
export const QUOTE_MODES: readonly QuoteMode[] = Object.values(QuoteMode);
