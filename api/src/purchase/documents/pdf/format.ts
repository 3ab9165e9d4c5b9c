/** How values read on the documents: US dates, dollars, masked FEINs. */
import { formatCents } from '../../../quoting/rating';

export const usd = formatCents;

/** Whole dollars for limits and payroll: "$1,000,000". */
export function usdWhole(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString('en-US')}`;
}

/** "2026-03-01" as "03/01/2026". */
export function usDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** "12-3456789". */
export function formatFein(fein: string): string {
  const digits = fein.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : fein;
}

/** Only the last four digits, as the API answers FEINs: "•••••6789". */
export function maskFein(fein: string): string {
  return `•••••${fein.replace(/\D/g, '').slice(-4)}`;
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

export function optional(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function addressLines(address: {
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  zip: string;
}): string[] {
  return [
    address.line2 ? `${address.line1}, ${address.line2}` : address.line1,
    `${address.city}, ${address.state} ${address.zip}`,
  ];
}

export function oneLineAddress(address: Parameters<typeof addressLines>[0]): string {
  return addressLines(address).join(', ');
}
