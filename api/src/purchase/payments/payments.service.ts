/**
 * Checkout of an application's first payment through the payment provider, and the payments
 * it records. Idempotent end to end: one checkout per idempotency key and at most one live
 * checkout per application; a provider result is recorded once, however often it arrives.
 * Quote status changes are the caller's, from what these methods answer.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@coverline/contracts';
import type { EntityManager } from 'typeorm';
import { DomainException } from '../../common/errors/domain.exception';
import { PublicLinks } from '../../common/http/public-links';
import type { Checkout } from './entities/checkout.entity';
import type { Payment } from './entities/payment.entity';
import {
  PAYMENT_PROVIDER,
  type ChargeOnFileRequest,
  type RefundRequest,
  type RefundResult,
  type ChargeOnFileResult,
  type PaymentProvider,
  type PaymentResult,
  type SignedPaymentResult,
  type StartedCheckout,
} from './payment-provider';
import { PaymentsRepository } from './payments.repository';

/** The web app's page the provider sends the browser back to. */
export const CHECKOUT_RETURN_PATH = '/ascend/callback';

export interface StartCheckoutInput {
  applicationId: string;
  /** The first payment (see `paymentSchedule` in contracts), in cents. */
  amountCents: number;
  /** Chosen by the client per purchase attempt, so a double click starts one checkout. */
  idempotencyKey: string;
  description: string;
  customerEmail: string;
}

export interface StartedCheckoutResult {
  checkout: Checkout;
  /** False when an earlier request (same key, or the application's open checkout) made it. */
  isNew: boolean;
}

export interface RecordedResult {
  checkout: Checkout;
  /** The payment of the checkout; null when the provider declined it. */
  payment: Payment | null;
  /** False for a replay: the result was recorded before and nothing changed now. */
  isNew: boolean;
}

/**
 * Runs inside the transaction that records a new result (never for a replay), so what the
 * caller changes because of it commits together with the result or not at all.
 */
export type ResultRecordedHook = (
  recorded: RecordedResult,
  manager: EntityManager,
) => Promise<void>;

@Injectable()
export class PaymentsService {
  constructor(
    @Inject(PaymentsRepository) private readonly repository: PaymentsRepository,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * Starts (or finds) the checkout for the application's first payment. A repeated key answers
   * its checkout; a new key while a checkout for the same amount is open answers that one, so
   * a client who left the payment page cannot be charged twice.
   */
  async startCheckout(input: StartCheckoutInput): Promise<StartedCheckoutResult> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new RangeError('A checkout amount is a positive whole number of cents');
    }
    // Either index may refuse: the same key again, or another live checkout.
    const insertedId = await this.repository.insertCheckout({
      applicationId: input.applicationId,
      idempotencyKey: input.idempotencyKey,
      amountCents: input.amountCents,
      description: input.description,
      customerEmail: input.customerEmail,
      provider: this.provider.name,
    });
    const checkout =
      (insertedId && (await this.repository.findCheckout(insertedId))) ||
      (await this.repository.checkoutByKey(input.applicationId, input.idempotencyKey)) ||
      (await this.repository.liveCheckout(input.applicationId));
    if (!checkout) {
      // The live checkout closed between the insert and the look-up: try again.
      return this.startCheckout(input);
    }
    if (checkout.status === 'paid') throw new DomainException(ErrorCode.CheckoutAlreadyPaid);
    if (checkout.status !== 'open') throw new DomainException(ErrorCode.CheckoutClosed);
    if (checkout.amountCents !== input.amountCents) {
      throw new DomainException(ErrorCode.CheckoutInProgress);
    }
    return { checkout: await this.ensureStarted(checkout), isNew: checkout.id === insertedId };
  }

  /**
   * Verifies a result the provider signed and records it once: a payment for `paid`, the
   * checkout declined (so a new one may start) for `declined`. A replay changes nothing.
   */
  async recordResult(
    signed: SignedPaymentResult,
    onRecorded?: ResultRecordedHook,
  ): Promise<RecordedResult> {
    const result = this.provider.verifyResult(signed);
    return this.repository.transaction(async (m) => {
      const checkout = await this.repository.lockCheckout(m, result.checkoutId);
      if (
        !checkout ||
        checkout.provider !== this.provider.name ||
        checkout.providerCheckoutId !== result.providerCheckoutId ||
        checkout.amountCents !== result.amountCents
      ) {
        throw new DomainException(ErrorCode.PaymentResultInvalid);
      }
      if (checkout.status === 'paid' || checkout.status === 'declined') {
        const payment = await this.repository.paymentOf(m, checkout.id);
        return { checkout, payment, isNew: false };
      }
      if (checkout.status === 'reset') throw new DomainException(ErrorCode.CheckoutClosed);
      let payment: Payment | null = null;
      if (result.status === 'paid') {
        payment = await this.repository.insertPayment(m, {
          checkoutId: checkout.id,
          applicationId: checkout.applicationId,
          provider: this.provider.name,
          providerPaymentId: result.providerPaymentId,
          amountCents: result.amountCents,
          method: result.method,
          last4: result.last4 ?? null,
          paidAt: result.issuedAt,
        });
      }
      checkout.status = result.status;
      checkout.closedAt = new Date();
      await this.repository.closeCheckout(m, checkout);
      const recorded = { checkout, payment, isNew: true };
      if (onRecorded) await onRecorded(recorded, m);
      return recorded;
    });
  }

  /**
   * Closes the application's open checkout (an admin's reset), so a new one can start. Refused
   * when the money was taken, even if the provider's result has not arrived yet. Answers the
   * checkout it closed, or null when none was open.
   */
  async resetCheckout(applicationId: string): Promise<Checkout | null> {
    const checkout = await this.repository.liveCheckout(applicationId);
    if (!checkout) return null;
    if (checkout.status === 'paid') throw new DomainException(ErrorCode.CheckoutAlreadyPaid);
    if (checkout.providerCheckoutId) {
      const outcome = await this.provider.cancelCheckout(checkout.providerCheckoutId);
      if (outcome === 'charged') throw new DomainException(ErrorCode.CheckoutAlreadyPaid);
    }
    if (!(await this.repository.resetOpenCheckout(checkout.id, new Date()))) {
      throw new DomainException(ErrorCode.CheckoutAlreadyPaid);
    }
    return (await this.repository.findCheckout(checkout.id))!;
  }

  /**
   * The application's payments, oldest first. Inside a transaction, pass its manager: a read
   * from the pool would wait for a connection such transactions hold.
   */
  paymentsFor(applicationId: string, m?: EntityManager): Promise<Payment[]> {
    return this.repository.paymentsOf(applicationId, m);
  }

  /** Every checkout of the application, whatever became of it, oldest first. */
  checkoutsFor(applicationId: string): Promise<Checkout[]> {
    return this.repository.checkoutsOf(applicationId);
  }

  /** The checkout the application is paying through now, if any (open or paid). */
  liveCheckout(applicationId: string): Promise<Checkout | null> {
    return this.repository.liveCheckout(applicationId);
  }

  /** The provider's name, recorded beside what other modules keep of its payments. */
  get providerName(): string {
    return this.provider.name;
  }

  /** Charges the card or account of an earlier payment (an instalment); idempotent per key. */
  chargeOnFile(request: ChargeOnFileRequest): Promise<ChargeOnFileResult> {
    return this.provider.chargeOnFile(request);
  }

  /** What of a payment the provider may still refund. */
  refundable(providerPaymentId: string): Promise<number> {
    return this.provider.refundable(providerPaymentId);
  }

  /** Refunds part or all of a payment through the provider; idempotent per key. */
  refund(request: RefundRequest): Promise<RefundResult> {
    return this.provider.refund(request);
  }

  /**
   * A hosted payment of something other than an application's first payment (an instalment the
   * client pays in the portal): the caller keeps the provider's checkout id and checks the
   * result against it. The provider sends the browser back to `returnPath` on the web app.
   */
  startHostedPayment(input: {
    reference: string;
    amountCents: number;
    description: string;
    customerEmail: string;
    idempotencyKey: string;
    returnPath: string;
  }): Promise<StartedCheckout> {
    return this.provider.startCheckout({
      checkoutId: input.reference,
      amountCents: input.amountCents,
      description: input.description,
      customerEmail: input.customerEmail,
      returnUrl: this.links.url(input.returnPath),
      idempotencyKey: input.idempotencyKey,
    });
  }

  /** A result the provider signed, verified (a DomainException when it is not genuine). */
  verifyHostedResult(signed: SignedPaymentResult): PaymentResult {
    return this.provider.verifyResult(signed);
  }

  /** Asks the provider for its checkout when it has not answered yet; idempotent per checkout. */
  private async ensureStarted(checkout: Checkout): Promise<Checkout> {
    if (checkout.providerCheckoutId && checkout.redirectUrl) return checkout;
    const started = await this.provider.startCheckout({
      checkoutId: checkout.id,
      amountCents: checkout.amountCents,
      description: checkout.description,
      customerEmail: checkout.customerEmail,
      // Back to the host the client pays from, where their session lives (`PublicLinks`).
      returnUrl: this.links.url(CHECKOUT_RETURN_PATH),
      idempotencyKey: checkout.id,
    });
    await this.repository.setProviderCheckout(checkout.id, {
      providerCheckoutId: started.providerCheckoutId,
      redirectUrl: started.redirectUrl,
    });
    return { ...checkout, ...started };
  }
}
