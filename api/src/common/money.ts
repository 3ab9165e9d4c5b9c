/**
 * Money as people read it: integer cents as "$12,345.67". The one formatter of the API's
 * worksheets, documents and mails, in either language (dollars are US dollars in both).
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
