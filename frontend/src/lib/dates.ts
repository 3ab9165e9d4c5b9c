import { i18n } from './i18n';

const formats = new Map<string, { date: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

/** The date formats of the chosen language (made once per language). */
function current() {
  const locale = i18n.locale;
  let found = formats.get(locale);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
    };
    formats.set(locale, found);
  }
  return found;
}

/** An ISO timestamp as a date people read (June 3, 2024; 3 de junio de 2024). */
export function formatDate(iso: string): string {
  return current().date.format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as people read it, the same day in every time zone. */
export function formatDay(iso: string): string {
  return current().day.format(new Date(`${iso}T00:00:00Z`));
}

/** A moment with its time, in the chosen language (a signature's receipt, say). */
export function formatMoment(value: string | Date): string {
  return new Date(value).toLocaleString(i18n.locale);
}

let staffMoments: Intl.DateTimeFormat | undefined;

/**
 * A moment with its time on the staff pages, which are in English (Jun 3, 2024, 4:05 PM). The
 * format is made on first use, not as a page's code loads: a page's first date format is slow to
 * make (the browser reads its locale data) and would lengthen the loading of every chunk with it.
 */
export function formatStaffMoment(iso: string): string {
  staffMoments ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return staffMoments.format(new Date(iso));
}
