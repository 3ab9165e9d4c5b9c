import { formatUsd } from '../../lib/currency';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) as people read it, the same day in every time zone. */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(`${iso}T00:00:00Z`));
}

/** An amount in cents as USD. */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}
