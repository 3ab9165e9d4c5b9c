/**
 * How facts read in a mail: dates in words and a card or account by its last digits (money reads
 * through the API's one formatter, `common/money`).
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * "2026-12-04" (or an instant, read in UTC) as "December 4, 2026", or in Spanish
 * "4 de diciembre de 2026".
 */
export function dateInWords(value: string | Date, language: 'en' | 'es' = 'en'): string {
  const iso = value instanceof Date ? value.toISOString() : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const index = Number(match[2]) - 1;
  if (language === 'es') {
    const mes = MESES[index];
    return mes ? `${Number(match[3])} de ${mes} de ${match[1]}` : iso;
  }
  const month = MONTHS[index];
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : iso;
}

/**
 * The business a mail is about, by its legal name; a quote that has none yet is "your
 * business" in the reader's language.
 */
export const businessWords = (name: string | null, language: 'en' | 'es' = 'en'): string =>
  name ?? (language === 'es' ? 'su negocio' : 'your business');

/** The carrier by name; before one is chosen, "the carrier" in the reader's language. */
export const carrierWords = (name: string | null, language: 'en' | 'es' = 'en'): string =>
  name ?? (language === 'es' ? 'la aseguradora' : 'the carrier');

/** How a payment was made, never more of its number than the last four digits. */
export function paidWith(
  method: 'card' | 'bank',
  last4: string | null,
  language: 'en' | 'es' = 'en',
): string {
  const digits = last4 && /^\d{4}$/.test(last4) ? last4 : null;
  if (language === 'es') {
    const what = method === 'card' ? 'tarjeta' : 'cuenta bancaria';
    return digits ? `${what} terminada en ${digits}` : what;
  }
  const what = method === 'card' ? 'card' : 'bank account';
  return digits ? `${what} ending ${digits}` : what;
}
