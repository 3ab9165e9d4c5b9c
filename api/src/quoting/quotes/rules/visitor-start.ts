/**
 * What a visitor (no account, no token) starting a quote for an email hears. Whether the email
 * belongs to an account is never part of the answer: the quote starts as for any email and the
 * email's owner is told by mail. When the email already has an active quote for the coverage,
 * its owner is sent the way back in instead, to resume it (1207) or to sign up (1208).
 */
import { ErrorCode } from '@coverline/contracts';

/** The mail that a visitor's new quote sends to the email it was started with. */
export type VisitorStartMail = 'resume-link' | 'sign-in-notice';

/**
 * A guest resume link for an email nobody has an account for; for an account's email a notice
 * that a quote was started with it, which carries no link into the quote (a guest token is no
 * way into an account's quotes: its owner signs in).
 */
export function visitorStartMail(emailHasAccount: boolean): VisitorStartMail {
  return emailHasAccount ? 'sign-in-notice' : 'resume-link';
}

/** The answer to a visitor whose quote must be reopened through the email sent. */
export function resumeByEmailRefusal(guestResumable: boolean): ErrorCode {
  return guestResumable
    ? ErrorCode.GuestTokenRequiredResume
    : ErrorCode.GuestTokenRequiredRegistration;
}
