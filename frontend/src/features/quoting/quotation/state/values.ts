import {
  BUSINESS_FIELDS,
  CLAIM_FIELDS,
  LOCATION_FIELDS,
  OWNER_FIELDS,
  pickSubmittedFields,
  withoutUndefined,
  type QuoteSubmission,
  type SubmissionClaim,
  type SubmissionClassCode,
  type SubmissionLocation,
  type SubmissionOwner,
} from '@coverline/contracts';
import type {
  CoverageType,
  QuoteDto,
  SaveQuoteDto,
  ValidateFormDto,
  WizardStep,
} from '@coverline/contracts/generated/model';

/** Answers to a question set: question id to the answer ('Yes'/'No', a number or text). */
export type Answers = Record<string, string | number | boolean>;

export interface LocationValues extends SubmissionLocation {
  /** Kept from the server so a resave keeps the same row. */
  id?: string;
}

export interface OwnerValues extends SubmissionOwner {
  id?: string;
}

export interface ClaimValues extends SubmissionClaim {
  id?: string;
}

export interface ClassCodeValues extends SubmissionClassCode {
  id?: string;
  description?: string | null;
  fullTimeEmployees?: number | null;
  partTimeEmployees?: number | null;
}

/**
 * Everything the wizard collects, in the API's words. The wizard keeps this copy in the browser
 * and sends each step's part of it in the background; `fein` only holds a FEIN typed here (the
 * API never answers one back unmasked).
 */
export interface WizardValues extends Omit<
  QuoteSubmission,
  | 'coverageType'
  | 'locations'
  | 'owners'
  | 'claims'
  | 'classCodes'
  | 'payrollAnswers'
  | 'underwritingAnswers'
  | 'ownerAnswers'
  | 'cyberAnswers'
> {
  coverageType?: CoverageType | null;
  naicsMatrixDesc?: string | null;
  blanketAdditionalInsured?: boolean | null;
  locations?: LocationValues[];
  owners?: OwnerValues[];
  claims?: ClaimValues[];
  wcClassCodes?: ClassCodeValues[];
  payrollAnswers?: Answers;
  underwritingAnswers?: Answers;
  ownerAnswers?: Answers;
  propertyAnswers?: Answers;
  cyberAnswers?: Answers;
}

export type ValuesPatch = Partial<WizardValues>;

/** The submission as the shared step rules read it. */
export function toSubmission(values: WizardValues): QuoteSubmission {
  const { wcClassCodes, ...rest } = values;
  return { ...rest, classCodes: wcClassCodes ?? [] };
}

/** Only the fields the API's DTOs know: local extras never reach it. */
function submissionFields(values: ValuesPatch): Omit<SaveQuoteDto, 'id' | 'version' | 'step'> {
  const body: Record<string, unknown> = { ...values };
  if (values.locations) {
    body.locations = values.locations.map((l) =>
      withoutUndefined({ id: l.id, ...pickSubmittedFields(l, LOCATION_FIELDS) }),
    );
  }
  if (values.owners) {
    body.owners = values.owners.map((o) =>
      withoutUndefined({ id: o.id, ...pickSubmittedFields(o, OWNER_FIELDS) }),
    );
  }
  if (values.claims) {
    body.claims = values.claims.map((c) =>
      withoutUndefined({ id: c.id, ...pickSubmittedFields(c, CLAIM_FIELDS) }),
    );
  }
  if (values.wcClassCodes) {
    body.wcClassCodes = values.wcClassCodes.map((c) =>
      withoutUndefined({
        id: c.id,
        state: c.state,
        classCode: c.classCode,
        description: c.description,
        payrollCents: c.payrollCents,
        fullTimeEmployees: c.fullTimeEmployees,
        partTimeEmployees: c.partTimeEmployees,
      }),
    );
  }
  // An email is set once, when the quote starts; a blank one is no email at all.
  if (!values.email) delete body.email;
  return withoutUndefined(body) as Omit<SaveQuoteDto, 'id' | 'version' | 'step'>;
}

/** A save of part of the submission. */
export function toSaveBody(patch: ValuesPatch): SaveQuoteDto {
  return submissionFields(patch) as SaveQuoteDto;
}

/** One step checked by the API, with the whole submission its rules may look at. */
export function toValidateBody(step: WizardStep, values: WizardValues): ValidateFormDto {
  return { ...(submissionFields(values) as ValidateFormDto), step };
}

const answersOf = (value: Record<string, unknown> | null | undefined): Answers => {
  const out: Answers = {};
  for (const [key, answer] of Object.entries(value ?? {})) {
    if (typeof answer === 'string' || typeof answer === 'number' || typeof answer === 'boolean') {
      out[key] = answer;
    }
  }
  return out;
};

/** The wizard's copy of a quote read from the API. */
export function fromQuote(quote: QuoteDto): WizardValues {
  const { business, client } = quote;
  return {
    coverageType: quote.coverageType,
    email: client.email,
    firstName: client.firstName,
    lastName: client.lastName,
    phone: client.phone,
    ...pickSubmittedFields(business, BUSINESS_FIELDS),
    noFein: business.noFein,
    noWebsite: business.noWebsite,
    locations: business.locations.map(({ id, ...l }) => ({
      id,
      ...pickSubmittedFields(l, LOCATION_FIELDS),
    })),
    mailingAddress: business.mailingAddress ? { ...business.mailingAddress } : null,
    effectiveDate: quote.effectiveDate,
    employersLiabilityLevel: quote.employersLiabilityLevel,
    waiverOfSubrogation: quote.waiverOfSubrogation,
    wcClassCodes: quote.wcClassCodes.map((c) => ({
      id: c.id,
      state: c.state,
      classCode: c.classCode,
      description: c.description,
      payrollCents: c.payrollCents,
      fullTimeEmployees: c.fullTimeEmployees,
      partTimeEmployees: c.partTimeEmployees,
    })),
    payrollAnswers: answersOf(quote.payrollAnswers),
    underwritingAnswers: answersOf(quote.underwritingAnswers),
    owners: business.owners.map(({ id, ...o }) => ({
      id,
      ...pickSubmittedFields(o, OWNER_FIELDS),
    })),
    ownerAnswers: answersOf(quote.ownerAnswers),
    propertyAnswers: answersOf(quote.propertyAnswers),
    glLimit: quote.glLimit,
    propertyDeductibleCents: quote.propertyDeductibleCents,
    blanketAdditionalInsured: quote.blanketAdditionalInsured,
    cyberLimitCents: quote.cyberLimitCents,
    cyberRetentionCents: quote.cyberRetentionCents,
    cyberAnswers: answersOf(quote.cyberAnswers),
    claims: business.claims.map(({ id, ...c }) => ({
      id,
      ...pickSubmittedFields(c, CLAIM_FIELDS),
    })),
  };
}
