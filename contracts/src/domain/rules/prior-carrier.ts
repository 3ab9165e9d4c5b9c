/**
 * The prior carrier a workers compensation application names (ACORD 130's prior carrier
 * section), kept with the underwriting answers under the keys of `PriorCarrierAnswer`: whether
 * the business had coverage, and if so with whom, the policy number, the expiring annual
 * premium (cents) and the years with that carrier.
 */

export const PriorCarrierAnswer = {
  coverage: 'priorCoverage',
  carrier: 'priorCarrier',
  policyNumber: 'priorPolicyNumber',
  premiumCents: 'priorPremiumCents',
  years: 'priorYearsWithCarrier',
} as const;
export type PriorCarrierAnswer = (typeof PriorCarrierAnswer)[keyof typeof PriorCarrierAnswer];
export const PRIOR_CARRIER_ANSWERS: readonly PriorCarrierAnswer[] =
  Object.values(PriorCarrierAnswer);

export const PriorCarrierLimits = {
  carrierMaxLength: 100,
  policyNumberMaxLength: 40,
  /** $100,000,000 a year. */
  premiumMaxCents: 10_000_000_000,
  yearsMax: 100,
} as const;

const POLICY_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

export const PriorCarrierMessages = {
  coverageChoice: 'Say whether the business had workers compensation coverage before.',
  coverageOneOf: 'Prior coverage must be Yes or No.',
  carrierRequired: 'Name the prior carrier.',
  carrierText: `The prior carrier must be text of at most ${PriorCarrierLimits.carrierMaxLength} characters.`,
  policyNumber: `The policy number may hold letters, digits, spaces and . / - (at most ${PriorCarrierLimits.policyNumberMaxLength}).`,
  premium: 'The expiring premium must be a whole number of cents from $0 to $100,000,000.',
  yearsRequired: 'Say how many years the business has been with the prior carrier.',
  years: `Years with the carrier must be a whole number from 0 to ${PriorCarrierLimits.yearsMax}.`,
} as const;

export interface PriorCarrierProblem {
  /** `underwritingAnswers.<key>`. */
  field: string;
  message: string;
}

type AnswerValue = string | number | boolean | null | undefined;

const blank = (v: AnswerValue) => v === undefined || v === null || v === '';

/**
 * What is wrong with the prior carrier answers, field by field. The form of each answer is
 * always checked (text, lengths, whole numbers in range); with `complete`, so is what a quote
 * sent to the carriers needs: when the business had coverage, the carrier and the years with it.
 * Answers left out altogether are not a problem here (the wizard asks the choice itself).
 */
export function priorCarrierProblems(
  answers: Readonly<Record<string, AnswerValue>> | null | undefined,
  { complete = false }: { complete?: boolean } = {},
): PriorCarrierProblem[] {
  const a = answers ?? {};
  const problems: PriorCarrierProblem[] = [];
  const add = (key: PriorCarrierAnswer, message: string) =>
    problems.push({ field: `underwritingAnswers.${key}`, message });
  const K = PriorCarrierAnswer;
  const M = PriorCarrierMessages;

  const coverage = a[K.coverage];
  if (!blank(coverage) && coverage !== 'Yes' && coverage !== 'No') add(K.coverage, M.coverageOneOf);
  if (coverage === 'No') return problems;

  const carrier = a[K.carrier];
  if (!blank(carrier)) {
    if (
      typeof carrier !== 'string' ||
      carrier.trim() === '' ||
      carrier.length > PriorCarrierLimits.carrierMaxLength
    ) {
      add(K.carrier, M.carrierText);
    }
  } else if (complete && coverage === 'Yes') add(K.carrier, M.carrierRequired);

  const policyNumber = a[K.policyNumber];
  if (
    !blank(policyNumber) &&
    (typeof policyNumber !== 'string' ||
      policyNumber.length > PriorCarrierLimits.policyNumberMaxLength ||
      !POLICY_NUMBER.test(policyNumber))
  ) {
    add(K.policyNumber, M.policyNumber);
  }

  const premium = a[K.premiumCents];
  if (
    !blank(premium) &&
    (typeof premium !== 'number' ||
      !Number.isSafeInteger(premium) ||
      premium < 0 ||
      premium > PriorCarrierLimits.premiumMaxCents)
  ) {
    add(K.premiumCents, M.premium);
  }

  const years = a[K.years];
  if (!blank(years)) {
    if (
      typeof years !== 'number' ||
      !Number.isInteger(years) ||
      years < 0 ||
      years > PriorCarrierLimits.yearsMax
    ) {
      add(K.years, M.years);
    }
  } else if (complete && coverage === 'Yes') add(K.years, M.yearsRequired);
  return problems;
}

/** The prior carrier as the application prints it; null when none was named. */
export interface PriorCarrier {
  noPriorCoverage: boolean;
  carrier: string | null;
  policyNumber: string | null;
  premiumCents: number | null;
  yearsWithCarrier: number | null;
}

/** The prior carrier answers read back; null when the question was not answered. */
export function priorCarrierOf(
  answers: Readonly<Record<string, AnswerValue>> | null | undefined,
): PriorCarrier | null {
  const a = answers ?? {};
  const K = PriorCarrierAnswer;
  const text = (v: AnswerValue) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const whole = (v: AnswerValue) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
  if (a[K.coverage] === 'No') {
    return {
      noPriorCoverage: true,
      carrier: null,
      policyNumber: null,
      premiumCents: null,
      yearsWithCarrier: null,
    };
  }
  const carrier = text(a[K.carrier]);
  if (!carrier) return null;
  return {
    noPriorCoverage: false,
    carrier,
    policyNumber: text(a[K.policyNumber]),
    premiumCents: whole(a[K.premiumCents]),
    yearsWithCarrier: whole(a[K.years]),
  };
}
