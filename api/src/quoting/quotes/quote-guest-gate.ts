/**
 * Quoting's answer to identity's `GuestQuoteGate`: a guest token opens its quote until the
 * purchase is complete or an account claims the quote's email (a sign-up with it, or a client
 * record linked to an account). Both are final for the token: after them the quote is followed
 * signed in. A guest may buy with it: checkout, payment and the owners' signatures (which the
 * buyer follows and re-sends on the same link) come before the purchase is complete.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ApplicationStatus } from '@coverline/contracts';
import { GuestQuoteGate } from '../../identity/auth';
import { QuotesRepository } from './quotes.repository';

/** Bought: paid and signed (Completed), then bound. */
export const GUEST_CLOSED_STATUSES: readonly ApplicationStatus[] = [
  ApplicationStatus.Completed,
  ApplicationStatus.Bound,
];

@Injectable()
export class QuoteGuestGate extends GuestQuoteGate {
  constructor(@Inject(QuotesRepository) private readonly repo: QuotesRepository) {
    super();
  }

  admitsGuest(quoteId: string): Promise<boolean> {
    return this.repo.admitsGuest(quoteId, GUEST_CLOSED_STATUSES);
  }
}
