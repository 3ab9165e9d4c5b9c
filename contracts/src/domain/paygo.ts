/**
 * Pay-as-you-go registration with a carrier's payroll service: the security questions a client
 * chooses from, the rules for the portal credentials, how an answer is normalised before it is
 * hashed, and where the carrier's answer stands.
 */

import { totalOwnershipPercent } from './rules/owners';

/** The fixed list a client picks the payroll-service portal's security question from. */
export const SecurityQuestion = {
  FirstPet: 'firstPet',
  BirthCity: 'birthCity',
  FirstSchool: 'firstSchool',
  MotherMaidenName: 'motherMaidenName',
  FirstCar: 'firstCar',
  FavouriteTeacher: 'favouriteTeacher',
} as const;
export type SecurityQuestion = (typeof SecurityQuestion)[keyof typeof SecurityQuestion];
export const SECURITY_QUESTIONS: readonly SecurityQuestion[] = Object.values(SecurityQuestion);

/** Where the carrier's payroll service stands with a registration. */
export const PaygoCarrierStatus = {
  NotSubmitted: 'notSubmitted',
  Accepted: 'accepted',
  Declined: 'declined',
} as const;
export type PaygoCarrierStatus = (typeof PaygoCarrierStatus)[keyof typeof PaygoCarrierStatus];
export const PAYGO_CARRIER_STATUSES: readonly PaygoCarrierStatus[] =
  Object.values(PaygoCarrierStatus);

export const PaygoLimits = {
  usernameMinLength: 4,
  usernameMaxLength: 50,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  securityAnswerMinLength: 2,
  securityAnswerMaxLength: 100,
  officersMax: 20,
} as const;

export const PaygoMessages = {
  username: 'Username must be 4 to 50 letters, digits, dots, dashes or underscores.',
  password: 'Password must be 8 to 128 characters with at least one letter and one digit.',
  passwordCommon:
    'password is one of the most common passwords; choose one that is harder to guess.',
  securityAnswer: 'Security answer must be 2 to 100 characters.',
  officersOwnership: 'The officers’ ownership must not add up to more than 100%.',
  dates: 'The expiration date must be after the effective date.',
  feinRegistered: 'A pay-as-you-go registration already exists for this FEIN.',
} as const;

type Check = string | null;

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{4,50}$/;

export function checkPaygoUsername(value: string): Check {
  return USERNAME_PATTERN.test(value) ? null : PaygoMessages.username;
}

export function checkPaygoPassword(value: string): Check {
  const { passwordMinLength: min, passwordMaxLength: max } = PaygoLimits;
  const valid =
    value.length >= min && value.length <= max && /[A-Za-z]/.test(value) && /\d/.test(value);
  return valid ? null : PaygoMessages.password;
}

/**
 * The form a security answer is hashed in: case and spacing do not count, so "Fluffy " and
 * "fluffy" both open the account.
 */
export function normalizeSecurityAnswer(value: string): string {
  return value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function checkSecurityAnswer(value: string): Check {
  const length = normalizeSecurityAnswer(value).length;
  const { securityAnswerMinLength: min, securityAnswerMaxLength: max } = PaygoLimits;
  return length >= min && length <= max ? null : PaygoMessages.securityAnswer;
}

/** Officers may hold at most the whole business between them (summed as the wizard sums). */
export function checkOfficersOwnership(percents: readonly number[]): Check {
  const total = totalOwnershipPercent(percents.map((ownershipPercent) => ({ ownershipPercent })));
  return total <= 100 ? null : PaygoMessages.officersOwnership;
}
