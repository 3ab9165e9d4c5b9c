const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO timestamp as a date people read (June 3, 2024). */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as people read it, the same day in every time zone. */
export function formatDay(iso: string): string {
  return longDay.format(new Date(`${iso}T00:00:00Z`));
}
