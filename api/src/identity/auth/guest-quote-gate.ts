/**
 * Whether a guest token's quote still admits its guest. A guest token is a bearer credential in
 * an emailed address, so it must stop working once the quote has an owner who signs in: when the
 * quote is bought or its client's email has an account. Identity declares the question; the
 * quoting area answers it (`GuestQuoteGateModule`), so identity imports nothing of quoting.
 */
export abstract class GuestQuoteGate {
  /** False when the quote is gone, bought, or claimed by an account: the token is then dead. */
  abstract admitsGuest(quoteId: string): Promise<boolean>;
}
