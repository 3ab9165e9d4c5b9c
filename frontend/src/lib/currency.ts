import { i18n } from './i18n';

const formats = new Map<string, { whole: Intl.NumberFormat; withCents: Intl.NumberFormat }>();

/** The dollar formats of the chosen language: $1,234.50 in English and in US Spanish. */
function current() {
  const locale = i18n.locale;
  let found = formats.get(locale);
  if (!found) {
    found = {
      whole: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }),
      withCents: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
    };
    formats.set(locale, found);
  }
  return found;
}

/** Dollars as USD: whole amounts without cents ($5,000), others to the cent ($1,234.50). */
export function formatUsd(dollars: number): string {
  const { whole, withCents } = current();
  return Number.isInteger(dollars) ? whole.format(dollars) : withCents.format(dollars);
}

/** An amount in cents as USD, the way {@link formatUsd} shows dollars. */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** Cents as USD, always to the cent ($1,000.00): a payment is an exact amount. */
export function formatCentsExact(cents: number): string {
  return current().withCents.format(cents / 100);
}

/** Cents as a money field shows them: whole dollars ("52000") or dollars and cents ("52000.05"). */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
