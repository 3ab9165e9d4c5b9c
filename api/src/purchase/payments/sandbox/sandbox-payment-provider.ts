/**
 * The shipped payment provider: a sandbox that behaves like a hosted-checkout provider. It keeps
 * its own checkouts and ledger of charges, serves the payment page from this API, takes a while
 * to process, declines on request, and signs every result it sends back.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@coverline/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainException } from '../../../common/errors/domain.exception';
import { APP_CONFIG, type AppConfig } from '../../../platform/config';
import type {
  ChargeOnFileRequest,
  ChargeOnFileResult,
  PaymentProvider,
  PaymentResult,
  RefundRequest,
  RefundResult,
  SignedPaymentResult,
  StartCheckoutRequest,
  StartedCheckout,
} from '../payment-provider';
import type { SandboxCharge } from './entities/sandbox-charge.entity';
import type { SandboxCheckout } from './entities/sandbox-checkout.entity';
import { SANDBOX_TEST_CARDS, type PaymentAttempt } from './payment-form';
import { SandboxPaymentsRepository } from './sandbox-payments.repository';
import { signResult, verifyResult } from './signed-result';

export const SANDBOX_PAGE_PATH = '/api/sandbox-payments/checkout';

@Injectable()
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    @Inject(SandboxPaymentsRepository) private readonly repository: SandboxPaymentsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async startCheckout(request: StartCheckoutRequest): Promise<StartedCheckout> {
    const checkout = await this.repository.checkoutForKey({
      idempotencyKey: request.idempotencyKey,
      reference: request.checkoutId,
      amountCents: request.amountCents,
      description: request.description,
      customerEmail: request.customerEmail,
      returnUrl: request.returnUrl,
    });
    return {
      providerCheckoutId: checkout.id,
      // Served by this API, on the host the return goes to.
      redirectUrl: `${new URL(request.returnUrl).origin}${SANDBOX_PAGE_PATH}/${checkout.id}`,
    };
  }

  verifyResult(signed: SignedPaymentResult): PaymentResult {
    return verifyResult(signed, this.config.paymentWebhookSecret);
  }

  async cancelCheckout(providerCheckoutId: string): Promise<'cancelled' | 'charged'> {
    return this.repository.transaction(async (m) => {
      const checkout = await this.repository.lockCheckout(m, providerCheckoutId);
      if (!checkout) throw new DomainException(ErrorCode.CheckoutNotFound);
      const charge = await this.repository.chargeOf(checkout.id, m);
      if (charge?.status === 'paid') return 'charged';
      if (!checkout.cancelledAt) {
        await this.repository.cancelCheckout(m, checkout.id, new Date());
      }
      return 'cancelled';
    });
  }

  /**
   * Charges the card or account of an earlier sandbox charge: one sandbox checkout per key, so
   * asking again answers the first charge. The on-file test card declines here.
   */
  async chargeOnFile(request: ChargeOnFileRequest): Promise<ChargeOnFileResult> {
    const original = await this.repository.findCharge(request.paymentOnFile);
    if (!original || original.status !== 'paid') {
      throw new DomainException(ErrorCode.PaymentResultInvalid);
    }
    const checkout = await this.repository.checkoutForKey({
      idempotencyKey: request.idempotencyKey,
      reference: request.reference,
      amountCents: request.amountCents,
      description: request.description,
      customerEmail: request.customerEmail,
      // Nothing to return to: a charge on file has no page.
      returnUrl: '',
    });
    let charge = await this.repository.chargeOf(checkout.id);
    if (!charge) {
      await sleep(this.config.paymentSandboxLatencyMs);
      const declines =
        original.method === 'card' &&
        original.last4 === SANDBOX_TEST_CARDS.declinesOnFile.slice(-4);
      charge = await this.repository.transaction(async (m) => {
        await this.repository.lockCheckout(m, checkout.id);
        return (
          (await this.repository.chargeOf(checkout.id, m)) ??
          (await this.repository.insertCharge(m, {
            checkoutId: checkout.id,
            status: declines ? 'declined' : 'paid',
            amountCents: checkout.amountCents,
            method: original.method,
            last4: original.last4,
          }))
        );
      });
    }
    return {
      providerPaymentId: charge.id,
      status: charge.status,
      amountCents: charge.amountCents,
      method: charge.method,
      last4: charge.last4,
      issuedAt: charge.createdAt,
    };
  }

  async refundable(providerPaymentId: string): Promise<number> {
    const charge = await this.repository.findCharge(providerPaymentId);
    if (!charge || charge.status !== 'paid') return 0;
    return charge.amountCents - (await this.repository.refundedOf(charge.id));
  }

  /**
   * Pays back part or all of a paid sandbox charge, after the provider's latency. One refund per
   * key: asking again answers the first; the refunds of a charge never add up to more than it.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new DomainException(ErrorCode.RefundNotPossible);
    }
    const answer = (refund: {
      id: string;
      chargeId: string;
      amountCents: number;
      createdAt: Date;
    }) => ({
      providerRefundId: refund.id,
      providerPaymentId: refund.chargeId,
      amountCents: refund.amountCents,
      issuedAt: refund.createdAt,
    });
    const earlier = await this.repository.refundForKey(request.idempotencyKey);
    if (earlier) return answer(earlier);
    await sleep(this.config.paymentSandboxLatencyMs);
    const refund = await this.repository.transaction(async (m) => {
      const charge = await this.repository.lockCharge(m, request.providerPaymentId);
      if (!charge || charge.status !== 'paid') {
        throw new DomainException(ErrorCode.RefundNotPossible);
      }
      const again = await this.repository.refundForKey(request.idempotencyKey, m);
      if (again) return again;
      const left = charge.amountCents - (await this.repository.refundedOf(charge.id, m));
      if (request.amountCents > left) throw new DomainException(ErrorCode.RefundNotPossible);
      return this.repository.insertRefund(m, {
        chargeId: charge.id,
        idempotencyKey: request.idempotencyKey,
        amountCents: request.amountCents,
        reason: request.reason.slice(0, 200),
      });
    });
    return answer(refund);
  }

  /** The checkout behind a hosted page, with its charge when it has one. */
  async find(
    providerCheckoutId: string,
  ): Promise<{ checkout: SandboxCheckout; charge: SandboxCharge | null }> {
    const checkout = await this.repository.findCheckout(providerCheckoutId);
    if (!checkout) throw new DomainException(ErrorCode.CheckoutNotFound);
    const charge = await this.repository.chargeOf(checkout.id);
    return { checkout, charge };
  }

  /**
   * Processes a payment attempt and answers where to send the browser. A checkout is charged
   * once: asking again (a double submit, the back button, a lost return) answers the first
   * charge, newly signed. Null when the checkout was cancelled before it was charged.
   */
  async charge(providerCheckoutId: string, attempt: PaymentAttempt): Promise<string | null> {
    const existing = await this.find(providerCheckoutId);
    if (existing.charge) return this.resultRedirect(existing.checkout, existing.charge);
    if (existing.checkout.cancelledAt) return null;
    await sleep(this.config.paymentSandboxLatencyMs);
    const settled = await this.repository.transaction(async (m) => {
      const checkout = (await this.repository.lockCheckout(m, providerCheckoutId))!;
      const charge = await this.repository.chargeOf(checkout.id, m);
      if (charge) return { checkout, charge };
      if (checkout.cancelledAt) return null;
      const created = await this.repository.insertCharge(m, {
        checkoutId: checkout.id,
        status: attempt.outcome,
        amountCents: checkout.amountCents,
        method: attempt.method,
        last4: attempt.last4,
      });
      return { checkout, charge: created };
    });
    return settled && this.resultRedirect(settled.checkout, settled.charge);
  }

  /** The merchant's return address with the charge's result, signed now. */
  resultRedirect(checkout: SandboxCheckout, charge: SandboxCharge): string {
    const signed = signResult(
      {
        checkoutId: checkout.reference,
        providerCheckoutId: checkout.id,
        providerPaymentId: charge.id,
        status: charge.status,
        amountCents: charge.amountCents,
        method: charge.method,
        last4: charge.last4,
        issuedAt: new Date(),
      },
      this.config.paymentWebhookSecret,
    );
    const url = new URL(checkout.returnUrl);
    url.searchParams.set('result', signed.result);
    url.searchParams.set('signature', signed.signature);
    return url.toString();
  }
}
