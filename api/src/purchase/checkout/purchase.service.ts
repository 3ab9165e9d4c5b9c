/**
 * The purchase of a selected carrier quote: starts the checkout of the first payment, records
 * the provider's result and moves the application along (Ready to bind -> Purchase pending ->
 * Awaiting signatures, queueing the signature packet, or back to Ready to bind when the payment
 * is declined or an admin resets the checkout). Payments themselves are the payments module's; this decides what they mean
 * for the quote.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  ApplicationStatus,
  ErrorCode,
  firstPaymentCents,
  Role,
  type CoverageType,
} from '@coverline/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit';
import { ClientsService } from '../../identity/clients';
import { UsersDirectory } from '../../identity/users';
import { BillingService } from '../billing';
import type { Principal, UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { PaymentsService, type RecordedResult } from '../payments';
import {
  type Application,
  enforce,
  statusAfterPurchaseEvent,
  type PurchaseEvent,
  QuoteAccess,
  QuoteRecords,
} from '../../quoting/quotes';
import { detailsMayDifferRefusal } from './checkout-rules';
import { PurchaseMails } from './purchase-mails.service';
import { PurchaseSignaturesService } from './purchase-signatures.service';
import { PurchaseRepository } from './purchase.repository';
import type {
  CheckoutCallbackDto,
  CheckoutOutcomeDto,
  CheckoutResetDto,
  CheckoutStartedDto,
  StartCheckoutDto,
} from './dto/purchase.dto';

const COVERAGE_NAMES: Record<CoverageType, string> = {
  wc: 'Workers compensation',
  gl: 'General liability',
  bop: 'Business owner’s policy',
  cyber: 'Cyber',
};

export const CheckoutMessages = {
  paid: 'Thank you, your payment was received. We have emailed the documents to sign.',
  alreadyPaid: 'This payment was already received. Nothing was charged again.',
  declined: 'The payment was declined and nothing was charged. Please try again.',
} as const;

@Injectable()
export class PurchaseService {
  constructor(
    @Inject(PurchaseRepository) private readonly repository: PurchaseRepository,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(BillingService) private readonly billing: BillingService,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
    @Inject(PurchaseSignaturesService) private readonly signing: PurchaseSignaturesService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(PurchaseMails) private readonly mails: PurchaseMails,
  ) {}

  /** The signed-in client's account, whose name the checkout compares; null for others. */
  private async clientAccount(caller: Principal | undefined, m: EntityManager) {
    if (caller?.kind !== 'user' || caller.role !== Role.Client) return null;
    return this.users.findById(caller.userId, m);
  }

  /**
   * Starts the checkout of the first payment and moves the quote to Purchase pending. Asked
   * again in Purchase pending (a double click, a new tab, back from the payment page) it
   * answers the checkout already open rather than charge twice.
   */
  async checkout(
    caller: Principal | undefined,
    dto: StartCheckoutDto,
  ): Promise<CheckoutStartedDto> {
    return this.repository.transaction(async (m) => {
      // The checkout row references the application, so its insert (on the payments module's
      // own connection) needs the application row not locked FOR UPDATE.
      await this.repository.lockApplication(m, dto.quoteId);
      const quote = await this.quotes.load(dto.quoteId, m);
      const { app } = quote;
      if (app.status === ApplicationStatus.PurchasePending) {
        // Started already (a double click, a new tab, back from the payment page).
        return this.continuePending(caller, app, dto.idempotencyKey);
      }
      const chosen = await this.billing.chosenForPurchase(caller, quote, m);
      enforce(
        detailsMayDifferRefusal(
          await this.clientAccount(caller, m),
          { firstName: app.client?.firstName ?? null, lastName: app.client?.lastName ?? null },
          dto.confirmDetails === true,
        ),
      );
      // A quote started as a guest and bought signed in: its client record becomes the account's.
      if (app.client) await this.clients.linkOwnRecord(m, caller, app.client);
      const billing = await this.billing.find(app.id, m);
      if (!billing) throw new DomainException(ErrorCode.BillingInfoRequired);
      const amount = firstPaymentCents(
        chosen.quote.annualPremiumCents,
        billing.paymentChoice,
        billing.billingPlan,
      );
      const answer = await this.started(app, amount, dto.idempotencyKey, chosen.quote.carrier);
      await this.move(m, app, 'checkoutStarted');
      return { ...answer, status: app.status };
    });
  }

  /**
   * Records the result the provider sent the browser back with. A payment moves the quote to
   * Awaiting signatures in the same transaction that records it; a decline returns it to
   * Ready to bind. A replay changes nothing and says so; a forged result is refused (1601).
   */
  async callback(dto: CheckoutCallbackDto): Promise<CheckoutOutcomeDto> {
    const recorded = await this.payments.recordResult(dto, (r, m) => this.onRecorded(r, m));
    const app = await this.quotes.findApplication(recorded.checkout.applicationId);
    const paid = recorded.payment !== null;
    return {
      quoteId: recorded.checkout.applicationId,
      status: app!.status,
      outcome: paid ? 'paid' : 'declined',
      paidAmountCents: recorded.payment?.amountCents ?? null,
      recorded: recorded.isNew,
      message: !paid
        ? CheckoutMessages.declined
        : recorded.isNew
          ? CheckoutMessages.paid
          : CheckoutMessages.alreadyPaid,
    };
  }

  /**
   * An admin closes the quote's open checkout (refused once paid, 1605) and returns it from
   * Purchase pending to Ready to bind, so the client can check out again.
   */
  async reset(actor: UserPrincipal, quoteId: string): Promise<CheckoutResetDto> {
    if (!(await this.quotes.exists(quoteId))) {
      throw new DomainException(ErrorCode.QuoteNotFound);
    }
    // Closed before the application is locked: a result being recorded holds the checkout
    // first and the application second, and this must not wait in the opposite order.
    const closed = await this.payments.resetCheckout(quoteId);
    return this.repository.transaction(async (m) => {
      await this.repository.lockApplication(m, quoteId);
      const app = await this.quotes.getApplication(m, quoteId);
      const before = { status: app.status, checkoutOpen: closed !== null };
      const moved = await this.move(m, app, 'checkoutClosed');
      if (!closed && !moved) throw new DomainException(ErrorCode.PurchaseStepUnavailable);
      await this.audit.record(m, actor, {
        action: 'checkoutReset',
        applicationId: quoteId,
        before,
        after: { status: app.status, checkoutOpen: false },
      });
      return { quoteId, status: app.status, reset: closed !== null };
    });
  }

  /** The checkout already open for the quote, to whoever may see the quote. */
  private async continuePending(
    caller: Principal | undefined,
    app: Application,
    idempotencyKey: string,
  ): Promise<CheckoutStartedDto> {
    this.access.assertCanRead(caller, app, app.client!);
    const live = await this.payments.liveCheckout(app.id);
    if (!live) throw new DomainException(ErrorCode.CheckoutClosed);
    return this.started(app, live.amountCents, idempotencyKey);
  }

  private async onRecorded(recorded: RecordedResult, m: EntityManager): Promise<void> {
    await this.repository.lockApplication(m, recorded.checkout.applicationId);
    const app = await this.quotes.getApplication(m, recorded.checkout.applicationId);
    const moved = await this.move(m, app, recorded.payment ? 'paid' : 'checkoutClosed');
    if (!recorded.payment) return;
    // The packet's job commits with the payment, so a crash after it still sends one packet.
    if (moved) await this.signing.queuePacket(m, app.id);
    // Money taken is receipted whatever the status did, once per payment.
    await this.mails.receipt(m, recorded.payment, { signaturesNext: moved });
  }

  private async started(
    app: Application,
    amountCents: number,
    idempotencyKey: string,
    carrier?: string,
  ): Promise<CheckoutStartedDto> {
    const { checkout } = await this.payments.startCheckout({
      applicationId: app.id,
      amountCents,
      idempotencyKey,
      description: [COVERAGE_NAMES[app.coverageType], carrier, 'first payment']
        .filter(Boolean)
        .join(', '),
      customerEmail: app.client!.email,
    });
    return {
      redirectUrl: checkout.redirectUrl ?? '',
      quoteId: app.id,
      status: app.status,
      amountCents: checkout.amountCents,
    };
  }

  /** Applies a purchase event when it fits the status; answers whether the status moved. */
  private async move(m: EntityManager, app: Application, event: PurchaseEvent): Promise<boolean> {
    const to = statusAfterPurchaseEvent(app.status, event);
    if (!to) return false;
    app.status = to;
    await this.quotes.saveApplication(m, app);
    return true;
  }
}
