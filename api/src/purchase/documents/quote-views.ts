/**
 * From the quote aggregate to the documents' view models: the quote proposal of a carrier
 * quote, the workers compensation application (ACORD 130 layout) and the bound policy summary.
 * Pure: whatever a view needs beyond the aggregate (the agency, today, question texts, the
 * policy record) comes in as plain values, so the mapping is tested without a database.
 */
import {
  Bindability,
  BINDABILITY_REASON_TEXTS,
  EMPLOYERS_LIABILITY_LIMITS,
  parseExperienceMod,
  priorCarrierOf,
  type BindabilityReason,
  type EmployersLiabilityLevel,
} from '@coverline/contracts';
import {
  buildUpOf,
  type BusinessClaim,
  type BusinessLocation,
  type BusinessOwner,
  type Business,
  type QuoteAggregate,
  type CarrierQuote,
  type RatedTerms,
} from '../../quoting/quotes';
import { usdWhole } from './pdf/format';
import type {
  AddressView,
  AgencyView,
  AnsweredQuestionView,
  ClaimView,
  InsuredView,
  LimitView,
  OwnerWaiverView,
  PolicySummaryView,
  PriorCarrierView,
  ProposalCoverageView,
  QuoteProposalView,
  WcApplicationView,
  WcIndividualView,
  WcRatedClassView,
  WcRatingRowView,
} from './views';

/** What the views need besides the quote. */
export interface QuoteViewContext {
  agency: AgencyView;
  /** Today, YYYY-MM-DD: the date the document is prepared on. */
  today: string;
  /** Underwriting question texts by answer key; answers without a text are left out. */
  questionTexts?: Readonly<Record<string, string>>;
}

/** The policy record a summary is printed from. */
export interface PolicyTermsView {
  policyNumber: string;
  carrier: string;
  effectiveDate: string;
  expirationDate: string;
  annualPremiumCents: number;
  billingInfo: string;
  blanketAdditionalInsured: boolean | null;
  blanketWaiverOfSubrogation: boolean | null;
  boundOn: string;
}

/** The reference a client sees for a quote: its id's first six characters. */
export function quoteReference(applicationId: string): string {
  return `Q-${applicationId.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
}

/** A year after the effective date, the term of every line the platform writes. */
export function oneYearAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year + 1, month - 1, day));
  // 29 February rolls back to the 28th rather than on to 1 March.
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * What a proposal of the carrier quote still lacks, as the words a person would look for; an
 * empty list when it can be rendered.
 */
export function missingProposalInformation(
  quote: QuoteAggregate,
  carrierQuote: CarrierQuote,
): string[] {
  const missing: string[] = [];
  if (!quote.app.business?.legalName) missing.push('business name');
  if (!(carrierQuote.effectiveDate ?? quote.app.effectiveDate)) missing.push('effective date');
  if (carrierQuote.annualPremiumCents === null) missing.push('premium');
  return missing;
}

/** Whether the carrier quote has a premium a proposal can offer. */
export function isPriced(carrierQuote: CarrierQuote | null | undefined): boolean {
  return (
    !!carrierQuote &&
    carrierQuote.annualPremiumCents !== null &&
    carrierQuote.bindability !== null &&
    carrierQuote.bindability !== Bindability.Declined &&
    carrierQuote.bindability !== Bindability.Error
  );
}

export function addressView(
  fields: Pick<BusinessLocation, 'address' | 'city' | 'state' | 'zip'> | null | undefined,
): AddressView | null {
  if (!fields?.address || !fields.city || !fields.state || !fields.zip) return null;
  return { line1: fields.address, city: fields.city, state: fields.state, zip: fields.zip };
}

function primaryLocation(business: Business): BusinessLocation | undefined {
  const locations = business.locations ?? [];
  return locations.find((l) => l.primary) ?? locations[0];
}

/** Where the insured receives mail: the mailing address, else the primary location. */
function insuredAddress(business: Business): AddressView | null {
  const mailing = business.mailingAddress;
  if (mailing && mailing.kind !== 'sameAsBusiness') {
    const given = addressView({
      address: mailing.address ?? null,
      city: mailing.city ?? null,
      state: mailing.state ?? null,
      zip: mailing.zip ?? null,
    });
    if (given) return given;
  }
  return addressView(primaryLocation(business));
}

export function insuredView(quote: QuoteAggregate): InsuredView {
  const business = quote.app.business!;
  return {
    name: business.legalName ?? '',
    dba: business.dba,
    fein: quote.fein,
    address: insuredAddress(business),
  };
}

interface ManualPremiumInputs {
  state?: unknown;
  classCode?: unknown;
  payrollCents?: unknown;
  ratePer100?: unknown;
}

interface WorksheetLike {
  steps?: Array<{ code?: unknown; label?: unknown; inputs?: unknown; amountCents?: unknown }>;
}

const asNumber = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const asString = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The carrier's rate and premium per state and class code, read from its worksheet. */
function ratedClasses(carrierQuote: CarrierQuote | null): Map<string, WcRatedClassView> {
  const rated = new Map<string, WcRatedClassView>();
  const steps = (carrierQuote?.worksheet as WorksheetLike | null)?.steps ?? [];
  for (const step of steps) {
    if (step.code !== 'wc.manualPremium') continue;
    const inputs = (step.inputs ?? {}) as ManualPremiumInputs;
    const state = asString(inputs.state);
    const classCode = asString(inputs.classCode);
    if (!state || !classCode) continue;
    const label = asString(step.label) ?? '';
    rated.set(`${state}/${classCode}`, {
      state,
      classCode,
      description: label.replace(`Manual premium ${state} ${classCode}`, '').trim(),
      payrollCents: asNumber(inputs.payrollCents) ?? 0,
      ownerPayrollCents:
        asNumber((inputs as { ownerPayrollCents?: unknown }).ownerPayrollCents) ?? 0,
      ratePer100: asNumber(inputs.ratePer100),
      premiumCents: asNumber(step.amountCents),
    });
  }
  return rated;
}

/** The experience modification the carrier applied, when the submission gave one. */
function experienceMod(carrierQuote: CarrierQuote | null): number | null {
  const steps = (carrierQuote?.worksheet as WorksheetLike | null)?.steps ?? [];
  const step = steps.find((s) => s.code === 'wc.experienceMod');
  const inputs = (step?.inputs ?? {}) as { known?: unknown; factor?: unknown };
  return inputs.known === true ? asNumber(inputs.factor) : null;
}

/** The class codes of the submission with the carrier's rating beside them. */
function wcClasses(quote: QuoteAggregate, carrierQuote: CarrierQuote | null): WcRatedClassView[] {
  const rated = ratedClasses(carrierQuote);
  const rows = quote.classCodes.map((c) => {
    const found = rated.get(`${c.state}/${c.classCode}`);
    return {
      state: c.state,
      classCode: c.classCode,
      description: c.description ?? found?.description ?? '',
      payrollCents: found?.payrollCents ?? c.payrollCents ?? 0,
      ownerPayrollCents: found?.ownerPayrollCents ?? 0,
      ratePer100: found?.ratePer100 ?? null,
      premiumCents: found?.premiumCents ?? null,
    };
  });
  // Classes the carrier rated that the submission lists only through its owners.
  const listed = new Set(rows.map((r) => `${r.state}/${r.classCode}`));
  return [...rows, ...[...rated.entries()].filter(([k]) => !listed.has(k)).map(([, v]) => v)];
}

/** The carrier quote the client chose, whose terms a bound policy has. */
function chosen(quote: QuoteAggregate): CarrierQuote | null {
  const id = quote.app.selectedCarrierQuoteId;
  return quote.carrierQuotes.find((q) => q.id === id) ?? null;
}

/**
 * The terms a document prints: those the carrier quote was priced for where the rating stored
 * them (a raised retention, a capped limit, a substituted deductible, a required employers
 * liability level), else those asked.
 */
export function printedTerms(quote: QuoteAggregate, carrierQuote: CarrierQuote | null) {
  const app = quote.app;
  const rated: RatedTerms = carrierQuote?.ratedTerms ?? {};
  return {
    employersLiabilityLevel: rated.employersLiabilityLevel ?? app.employersLiabilityLevel,
    waiverOfSubrogation: rated.waiverOfSubrogation ?? app.waiverOfSubrogation,
    glLimit: rated.glLimit ?? app.glLimit,
    blanketAdditionalInsured: rated.blanketAdditionalInsured ?? app.blanketAdditionalInsured,
    propertyDeductibleCents: rated.propertyDeductibleCents ?? app.propertyDeductibleCents,
    cyberLimitCents: rated.cyberLimitCents ?? app.cyberLimitCents,
    cyberRetentionCents: rated.cyberRetentionCents ?? app.cyberRetentionCents,
  };
}

function employersLiabilityLevel(
  quote: QuoteAggregate,
  carrierQuote: CarrierQuote | null = chosen(quote),
): EmployersLiabilityLevel {
  const level = printedTerms(quote, carrierQuote).employersLiabilityLevel;
  return level === 2 || level === 3 ? level : 1;
}

const GL_LIMIT_TEXTS: Record<string, [string, string]> = {
  '1M/2M': ['$1,000,000', '$2,000,000'],
  '2M/4M': ['$2,000,000', '$4,000,000'],
};

/**
 * The limits and terms of a line, as printed: those the carrier quote (by default the one
 * chosen, which a policy is bound from) was priced for.
 */
export function lineLimits(
  quote: QuoteAggregate,
  carrierQuote: CarrierQuote | null = chosen(quote),
): LimitView[] {
  const app = { ...quote.app, ...printedTerms(quote, carrierQuote) };
  const limits: LimitView[] = [];
  if (app.coverageType === 'gl' || app.coverageType === 'bop') {
    const [occurrence, aggregate] =
      GL_LIMIT_TEXTS[app.glLimit ?? '1M/2M'] ?? GL_LIMIT_TEXTS['1M/2M'];
    limits.push({ label: 'Each occurrence', value: occurrence });
    limits.push({ label: 'General aggregate', value: aggregate });
  }
  if (app.coverageType === 'bop') {
    const bpp = (app.business?.locations ?? []).reduce((s, l) => s + (l.bppCoverageCents ?? 0), 0);
    const building = (app.business?.locations ?? []).reduce(
      (s, l) => s + (l.buildingCoverageCents ?? 0),
      0,
    );
    if (bpp > 0) limits.push({ label: 'Business personal property', value: usdWhole(bpp) });
    if (building > 0) limits.push({ label: 'Building', value: usdWhole(building) });
    if (app.propertyDeductibleCents !== null) {
      limits.push({ label: 'Property deductible', value: usdWhole(app.propertyDeductibleCents) });
    }
  }
  if (app.coverageType === 'cyber') {
    if (app.cyberLimitCents !== null) {
      limits.push({ label: 'Aggregate limit', value: usdWhole(app.cyberLimitCents) });
    }
    if (app.cyberRetentionCents !== null) {
      limits.push({ label: 'Retention', value: usdWhole(app.cyberRetentionCents) });
    }
  }
  if (app.coverageType === 'wc') {
    limits.push({
      label: 'Employers liability',
      value: EMPLOYERS_LIABILITY_LIMITS[employersLiabilityLevel(quote, carrierQuote)],
    });
  }
  return limits;
}

function proposalCoverage(quote: QuoteAggregate, carrierQuote: CarrierQuote): ProposalCoverageView {
  const app = { ...quote.app, ...printedTerms(quote, carrierQuote) };
  if (app.coverageType === 'wc') {
    return {
      coverageType: 'wc',
      classes: wcClasses(quote, carrierQuote),
      employersLiabilityLimits:
        EMPLOYERS_LIABILITY_LIMITS[employersLiabilityLevel(quote, carrierQuote)],
      waiverOfSubrogation: app.waiverOfSubrogation ?? false,
    };
  }
  const limits = lineLimits(quote, carrierQuote);
  if (app.coverageType === 'gl' && app.blanketAdditionalInsured !== null) {
    limits.push({
      label: 'Blanket additional insured',
      value: app.blanketAdditionalInsured ? 'Included' : 'Not included',
    });
  }
  return { coverageType: app.coverageType, limits };
}

/** The proposal of one carrier quote; call `missingProposalInformation` first. */
export function quoteProposalView(
  quote: QuoteAggregate,
  carrierQuote: CarrierQuote,
  context: QuoteViewContext,
): QuoteProposalView {
  const effectiveDate = (carrierQuote.effectiveDate ?? quote.app.effectiveDate)!;
  return {
    agency: context.agency,
    reference: quoteReference(quote.app.id),
    preparedOn: context.today,
    insured: insuredView(quote),
    carrier: carrierQuote.carrier,
    effectiveDate,
    expirationDate:
      carrierQuote.expirationDate ?? quote.app.expirationDate ?? oneYearAfter(effectiveDate),
    annualPremiumCents: carrierQuote.annualPremiumCents!,
    coverage: proposalCoverage(quote, carrierQuote),
    buildUp: buildUpOf(carrierQuote),
    bindability: carrierQuote.bindability ?? Bindability.BindabilityPending,
    notes: carrierQuote.reasons.map(
      (r: BindabilityReason) => BINDABILITY_REASON_TEXTS[r] ?? String(r),
    ),
    sandbox: carrierQuote.sandbox,
  };
}

function claimView(claim: BusinessClaim): ClaimView | null {
  if (!claim.date) return null;
  return {
    date: claim.date,
    description: claim.description ?? '',
    amountOfLossCents: claim.amountOfLossCents ?? 0,
    open: claim.open ?? false,
  };
}

function answerText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

function answeredQuestions(
  quote: QuoteAggregate,
  texts: Readonly<Record<string, string>> = {},
): AnsweredQuestionView[] {
  const answers = quote.app.underwritingAnswers ?? {};
  return Object.entries(answers).flatMap(([key, value]) => {
    const answer = answerText(value);
    const question = texts[key];
    return question && answer ? [{ question, answer }] : [];
  });
}

function individuals(business: Business): WcIndividualView[] {
  return (business.owners ?? []).map((o) => ({
    name: [o.firstName, o.lastName].filter(Boolean).join(' '),
    title: o.title,
    state: o.primaryWorkState ?? '',
    ownershipPercent: o.ownershipPercent ?? 0,
    included: o.inclusion === 'Included',
    classCode: o.classCode,
    remunerationCents: o.payrollEstimateCents,
  }));
}

/** The prior carrier the applicant named, or that it had no prior coverage. */
function priorCarriers(
  quote: QuoteAggregate,
  effectiveDate: string,
): { priorCarriers: PriorCarrierView[]; noPriorCoverage: boolean } {
  const prior = priorCarrierOf(quote.app.underwritingAnswers);
  if (!prior || prior.noPriorCoverage || !prior.carrier) {
    return { priorCarriers: [], noPriorCoverage: prior?.noPriorCoverage ?? false };
  }
  return {
    priorCarriers: [
      {
        year: Number(effectiveDate.slice(0, 4)) - 1,
        carrier: prior.carrier,
        policyNumber: prior.policyNumber,
        annualPremiumCents: prior.premiumCents,
        experienceMod:
          parseExperienceMod(quote.app.underwritingAnswers?.experienceMod)?.value ?? null,
        yearsWithCarrier: prior.yearsWithCarrier,
      },
    ],
    noPriorCoverage: false,
  };
}

/** The loss history an application shows: the claims of the last five years. */
const LOSS_HISTORY_YEARS = 5;

/** The workers compensation application, with the carrier quote when one is chosen. */
export function wcApplicationView(
  quote: QuoteAggregate,
  carrierQuote: CarrierQuote | null,
  context: QuoteViewContext,
): WcApplicationView {
  const { app } = quote;
  const business = app.business!;
  const effectiveDate = carrierQuote?.effectiveDate ?? app.effectiveDate ?? context.today;
  const locations = (business.locations ?? []).flatMap((l) => {
    const address = addressView(l);
    return address ? [{ address, primary: l.primary }] : [];
  });
  const numberOf = (state: string) =>
    Math.max(1, locations.findIndex((l) => l.address.state === state) + 1);
  const classes = wcClasses(quote, carrierQuote);
  const employees = new Map(quote.classCodes.map((c) => [`${c.state}/${c.classCode}`, c]));
  const ratingRows: WcRatingRowView[] = classes.map((c) => {
    const entered = employees.get(`${c.state}/${c.classCode}`);
    return {
      state: c.state,
      locationNumber: numberOf(c.state),
      classCode: c.classCode,
      description: c.description,
      fullTimeEmployees: entered?.fullTimeEmployees ?? null,
      partTimeEmployees: entered?.partTimeEmployees ?? null,
      remunerationCents: c.payrollCents,
      ratePer100: c.ratePer100,
      premiumCents: c.premiumCents,
    };
  });
  const terms = printedTerms(quote, carrierQuote);
  const [eachAccident, diseasePolicyLimit, diseaseEachEmployee] =
    EMPLOYERS_LIABILITY_LIMITS[employersLiabilityLevel(quote, carrierQuote)].split(' / ');
  const client = app.client!;
  return {
    agency: context.agency,
    preparedOn: context.today,
    carrier: carrierQuote?.carrier ?? null,
    applicant: {
      ...insuredView(quote),
      entityType: business.legalEntity,
      yearsInBusiness:
        business.yearEstablished === null
          ? null
          : Math.max(0, Number(context.today.slice(0, 4)) - business.yearEstablished),
      naicsCode: business.naicsCode,
      website: business.website,
      contact: {
        name: [client.firstName, client.lastName].filter(Boolean).join(' ') || client.email,
        phone: client.phone,
        email: client.email,
      },
    },
    policy: {
      effectiveDate,
      expirationDate:
        carrierQuote?.expirationDate ?? app.expirationDate ?? oneYearAfter(effectiveDate),
      part1States: [...new Set(quote.classCodes.map((c) => c.state))].sort(),
      employersLiability: { eachAccident, diseasePolicyLimit, diseaseEachEmployee },
      waiverOfSubrogation: terms.waiverOfSubrogation ?? false,
      experienceMod: experienceMod(carrierQuote),
    },
    locations: locations.map((l, i) => ({ number: i + 1, ...l })),
    ratingRows,
    totalEstimatedPremiumCents: carrierQuote?.annualPremiumCents ?? null,
    individuals: individuals(business),
    ...priorCarriers(quote, effectiveDate),
    claims: (business.claims ?? []).flatMap((c) => claimView(c) ?? []),
    lossHistoryYears: LOSS_HISTORY_YEARS,
    questions: answeredQuestions(quote, context.questionTexts),
    sandbox: carrierQuote?.sandbox ?? true,
  };
}

/** The summary of a bound policy, from its policy record. */
export function policySummaryView(
  quote: QuoteAggregate,
  policy: PolicyTermsView,
  context: QuoteViewContext & { sandbox: boolean },
): PolicySummaryView {
  const { app } = quote;
  const hasEndorsements = app.coverageType === 'gl' || app.coverageType === 'bop';
  return {
    agency: context.agency,
    policyNumber: policy.policyNumber,
    carrier: policy.carrier,
    coverageType: app.coverageType,
    insured: insuredView(quote),
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    boundOn: policy.boundOn,
    annualPremiumCents: policy.annualPremiumCents,
    billingMethod: policy.billingInfo,
    limits: lineLimits(quote),
    blanketAdditionalInsured: hasEndorsements ? (policy.blanketAdditionalInsured ?? false) : null,
    waiverOfSubrogation:
      policy.blanketWaiverOfSubrogation ??
      (app.coverageType === 'wc'
        ? (printedTerms(quote, chosen(quote)).waiverOfSubrogation ?? false)
        : null),
    sandbox: context.sandbox,
  };
}

/** The exclusion waiver of one excluded owner or officer of the quote's business. */
export function ownerWaiverView(
  quote: QuoteAggregate,
  owner: BusinessOwner,
  carrierQuote: CarrierQuote | null,
  context: QuoteViewContext,
): OwnerWaiverView {
  return {
    agency: context.agency,
    reference: quoteReference(quote.app.id),
    preparedOn: context.today,
    insured: insuredView(quote),
    coverageType: quote.app.coverageType,
    carrier: carrierQuote?.carrier ?? null,
    effectiveDate: carrierQuote?.effectiveDate ?? quote.app.effectiveDate,
    owner: {
      name: [owner.firstName, owner.lastName].filter(Boolean).join(' '),
      title: owner.title,
      ownershipPercent: owner.ownershipPercent,
      state: owner.primaryWorkState,
    },
    sandbox: carrierQuote?.sandbox ?? true,
  };
}
