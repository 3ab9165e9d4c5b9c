/** How facts read in a mail: dates in words, dollars, and a card or account by its last digits. */

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

/** "2026-12-04" (or an instant, read in UTC) as "December 4, 2026". */
export function dateInWords(value: string | Date): string {
  const iso = value instanceof Date ? value.toISOString() : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : iso;
}

/** "$1,234.50". */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** How a payment was made, never more of its number than the last four digits. */
export function paidWith(method: 'card' | 'bank', last4: string | null): string {
  const what = method === 'card' ? 'card' : 'bank account';
  const digits = last4 && /^\d{4}$/.test(last4) ? last4 : null;
  return digits ? `${what} ending ${digits}` : what;
}
