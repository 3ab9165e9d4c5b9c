/** Small formatting shared by the application panels of the staff quote page. */
import type { ClassCodeOutDto, LocationOutDto } from '@coverline/contracts/generated/model';
import { formatCents } from '../../../lib/currency';
import { formatStaffMoment } from '../../../lib/dates';

/** What a panel shows for a field left blank. */
export const BLANK = '—';

export const orBlank = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? BLANK : String(value);

export const centsOrBlank = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? BLANK : formatCents(cents);

/** "100 Main St, Suite 2, Austin, TX 78701" from whichever parts are filled in. */
export function addressLine(a: {
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}): string {
  const stateZip = [a.state, a.zip].filter(Boolean).join(' ');
  return orBlank([a.address, a.address2, a.city, stateZip].filter(Boolean).join(', '));
}

/** The class codes of the location's state: where its payroll is declared. */
export const codesOf = (location: LocationOutDto, codes: ClassCodeOutDto[]) =>
  codes.filter((c) => c.state === location.state);

export const formatWhen = (iso: string | null | undefined): string =>
  iso ? formatStaffMoment(iso) : BLANK;
