const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** An ISO timestamp as a date people read (June 3, 2024). */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}
