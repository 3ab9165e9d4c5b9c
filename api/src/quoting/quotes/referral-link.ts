/**
 * What a new quote asks of the partners area when its client followed a referral's mailed link:
 * attaching the quote to that referral, in the transaction that starts the quote. Quoting
 * declares it; partners/referrals provides it (so quoting depends on nothing of partners).
 */
import type { EntityManager } from 'typeorm';

export abstract class ReferralLink {
  /** Attaches the new quote to the referral the token belongs to; returns whether it did. */
  abstract attachNewQuote(m: EntityManager, quoteId: string, token: string): Promise<boolean>;
}
