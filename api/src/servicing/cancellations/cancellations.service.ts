/**
 * Cancelling a bound policy: staff cancel it (with a reason and the day cover ends), or complete
 * the client's cancellation request. The return premium is worked out (flat, pro rata, or short
 * rate where the carrier says so and the client asked), the ledger settles (premium returned or
 * earned premium billed, the refund), the provider refunds what was collected beyond the earned
 * premium, the instalments still to pay stop, the carrier is told, and the client gets the
 * notice of cancellation by mail while certificate holders are told. All in one transaction:
 * the provider and carrier calls are idempotent, so a cancellation that fails and is tried
 * again refunds and notifies once.
 */
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import {
  CancellationMethod,
  CancellationReason,
  cancellationRefusal,
  cancellationSettlement,
  ErrorCode,
  LedgerEntryKind,
  netCollectedCents,
  PolicyHolderEvent,
  requestedCancellationDate,
  returnPremium,
  type CancellationSettlement,
  type LedgerTotals,
  type ReturnPremium,
} from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { PublicLinks } from '../../common/http/public-links';
import { AuditService } from '../../platform/audit';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { MailService } from '../../platform/mail';
import {
  coverageWords,
  DocumentContext,
  DocumentsService,
  DocumentType,
  insuredView,
  oneYearAfter,
  quoteReference,
  selectedCarrierQuote,
} from '../../purchase/documents';
import { PaymentsService } from '../../purchase/payments';
import type { CarrierAdapter } from '../../quoting/rating';
import { CertificateHolderNotices } from '../certificates';
import { EndorsedPremiums } from '../endorsements';
import { BillingRunService, InstalmentsService, type NonPaymentDue } from '../instalments';
import { LedgerService, type NewLedgerEntry } from '../ledger';
import type { Policy } from '../policies';
import { BoundPolicies, PolicyChangesService, type BoundPolicy } from '../policy-changes';
import { CancellationsRepository } from './cancellations.repository';
import { adapterOf, cancellationKey, ReinstatementsService } from './reinstatements.service';
import {
  mapCancellation,
  type CancelPolicyDto,
  type CancellationPreviewDto,
  type CancellationPreviewRequestDto,
  type PolicyCancellationDto,
  type PolicyCancellationStateDto,
} from './dto/cancellation.dto';

const REASON_WORDS: Record<CancellationReason, string> = {
  client_request: "At the insured's request",
  non_payment: 'Non-payment of premium',
  underwriting: 'Underwriting',
  other: 'Other',
};

const METHOD_WORDS: Record<CancellationMethod, string> = {
  flat: 'Flat (before the policy started)',
  pro_rata: 'Pro rata',
  short_rate: 'Short rate (90% of the pro rata unearned premium)',
};

/** A cancellation worked out against the policy and its ledger, before anything is written. */
interface Worked {
  computed: ReturnPremium;
  settlement: CancellationSettlement;
  totals: LedgerTotals;
  adapter: CarrierAdapter | undefined;
  premiumCents: number;
  expirationDate: string;
}

interface CancelOrder {
  reason: CancellationReason;
  cancellationDate: string;
  note: string | null;
  changeRequestId: string | null;
}

/** Who cancels: staff, or the platform itself (the billing run, for non-payment). */
type Canceller = UserPrincipal | null;

@Injectable()
export class CancellationsService implements OnModuleInit {
  constructor(
    @Inject(CancellationsRepository) private readonly repository: CancellationsRepository,
    @Inject(BoundPolicies) private readonly policies: BoundPolicies,
    @Inject(PolicyChangesService) private readonly changes: PolicyChangesService,
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(InstalmentsService) private readonly instalments: InstalmentsService,
    @Inject(BillingRunService) private readonly billingRun: BillingRunService,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
    @Inject(CertificateHolderNotices) private readonly holders: CertificateHolderNotices,
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(DocumentContext) private readonly context: DocumentContext,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ReinstatementsService) private readonly reinstatements: ReinstatementsService,
    @Inject(EndorsedPremiums) private readonly endorsed: EndorsedPremiums,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.billingRun.onNonPaymentDue((due, today) => this.cancelForNonPayment(due, today));
    // A client's cancellation request completed by staff: cancelled today (flat before the start).
    this.changes.onCancelRequestCompleted(async (m, { caller, bound, request }) => {
      // Cancelled already (staff did it directly): the request is simply answered.
      if (await this.repository.ofPolicy(bound.policy.id, m)) return;
      await this.cancelLoaded(m, caller, bound, {
        reason: CancellationReason.ClientRequest,
        cancellationDate: requestedCancellationDate(
          bound.policy.effectiveDate!,
          this.clock.today(),
        ),
        note: request.details,
        changeRequestId: request.id,
      });
    });
  }

  /**
   * The billing run's notice for non-payment came due: the policy is cancelled from the date
   * the notice announced, pro rata. False when it was cancelled already.
   */
  async cancelForNonPayment(due: NonPaymentDue, today: string): Promise<boolean> {
    return this.repository.transaction(async (m) => {
      const bound = await this.policies.loadForPlatform(due.applicationId, m);
      await this.repository.lockPolicy(m, bound.policy.id);
      if (await this.repository.ofPolicy(bound.policy.id, m)) return false;
      await this.cancelLoaded(
        m,
        null,
        bound,
        {
          reason: CancellationReason.NonPayment,
          cancellationDate: due.cancellationOn,
          note: null,
          changeRequestId: null,
        },
        today,
      );
      return true;
    });
  }

  /**
   * The policy's cancellation in force and whether it may be reinstated, for whoever may see the
   * quote; both null while not cancelled.
   */
  async read(caller: UserPrincipal, quoteId: string): Promise<PolicyCancellationStateDto> {
    const { policy } = await this.policies.load(caller, quoteId);
    const found = await this.repository.ofPolicy(policy.id);
    if (!found) return { cancellation: null, reinstatement: null };
    return {
      cancellation: mapCancellation(found),
      reinstatement: await this.reinstatements.offer(policy, found),
    };
  }

  /** How a cancellation would settle, refused as the cancellation itself would be. */
  async preview(
    caller: UserPrincipal,
    quoteId: string,
    dto: CancellationPreviewRequestDto,
  ): Promise<CancellationPreviewDto> {
    const bound = await this.policies.load(caller, quoteId);
    const cancelled = await this.repository.ofPolicy(bound.policy.id);
    const worked = await this.work(bound.policy, dto, cancelled !== null, this.clock.today());
    return {
      cancellationDate: dto.cancellationDate,
      reason: dto.reason,
      ...worked.computed,
      premiumCents: worked.premiumCents,
      refundCents: worked.settlement.refundCents,
      balanceDueCents: worked.settlement.balanceDueCents,
      netCollectedCents: netCollectedCents(worked.totals),
      carrierShortRate: worked.adapter?.shortRateCancellation ?? false,
      carrierNotified: worked.adapter !== undefined,
    };
  }

  /** Staff cancel the policy. */
  async cancel(
    caller: UserPrincipal,
    quoteId: string,
    dto: CancelPolicyDto,
  ): Promise<PolicyCancellationDto> {
    return this.repository.transaction(async (m) => {
      const bound = await this.policies.load(caller, quoteId, m);
      const note = dto.note?.trim();
      return this.cancelLoaded(m, caller, bound, {
        reason: dto.reason,
        cancellationDate: dto.cancellationDate,
        note: note ? note : null,
        changeRequestId: null,
      });
    });
  }

  private async cancelLoaded(
    m: EntityManager,
    caller: Canceller,
    bound: BoundPolicy,
    order: CancelOrder,
    today: string = this.clock.today(),
  ): Promise<PolicyCancellationDto> {
    const { policy, quote } = bound;
    await this.repository.lockPolicy(m, policy.id);
    const cancelled = await this.repository.ofPolicy(policy.id, m);
    const worked = await this.work(policy, order, cancelled !== null, today, m);
    const { computed, settlement } = worked;

    // The keys of this cancellation's postings, refunds and mail: a policy reinstated and
    // cancelled again has a second cancellation, whose keys must not answer the first's.
    const key = cancellationKey(policy.id, await this.repository.rescinded(policy.id, m));

    // What is still to be paid by instalments is never charged now.
    await this.instalments.stopForCancellation(m, policy.id);
    const base = { policyId: policy.id, postedOn: today };
    const entries: NewLedgerEntry[] = [];
    if (settlement.returnBilledCents > 0) {
      entries.push({
        ...base,
        kind: LedgerEntryKind.ReturnPremium,
        amountCents: settlement.returnBilledCents,
        memo: `Return premium, cancellation ${METHOD_WORDS[computed.method].toLowerCase()}`.slice(
          0,
          200,
        ),
        postingKey: `cancellation:${key}:return-premium`,
      });
    }
    if (settlement.billEarnedCents > 0) {
      entries.push({
        ...base,
        kind: LedgerEntryKind.Billed,
        amountCents: settlement.billEarnedCents,
        memo: 'Earned premium due at cancellation',
        postingKey: `cancellation:${key}:earned`,
      });
    }
    await this.ledger.post(m, entries);
    await this.refund(m, policy, key, settlement.refundCents, today);

    const acknowledgement = worked.adapter
      ? await this.notifyCarrier(worked.adapter, policy, order, computed)
      : null;
    const row = await this.repository.insert(m, {
      policyId: policy.id,
      applicationId: quote.app.id,
      reason: order.reason,
      note: order.note,
      cancellationDate: order.cancellationDate,
      method: computed.method,
      premiumCents: worked.premiumCents,
      earnedCents: computed.earnedCents,
      returnPremiumCents: computed.returnPremiumCents,
      refundCents: settlement.refundCents,
      balanceDueCents: settlement.balanceDueCents,
      carrierConfirmation: acknowledgement?.confirmation ?? null,
      changeRequestId: order.changeRequestId,
      cancelledBy: caller?.userId ?? null,
    });
    await this.holders.notifyCertificateHolders(
      policy.id,
      { event: PolicyHolderEvent.Cancelled, effectiveOn: order.cancellationDate },
      m,
    );
    await this.noticeToClient(m, bound, key, row, worked, today);
    // The platform's own cancellations are recorded on the cancellation itself (no one's action).
    if (caller)
      await this.audit.record(m, caller, {
        action: 'cancelPolicy',
        applicationId: quote.app.id,
        before: { cancelled: false },
        after: {
          cancelled: true,
          reason: order.reason,
          cancellationDate: order.cancellationDate,
          method: computed.method,
          returnPremiumCents: computed.returnPremiumCents,
          refundCents: settlement.refundCents,
        },
      });
    return mapCancellation(row);
  }

  /** The return premium and settlement of a cancellation, or the refusal (3055-3058). */
  private async work(
    policy: Policy,
    order: { reason: CancellationReason; cancellationDate: string },
    cancelled: boolean,
    today: string,
    m?: EntityManager,
  ): Promise<Worked> {
    const expirationDate = policy.expirationDate ?? oneYearAfter(policy.effectiveDate!);
    const refusal = cancellationRefusal(
      { effectiveDate: policy.effectiveDate!, expirationDate, cancelled },
      order.cancellationDate,
      today,
    );
    if (refusal !== null) throw new DomainException(refusal);
    const adapter = adapterOf(policy.carrier);
    // Endorsements changed the premium from their own dates: each version is earned for its days.
    const changes = await this.endorsed.issuedChanges(policy.id, m);
    const boundPremiumCents = policy.annualPremiumCents ?? 0;
    const premiumCents = changes.reduce((sum, c) => sum + c.proRataCents, boundPremiumCents);
    const computed = returnPremium({
      effectiveDate: policy.effectiveDate!,
      expirationDate,
      premiumCents: boundPremiumCents,
      changes,
      cancellationDate: order.cancellationDate,
      reason: order.reason,
      carrierShortRate: adapter?.shortRateCancellation ?? false,
    });
    const totals = await this.ledger.totals(policy.id, m);
    const settlement = cancellationSettlement(computed.earnedCents, {
      billedCents: totals.billedCents - totals.returnPremiumCents,
      netCollectedCents: netCollectedCents(totals),
    });
    return { computed, settlement, totals, adapter, premiumCents, expirationDate };
  }

  /**
   * Refunds `amountCents` through the provider on the policy's payments, newest first, each up
   * to what it has left to refund, and posts each refund. 3059 when they cannot cover it.
   */
  private async refund(
    m: EntityManager,
    policy: Policy,
    key: string,
    amountCents: number,
    today: string,
  ): Promise<void> {
    if (amountCents <= 0) return;
    const history = await this.ledger.history(policy.id, m);
    const paid = history
      .filter((e) => e.kind === LedgerEntryKind.Collected && e.providerPaymentId)
      .reverse();
    let left = amountCents;
    for (const payment of paid) {
      if (left === 0) break;
      const take = Math.min(left, await this.payments.refundable(payment.providerPaymentId!));
      if (take <= 0) continue;
      const refund = await this.payments.refund({
        providerPaymentId: payment.providerPaymentId!,
        amountCents: take,
        reason: `Cancellation of policy ${policy.policyNumber ?? ''}`.trim(),
        idempotencyKey: `cancellation:${key}:${payment.providerPaymentId}:${take}`,
      });
      await this.ledger.post(m, [
        {
          policyId: policy.id,
          postedOn: today,
          kind: LedgerEntryKind.Refunded,
          amountCents: refund.amountCents,
          memo: 'Refund of premium at cancellation',
          providerPaymentId: refund.providerPaymentId,
          postingKey: `refund:${this.payments.providerName}:${refund.providerRefundId}`,
        },
      ]);
      left -= refund.amountCents;
    }
    if (left > 0) throw new DomainException(ErrorCode.RefundNotPossible);
  }

  /** Tells the carrier through its API (after the sandbox's latency, as binding does). */
  private async notifyCarrier(
    adapter: CarrierAdapter,
    policy: Policy,
    order: CancelOrder,
    computed: ReturnPremium,
  ) {
    const latency = this.config.ratingSandboxLatencyMs;
    if (adapter.sandbox && latency > 0) await sleep(latency);
    return adapter.cancel({
      applicationId: policy.applicationId,
      policyNumber: policy.policyNumber ?? '',
      cancellationDate: order.cancellationDate,
      reason: order.reason,
      method: computed.method,
      returnPremiumCents: computed.returnPremiumCents,
    });
  }

  /** The notice of cancellation, kept among the policy's documents and mailed to the client. */
  private async noticeToClient(
    m: EntityManager,
    bound: BoundPolicy,
    key: string,
    row: {
      reason: CancellationReason;
      cancellationDate: string;
      carrierConfirmation: string | null;
    },
    worked: Worked,
    today: string,
  ): Promise<void> {
    const { quote, policy } = bound;
    const context = await this.context.forQuote(m, quote.app);
    const stored = await this.documents.generate(
      DocumentType.CancellationNotice,
      {
        reference: quoteReference(quote.app.id),
        preparedOn: today,
        agency: context.agency,
        insured: insuredView(quote),
        carrier: policy.carrier ?? '',
        policyNumber: policy.policyNumber ?? '',
        coverageType: quote.app.coverageType,
        effectiveDate: policy.effectiveDate!,
        expirationDate: worked.expirationDate,
        cancellationDate: row.cancellationDate,
        reason: REASON_WORDS[row.reason],
        method: METHOD_WORDS[worked.computed.method],
        premiumCents: worked.premiumCents,
        earnedCents: worked.computed.earnedCents,
        returnPremiumCents: worked.computed.returnPremiumCents,
        refundCents: worked.settlement.refundCents,
        balanceDueCents: worked.settlement.balanceDueCents,
        carrierConfirmation: row.carrierConfirmation,
        sandbox: selectedCarrierQuote(quote)?.sandbox ?? true,
      },
      {
        applicationId: quote.app.id,
        fileName: `Notice of cancellation ${policy.policyNumber ?? ''} ${quoteReference(quote.app.id)}.pdf`,
      },
      m,
    );
    const notice = await this.documents.setActive(m, stored, true);
    const client = quote.app.client!;
    await this.mail.enqueueOnce(
      m,
      `policy-cancelled:${key}`,
      client.email,
      'policy-cancelled',
      {
        firstName: client.firstName,
        businessName: quote.app.business?.legalName ?? null,
        coverage: coverageWords(quote.app.coverageType),
        carrier: policy.carrier ?? '',
        policyNumber: policy.policyNumber ?? '',
        cancellationDate: row.cancellationDate,
        reason: row.reason,
        method: worked.computed.method,
        returnPremiumCents: worked.computed.returnPremiumCents,
        refundCents: worked.settlement.refundCents,
        balanceDueCents: worked.settlement.balanceDueCents,
        portalUrl: this.links.url(`/client/policies/${encodeURIComponent(quote.app.id)}`),
      },
      { attachments: [notice] },
    );
  }
}
