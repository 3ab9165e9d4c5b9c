/**
 * What a new password may not be built from: the owner's email address or name. Shared by the
 * API (which also refuses the most common passwords) and the web forms, so both say the same.
 */

/** Who a password belongs to; any part may be unknown. */
export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Shorter pieces (a two-letter name, "jo" in an address) would forbid too many passwords. */
const MIN_PART_LENGTH = 3;

function fold(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}

/**
 * The pieces of the owner a password must not contain, lower-cased: the email's local part and
 * each word of it, and each name and each word of it, when at least three characters long.
 */
export function personalPasswordParts(owner: PasswordOwner): string[] {
  const parts = new Set<string>();
  const add = (value: string | null | undefined) => {
    if (!value) return;
    const whole = fold(value.trim());
    for (const part of [whole, ...whole.split(/[^\p{L}\p{N}]+/u)]) {
      if (part.length >= MIN_PART_LENGTH) parts.add(part);
    }
  };
  add(owner.email?.split('@')[0]);
  add(owner.firstName);
  add(owner.lastName);
  return [...parts];
}

/** Whether the password contains (or is) the owner's email local part or name, in any case. */
export function passwordUsesPersonalInfo(password: string, owner: PasswordOwner): boolean {
  const folded = fold(password);
  return personalPasswordParts(owner).some((part) => folded.includes(part));
}
