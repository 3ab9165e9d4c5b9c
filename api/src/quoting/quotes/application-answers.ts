/**
 * The application's own answers (the line's limits and options, the answer sets, the dates and
 * the chosen carrier quote): one declaration of their blank values, from which a new quote
 * starts, a reset starts over, and a save knows which fields it copies as they come.
 */
import type { Application } from './entities/application.entity';

/** Limits and options of the line; a save copies them as they come and null clears them. */
export const LINE_OPTION_FIELDS = [
  'employersLiabilityLevel',
  'waiverOfSubrogation',
  'glLimit',
  'propertyDeductibleCents',
  'blanketAdditionalInsured',
  'cyberLimitCents',
  'cyberRetentionCents',
] as const;

/** Where a quote came from; copied as they come, kept when the wizard starts over. */
export const REFERRAL_FIELDS = ['payrollRepReferralToken', 'payrollRepReferralContext'] as const;

/** Question sets answered in the wizard; a save replaces each whole, null empties it. */
export const ANSWER_SET_FIELDS = [
  'payrollAnswers',
  'underwritingAnswers',
  'ownerAnswers',
  'propertyAnswers',
  'cyberAnswers',
] as const;

type BlankAnswers = Pick<
  Application,
  | (typeof LINE_OPTION_FIELDS)[number]
  | (typeof ANSWER_SET_FIELDS)[number]
  | 'effectiveDate'
  | 'expirationDate'
  | 'selectedCarrierQuoteId'
>;

/** What the wizard has not asked yet: a new quote's answers, and a reset's. */
export function blankApplicationAnswers(): BlankAnswers {
  const blank: Record<string, unknown> = {
    effectiveDate: null,
    expirationDate: null,
    selectedCarrierQuoteId: null,
  };
  for (const field of LINE_OPTION_FIELDS) blank[field] = null;
  for (const field of ANSWER_SET_FIELDS) blank[field] = {};
  return blank as BlankAnswers;
}
