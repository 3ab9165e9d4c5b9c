import {
  CoverageType,
  PriorCarrierAnswer as K,
  PriorCarrierMessages,
  type FieldError,
} from '@coverline/contracts';
import { centsToDollars } from '../../../../lib/currency';
import { dollarsToCents, numberText, textOrNull, toNumber, type YesNoText } from './convert';
import type { Answers } from './values';

/** The prior carrier questions of the workers compensation wizard, as the form holds them. */
export interface PriorCarrierForm {
  coverage: YesNoText;
  carrier: string;
  policyNumber: string;
  premium: string;
  years: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : null);

export function priorCarrierToForm(answers: Answers | undefined): PriorCarrierForm {
  const a = answers ?? {};
  const coverage = a[K.coverage];
  return {
    coverage: coverage === 'Yes' ? 'yes' : coverage === 'No' ? 'no' : '',
    carrier: text(a[K.carrier]),
    policyNumber: text(a[K.policyNumber]),
    premium: centsToDollars(num(a[K.premiumCents])),
    years: numberText(num(a[K.years])),
  };
}

/** The answers the form saves: nothing of the carrier when there was no prior coverage. */
export function priorCarrierAnswers(form: PriorCarrierForm): Answers {
  if (form.coverage === 'no') return { [K.coverage]: 'No' };
  if (form.coverage !== 'yes') return {};
  const answers: Answers = { [K.coverage]: 'Yes' };
  const values: Array<[string, string | number | null]> = [
    [K.carrier, textOrNull(form.carrier)],
    [K.policyNumber, textOrNull(form.policyNumber)],
    [K.premiumCents, dollarsToCents(form.premium)],
    [K.years, toNumber(form.years)],
  ];
  for (const [key, value] of values) if (value !== null) answers[key] = value;
  return answers;
}

/** The wizard asks every workers compensation applicant whether it had coverage before. */
export function priorCarrierChoiceErrors(
  coverageType: string | null | undefined,
  form: PriorCarrierForm,
): FieldError[] {
  if (coverageType !== CoverageType.WorkersCompensation || form.coverage !== '') return [];
  return [
    { field: `underwritingAnswers.${K.coverage}`, message: PriorCarrierMessages.coverageChoice },
  ];
}

/** The prior carrier answer keys: the question set's answers leave them be. */
export const PRIOR_CARRIER_KEYS: readonly string[] = Object.values(K);
