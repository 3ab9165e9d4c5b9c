/**
 * Reinstating a policy cancelled for non-payment, within the window after its cancellation date:
 * the client pays what is past due through the provider's hosted page, or an admin reinstates
 * it (what is owed then stays owed, the instalments due missed). Either way the cancellation is
 * rescinded with no lapse in cover: its ledger entries are reversed, the instalments come due
 * meanwhile are billed and the rest scheduled again, the carrier is told through its adapter,
 * certificate holders hear the cancellation is withdrawn, and the client gets the reinstatement
 * notice by mail. One transaction, under the policy's lock, as a cancellation is.
 */
import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import {
  balanceDueCents,
  ErrorCode,
  LedgerEntryKind,
  PolicyHolderEvent,
  reinstatementDeadline,
  reinstatementRefusal,
  reinstatementSettlement,
  type ReinstatementSettlement,
} from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { PublicLinks } from '../../common/http/public-links';
import { AuditService } from '../../platform/audit';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { MailService } from '../../platform/mail';
import { coverageWords, oneYearAfter } from '../../purchase/documents';
import { PaymentsService } from '../../purchase/payments';
import { CARRIER_ADAPTERS, type CarrierAdapter } from '../../quoting/rating';
import { CertificateHolderNotices } from '../certificates';
import { InstalmentsService } from '../instalments';
import { LedgerService, type NewLedgerEntry } from '../ledger';
import type { Policy } from '../policies';
import { BoundPolicies, type BoundPolicy } from '../policy-changes';
import { CancellationsRepository } from './cancellations.repository';
import type {
  PolicyReinstatementDto,
  ReinstatePolicyDto,
  ReinstatementOfferDto,
  ReinstatementPaymentResultDto,
  ReinstatementPaymentStartedDto,
} from './dto/cancellation.dto';
import type { PolicyCancellation } from './entities/policy-cancellation.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The key of a policy's cancellation in its postings, refunds and mail: the policy's id for its
 * first, then numbered, so a policy reinstated and cancelled again keys its second apart.
 */
export const cancellationKey = (policyId: string, rescindedBefore: number): string =>
  rescindedBefore === 0 ? policyId : `${policyId}:${rescindedBefore + 1}`;

/** The carrier's adapter, by the name the policy record keeps (any case); none for others. */
export function adapterOf(carrier: string | null): CarrierAdapter | undefined {
  const name = carrier?.trim().toLowerCase();
  return CARRIER_ADAPTERS.find((a) => a.carrier.toLowerCase() === name);
}

/** A client's payment that reinstates the policy. */
interface ReinstatementPayment {
  providerPaymentId: string;
  amountCents: number;
  paidAt: Date;
}

interface Worked {
  refusal: ErrorCode | null;
  deadline: string;
  settlement: ReinstatementSettlement;
}

@Injectable()
export class ReinstatementsService {
  constructor(
    @Inject(CancellationsRepository) private readonly repository: CancellationsRepository,
    @Inject(BoundPolicies) private readonly policies: BoundPolicies,
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(InstalmentsService) private readonly instalments: InstalmentsService,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
    @Inject(CertificateHolderNotices) private readonly holders: CertificateHolderNotices,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether the cancellation may be rescinded today, until when, and what it would collect. */
  async offer(policy: Policy, cancellation: PolicyCancellation): Promise<ReinstatementOfferDto> {
    const worked = await this.work(policy, cancellation, this.clock.today());
    return {
      reinstatable: worked.refusal === null,
      refusal: worked.refusal,
      deadline: worked.deadline,
      pastDueCents: worked.settlement.pastDueCents,
    };
  }

  /** An admin reinstates the policy; what is past due stays owed. */
  async reinstateByStaff(
    caller: UserPrincipal,
    quoteId: string,
    dto: ReinstatePolicyDto,
  ): Promise<PolicyReinstatementDto> {
    return this.repository.transaction(async (m) => {
      const bound = await this.policies.load(caller, quoteId, m);
      const today = this.clock.today();
      const cancellation = await this.inForce(m, bound.policy, today);
      const note = dto.note?.trim();
      return this.rescind(m, bound, cancellation, today, { by: caller, payment: null, note });
    });
  }

  /**
   * The client starts the provider's hosted payment of what is past due. The key changes only
   * after a declined try or when the amount changed, so a double click reaches one page.
   */
  async startPayment(
    caller: UserPrincipal,
    quoteId: string,
  ): Promise<ReinstatementPaymentStartedDto> {
    return this.repository.transaction(async (m) => {
      const { quote, policy } = await this.policies.load(caller, quoteId, m);
      const today = this.clock.today();
      const cancellation = await this.inForce(m, policy, today);
      const { settlement } = await this.work(policy, cancellation, today, m);
      if (settlement.pastDueCents <= 0) throw new DomainException(ErrorCode.NothingPastDue);
      const started = await this.payments.startHostedPayment({
        reference: cancellation.id,
        amountCents: settlement.pastDueCents,
        description: `Reinstatement of policy ${policy.policyNumber ?? ''}`.trim(),
        customerEmail: quote.app.client!.email,
        idempotencyKey: `reinstatement:${cancellation.id}:pay:${cancellation.reinstatementPayAttempts}:${settlement.pastDueCents}`,
        returnPath: `${policyPath(quote.app.id)}?reinstatement=${cancellation.id}`,
      });
      await this.repository.update(m, cancellation.id, {
        reinstatementCheckoutId: started.providerCheckoutId,
      });
      return { redirectUrl: started.redirectUrl };
    });
  }

  /**
   * Records what the provider's page did with the reinstatement payment: paid rescinds the
   * cancellation (once, however often the result comes back); declined lets the client try
   * again (3097). A result of another payment is refused (3096).
   */
  async recordPayment(
    caller: UserPrincipal,
    dto: ReinstatementPaymentResultDto,
  ): Promise<PolicyReinstatementDto> {
    const result = this.payments.verifyHostedResult(dto);
    const outcome = await this.repository.transaction(async (m) => {
      const found = UUID.test(result.checkoutId)
        ? await this.repository.lock(m, result.checkoutId)
        : null;
      if (!found || found.reinstatementCheckoutId !== result.providerCheckoutId) {
        throw new DomainException(ErrorCode.ReinstatementResultInvalid);
      }
      const bound = await this.policies.load(caller, found.applicationId, m);
      await this.repository.lockPolicy(m, bound.policy.id);
      if (found.reinstatementPaymentId === result.providerPaymentId) {
        return { done: await this.answer(m, found, bound) };
      }
      if (result.status === 'declined') {
        await this.repository.update(m, found.id, {
          reinstatementPayAttempts: found.reinstatementPayAttempts + 1,
          reinstatementCheckoutId: null,
        });
        return { declined: true as const };
      }
      const payment: ReinstatementPayment = {
        providerPaymentId: result.providerPaymentId,
        amountCents: result.amountCents,
        paidAt: result.issuedAt,
      };
      const today = this.clock.today();
      if (found.reinstatedOn !== null) {
        // Staff reinstated it while the client paid: the money still posts against what is owed.
        await this.ledger.post(m, [this.collected(bound.policy, found, payment, today)]);
        await this.repository.update(m, found.id, {
          reinstatementPaidCents: payment.amountCents,
          reinstatementPaymentId: payment.providerPaymentId,
        });
        return { done: await this.answer(m, { ...found, ...paidFields(payment) }, bound) };
      }
      // The window was checked when the payment started: money taken reinstates the policy.
      return { done: await this.rescind(m, bound, found, today, { by: null, payment }) };
    });
    if ('declined' in outcome) throw new DomainException(ErrorCode.ReinstatementDeclined);
    return outcome.done;
  }

  /** The policy's cancellation in force, refused (3093-3095) when it may not be rescinded. */
  private async inForce(m: EntityManager, policy: Policy, today: string) {
    await this.repository.lockPolicy(m, policy.id);
    const cancellation = await this.repository.ofPolicy(policy.id, m);
    const refusal = reinstatementRefusal(cancellation, expirationOf(policy), today);
    if (refusal !== null) throw new DomainException(refusal);
    return cancellation!;
  }

  /** The refusal, deadline and settlement of rescinding the cancellation on `today`. */
  private async work(
    policy: Policy,
    cancellation: PolicyCancellation,
    today: string,
    m?: EntityManager,
  ): Promise<Worked> {
    const expiration = expirationOf(policy);
    const key = cancellationKey(policy.id, await this.repository.rescinded(policy.id, m));
    const history = await this.ledger.history(policy.id, m);
    const posted = (postingKey: string) =>
      history.find((e) => e.postingKey === postingKey)?.amountCents ?? 0;
    const totals = await this.ledger.totals(policy.id, m);
    const settlement = reinstatementSettlement({
      cancellationReturnedCents: posted(`cancellation:${key}:return-premium`),
      cancellationBilledCents: posted(`cancellation:${key}:earned`),
      unbilledDueCents: await this.instalments.unbilledDueCents(policy.id, today, m),
      balanceDueCents: balanceDueCents(totals),
    });
    return {
      refusal: reinstatementRefusal(cancellation, expiration, today),
      deadline: reinstatementDeadline(cancellation.cancellationDate, expiration),
      settlement,
    };
  }

  /** Rescinds the cancellation: ledger, instalments, carrier, holders, the client's notice. */
  private async rescind(
    m: EntityManager,
    bound: BoundPolicy,
    cancellation: PolicyCancellation,
    today: string,
    how: { by: UserPrincipal | null; payment: ReinstatementPayment | null; note?: string },
  ): Promise<PolicyReinstatementDto> {
    const { policy, quote } = bound;
    const { settlement } = await this.work(policy, cancellation, today, m);
    const base = { policyId: policy.id, postedOn: today };
    const entries: NewLedgerEntry[] = [];
    if (settlement.billAgainCents > 0) {
      entries.push({
        ...base,
        kind: LedgerEntryKind.Billed,
        amountCents: settlement.billAgainCents,
        memo: 'Premium returned at cancellation, billed again at reinstatement',
        postingKey: `reinstatement:${cancellation.id}:billed-again`,
      });
    }
    if (settlement.reverseEarnedCents > 0) {
      entries.push({
        ...base,
        kind: LedgerEntryKind.ReturnPremium,
        amountCents: settlement.reverseEarnedCents,
        memo: 'Earned premium billed at cancellation, reversed at reinstatement',
        postingKey: `reinstatement:${cancellation.id}:earned-reversed`,
      });
    }
    await this.ledger.post(m, entries);
    const { payment } = how;
    // A payment short of what is now past due (an instalment came due since it started) pays
    // on account; the instalments due are then missed, as after staff's reinstatement.
    const covers = payment !== null && payment.amountCents >= settlement.pastDueCents;
    await this.instalments.restoreForReinstatement(
      m,
      policy.id,
      today,
      covers ? { providerPaymentId: payment.providerPaymentId, paidAt: payment.paidAt } : null,
    );
    if (payment) await this.ledger.post(m, [this.collected(policy, cancellation, payment, today)]);

    const adapter = adapterOf(policy.carrier);
    const acknowledgement = adapter
      ? await this.notifyCarrier(adapter, policy, cancellation, today)
      : null;
    const fields = {
      reinstatedOn: today,
      reinstatedBy: how.by?.userId ?? null,
      reinstatedAt: new Date(),
      reinstatementConfirmation: acknowledgement?.confirmation ?? null,
      ...(payment ? paidFields(payment) : {}),
    };
    await this.repository.update(m, cancellation.id, fields);
    const rescinded = { ...cancellation, ...fields };
    await this.holders.notifyCertificateHolders(
      policy.id,
      { event: PolicyHolderEvent.Reinstated, effectiveOn: today },
      m,
    );
    const answer = await this.answer(m, rescinded, bound);
    const client = quote.app.client!;
    await this.mail.enqueueOnce(
      m,
      `policy-reinstated:${cancellation.id}`,
      client.email,
      'policy-reinstated',
      {
        firstName: client.firstName,
        businessName: quote.app.business?.legalName ?? null,
        coverage: coverageWords(quote.app.coverageType),
        carrier: policy.carrier ?? '',
        policyNumber: policy.policyNumber ?? '',
        cancellationDate: cancellation.cancellationDate,
        reinstatedOn: today,
        paidCents: payment?.amountCents ?? null,
        balanceDueCents: answer.balanceDueCents,
        portalUrl: this.links.url(policyPath(quote.app.id)),
      },
      { language: client.language },
    );
    if (how.by) {
      await this.audit.record(m, how.by, {
        action: 'reinstatePolicy',
        applicationId: quote.app.id,
        before: { cancelled: true, cancellationDate: cancellation.cancellationDate },
        after: {
          cancelled: false,
          reinstatedOn: today,
          balanceDueCents: answer.balanceDueCents,
          note: how.note ? how.note : null,
        },
      });
    }
    return answer;
  }

  private collected(
    policy: Policy,
    cancellation: PolicyCancellation,
    payment: ReinstatementPayment,
    today: string,
  ): NewLedgerEntry {
    return {
      policyId: policy.id,
      postedOn: today,
      kind: LedgerEntryKind.Collected,
      amountCents: payment.amountCents,
      memo: `Past-due premium paid to reinstate (cancellation of ${cancellation.cancellationDate})`,
      providerPaymentId: payment.providerPaymentId,
      postingKey: `payment:${this.payments.providerName}:${payment.providerPaymentId}`,
    };
  }

  /** Tells the carrier through its API (after the sandbox's latency, as a cancellation does). */
  private async notifyCarrier(
    adapter: CarrierAdapter,
    policy: Policy,
    cancellation: PolicyCancellation,
    today: string,
  ) {
    const latency = this.config.ratingSandboxLatencyMs;
    if (adapter.sandbox && latency > 0) await sleep(latency);
    return adapter.reinstate({
      applicationId: policy.applicationId,
      policyNumber: policy.policyNumber ?? '',
      cancellationDate: cancellation.cancellationDate,
      reinstatedOn: today,
    });
  }

  private async answer(
    m: EntityManager,
    c: Pick<
      PolicyCancellation,
      | 'applicationId'
      | 'cancellationDate'
      | 'reinstatedOn'
      | 'reinstatementPaidCents'
      | 'reinstatementConfirmation'
    >,
    bound: BoundPolicy,
  ): Promise<PolicyReinstatementDto> {
    const totals = await this.ledger.totals(bound.policy.id, m);
    return {
      quoteId: c.applicationId,
      cancellationDate: c.cancellationDate,
      reinstatedOn: c.reinstatedOn ?? this.clock.today(),
      paidCents: c.reinstatementPaidCents,
      balanceDueCents: balanceDueCents(totals),
      carrierConfirmation: c.reinstatementConfirmation,
    };
  }
}

const policyPath = (quoteId: string) => `/client/policies/${encodeURIComponent(quoteId)}`;

const expirationOf = (policy: Policy) =>
  policy.expirationDate ?? oneYearAfter(policy.effectiveDate!);

const paidFields = (payment: ReinstatementPayment) => ({
  reinstatementPaidCents: payment.amountCents,
  reinstatementPaymentId: payment.providerPaymentId,
});
