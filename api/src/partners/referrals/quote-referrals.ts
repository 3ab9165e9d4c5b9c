/**
 * What quoting asks of referrals (its `ReferralLink`): attaching a new quote to the referral
 * whose mailed link the client followed. The quote's later statuses reach the referral through
 * database triggers, so this is the only call.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { REFERRAL_CLOSING_STATUSES } from '@coverline/contracts';
import { hashLinkToken } from '../../common/crypto/link-token';
import type { ReferralLink } from '../../quoting/quotes';
import { ReferralStatusNotifier } from './referral-status.notifier';

@Injectable()
export class QuoteReferrals implements ReferralLink {
  constructor(@Inject(ReferralStatusNotifier) private readonly notifier: ReferralStatusNotifier) {}

  /**
   * Attaches the quote to the open referral the token belongs to, unless that referral already
   * follows a quote (the first quote from a link is the referred one). An unknown token attaches
   * nothing: the quote keeps the token as it was sent. Returns whether it attached.
   */
  async attachNewQuote(m: EntityManager, quoteId: string, token: string): Promise<boolean> {
    const [rows] = (await m.query(
      `UPDATE referrals SET application_id = $1, attached_at = now(), updated_at = now()
        WHERE token_hash = $2 AND application_id IS NULL AND NOT (status = ANY($3))
        RETURNING id`,
      [quoteId, hashLinkToken(token), REFERRAL_CLOSING_STATUSES],
    )) as [unknown[], number];
    if (rows.length === 0) return false;
    await m.query(`SELECT referral_follow_quote($1)`, [quoteId]);
    await this.notifier.wake(m);
    return true;
  }
}
