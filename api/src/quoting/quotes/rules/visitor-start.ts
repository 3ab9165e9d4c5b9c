/**
 * Whether a visitor (no account, no token) may start a quote for an email: not when the email
 * belongs to an account (1201); when the email already has an active quote for the coverage,
 * its owner is sent the way back in instead, to resume it (1207) or to sign up (1208).
 */
import { ErrorCode } from '@coverline/contracts';
import type { Refusal } from './refusal';

export function visitorStartRefusal(emailHasAccount: boolean): Refusal {
  return emailHasAccount ? ErrorCode.UserConflict : null;
}

/** The answer to a visitor whose quote must be reopened through the email sent. */
export function resumeByEmailRefusal(guestResumable: boolean): ErrorCode {
  return guestResumable
    ? ErrorCode.GuestTokenRequiredResume
    : ErrorCode.GuestTokenRequiredRegistration;
}
