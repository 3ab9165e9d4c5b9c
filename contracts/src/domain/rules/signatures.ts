/**
 * Signature rules shared by the signing page and the API: when a typed name counts as the
 * signer's signature.
 */

const normalName = (s: string) =>
  s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * A typed signature matches the signer's name when they differ only in letter case and spacing:
 * "jane  DOE" signs for "Jane Doe"; accents count ("Zoe" does not sign for "Zoë").
 */
export function typedNameMatches(typed: string, name: string): boolean {
  return normalName(typed) === normalName(name);
}
