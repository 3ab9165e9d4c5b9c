/**
 * The key one purchase attempt sends with every checkout call, so a double click or a resent
 * request answers the same checkout. Built from getRandomValues, which (unlike randomUUID)
 * browsers offer on plain http too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
