/**
 * Quoting's answer to identity's `GuestQuoteGate`: a guest token opens its quote until checkout
 * starts or an account claims the quote's email (a sign-up with it, or a client record linked to
 * an account). Both are final for the token: a new visit after them is a sign-in.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ApplicationStatus } from '@coverline/contracts';
import { GuestQuoteGate } from '../../identity/auth';
import { QuotesRepository } from './quotes.repository';

/** Checkout has started or is over: the quote is being bought by an account's owner. */
export const GUEST_CLOSED_STATUSES: readonly ApplicationStatus[] = [
  ApplicationStatus.PurchasePending,
  ApplicationStatus.AwaitingSignatures,
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
