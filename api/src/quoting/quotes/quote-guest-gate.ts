/**
 * Quoting's answer to identity's `GuestQuoteGate`: a guest token opens its quote until the quote
 * is paid for or an account claims the quote's email (a sign-up with it, or a client record
 * linked to an account). Both are final for the token: after them the quote is followed signed
 * in. A guest may still go through checkout itself (Purchase pending): the token dies with the
 * payment.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ApplicationStatus } from '@coverline/contracts';
import { GuestQuoteGate } from '../../identity/auth';
import { QuotesRepository } from './quotes.repository';

/** Paid for: signatures, completion and the bound policy are an account's business. */
export const GUEST_CLOSED_STATUSES: readonly ApplicationStatus[] = [
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
