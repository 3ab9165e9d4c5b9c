import { Limits } from '../limits';
import { parsePayrollStates } from '../reference-data';

/**
 * Field formats from the specification. Each check answers the message to show, or null when
 * the value is valid, so forms and the API show the same words.
 */
export const FormatMessages = {
  fein: 'FEIN must be 9 digits.',
  routingNumber: 'Routing number must be exactly 9 digits.',
  bankAccount: 'Bank account number must be 5 digits or longer.',
  payrollStates:
    'Payroll state must be one state or a comma-separated list of state abbreviations, e.g. CA or CA,OR.',
  employees: 'Employees must be a whole number from 0 to 9,999.',
  yearsOfExperience: 'Years of experience must be a whole number from 0 to 100.',
  squareFootage: 'Square footage must be a whole number from 1 to 10,000,000.',
  amount: 'Amount must be at least $1,000.',
  bppLimit: 'Business personal property limit must be between $5,000 and $100,000,000.',
  phone: 'Please enter a valid phone number.',
  zip: 'Please enter a valid zip code.',
  url: 'Please enter a valid URL.',
  positiveNumber: 'Please enter a positive number.',
  positiveInteger: 'Please enter a positive whole number.',
  name: 'Please enter a valid name.',
  specialCharacters: 'Special characters are not allowed.',
  year: 'Please enter a valid year.',
  stories: 'Please enter a valid number of stories.',
} as const;

type Check = string | null;

const ok = (valid: boolean, message: string): Check => (valid ? null : message);

/** Nine digits, with or without the hyphen after the second (12-3456789). */
export const FEIN_PATTERN = /^\d{2}-?\d{7}$/;

export function checkFein(value: string): Check {
  return ok(FEIN_PATTERN.test(value), FormatMessages.fein);
}

export function checkRoutingNumber(value: string): Check {
  return ok(/^\d{9}$/.test(value), FormatMessages.routingNumber);
}

export function checkBankAccountNumber(value: string): Check {
  return ok(/^\d{5,}$/.test(value), FormatMessages.bankAccount);
}

/** "CA" or "CA,OR": two-letter US state abbreviations, comma separated, no repeats. */
export function checkPayrollStates(value: string): Check {
  return ok(parsePayrollStates(value) !== null, FormatMessages.payrollStates);
}

export function checkEmployees(value: number): Check {
  return ok(
    Number.isInteger(value) && value >= 0 && value <= Limits.employeesMax,
    FormatMessages.employees,
  );
}

export function checkYearsOfExperience(value: number): Check {
  return ok(
    Number.isInteger(value) && value >= 0 && value <= Limits.yearsOfExperienceMax,
    FormatMessages.yearsOfExperience,
  );
}

export function checkSquareFootage(value: number): Check {
  return ok(
    Number.isInteger(value) && value > 0 && value <= Limits.squareFootageMax,
    FormatMessages.squareFootage,
  );
}

/** Amounts entered in dollars (payroll, sales, limits) must be at least $1,000. */
export function checkAmountDollars(value: number): Check {
  return ok(Number.isFinite(value) && value >= Limits.minimumAmountDollars, FormatMessages.amount);
}

export function checkBppLimitDollars(value: number): Check {
  return ok(
    Number.isFinite(value) && value >= Limits.bppMinDollars && value <= Limits.bppMaxDollars,
    FormatMessages.bppLimit,
  );
}

/** A US phone number: ten digits, optionally +1, with spaces, dots, dashes or brackets. */
export function checkPhone(value: string): Check {
  const digits = value.replace(/[\s().-]/g, '').replace(/^\+?1(?=\d{10}$)/, '');
  return ok(
    /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) && /^[\d\s().+-]+$/.test(value),
    FormatMessages.phone,
  );
}

/** Five-digit ZIP or ZIP+4. */
export function checkZip(value: string): Check {
  return ok(/^\d{5}(-\d{4})?$/.test(value), FormatMessages.zip);
}

/** An http(s) address with a dotted host; a bare "example.com" is read as https. */
export function checkUrl(value: string): Check {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    const valid =
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      /^([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i.test(url.hostname) &&
      !/\s/.test(value);
    return ok(valid, FormatMessages.url);
  } catch {
    return FormatMessages.url;
  }
}

export function checkPositiveNumber(value: number): Check {
  return ok(Number.isFinite(value) && value > 0, FormatMessages.positiveNumber);
}

export function checkPositiveInteger(value: number): Check {
  return ok(Number.isInteger(value) && value > 0, FormatMessages.positiveInteger);
}

/** Letters (any alphabet), spaces, apostrophes, hyphens and periods. */
export function checkName(value: string): Check {
  return ok(/^\p{L}[\p{L}\p{M}' .-]*$/u.test(value.trim()), FormatMessages.name);
}

/** Letters, digits, spaces and the punctuation of business names: & , . ' - # / ( ). */
export function checkNoSpecialCharacters(value: string): Check {
  return ok(/^[\p{L}\p{N}\s&,.'#/()-]*$/u.test(value), FormatMessages.specialCharacters);
}

/** A four-digit year from 1800 up to `latest` (e.g. the current year for "year established"). */
export function checkYear(value: number, latest: number): Check {
  return ok(Number.isInteger(value) && value >= 1800 && value <= latest, FormatMessages.year);
}

export function checkStories(value: number): Check {
  return ok(Number.isInteger(value) && value >= 1 && value <= 200, FormatMessages.stories);
}
