/**
 * How far in the past an effective date may lie, judged against `today` (ISO dates): a first
 * submission within what some carrier of the line accepts (1219), a submitted quote rated
 * within what the carriers rating it accept (1220), a carrier quote chosen by a client within
 * what its carrier accepts (1213).
 */
import { addDaysIso, ErrorCode } from '@coverline/contracts';
import type { Refusal } from './refusal';

const backdatedBeyond = (effectiveDate: string, allowedDays: number, today: string) =>
  effectiveDate < addDaysIso(today, -allowedDays);

export function initialEffectiveDateRefusal(
  effectiveDate: string,
  allowedDays: number,
  today: string,
): Refusal {
  return backdatedBeyond(effectiveDate, allowedDays, today)
    ? ErrorCode.InitialEffectiveDateExpired
    : null;
}

export function submittedEffectiveDateRefusal(
  effectiveDate: string,
  allowedDays: number,
  today: string,
): Refusal {
  return backdatedBeyond(effectiveDate, allowedDays, today)
    ? ErrorCode.SubmittedEffectiveDateExpired
    : null;
}

export function clientQuoteExpiredRefusal(
  effectiveDate: string,
  allowedDays: number,
  today: string,
): Refusal {
  return backdatedBeyond(effectiveDate, allowedDays, today)
    ? ErrorCode.QuoteExpiredForClient
    : null;
}
