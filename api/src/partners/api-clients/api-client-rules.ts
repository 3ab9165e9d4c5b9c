import { createHash, randomBytes } from 'node:crypto';
import { ApiClientLimits, type ApiScope } from '@coverline/contracts';

/** What a client's secret looks like: a marker that secret scanners can match, then 256 bits. */
export const SECRET_PREFIX = 'cvl_sec_';

/** A new secret: high entropy, so a fast digest is enough to store it (no dictionary to try). */
export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64url');
}

/** The digest a secret is stored and looked up by. */
export function secretDigest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A secret works while it has no end or its end is still ahead. */
export function secretHolds(expiresAt: Date | null, now: Date): boolean {
  return expiresAt === null || expiresAt.getTime() > now.getTime();
}

/** When the secret a rotation replaces stops working. */
export function overlapEnd(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}

/**
 * The scopes a token gets: all the client holds when none are asked for, else those asked for,
 * or the ones asked for that the client does not hold (a refusal) in `missing`.
 */
export function tokenScopes(
  held: readonly ApiScope[],
  asked: readonly string[] | undefined,
): { scopes: ApiScope[]; missing: string[] } {
  if (!asked || asked.length === 0) return { scopes: [...held], missing: [] };
  const wanted = [...new Set(asked)];
  const missing = wanted.filter((s) => !held.includes(s as ApiScope));
  return { scopes: missing.length ? [] : (wanted as ApiScope[]), missing };
}

/** What a token may do now: the scopes it was issued with that its client still holds. */
export function liveScopes(held: readonly ApiScope[], carried: readonly string[]): ApiScope[] {
  return held.filter((s) => carried.includes(s));
}

/**
 * How many calls an instance takes from the shared counter at once: a twentieth of the rate,
 * between 1 and 1000, so a slow client still counts call by call and a fast one asks the
 * database about once every twentieth of its minute's budget.
 */
export function rateBatch(ratePerMinute: number): number {
  return Math.max(1, Math.min(1000, Math.floor(ratePerMinute / 20)));
}

/** The overlap a rotation uses when the admin names none. */
export const DEFAULT_OVERLAP_HOURS = ApiClientLimits.defaultOverlapHours;
