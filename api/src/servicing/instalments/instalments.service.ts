/**
 * A bound policy's billing: at binding, the ledger's first entries and the instalment schedule
 * of the plan chosen at checkout; the schedule and ledger a client or staff member reads; the
 * client's "pay now" of a missed instalment through the provider's hosted page; and staff's
 * receivables.
 */
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  BillingPlan,
  ErrorCode,
  InstalmentPlan,
  instalmentSchedule,
  InstalmentStatus,
  LedgerEntryKind,
  nextInstalmentStatus,
  PaymentChoice,
  balanceDueCents,
  netCollectedCents,
  paymentSchedule,
} from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { pageWindow } from '../../common/http/pagination';
import { PublicLinks } from '../../common/http/public-links';
import { formatCents } from '../../common/money';
import { MailService } from '../../platform/mail';
import { BillingService } from '../../purchase/billing';
import { PaymentsService } from '../../purchase/payments';
import type { QuoteAggregate } from '../../quoting/quotes';
import { LedgerService, type NewLedgerEntry } from '../ledger';
import { PoliciesService, type Policy } from '../policies';
import { BoundPolicies } from '../policy-changes';
import {
  mapInstalment,
  mapLedgerEntry,
  type PayNowDto,
  type PayNowResultDto,
  type PayNowStartedDto,
  type PolicyBillingDto,
  type ReceivablePageDto,
  type ReceivablesQueryDto,
} from './dto/policy-billing.dto';
import type { Instalment } from './entities/instalment.entity';
import { InstalmentsRepository } from './instalments.repository';

/** The portal's page of a policy, where the schedule and "pay now" are. */
export const policyPagePath = (quoteId: string) =>
  `/client/policies/${encodeURIComponent(quoteId)}`;

/** The ledger entries of an instalment the provider paid (billed once, collected once). */
export function instalmentPaidEntries(
  instalment: Pick<Instalment, 'id' | 'policyId' | 'seq' | 'amountCents'>,
  payment: { provider: string; providerPaymentId: string },
  postedOn: string,
): NewLedgerEntry[] {
  const base = { policyId: instalment.policyId, instalmentId: instalment.id, postedOn };
  return [
    {
      ...base,
      kind: LedgerEntryKind.Billed,
      amountCents: instalment.amountCents,
      memo: `Instalment ${instalment.seq} due`,
      postingKey: `instalment:${instalment.id}:billed`,
    },
    {
      ...base,
      kind: LedgerEntryKind.Collected,
      amountCents: instalment.amountCents,
      memo: `Instalment ${instalment.seq} paid`,
      providerPaymentId: payment.providerPaymentId,
      postingKey: `payment:${payment.provider}:${payment.providerPaymentId}`,
    },
  ];
}

@Injectable()
export class InstalmentsService implements OnModuleInit {
  constructor(
    @Inject(InstalmentsRepository) private readonly repository: InstalmentsRepository,
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(PoliciesService) private readonly policies: PoliciesService,
    @Inject(BoundPolicies) private readonly bound: BoundPolicies,
    @Inject(BillingService) private readonly billing: BillingService,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.policies.onBound((m, bound) => this.startBilling(m, bound));
  }

  /**
   * At binding: the premium written, the first payment billed and (when the checkout took it)
   * collected, and for "down payment and instalments" the rest split into the monthly schedule.
   * Idempotent: entries by posting key, the schedule by policy and number.
   */
  async startBilling(
    m: EntityManager,
    { policy, quote }: { policy: Policy; quote: QuoteAggregate },
  ): Promise<void> {
    const premium = policy.annualPremiumCents!;
    const today = this.clock.today();
    const info = await this.billing.find(quote.app.id, m);
    const [payment] = await this.payments.paymentsFor(quote.app.id, m);
    const base = { policyId: policy.id, postedOn: today };
    const entries: NewLedgerEntry[] = [
      {
        ...base,
        kind: LedgerEntryKind.Written,
        amountCents: premium,
        memo: `Premium written, policy ${policy.policyNumber}`,
        postingKey: `policy:${policy.id}:written`,
      },
    ];
    const firstBilled = payment
      ? payment.amountCents
      : info
        ? paymentSchedule(premium, info.paymentChoice, info.billingPlan).firstPaymentCents
        : 0;
    if (firstBilled > 0) {
      entries.push({
        ...base,
        kind: LedgerEntryKind.Billed,
        amountCents: firstBilled,
        memo: 'First payment due at purchase',
        postingKey: `policy:${policy.id}:first-payment`,
      });
    }
    if (payment) {
      entries.push({
        ...base,
        kind: LedgerEntryKind.Collected,
        amountCents: payment.amountCents,
        memo: 'First payment at checkout',
        providerPaymentId: payment.providerPaymentId,
        postingKey: `payment:${payment.provider}:${payment.providerPaymentId}`,
      });
    }
    await this.ledger.post(m, entries);
    if (
      info?.billingPlan !== BillingPlan.DirectBill ||
      info.paymentChoice !== PaymentChoice.Payments
    ) {
      return;
    }
    const rest = Math.max(premium - firstBilled, 0);
    const schedule = instalmentSchedule(
      rest,
      InstalmentPlan.monthlyInstalments,
      policy.effectiveDate!,
    );
    await this.repository.insertSchedule(
      m,
      schedule.map((i) => ({
        ...i,
        policyId: policy.id,
        applicationId: quote.app.id,
        paymentOnFile: payment?.providerPaymentId ?? null,
        customerEmail: info.billingEmail,
      })),
    );
  }

  /**
   * A renewal's new term is billed as the expiring term was: the same plan and payment choice
   * and the same card or account on file. Direct bill only (other plans are billed by the
   * carrier or the payroll service): the first payment is due on the new term's first day and,
   * for "down payment and instalments", the rest monthly after it; the billing run charges
   * each on its day. Answers how many payments were scheduled (0 when nothing is direct billed).
   */
  async scheduleRenewal(
    m: EntityManager,
    renewal: { policy: Policy; applicationId: string; expiringApplicationId: string },
  ): Promise<number> {
    const { policy } = renewal;
    const info = await this.billing.find(renewal.expiringApplicationId, m);
    if (info?.billingPlan !== BillingPlan.DirectBill) return 0;
    const [payment] = await this.payments.paymentsFor(renewal.expiringApplicationId, m);
    const premium = policy.annualPremiumCents!;
    const first = paymentSchedule(premium, info.paymentChoice, info.billingPlan).firstPaymentCents;
    const later =
      info.paymentChoice === PaymentChoice.Payments
        ? instalmentSchedule(
            Math.max(premium - first, 0),
            InstalmentPlan.monthlyInstalments,
            policy.effectiveDate!,
          )
        : [];
    const schedule = [
      ...(first > 0 ? [{ seq: 1, dueOn: policy.effectiveDate!, amountCents: first }] : []),
      ...later.map((i) => ({ ...i, seq: i.seq + 1 })),
    ];
    await this.repository.insertSchedule(
      m,
      schedule.map((i) => ({
        ...i,
        policyId: policy.id,
        applicationId: renewal.applicationId,
        paymentOnFile: payment?.providerPaymentId ?? null,
        customerEmail: info.billingEmail,
      })),
    );
    return schedule.length;
  }

  /** A cancellation stops the policy's instalments still to be paid; answers how many. */
  stopForCancellation(m: EntityManager, policyId: string): Promise<number> {
    return this.repository.cancelOpen(m, policyId);
  }

  /**
   * The policy's cancelled instalments that came due by `today` and were never billed (the
   * billing run bills one when its charge is declined; those due after the cancellation never
   * were): what a reinstatement bills, in cents.
   */
  async unbilledDueCents(policyId: string, today: string, m?: EntityManager): Promise<number> {
    return (await this.cancelledDue(policyId, today, m))
      .filter((i) => !i.billed)
      .reduce((sum, i) => sum + i.instalment.amountCents, 0);
  }

  /**
   * A reinstatement (no lapse in cover) takes back the policy's cancelled instalments: those due
   * by `today` are billed where they never were, and are paid by the client's reinstatement
   * payment when there is one (its card or account is then the one on file for the rest), else
   * missed as of today (the client may pay them now; notice follows the grace days again); the
   * rest are scheduled again for their dates.
   */
  async restoreForReinstatement(
    m: EntityManager,
    policyId: string,
    today: string,
    payment: { providerPaymentId: string; paidAt: Date } | null,
  ): Promise<void> {
    const due = await this.cancelledDue(policyId, today, m);
    await this.ledger.post(
      m,
      due
        .filter((d) => !d.billed)
        .map(({ instalment: i }) => ({
          policyId,
          instalmentId: i.id,
          postedOn: today,
          kind: LedgerEntryKind.Billed,
          amountCents: i.amountCents,
          memo: `Instalment ${i.seq} due`,
          postingKey: `instalment:${i.id}:billed`,
        })),
    );
    const dueIds = new Set(due.map((d) => d.instalment.id));
    const reset = {
      claimedAt: null,
      remindedOn: null,
      noticeSentOn: null,
      cancellationOn: null,
    };
    for (const i of await this.repository.ofPolicy(policyId, m)) {
      if (i.status !== InstalmentStatus.Cancelled) continue;
      if (!dueIds.has(i.id)) {
        await this.repository.update(m, i.id, {
          ...reset,
          status: InstalmentStatus.Scheduled,
          attempts: 0,
          nextAttemptOn: i.dueOn,
          missedOn: null,
          ...(payment ? { paymentOnFile: payment.providerPaymentId } : {}),
        });
      } else if (payment) {
        await this.repository.update(m, i.id, {
          ...reset,
          status: InstalmentStatus.Paid,
          nextAttemptOn: null,
          providerPaymentId: payment.providerPaymentId,
          paidAt: payment.paidAt,
        });
      } else {
        await this.repository.update(m, i.id, {
          ...reset,
          status: InstalmentStatus.Missed,
          nextAttemptOn: null,
          missedOn: today,
        });
      }
    }
  }

  private async cancelledDue(policyId: string, today: string, m?: EntityManager) {
    const instalments = await this.repository.ofPolicy(policyId, m);
    const entries = await this.ledger.history(policyId, m);
    const keys = new Set(entries.map((e) => e.postingKey));
    return instalments
      .filter((i) => i.status === InstalmentStatus.Cancelled && i.dueOn <= today)
      .map((instalment) => ({
        instalment,
        billed: keys.has(`instalment:${instalment.id}:billed`),
      }));
  }

  /** The policy's schedule, ledger and balance, for the client who owns it or staff. */
  async read(caller: UserPrincipal, quoteId: string): Promise<PolicyBillingDto> {
    const { quote, policy } = await this.bound.load(caller, quoteId);
    return this.view(quote.app.id, policy);
  }

  private async view(quoteId: string, policy: Policy): Promise<PolicyBillingDto> {
    const [totals, entries, instalments] = await Promise.all([
      this.ledger.totals(policy.id),
      this.ledger.history(policy.id),
      this.repository.ofPolicy(policy.id),
    ]);
    return {
      quoteId,
      policyNumber: policy.policyNumber ?? '',
      ...totals,
      balanceDueCents: balanceDueCents(totals),
      netCollectedCents: netCollectedCents(totals),
      instalments: instalments.map(mapInstalment),
      entries: entries.map(mapLedgerEntry),
    };
  }

  /**
   * Starts (or answers again) the hosted payment of a missed instalment. The key changes only
   * after a declined try, so a double click reaches one payment page.
   */
  async payNow(caller: UserPrincipal, dto: PayNowDto): Promise<PayNowStartedDto> {
    const { quote, policy } = await this.bound.load(caller, dto.quoteId);
    return this.repository.transaction(async (m) => {
      const instalment = await this.repository.lock(m, dto.instalmentId);
      if (!instalment || instalment.policyId !== policy.id) {
        throw new DomainException(ErrorCode.InstalmentNotFound);
      }
      if (!nextInstalmentStatus(instalment.status, 'paidNow')) {
        throw new DomainException(ErrorCode.InstalmentNotPayable);
      }
      const started = await this.payments.startHostedPayment({
        reference: instalment.id,
        amountCents: instalment.amountCents,
        description: `Instalment ${instalment.seq} of policy ${policy.policyNumber}`,
        customerEmail: instalment.customerEmail,
        idempotencyKey: `instalment:${instalment.id}:pay-now:${instalment.payNowAttempts}`,
        returnPath: `${policyPagePath(quote.app.id)}?payNow=${instalment.id}`,
      });
      await this.repository.update(m, instalment.id, {
        payNowCheckoutId: started.providerCheckoutId,
      });
      return { redirectUrl: started.redirectUrl };
    });
  }

  /**
   * Records what the provider's page did with a "pay now": paid moves the instalment to Paid and
   * posts it (once, however often the result comes back); declined lets the client try again
   * (3054). A result of another payment is refused (3053).
   */
  async payNowResult(caller: UserPrincipal, dto: PayNowResultDto): Promise<PolicyBillingDto> {
    const result = this.payments.verifyHostedResult(dto);
    const outcome = await this.repository.transaction(async (m) => {
      const instalment = await this.repository.lock(m, result.checkoutId);
      if (
        !instalment ||
        instalment.payNowCheckoutId !== result.providerCheckoutId ||
        instalment.amountCents !== result.amountCents
      ) {
        throw new DomainException(ErrorCode.PayNowResultInvalid);
      }
      const { quote, policy } = await this.bound.load(caller, instalment.applicationId, m);
      if (instalment.providerPaymentId === result.providerPaymentId) return { quote, policy };
      if (result.status === 'declined') {
        await this.repository.update(m, instalment.id, {
          payNowAttempts: instalment.payNowAttempts + 1,
          payNowCheckoutId: null,
        });
        return { quote, policy, declined: true };
      }
      if (!nextInstalmentStatus(instalment.status, 'paidNow')) {
        throw new DomainException(ErrorCode.InstalmentNotPayable);
      }
      const today = this.clock.today();
      await this.repository.update(m, instalment.id, {
        status: nextInstalmentStatus(instalment.status, 'paidNow')!,
        providerPaymentId: result.providerPaymentId,
        paidAt: result.issuedAt,
        nextAttemptOn: null,
      });
      const payment = {
        provider: this.payments.providerName,
        providerPaymentId: result.providerPaymentId,
      };
      await this.ledger.post(m, instalmentPaidEntries(instalment, payment, today));
      await this.mail.enqueueOnce(
        m,
        `instalment-receipt:${instalment.id}`,
        instalment.customerEmail,
        'instalment-receipt',
        {
          policyNumber: policy.policyNumber ?? '',
          seq: instalment.seq,
          amount: formatCents(instalment.amountCents),
          dueOn: instalment.dueOn,
          portalUrl: this.links.url(policyPagePath(quote.app.id)),
          method: result.method,
          last4: result.last4 ?? null,
          paidOn: today,
        },
        // The client's language, whoever the billing email is.
        { language: quote.app.client?.language },
      );
      return { quote, policy };
    });
    if ('declined' in outcome) throw new DomainException(ErrorCode.PayNowDeclined);
    return this.view(outcome.quote.app.id, outcome.policy);
  }

  /** Bound policies with money owed, most overdue first. */
  async receivables(query: ReceivablesQueryDto): Promise<ReceivablePageDto> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const rows = await this.repository.receivables({
      skip,
      take,
      overdueOnly: query.overdueOnly ?? false,
    });
    return {
      items: rows.map((r) => ({
        quoteId: r.quote_id,
        policyNumber: r.policy_number,
        businessName: r.business_name,
        clientEmail: r.client_email,
        balanceDueCents: Number(r.balance_due_cents),
        overdueCents: Number(r.overdue_cents),
        oldestOverdueOn: r.oldest_overdue_on,
        noticeSent: r.notice_sent,
      })),
      total: rows.length ? Number(rows[0].total) : 0,
      page,
      pageSize,
    };
  }
}
