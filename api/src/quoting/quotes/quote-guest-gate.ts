/**
 * Quoting's answer to identity's `GuestQuoteGate`: a guest token opens its quote until the
 * purchase is complete or an account claims the quote's email (a sign-up with it, or a client
 * record linked to an account). Both are final for the token: after them the quote is followed
 * signed in. A guest may buy with it: checkout, payment and the owners' signatures (which the
 * buyer follows and re-sends on the same link) come before the purchase is complete.
 *
 * Every call a guest makes asks the gate, so an open quote is remembered in process, under its
 * client, the way live sessions are: every change that can close it (its status or client, the
 * client's account link or email, an account taking that email) is announced by a trigger on
 * `guest_quote_changes` and drops what every instance remembers of that client's quotes as it
 * commits. Only open answers are kept, only while announcements are heard, and a read an
 * announcement overtook is not kept.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ApplicationStatus } from '@coverline/contracts';
import { PgNotifications } from '../../common/database/pg-notifications';
import { GuestQuoteGate, PrincipalCache } from '../../identity/auth';
import { QuotesRepository } from './quotes.repository';

/** Bought: paid and signed (Completed), then bound. */
export const GUEST_CLOSED_STATUSES: readonly ApplicationStatus[] = [
  ApplicationStatus.Completed,
  ApplicationStatus.Bound,
];

/** The channel the triggers announce a client's id on when its quotes may have closed. */
export const GUEST_QUOTE_CHANGES_CHANNEL = 'guest_quote_changes';

@Injectable()
export class QuoteGuestGate extends GuestQuoteGate {
  private readonly open = new PrincipalCache<true>();

  constructor(
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
    @Inject(PgNotifications) private readonly notifications: PgNotifications,
  ) {
    super();
    notifications.subscribe(GUEST_QUOTE_CHANGES_CHANNEL, {
      message: (clientId) => this.open.forgetOwner(`client:${clientId}`),
      reset: () => this.open.clear(),
    });
  }

  async admitsGuest(quoteId: string): Promise<boolean> {
    if (this.open.get(quoteId)) return true;
    const mark = this.open.mark();
    const gate = await this.repo.guestGate(quoteId, GUEST_CLOSED_STATUSES);
    if (!gate?.open) return false;
    if (this.notifications.listening) this.open.set(quoteId, `client:${gate.clientId}`, true, mark);
    return true;
  }
}
