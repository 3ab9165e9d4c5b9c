const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as USD: whole amounts without cents ($5,000), others to the cent ($1,234.50). */
export function formatUsd(dollars: number): string {
  return Number.isInteger(dollars) ? whole.format(dollars) : withCents.format(dollars);
}

/** An amount in cents as USD, the way {@link formatUsd} shows dollars. */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** Cents as USD, always to the cent ($1,000.00): a payment is an exact amount. */
export function formatCentsExact(cents: number): string {
  return withCents.format(cents / 100);
}

/** Cents as a money field shows them: whole dollars ("52000") or dollars and cents ("52000.05"). */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
