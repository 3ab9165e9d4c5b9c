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
