/** Business constants and limits from the specification (section 9). */
export const Limits = {
  passwordMinLength: 8,
  passwordMaxLength: 128,
  nameMaxLength: 100,
  emailMaxLength: 254,
  phoneMaxLength: 30,
  textMaxLength: 2000,
  clientRefreshSeconds: 60,
  repRefreshSeconds: 300,
  resetTokenTtlSeconds: 3600,
  verifyEmailTokenTtlSeconds: 24 * 3600,
  accessTokenTtlSeconds: 3600,
  guestTokenTtlSeconds: 72 * 3600,
  pageSizeMax: 100,
  ownershipMax: 100,
  employeesMax: 9999,
  yearsOfExperienceMax: 100,
  squareFootageMax: 10_000_000,
  /** Ownership percentages carry at most this many decimals (33.33). */
  ownershipDecimals: 2,
  bppMinDollars: 5_000,
  bppMaxDollars: 100_000_000,
  minimumAmountDollars: 1000,
  feinDigits: 9,
  routingDigits: 9,
  bankAccountMinDigits: 5,
  claimsLookBackYears: 5,
  /** How far back a claim's date of loss may lie (a day further back is a typing mistake). */
  claimDateMaxAgeYears: 10,
  quoteLoadingMaxSeconds: 30,
  /** Largest document staff may upload (a PDF, or a scan as PNG or JPEG). */
  documentUploadMaxBytes: 10 * 1024 * 1024,
  /** How long the second sign-in step (authenticator code) stays open after the password. */
  mfaChallengeTtlSeconds: 300,
  /** Wrong codes one second sign-in step takes before the password must be given again. */
  mfaChallengeMaxFailures: 5,
  mfaRecoveryCodeCount: 10,
  /** Failed password sign-ins of one account before each further attempt waits. */
  signInFailuresBeforeBackoff: 5,
  /** The longest an account's next sign-in attempt waits after repeated failures. */
  signInBackoffMaxSeconds: 15 * 60,
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= Limits.emailMaxLength && EMAIL_PATTERN.test(value);
}
