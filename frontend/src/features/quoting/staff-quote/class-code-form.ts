/**
 * The staff class code form: its values, the checks made before adding (a state and a valid
 * class code, the specification's "Valid class code and code"), and when the quote refuses the
 * change. Messages are keys of the staffQuote namespace.
 */
import {
  ApplicationStatus,
  CLASS_CODE_PATTERN,
  US_STATE_CODES,
  type ApplicationStatus as Status,
  type UsStateCode,
} from '@coverline/contracts';
import type { AddClassCodeDto, ClassCodeOutDto } from '@coverline/contracts/generated/model';
import { dollarsToCents } from './policy-schema';

export interface ClassCodeForm {
  state: string;
  classCode: string;
  description: string;
  /** Dollars as typed. */
  payroll: string;
}

export const EMPTY_CLASS_CODE: ClassCodeForm = {
  state: '',
  classCode: '',
  description: '',
  payroll: '',
};

const NS = 'application.classCodes.errors';

export type ClassCodeErrors = Partial<Record<keyof ClassCodeForm, string>>;

/** The field errors of the form (translation keys), empty when it may be sent. */
export function checkClassCode(form: ClassCodeForm, listed: ClassCodeOutDto[]): ClassCodeErrors {
  const errors: ClassCodeErrors = {};
  const state = form.state.trim().toUpperCase();
  const code = form.classCode.trim();
  if (!(US_STATE_CODES as readonly string[]).includes(state)) errors.state = `${NS}.state`;
  if (!CLASS_CODE_PATTERN.test(code)) errors.classCode = `${NS}.classCode`;
  else if (listed.some((c) => c.state === state && c.classCode === code)) {
    errors.classCode = `${NS}.duplicate`;
  }
  if (form.description.trim().length > 500) errors.description = `${NS}.description`;
  if (form.payroll.trim() && dollarsToCents(form.payroll) === null)
    errors.payroll = `${NS}.payroll`;
  return errors;
}

export function toAddClassCode(form: ClassCodeForm): AddClassCodeDto {
  const description = form.description.trim();
  return {
    // Checked by checkClassCode before the form is sent.
    state: form.state.trim().toUpperCase() as UsStateCode,
    classCode: form.classCode.trim(),
    description: description || null,
    payrollCents: form.payroll.trim() ? dollarsToCents(form.payroll) : null,
  };
}

/**
 * Why the signed-in staff member may not change the class codes now (a translation key), or
 * null: a completed or bound quote is closed to all but admins, a locked or archived one too.
 */
export function classCodesRefusal(
  quote: { status: Status; locked: boolean },
  isAdmin: boolean,
): string | null {
  if (isAdmin) return null;
  if (quote.status === ApplicationStatus.Bound) return 'application.classCodes.refusals.bound';
  if (quote.status === ApplicationStatus.Completed) {
    return 'application.classCodes.refusals.completed';
  }
  if (quote.locked || quote.status === ApplicationStatus.Archive) {
    return 'application.classCodes.refusals.locked';
  }
  return null;
}
