import {
  BUSINESS_FIELDS,
  CLAIM_FIELDS,
  CLASS_CODE_PATTERN,
  LOCATION_FIELDS,
  OWNER_FIELDS,
  type SubmittedFields,
} from './business-fields';
import { Limits, isValidEmail } from './limits';
import {
  CONSTRUCTIONS,
  CYBER_LIMITS_CENTS,
  CYBER_RETENTIONS_CENTS,
  GL_LIMITS,
  MAILING_ADDRESS_KINDS,
  MailingAddressKind,
  OWNER_INCLUSIONS,
  OwnerInclusion,
  PROPERTY_DEDUCTIBLES_CENTS,
  PROPERTY_TYPES,
  PropertyType,
  WizardStep,
  type WizardStep as WizardStepT,
} from './quotes';
import { ENTITY_TYPES, isUsStateCode, parsePayrollStates } from './reference-data';
import { CoverageType, COVERAGE_TYPES } from './roles';
import { checkClaimDate, ClaimMessages, claimsLookBackStart } from './rules/claims';
import { addDaysIso, isIsoDate } from './rules/dates';
import {
  checkAmountDollars,
  checkBppLimitDollars,
  checkEmployees,
  checkFein,
  checkName,
  checkNoSpecialCharacters,
  checkPayrollStates,
  checkPhone,
  checkSquareFootage,
  checkStories,
  checkUrl,
  checkYear,
  checkYearsOfExperience,
  checkZip,
  FormatMessages,
} from './rules/formats';
import { validateOwners } from './rules/owners';
import { checkPayrollExposure, parseExperienceMod } from './rules/exposure';
import { priorCarrierProblems } from './rules/prior-carrier';
import { missingFollowUps } from './rules/follow-ups';
import {
  checkEmployersLiabilityLevel,
  EMPLOYERS_LIABILITY_LEVELS,
  MONOPOLISTIC_STATE_MESSAGE,
  stateFundFor,
} from './rules/wc-states';
import { isStateCode } from './states';

/** The parts of a quote submission the wizard's steps validate; everything may still be missing. */
export type SubmissionLocation = SubmittedFields<typeof LOCATION_FIELDS>;
export type SubmissionOwner = SubmittedFields<typeof OWNER_FIELDS>;
export type SubmissionClaim = SubmittedFields<typeof CLAIM_FIELDS>;

export interface SubmissionClassCode {
  state?: string | null;
  classCode?: string | null;
  payrollCents?: number | null;
}

export interface SubmissionMailingAddress {
  kind?: string | null;
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

export type Answers = Record<string, string | number | boolean | null>;

/** The business's own fields a rule reads; the NAICS description only labels the code. */
export type SubmissionBusiness = Omit<SubmittedFields<typeof BUSINESS_FIELDS>, 'naicsMatrixDesc'>;

export interface QuoteSubmission extends SubmissionBusiness {
  coverageType?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  fein?: string | null;
  noFein?: boolean | null;
  noWebsite?: boolean | null;
  locations?: SubmissionLocation[] | null;
  mailingAddress?: SubmissionMailingAddress | null;
  effectiveDate?: string | null;
  employersLiabilityLevel?: number | null;
  waiverOfSubrogation?: boolean | null;
  classCodes?: SubmissionClassCode[] | null;
  payrollAnswers?: Answers | null;
  underwritingAnswers?: Answers | null;
  owners?: SubmissionOwner[] | null;
  ownerAnswers?: Answers | null;
  glLimit?: string | null;
  propertyDeductibleCents?: number | null;
  cyberLimitCents?: number | null;
  cyberRetentionCents?: number | null;
  cyberAnswers?: Answers | null;
  claims?: SubmissionClaim[] | null;
}

export interface FieldError {
  /** The field's path in the submission, e.g. `locations[0].zip`. */
  field: string;
  message: string;
}

export interface ValidationContext {
  /** Today as YYYY-MM-DD, so a fixed clock makes the rules repeatable. */
  today: string;
  /** How many days before today a new quote's effective date may be (the carriers' most). */
  maxBackdatedDays: number;
}

/** Furthest ahead an effective date may be set. */
export const EFFECTIVE_DATE_MAX_DAYS_AHEAD = 90;

export const QuoteMessages = {
  required: (field: string) => `${field} is required.`,
  validState: 'Please enter a valid state.',
  validEmail: 'Please enter a valid email.',
  validStreet: 'Please enter a valid street.',
  validCity: 'Please enter a valid city.',
  validClassCode: 'Please enter a valid class code.',
  validOwnersCount: 'Owners must be a whole number from 1 to 50.',
  onePrimaryLocation: 'Exactly one location must be the primary location.',
  validDate: 'Please enter a valid date.',
  effectiveDateBackdated: 'The effective date is earlier than the carriers allow.',
  effectiveDateTooFar: `The effective date can be at most ${EFFECTIVE_DATE_MAX_DAYS_AHEAD} days ahead.`,
  claimTooOld: `Claims history looks back ${Limits.claimsLookBackYears} years: leave out older claims.`,
  answersRequired: 'Please answer the questions.',
  oneOf: (values: readonly (string | number)[]) => `Must be one of: ${values.join(', ')}.`,
} as const;

const STREET_PATTERN = /^[\p{L}\p{N}#][\p{L}\p{N} #.,'\u2019/-]*$/u;

/** The steps a coverage's wizard walks through, in order. */
export function stepsForCoverage(coverage: string): WizardStepT[] {
  const common: WizardStepT[] = [
    WizardStep.Coverage,
    WizardStep.BusinessType,
    WizardStep.BusinessInfo,
    WizardStep.Location,
    WizardStep.LegalEntity,
    WizardStep.Contact,
    WizardStep.Fein,
    WizardStep.Website,
    WizardStep.MailingAddress,
    WizardStep.EffectiveDate,
  ];
  const byLine: Record<CoverageType, WizardStepT[]> = {
    wc: [
      WizardStep.EmployersLiability,
      WizardStep.WaiverOfSubrogation,
      WizardStep.Payroll,
      WizardStep.Underwriting,
      WizardStep.Owners,
    ],
    gl: [WizardStep.Underwriting, WizardStep.Finance, WizardStep.GlLimits],
    bop: [WizardStep.Underwriting, WizardStep.Finance, WizardStep.Property, WizardStep.GlLimits],
    cyber: [WizardStep.Finance, WizardStep.Cyber],
  };
  const line = byLine[coverage as CoverageType] ?? [];
  return [...common, ...line, WizardStep.Claims];
}

/** Collects field errors: each method checks one field and records its message, if any. */
class Errors {
  readonly list: FieldError[] = [];

  add(field: string, message: string | null): void {
    if (message) this.list.push({ field, message });
  }

  /** Records "is required" and answers false when the value is missing. */
  present(field: string, value: unknown): boolean {
    const blank =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (blank) this.add(field, QuoteMessages.required(field));
    return !blank;
  }

  text(field: string, value: string | null | undefined, check?: (v: string) => string | null) {
    if (this.present(field, value) && check) this.add(field, check(value!.trim()));
  }

  number(field: string, value: number | null | undefined, check: (v: number) => string | null) {
    if (this.present(field, value)) this.add(field, check(value!));
  }

  /** An amount in cents of at least $1,000. */
  amount(field: string, cents: number | null | undefined, required = true): void {
    if (cents === undefined || cents === null) {
      if (required) this.add(field, QuoteMessages.required(field));
      return;
    }
    this.add(
      field,
      Number.isInteger(cents) ? checkAmountDollars(cents / 100) : FormatMessages.amount,
    );
  }

  oneOf<T extends string | number>(field: string, value: unknown, values: readonly T[]): void {
    if (!(values as readonly unknown[]).includes(value))
      this.add(field, QuoteMessages.oneOf(values));
  }

  answers(field: string, answers: Answers | null | undefined): void {
    if (!answers || Object.keys(answers).length === 0) {
      this.add(field, QuoteMessages.answersRequired);
    }
  }

  address(
    prefix: string,
    a: {
      address?: string | null;
      city?: string | null;
      state?: string | null;
      zip?: string | null;
    },
  ): void {
    this.text(`${prefix}address`, a.address, (v) =>
      STREET_PATTERN.test(v) ? null : QuoteMessages.validStreet,
    );
    this.text(`${prefix}city`, a.city, (v) => (checkName(v) ? QuoteMessages.validCity : null));
    this.text(`${prefix}state`, a.state, (v) => (isStateCode(v) ? null : QuoteMessages.validState));
    this.text(`${prefix}zip`, a.zip, checkZip);
  }
}

const currentYear = (today: string) => Number(today.slice(0, 4));

/** The states a workers compensation submission has exposure in: locations, class codes, owners. */
export function submissionStates(s: QuoteSubmission): string[] {
  const states = new Set<string>();
  for (const l of s.locations ?? []) if (l.state) states.add(l.state);
  for (const c of s.classCodes ?? []) {
    for (const state of parsePayrollStates(c.state ?? '') ?? []) states.add(state);
  }
  for (const o of s.owners ?? []) if (o.primaryWorkState) states.add(o.primaryWorkState);
  return [...states];
}

type Check = (s: QuoteSubmission, ctx: ValidationContext, e: Errors) => void;

const checks: Record<WizardStepT, Check> = {
  coverage: (s, _ctx, e) => {
    if (e.present('coverageType', s.coverageType))
      e.oneOf('coverageType', s.coverageType, COVERAGE_TYPES);
  },
  businessType: (s, _ctx, e) => {
    if (!s.naicsCode && !s.masterIndexCode) e.add('naicsCode', QuoteMessages.required('naicsCode'));
  },
  businessInfo: (s, ctx, e) => {
    e.number('employees', s.employees, checkEmployees);
    e.number('yearEstablished', s.yearEstablished, (v) => checkYear(v, currentYear(ctx.today)));
    e.number('yearsOfExperience', s.yearsOfExperience, checkYearsOfExperience);
    if (s.ownersCount !== undefined && s.ownersCount !== null) {
      const ok = Number.isInteger(s.ownersCount) && s.ownersCount >= 1 && s.ownersCount <= 50;
      e.add('ownersCount', ok ? null : QuoteMessages.validOwnersCount);
    }
  },
  location: (s, ctx, e) => {
    const locations = s.locations ?? [];
    if (locations.length === 0) {
      e.add('locations', QuoteMessages.required('locations'));
      return;
    }
    if (locations.filter((l) => l.primary).length !== 1) {
      e.add('locations', QuoteMessages.onePrimaryLocation);
    }
    locations.forEach((l, i) => {
      const at = `locations[${i}].`;
      e.address(at, l);
      const fund =
        s.coverageType === CoverageType.WorkersCompensation && l.primary
          ? stateFundFor(l.state ?? '')
          : null;
      if (fund) e.add(`${at}state`, `${MONOPOLISTIC_STATE_MESSAGE} (${fund.name}: ${fund.url})`);
      if (s.coverageType === CoverageType.BusinessOwners) {
        e.oneOf(`${at}buildingType`, l.buildingType, PROPERTY_TYPES);
        e.oneOf(`${at}construction`, l.construction, CONSTRUCTIONS);
        e.number(`${at}stories`, l.stories, checkStories);
        e.number(`${at}yearBuilt`, l.yearBuilt, (v) => checkYear(v, currentYear(ctx.today)));
        e.number(`${at}squareFootage`, l.squareFootage, checkSquareFootage);
      }
    });
  },
  legalEntity: (s, _ctx, e) => e.oneOf('legalEntity', s.legalEntity, ENTITY_TYPES),
  contact: (s, _ctx, e) => {
    e.text('businessName', s.businessName, checkNoSpecialCharacters);
    if (s.businessDba) e.add('businessDba', checkNoSpecialCharacters(s.businessDba));
    e.text('email', s.email, (v) => (isValidEmail(v) ? null : QuoteMessages.validEmail));
    e.text('firstName', s.firstName, checkName);
    e.text('lastName', s.lastName, checkName);
    if (s.phone) e.add('phone', checkPhone(s.phone));
  },
  fein: (s, _ctx, e) => {
    if (!s.noFein) e.text('fein', s.fein, checkFein);
  },
  website: (s, _ctx, e) => {
    if (!s.noWebsite) e.text('website', s.website, checkUrl);
  },
  mailingAddress: (s, _ctx, e) => {
    const m = s.mailingAddress;
    e.oneOf('mailingAddress.kind', m?.kind, MAILING_ADDRESS_KINDS);
    if (m?.kind === MailingAddressKind.PoBox || m?.kind === MailingAddressKind.Physical) {
      e.address('mailingAddress.', m);
    }
  },
  effectiveDate: (s, ctx, e) => {
    e.text('effectiveDate', s.effectiveDate, (date) => {
      if (!isIsoDate(date)) return QuoteMessages.validDate;
      if (date < addDaysIso(ctx.today, -ctx.maxBackdatedDays)) {
        return QuoteMessages.effectiveDateBackdated;
      }
      if (date > addDaysIso(ctx.today, EFFECTIVE_DATE_MAX_DAYS_AHEAD)) {
        return QuoteMessages.effectiveDateTooFar;
      }
      return null;
    });
  },
  employersLiability: (s, _ctx, e) => {
    const level = s.employersLiabilityLevel;
    e.oneOf('employersLiabilityLevel', level, EMPLOYERS_LIABILITY_LEVELS);
    if (level === undefined || level === null) return;
    for (const state of submissionStates(s)) {
      e.add('employersLiabilityLevel', checkEmployersLiabilityLevel(state, level));
    }
  },
  waiverOfSubrogation: (s, _ctx, e) => {
    if (typeof s.waiverOfSubrogation !== 'boolean') {
      e.add('waiverOfSubrogation', QuoteMessages.required('waiverOfSubrogation'));
    }
  },
  payroll: (s, _ctx, e) => {
    const codes = s.classCodes ?? [];
    if (codes.length === 0) e.add('classCodes', QuoteMessages.required('classCodes'));
    codes.forEach((c, i) => {
      e.text(`classCodes[${i}].state`, c.state, checkPayrollStates);
      e.text(`classCodes[${i}].classCode`, c.classCode, (v) =>
        CLASS_CODE_PATTERN.test(v) ? null : QuoteMessages.validClassCode,
      );
      e.amount(`classCodes[${i}].payrollCents`, c.payrollCents);
    });
    // The payroll of every class code together must be plausible for the number of employees.
    const rows = codes.filter((c) => Number.isInteger(c.payrollCents));
    if (rows.length > 0 && rows.length === codes.length) {
      const states = codes.flatMap((c) => parsePayrollStates(c.state ?? '') ?? []);
      const total = rows.reduce((sum, c) => sum + c.payrollCents!, 0);
      e.add('classCodes', checkPayrollExposure(total, s.employees, states));
    }
    // A "Yes" to subcontractors asks what they cost and whether they are insured; a "No" does not.
    for (const field of missingFollowUps(s.payrollAnswers)) {
      e.add(`payrollAnswers.${field}`, QuoteMessages.required(`payrollAnswers.${field}`));
    }
  },
  underwriting: (s, _ctx, e) => {
    e.answers('underwritingAnswers', s.underwritingAnswers);
    if (s.coverageType === CoverageType.WorkersCompensation) {
      const mod = parseExperienceMod(s.underwritingAnswers?.experienceMod);
      if (mod?.error) e.add('underwritingAnswers.experienceMod', mod.error);
      for (const p of priorCarrierProblems(s.underwritingAnswers, { complete: true })) {
        e.add(p.field, p.message);
      }
    }
  },
  owners: (s, _ctx, e) => {
    const owners = s.owners ?? [];
    const shares = owners.map((o) => ({ ownershipPercent: o.ownershipPercent ?? Number.NaN }));
    for (const issue of validateOwners(shares)) {
      e.add(
        issue.index === null ? 'owners' : `owners[${issue.index}].ownershipPercent`,
        issue.message,
      );
    }
    owners.forEach((o, i) => {
      const at = `owners[${i}].`;
      e.text(`${at}firstName`, o.firstName, checkName);
      e.text(`${at}lastName`, o.lastName, checkName);
      e.text(`${at}title`, o.title);
      e.text(`${at}primaryWorkState`, o.primaryWorkState, (v) =>
        isUsStateCode(v) ? null : QuoteMessages.validState,
      );
      e.oneOf(`${at}inclusion`, o.inclusion, OWNER_INCLUSIONS);
      if (o.inclusion === OwnerInclusion.Included) {
        e.amount(`${at}payrollEstimateCents`, o.payrollEstimateCents, false);
      }
      if (o.email) e.add(`${at}email`, isValidEmail(o.email) ? null : QuoteMessages.validEmail);
      if (o.classCode) {
        e.add(
          `${at}classCode`,
          CLASS_CODE_PATTERN.test(o.classCode) ? null : QuoteMessages.validClassCode,
        );
      }
    });
  },
  finance: (s, _ctx, e) => {
    e.amount('annualSalesCents', s.annualSalesCents);
    e.amount('payrollCents', s.payrollCents, false);
  },
  property: (s, _ctx, e) => {
    (s.locations ?? []).forEach((l, i) => {
      const at = `locations[${i}].`;
      e.number(`${at}bppCoverageCents`, l.bppCoverageCents, (cents) =>
        checkBppLimitDollars(cents / 100),
      );
      if (l.buildingType === PropertyType.BuildingOwned) {
        e.amount(`${at}buildingCoverageCents`, l.buildingCoverageCents);
      }
    });
    e.oneOf('propertyDeductibleCents', s.propertyDeductibleCents, PROPERTY_DEDUCTIBLES_CENTS);
  },
  glLimits: (s, _ctx, e) => e.oneOf('glLimit', s.glLimit, GL_LIMITS),
  cyber: (s, _ctx, e) => {
    e.oneOf('cyberLimitCents', s.cyberLimitCents, CYBER_LIMITS_CENTS);
    e.oneOf('cyberRetentionCents', s.cyberRetentionCents, CYBER_RETENTIONS_CENTS);
    e.answers('cyberAnswers', s.cyberAnswers);
  },
  claims: (s, ctx, e) => {
    const start = claimsLookBackStart(ctx.today);
    (s.claims ?? []).forEach((c, i) => {
      const at = `claims[${i}].`;
      e.text(`${at}description`, c.description);
      e.number(`${at}amountOfLossCents`, c.amountOfLossCents, (v) =>
        Number.isInteger(v) && v >= 0 ? null : ClaimMessages.amount,
      );
      e.text(`${at}date`, c.date, (date) => {
        // The look-back's own message first: it says why an older claim does not belong here.
        if (isIsoDate(date) && date < start) return QuoteMessages.claimTooOld;
        return checkClaimDate(date, ctx.today);
      });
      if (typeof c.open !== 'boolean') e.add(`${at}open`, QuoteMessages.required(`${at}open`));
    });
  },
};

/** Every problem with one wizard step of a submission; empty when the step is complete. */
export function validateQuoteStep(
  step: WizardStepT,
  submission: QuoteSubmission,
  context: ValidationContext,
): FieldError[] {
  const e = new Errors();
  checks[step](submission, context, e);
  return e.list;
}

/** Every problem with a whole submission, over the steps of its coverage. */
export function validateSubmission(
  submission: QuoteSubmission,
  context: ValidationContext,
): FieldError[] {
  return stepsForCoverage(submission.coverageType ?? '').flatMap((step) =>
    validateQuoteStep(step, submission, context),
  );
}

/** A FEIN as its nine digits, the form it is stored and looked up in. */
export function normalizeFein(value: string): string {
  return value.replace(/[\s-]/g, '');
}
