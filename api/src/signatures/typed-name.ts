/**
 * A typed signature matches the signer's name when they differ only in letter case and spacing:
 * "jane  DOE" signs for "Jane Doe".
 */
export function typedNameMatches(typed: string, name: string): boolean {
  const normal = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return normal(typed) === normal(name);
}
