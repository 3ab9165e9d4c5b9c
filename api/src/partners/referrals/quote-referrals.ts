/**
 * What quoting asks of referrals (its `ReferralLink`): attaching a new quote to the referral
 * whose mailed link the client followed. The quote's later statuses reach the referral through
 * database triggers, so this is the only call.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hashLinkToken } from '../../common/crypto/link-token';
import type { ReferralLink } from '../../quoting/quotes';
import { ReferralStatusNotifier } from './referral-status.notifier';
import { ReferralsRepository } from './referrals.repository';

@Injectable()
export class QuoteReferrals implements ReferralLink {
  constructor(
    @Inject(ReferralsRepository) private readonly repo: ReferralsRepository,
    @Inject(ReferralStatusNotifier) private readonly notifier: ReferralStatusNotifier,
  ) {}

  /**
   * Attaches the quote to the open referral the token belongs to, unless that referral already
   * follows a quote (the first quote from a link is the referred one). An unknown token attaches
   * nothing: the quote keeps the token as it was sent. Returns whether it attached.
   */
  async attachNewQuote(m: EntityManager, quoteId: string, token: string): Promise<boolean> {
    if (!(await this.repo.attachQuote(m, quoteId, hashLinkToken(token)))) return false;
    await this.repo.followQuote(m, quoteId);
    await this.notifier.wake(m);
    return true;
  }
}
