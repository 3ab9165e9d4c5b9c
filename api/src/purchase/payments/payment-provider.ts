/**
 * The seam between checkout and whoever takes the money. A provider hosts the payment page,
 * charges once per checkout however often it is asked, and sends the browser back with a
 * result it has signed; the API trusts a result only once the provider has verified it.
 */

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** How the client paid on the provider's page. */
export type PaymentInstrument = 'card' | 'bank';

export interface StartCheckoutRequest {
  /** The API's own checkout id; the provider hands it back in the result. */
  checkoutId: string;
  amountCents: number;
  description: string;
  customerEmail: string;
  /** Where the provider sends the browser when the client has paid or declined. */
  returnUrl: string;
  /** Asking again with the same key answers the same provider checkout. */
  idempotencyKey: string;
}

export interface StartedCheckout {
  /** The provider's hosted payment page for this checkout. */
  redirectUrl: string;
  providerCheckoutId: string;
}

/** The two query parameters the provider appends to the return URL. */
export interface SignedPaymentResult {
  result: string;
  signature: string;
}

/** A verified outcome of a checkout at the provider. */
export interface PaymentResult {
  checkoutId: string;
  providerCheckoutId: string;
  providerPaymentId: string;
  status: 'paid' | 'declined';
  amountCents: number;
  method: PaymentInstrument;
  /** The last four digits of the card or account paid with, when the provider tells them. */
  last4?: string | null;
  /** When the provider signed the result. */
  issuedAt: Date;
}

/** A charge of the card or bank account the client paid with before, which the provider keeps. */
export interface ChargeOnFileRequest {
  /** The caller's own reference (an instalment), kept beside the charge. */
  reference: string;
  /** The provider's payment whose card or account is charged again. */
  paymentOnFile: string;
  amountCents: number;
  description: string;
  customerEmail: string;
  /** Asking again with the same key answers the same charge and takes no more money. */
  idempotencyKey: string;
}

/** What the provider did with a charge on file, at once (no page, no redirect). */
export interface ChargeOnFileResult {
  providerPaymentId: string;
  status: 'paid' | 'declined';
  amountCents: number;
  method: PaymentInstrument;
  last4: string | null;
  issuedAt: Date;
}

/** Money paid back on an earlier payment (part or all of it). */
export interface RefundRequest {
  /** The provider's payment refunded. */
  providerPaymentId: string;
  amountCents: number;
  /** Why, kept beside the refund ("Cancellation of policy ..."). */
  reason: string;
  /** Asking again with the same key answers the same refund and pays nothing more. */
  idempotencyKey: string;
}

export interface RefundResult {
  providerRefundId: string;
  providerPaymentId: string;
  amountCents: number;
  issuedAt: Date;
}

export interface PaymentProvider {
  /** Recorded beside checkouts and payments, so ids of different providers never collide. */
  readonly name: string;
  startCheckout(request: StartCheckoutRequest): Promise<StartedCheckout>;
  /** The result, or a DomainException when it is forged, tampered with, malformed or stale. */
  verifyResult(signed: SignedPaymentResult): PaymentResult;
  /**
   * Closes a checkout so it can no longer be paid; `charged` when the provider has already
   * taken the money (the result is then still on its way and must be recorded).
   */
  cancelCheckout(providerCheckoutId: string): Promise<'cancelled' | 'charged'>;
  /** Charges the instrument of an earlier payment; idempotent per key. */
  chargeOnFile(request: ChargeOnFileRequest): Promise<ChargeOnFileResult>;
  /** What of a payment may still be refunded (its amount less earlier refunds). */
  refundable(providerPaymentId: string): Promise<number>;
  /**
   * Refunds part or all of a paid payment; idempotent per key. Refused (3059) beyond what the
   * payment has left to refund, or for a payment that took no money.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}
