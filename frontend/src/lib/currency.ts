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
