import {
  CLAIM_FIELDS,
  isUsStateCode,
  LOCATION_FIELDS,
  OWNER_FIELDS,
  OwnerInclusion,
  parseExperienceMod,
  pickSubmittedFields,
  type EntityType,
  type GlLimit,
  type QuoteSubmission,
  type UsStateCode,
} from '@coverline/contracts';
import { submissionBusiness } from './business/business-fields';
import type { SecurityControl, Submission } from '../rating';
import type { QuoteAggregate } from './dto/quote.dto';

/** The quote as the wizard's rules read it. */
export function toQuoteSubmission({ app, classCodes, fein }: QuoteAggregate): QuoteSubmission {
  const { client, business } = app;
  return {
    coverageType: app.coverageType,
    email: client.email,
    firstName: client.firstName,
    lastName: client.lastName,
    phone: client.phone,
    ...submissionBusiness(business),
    fein,
    noFein: business.noFein,
    noWebsite: business.noWebsite,
    locations: (business.locations ?? []).map((l) => pickSubmittedFields(l, LOCATION_FIELDS)),
    mailingAddress: business.mailingAddress,
    effectiveDate: app.effectiveDate,
    employersLiabilityLevel: app.employersLiabilityLevel,
    waiverOfSubrogation: app.waiverOfSubrogation,
    classCodes: classCodes.map((c) => ({
      state: c.state,
      classCode: c.classCode,
      payrollCents: c.payrollCents,
    })),
    payrollAnswers: app.payrollAnswers,
    underwritingAnswers: app.underwritingAnswers,
    owners: (business.owners ?? []).map((o) => pickSubmittedFields(o, OWNER_FIELDS)),
    ownerAnswers: app.ownerAnswers,
    glLimit: app.glLimit,
    propertyDeductibleCents: app.propertyDeductibleCents,
    cyberLimitCents: app.cyberLimitCents,
    cyberRetentionCents: app.cyberRetentionCents,
    cyberAnswers: app.cyberAnswers,
    claims: (business.claims ?? []).map((c) => pickSubmittedFields(c, CLAIM_FIELDS)),
  };
}

const SECURITY_CONTROLS: readonly SecurityControl[] = ['mfa', 'edr', 'backups', 'training'];

const isYes = (answer: unknown) =>
  answer === true || (typeof answer === 'string' && /^(yes|true)$/i.test(answer));

/**
 * The quote as the rating library reads it. Call only on a submission that passed
 * `validateSubmission`: the fields it requires are then present.
 */
export function toRatingSubmission(
  { app, classCodes, fein }: QuoteAggregate,
  glClassCode: string | null,
): Submission {
  const { business } = app;
  const base = {
    effectiveDate: app.effectiveDate!,
    business: {
      legalName: business.legalName ?? '',
      naicsCode: business.naicsCode ?? '',
      entityType: business.legalEntity as EntityType,
      yearEstablished: business.yearEstablished ?? 0,
      employees: business.employees ?? 0,
      annualSalesCents: business.annualSalesCents ?? 0,
      payrollCents: business.payrollCents ?? 0,
      ...(fein ? { fein } : {}),
    },
    locations: (business.locations ?? [])
      .filter((l) => l.state && isUsStateCode(l.state))
      .map((l) => ({
        state: l.state as UsStateCode,
        zip: l.zip ?? '',
        primary: l.primary,
        construction: l.construction ?? undefined,
        sprinklers: l.sprinklers ?? undefined,
        buildingCoverageCents: l.buildingCoverageCents ?? undefined,
        bppCoverageCents: l.bppCoverageCents ?? undefined,
      })),
    claims: (business.claims ?? []).map((c) => ({
      date: c.date ?? '',
      amountOfLossCents: c.amountOfLossCents ?? 0,
      open: c.open ?? false,
    })),
  };
  switch (app.coverageType) {
    case 'wc': {
      const experienceMod = experienceModOf(app);
      return {
        ...base,
        coverageType: 'wc',
        payroll: classCodes
          .filter((c) => isUsStateCode(c.state) && c.payrollCents !== null)
          .map((c) => ({
            state: c.state as UsStateCode,
            classCode: c.classCode,
            payrollCents: c.payrollCents!,
          })),
        owners: (business.owners ?? [])
          .filter((o) => o.primaryWorkState && isUsStateCode(o.primaryWorkState))
          .map((o) => ({
            name: [o.firstName, o.lastName].filter(Boolean).join(' '),
            state: o.primaryWorkState as UsStateCode,
            ownershipPercent: o.ownershipPercent ?? 0,
            included: o.inclusion === OwnerInclusion.Included,
            payrollEstimateCents: o.payrollEstimateCents ?? undefined,
            classCode: o.classCode ?? undefined,
          })),
        employersLiabilityLevel: (app.employersLiabilityLevel ?? 1) as 1 | 2 | 3,
        waiverOfSubrogation: app.waiverOfSubrogation ?? false,
        // An experience modification the bureau gave, when the underwriting answers carry one,
        // and whether staff verified that very value.
        ...(experienceMod !== null
          ? { experienceMod, experienceModVerified: app.experienceModVerified === experienceMod }
          : {}),
      };
    }
    case 'gl':
      return {
        ...base,
        coverageType: 'gl',
        glClassCode: glClassCode ?? '',
        glLimit: (app.glLimit ?? '1M/2M') as GlLimit,
        blanketAdditionalInsured: app.blanketAdditionalInsured ?? false,
        waiverOfSubrogation: app.waiverOfSubrogation ?? false,
      };
    case 'bop':
      return {
        ...base,
        coverageType: 'bop',
        glClassCode: glClassCode ?? '',
        glLimit: (app.glLimit ?? '1M/2M') as GlLimit,
        propertyDeductibleCents: app.propertyDeductibleCents ?? 0,
      };
    case 'cyber':
      return {
        ...base,
        coverageType: 'cyber',
        cyberLimitCents: app.cyberLimitCents ?? 0,
        cyberRetentionCents: app.cyberRetentionCents ?? 0,
        securityControls: Object.fromEntries(
          SECURITY_CONTROLS.map((control) => [control, isYes(app.cyberAnswers[control])]),
        ) as Record<SecurityControl, boolean>,
      };
  }
}

/**
 * The experience modification a quote's underwriting answers give, when there is a valid one.
 * The submission's validation refuses an invalid one, so null means none was given.
 */
export function experienceModOf(app: {
  coverageType: string;
  underwritingAnswers: Record<string, unknown>;
}): number | null {
  if (app.coverageType !== 'wc') return null;
  return parseExperienceMod(app.underwritingAnswers?.experienceMod)?.value ?? null;
}
