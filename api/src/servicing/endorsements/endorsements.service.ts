/**
 * Endorsements of a bound policy: a change to its rating inputs is priced again with the rating
 * library (the carrier's rates in force at the policy's effective date, as the quote was), the
 * annual premium moves by the difference the change makes, and the rest of the term is charged
 * or returned pro rata. Changes the referral rule names wait for staff; the others are offered to
 * the client at once. The client's acceptance charges (or refunds) through the payment provider,
 * posts the ledger, records the new policy version and issues the endorsement document, in one
 * transaction whose provider calls are idempotent.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  endorsementDateRefusal,
  endorsementReferralReasons,
  EndorsementSettlement,
  EndorsementStatus,
  endorsementStatusOn,
  ErrorCode,
  LedgerEntryKind,
  nextEndorsementStatus,
  offerExpiresOn,
  proRataPremium,
  Role,
  type CarrierName,
  type EndorsementEvent,
} from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import type { AuditAction } from '../../platform/audit';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { PublicLinks } from '../../common/http/public-links';
import { AuditService } from '../../platform/audit';
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
import { RatingService } from '../../quoting/quotes';
import {
  CARRIER_ADAPTERS,
  rateSubmission,
  type CarrierAdapter,
  type RateTables,
  type Submission,
} from '../../quoting/rating';
import { CertificateHolderNotices } from '../certificates';
import { LedgerService } from '../ledger';
import { CancellationCheck, type Policy } from '../policies';
import { BoundPolicies, type BoundPolicy } from '../policy-changes';
import {
  applyChange,
  changeSummary,
  statesOf,
  touchesCertificates,
  type EndorsementChange,
  type PolicyInputs,
} from './endorsement-change';
import type {
  EndorsementAnswerDto,
  EndorsementDto,
  PolicyEndorsementsDto,
  RequestEndorsementDto,
} from './dto/endorsement.dto';
import type { PolicyEndorsement } from './entities/policy-endorsement.entity';
import { EndorsementsRepository } from './endorsements.repository';

/** The version a change is priced from: stored, or the policy as bound (version 1). */
interface BaseVersion extends PolicyInputs {
  versionNo: number;
  annualPremiumCents: number;
  stored: boolean;
}

const SETTLEMENT_WORDS: Record<EndorsementSettlement, (cents: number) => string> = {
  charged: (c) => `Additional premium of $${(c / 100).toFixed(2)} charged on the payment on file.`,
  billed: () => 'Additional premium billed: no payment is on file, it is owed on the policy.',
  refunded: (c) => `Return premium of $${(c / 100).toFixed(2)} refunded to the payment on file.`,
  none: () => 'No premium is charged or refunded.',
};

const STEP_ACTIONS: Record<'approve' | 'decline' | 'withdraw', AuditAction> = {
  approve: 'approveEndorsement',
  decline: 'declineEndorsement',
  withdraw: 'withdrawEndorsement',
};

@Injectable()
export class EndorsementsService {
  constructor(
    @Inject(EndorsementsRepository) private readonly repository: EndorsementsRepository,
    @Inject(BoundPolicies) private readonly policies: BoundPolicies,
    @Inject(RatingService) private readonly rating: RatingService,
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(DocumentContext) private readonly context: DocumentContext,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(CertificateHolderNotices) private readonly holders: CertificateHolderNotices,
    @Inject(CancellationCheck) private readonly cancellations: CancellationCheck,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The policy's versions and endorsements, for whoever may see the quote. */
  async list(caller: UserPrincipal, quoteId: string): Promise<PolicyEndorsementsDto> {
    const { policy, quote } = await this.policies.load(caller, quoteId);
    const today = this.clock.today();
    const [stored, endorsements] = await Promise.all([
      this.repository.versions(policy.id),
      this.repository.ofPolicy(policy.id),
    ]);
    const versions =
      stored.length > 0
        ? stored.map((v) => ({
            versionNo: v.versionNo,
            effectiveOn: v.effectiveOn,
            annualPremiumCents: v.annualPremiumCents,
            endorsementId: v.endorsementId,
            additionalInsureds: v.additionalInsureds,
          }))
        : [
            {
              versionNo: 1,
              effectiveOn: policy.effectiveDate!,
              annualPremiumCents: policy.annualPremiumCents ?? 0,
              endorsementId: null,
              additionalInsureds: [],
            },
          ];
    const current = versions[versions.length - 1];
    const inputs =
      stored.length > 0
        ? stored[stored.length - 1].submission
        : (await this.rating.ratingInput(quote)).submission;
    return {
      currentVersionNo: current.versionNo,
      annualPremiumCents: current.annualPremiumCents,
      versions,
      payroll: inputs.coverageType === 'wc' ? inputs.payroll.map((l) => ({ ...l })) : [],
      endorsements: endorsements.map((e) => mapEndorsement(e, today)),
    };
  }

  /**
   * Prices a change and records it: referred to staff when the rule says so, else offered to
   * the client (who hears by mail). One endorsement is open at a time per policy (3068).
   */
  async request(
    caller: UserPrincipal,
    quoteId: string,
    dto: RequestEndorsementDto,
  ): Promise<EndorsementDto> {
    const today = this.clock.today();
    const change = changeOf(dto);
    return this.repository.transaction(async (m) => {
      const bound = await this.policies.load(caller, quoteId, m);
      const { policy, quote } = bound;
      await this.repository.lockPolicy(m, policy.id);
      const expirationDate = policy.expirationDate ?? oneYearAfter(policy.effectiveDate!);
      const refusal = endorsementDateRefusal(
        {
          effectiveDate: policy.effectiveDate!,
          expirationDate,
          cancelled: await this.cancellations.isCancelled(policy.id, m),
        },
        dto.effectiveDate,
        today,
      );
      if (refusal !== null) throw new DomainException(refusal);
      for (const open of await this.repository.openOf(policy.id, m)) {
        if (endorsementStatusOn(open, today) !== EndorsementStatus.Expired) {
          throw new DomainException(ErrorCode.EndorsementOpenExists);
        }
        open.status = EndorsementStatus.Expired;
        await this.repository.save(m, open);
      }

      const { submission, tables } = await this.rating.ratingInput(quote, m);
      // Rated as of the policy's effective date: the rate tables in force then, as bound.
      const quoted = { ...submission, effectiveDate: policy.effectiveDate! };
      const base = await this.baseVersion(policy, quoted, m);
      const changed = applyChange(base, change);
      const adapter = adapterOf(policy.carrier);
      if (!adapter) {
        throw new DomainException(ErrorCode.EndorsementNotRated, [
          `No rates are held for the carrier ${policy.carrier ?? ''}.`,
        ]);
      }
      const carrier = await this.policies.carrierOf(policy, m);
      const options = { carrierDiscountPercent: carrier?.discountPercent ?? 0 };
      const appetiteBefore = adapter.appetite(base.submission);
      const appetiteAfter = adapter.appetite(changed.submission);
      if (appetiteAfter.decision === 'decline' && appetiteBefore.decision !== 'decline') {
        throw new DomainException(
          ErrorCode.EndorsementCarrierDeclines,
          appetiteAfter.declined.map(String),
        );
      }
      const before = premiumOf(base.submission, tables, adapter.carrier, options);
      const after = premiumOf(changed.submission, tables, adapter.carrier, options);
      // The change moves the annual premium by what it changes in the rating, so anything
      // else that moved since binding (a carrier's discount) stays out of the endorsement.
      const newAnnual = Math.max(
        0,
        base.annualPremiumCents + after.premiumCents - before.premiumCents,
      );
      const priced = proRataPremium({
        effectiveDate: policy.effectiveDate!,
        expirationDate,
        endorsementDate: dto.effectiveDate,
        oldAnnualPremiumCents: base.annualPremiumCents,
        newAnnualPremiumCents: newAnnual,
      });
      const reasons = endorsementReferralReasons({
        oldAnnualPremiumCents: base.annualPremiumCents,
        annualChangeCents: priced.annualChangeCents,
        proRataCents: priced.proRataCents,
        statesBefore: statesOf(base.submission),
        statesAfter: statesOf(changed.submission),
        appetiteBefore: appetiteBefore.decision,
        appetiteAfter: appetiteAfter.decision,
        endorsementDate: dto.effectiveDate,
        today,
      });
      const event: EndorsementEvent = reasons.length > 0 ? 'refer' : 'offer';
      const status = nextEndorsementStatus(EndorsementStatus.Quoted, event)!;
      const note = dto.note?.trim();
      const row = await this.repository.insert(m, {
        policyId: policy.id,
        applicationId: quote.app.id,
        type: change.type,
        status,
        change,
        endorsementDate: dto.effectiveDate,
        note: note ? note : null,
        newSubmission: withoutFein(changed.submission),
        newAdditionalInsureds: changed.additionalInsureds,
        baseVersionNo: base.versionNo,
        oldAnnualPremiumCents: base.annualPremiumCents,
        newAnnualPremiumCents: newAnnual,
        proRataCents: priced.proRataCents,
        termDays: priced.termDays,
        remainingDays: priced.remainingDays,
        referralReasons: reasons,
        tableVersions: [...new Set([...before.tableVersions, ...after.tableVersions])].sort(),
        offerExpiresOn: status === EndorsementStatus.Offered ? offerExpiresOn(today) : null,
        requestedBy: caller.userId,
        reviewedBy: null,
        reviewNote: null,
        answeredBy: null,
        answeredAt: null,
        settlement: null,
        settledCents: 0,
        issuedVersionNo: null,
        documentId: null,
      });
      await this.audit.record(m, caller, {
        action: 'requestEndorsement',
        applicationId: quote.app.id,
        before: { annualPremiumCents: base.annualPremiumCents, versionNo: base.versionNo },
        after: {
          endorsementId: row.id,
          type: row.type,
          status: row.status,
          newAnnualPremiumCents: newAnnual,
          proRataCents: priced.proRataCents,
          referralReasons: reasons.join(','),
        },
      });
      if (status === EndorsementStatus.Offered) await this.mailOffer(m, bound, row);
      return mapEndorsement(row, today);
    });
  }

  /** Staff approve a referred endorsement: it is offered to the client. */
  approve(
    caller: UserPrincipal,
    quoteId: string,
    id: string,
    dto: EndorsementAnswerDto,
  ): Promise<EndorsementDto> {
    return this.move(caller, quoteId, id, 'approve', dto, async (m, bound, row, today) => {
      row.offerExpiresOn = offerExpiresOn(today);
      row.reviewedBy = caller.userId;
      row.reviewNote = dto.note?.trim() || null;
      await this.repository.save(m, row);
      await this.mailOffer(m, bound, row);
    });
  }

  /**
   * Declines: staff decline a referred endorsement, the client an offer made to them; a
   * referral is not the client's to decline, nor an offer staff's (3065).
   */
  decline(
    caller: UserPrincipal,
    quoteId: string,
    id: string,
    dto: EndorsementAnswerDto,
  ): Promise<EndorsementDto> {
    const expected =
      caller.role === Role.Client ? EndorsementStatus.Offered : EndorsementStatus.Referred;
    return this.move(
      caller,
      quoteId,
      id,
      'decline',
      dto,
      async (m, _bound, row) => {
        if (caller.role === Role.Client) {
          row.answeredBy = caller.userId;
          row.answeredAt = this.clock.now();
        } else {
          row.reviewedBy = caller.userId;
          row.reviewNote = dto.note?.trim() || null;
        }
        await this.repository.save(m, row);
      },
      expected,
    );
  }

  /** The client or staff withdraw an endorsement before it is accepted. */
  withdraw(
    caller: UserPrincipal,
    quoteId: string,
    id: string,
    dto: EndorsementAnswerDto,
  ): Promise<EndorsementDto> {
    return this.move(caller, quoteId, id, 'withdraw', dto, async (m, _bound, row) => {
      await this.repository.save(m, row);
    });
  }

  /**
   * The client accepts the offer: the additional premium is billed and charged on the payment
   * on file (declined: 3067, nothing changes), or the return premium posted and refunded; the
   * new policy version is recorded and the endorsement issued, mailed and kept among the
   * policy's documents.
   */
  async accept(caller: UserPrincipal, quoteId: string, id: string): Promise<EndorsementDto> {
    const today = this.clock.today();
    const { policy } = await this.policies.load(caller, quoteId);
    const found = await this.repository.findOne(policy.id, id);
    if (!found) throw new DomainException(ErrorCode.EndorsementNotFound);
    if (endorsementStatusOn(found, today) === EndorsementStatus.Expired) {
      await this.repository.expire(found.id);
      throw new DomainException(ErrorCode.EndorsementOfferExpired);
    }
    return this.repository.transaction(async (m) => {
      const bound = await this.policies.load(caller, quoteId, m);
      await this.repository.lockPolicy(m, policy.id);
      const row = await this.repository.findOne(policy.id, id, m);
      if (!row) throw new DomainException(ErrorCode.EndorsementNotFound);
      if (nextEndorsementStatus(row.status, 'accept') === null) {
        throw new DomainException(ErrorCode.EndorsementStatusConflict);
      }
      if (await this.cancellations.isCancelled(policy.id, m)) {
        throw new DomainException(ErrorCode.EndorsementPolicyNotInForce);
      }
      const latest = await this.repository.latestVersion(policy.id, m);
      if ((latest?.versionNo ?? 1) !== row.baseVersionNo) {
        throw new DomainException(ErrorCode.EndorsementStatusConflict);
      }
      const { settlement, settledCents } = await this.settle(m, bound, row, today);

      if (!latest) {
        const { submission } = await this.rating.ratingInput(bound.quote, m);
        await this.repository.insertVersion(m, {
          policyId: policy.id,
          versionNo: 1,
          endorsementId: null,
          effectiveOn: policy.effectiveDate!,
          annualPremiumCents: policy.annualPremiumCents ?? 0,
          submission: withoutFein({ ...submission, effectiveDate: policy.effectiveDate! }),
          additionalInsureds: [],
        });
      }
      const versionNo = row.baseVersionNo + 1;
      await this.repository.insertVersion(m, {
        policyId: policy.id,
        versionNo,
        endorsementId: row.id,
        effectiveOn: row.endorsementDate,
        annualPremiumCents: row.newAnnualPremiumCents,
        submission: row.newSubmission,
        additionalInsureds: row.newAdditionalInsureds,
      });
      row.status = nextEndorsementStatus(nextEndorsementStatus(row.status, 'accept')!, 'issue')!;
      row.answeredBy = caller.userId;
      row.answeredAt = this.clock.now();
      row.settlement = settlement;
      row.settledCents = settledCents;
      row.issuedVersionNo = versionNo;
      const document = await this.issueDocument(m, bound, row, today);
      row.documentId = document.id;
      await this.repository.save(m, row);
      await this.audit.record(m, caller, {
        action: 'acceptEndorsement',
        applicationId: bound.quote.app.id,
        before: { versionNo: row.baseVersionNo, annualPremiumCents: row.oldAnnualPremiumCents },
        after: {
          endorsementId: row.id,
          versionNo,
          annualPremiumCents: row.newAnnualPremiumCents,
          proRataCents: row.proRataCents,
          settlement,
          settledCents,
        },
      });
      await this.mailIssued(m, bound, row, document);
      // Holders whose certificate shows what changed (limits, insureds, locations) are told.
      if (touchesCertificates(row.change)) {
        await this.holders.notifyHoldersOfChange(
          policy.id,
          { key: row.id, effectiveOn: row.endorsementDate, change: row.change },
          m,
        );
      }
      return mapEndorsement(row, today);
    });
  }

  /** A staff or client step on an endorsement, under the policy's lock, audited. */
  private async move(
    caller: UserPrincipal,
    quoteId: string,
    id: string,
    event: 'approve' | 'decline' | 'withdraw',
    dto: EndorsementAnswerDto,
    work: (
      m: EntityManager,
      bound: BoundPolicy,
      row: PolicyEndorsement,
      today: string,
    ) => Promise<void>,
    from?: EndorsementStatus,
  ): Promise<EndorsementDto> {
    const today = this.clock.today();
    return this.repository.transaction(async (m) => {
      const bound = await this.policies.load(caller, quoteId, m);
      await this.repository.lockPolicy(m, bound.policy.id);
      const row = await this.repository.findOne(bound.policy.id, id, m);
      if (!row) throw new DomainException(ErrorCode.EndorsementNotFound);
      const status = endorsementStatusOn(row, today);
      if (status === EndorsementStatus.Expired && row.status !== EndorsementStatus.Expired) {
        throw new DomainException(ErrorCode.EndorsementOfferExpired);
      }
      const next = nextEndorsementStatus(status, event);
      if (next === null || (from !== undefined && status !== from)) {
        throw new DomainException(ErrorCode.EndorsementStatusConflict);
      }
      const previous = row.status;
      row.status = next;
      await work(m, bound, row, today);
      await this.audit.record(m, caller, {
        action: STEP_ACTIONS[event],
        applicationId: bound.quote.app.id,
        before: { endorsementId: row.id, status: previous },
        after: { endorsementId: row.id, status: next, note: dto.note?.trim() || null },
      });
      return mapEndorsement(row, today);
    });
  }

  /** The latest stored version, else the policy as bound (its premium, the quote's inputs). */
  private async baseVersion(
    policy: Policy,
    quoted: Submission,
    m: EntityManager,
  ): Promise<BaseVersion> {
    const latest = await this.repository.latestVersion(policy.id, m);
    if (!latest) {
      return {
        versionNo: 1,
        annualPremiumCents: policy.annualPremiumCents ?? 0,
        submission: quoted,
        additionalInsureds: [],
        stored: false,
      };
    }
    const fein = quoted.business.fein;
    return {
      versionNo: latest.versionNo,
      annualPremiumCents: latest.annualPremiumCents,
      submission: {
        ...latest.submission,
        business: { ...latest.submission.business, ...(fein ? { fein } : {}) },
      },
      additionalInsureds: latest.additionalInsureds,
      stored: true,
    };
  }

  /** The money of an accepted endorsement: posted on the ledger and moved by the provider. */
  private async settle(
    m: EntityManager,
    bound: BoundPolicy,
    row: PolicyEndorsement,
    today: string,
  ): Promise<{ settlement: EndorsementSettlement; settledCents: number }> {
    const { policy, quote } = bound;
    const base = { policyId: policy.id, postedOn: today };
    if (row.proRataCents > 0) {
      const [payment] = await this.payments.paymentsFor(quote.app.id, m);
      await this.ledger.post(m, [
        {
          ...base,
          kind: LedgerEntryKind.Billed,
          amountCents: row.proRataCents,
          memo: `Additional premium, endorsement from ${row.endorsementDate}`,
          postingKey: `endorsement:${row.id}:billed`,
        },
      ]);
      if (!payment) return { settlement: EndorsementSettlement.Billed, settledCents: 0 };
      const charged = await this.payments.chargeOnFile({
        reference: row.id,
        paymentOnFile: payment.providerPaymentId,
        amountCents: row.proRataCents,
        description: `Endorsement of policy ${policy.policyNumber ?? ''}`.trim(),
        customerEmail: quote.app.client!.email,
        idempotencyKey: `endorsement:${row.id}`,
      });
      if (charged.status !== 'paid') {
        throw new DomainException(ErrorCode.EndorsementPaymentDeclined);
      }
      await this.ledger.post(m, [
        {
          ...base,
          kind: LedgerEntryKind.Collected,
          amountCents: charged.amountCents,
          memo: `Additional premium paid, endorsement from ${row.endorsementDate}`,
          providerPaymentId: charged.providerPaymentId,
          postingKey: `payment:${this.payments.providerName}:${charged.providerPaymentId}`,
        },
      ]);
      return { settlement: EndorsementSettlement.Charged, settledCents: charged.amountCents };
    }
    if (row.proRataCents < 0) {
      const returned = -row.proRataCents;
      await this.ledger.post(m, [
        {
          ...base,
          kind: LedgerEntryKind.ReturnPremium,
          amountCents: returned,
          memo: `Return premium, endorsement from ${row.endorsementDate}`,
          postingKey: `endorsement:${row.id}:return-premium`,
        },
      ]);
      // What the provider kept beyond what is now owed goes back, up to the return premium.
      const totals = await this.ledger.totals(policy.id, m);
      const owed = totals.billedCents - totals.returnPremiumCents;
      const kept = totals.collectedCents - totals.refundedCents;
      const refund = Math.min(returned, Math.max(kept - owed, 0));
      const refunded = await this.refund(m, policy, row, refund, today);
      return {
        settlement: refunded > 0 ? EndorsementSettlement.Refunded : EndorsementSettlement.None,
        settledCents: refunded,
      };
    }
    return { settlement: EndorsementSettlement.None, settledCents: 0 };
  }

  /**
   * Refunds through the provider on the policy's payments, newest first, each up to what it has
   * left to refund, and posts each refund; 3059 when they cannot cover it.
   */
  private async refund(
    m: EntityManager,
    policy: Policy,
    row: PolicyEndorsement,
    amountCents: number,
    today: string,
  ): Promise<number> {
    if (amountCents <= 0) return 0;
    const paid = (await this.ledger.history(policy.id, m))
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
        reason: `Endorsement of policy ${policy.policyNumber ?? ''}`.trim(),
        idempotencyKey: `endorsement:${row.id}:${payment.providerPaymentId}:${take}`,
      });
      await this.ledger.post(m, [
        {
          policyId: policy.id,
          postedOn: today,
          kind: LedgerEntryKind.Refunded,
          amountCents: refund.amountCents,
          memo: `Refund of return premium, endorsement from ${row.endorsementDate}`,
          providerPaymentId: refund.providerPaymentId,
          postingKey: `refund:${this.payments.providerName}:${refund.providerRefundId}`,
        },
      ]);
      left -= refund.amountCents;
    }
    if (left > 0) throw new DomainException(ErrorCode.RefundNotPossible);
    return amountCents;
  }

  /** The endorsement document, kept in use among the policy's documents. */
  private async issueDocument(
    m: EntityManager,
    bound: BoundPolicy,
    row: PolicyEndorsement,
    today: string,
  ) {
    const { quote, policy } = bound;
    const context = await this.context.forQuote(m, quote.app);
    const stored = await this.documents.generate(
      DocumentType.Endorsement,
      {
        reference: quoteReference(quote.app.id),
        preparedOn: today,
        agency: context.agency,
        insured: insuredView(quote),
        carrier: policy.carrier ?? '',
        policyNumber: policy.policyNumber ?? '',
        coverageType: quote.app.coverageType,
        effectiveDate: policy.effectiveDate!,
        expirationDate: policy.expirationDate ?? oneYearAfter(policy.effectiveDate!),
        versionNo: row.issuedVersionNo!,
        endorsementDate: row.endorsementDate,
        change: capitalized(changeSummary(row.change)),
        oldAnnualPremiumCents: row.oldAnnualPremiumCents,
        newAnnualPremiumCents: row.newAnnualPremiumCents,
        termDays: row.termDays,
        remainingDays: row.remainingDays,
        proRataCents: row.proRataCents,
        settlement: SETTLEMENT_WORDS[row.settlement ?? 'none'](row.settledCents),
        sandbox: selectedCarrierQuote(quote)?.sandbox ?? true,
      },
      {
        applicationId: quote.app.id,
        fileName: `Endorsement ${row.issuedVersionNo} ${policy.policyNumber ?? ''} ${quoteReference(quote.app.id)}.pdf`,
      },
      m,
    );
    return this.documents.setActive(m, stored, true);
  }

  private mailData(bound: BoundPolicy, row: PolicyEndorsement) {
    const { quote, policy } = bound;
    const client = quote.app.client!;
    return {
      to: client.email,
      data: {
        firstName: client.firstName,
        businessName: quote.app.business?.legalName ?? null,
        coverage: coverageWords(quote.app.coverageType),
        carrier: policy.carrier ?? '',
        policyNumber: policy.policyNumber ?? '',
        changeType: row.type,
        change: changeSummary(row.change),
        effectiveDate: row.endorsementDate,
        oldAnnualPremiumCents: row.oldAnnualPremiumCents,
        newAnnualPremiumCents: row.newAnnualPremiumCents,
        proRataCents: row.proRataCents,
        portalUrl: this.links.url(`/client/policies/${encodeURIComponent(quote.app.id)}`),
      },
    };
  }

  private async mailOffer(m: EntityManager, bound: BoundPolicy, row: PolicyEndorsement) {
    const { to, data } = this.mailData(bound, row);
    await this.mail.enqueueOnce(m, `endorsement-offered:${row.id}`, to, 'endorsement-offered', {
      ...data,
      offerExpiresOn: row.offerExpiresOn!,
    });
  }

  private async mailIssued(
    m: EntityManager,
    bound: BoundPolicy,
    row: PolicyEndorsement,
    document: Awaited<ReturnType<DocumentsService['setActive']>>,
  ) {
    const { to, data } = this.mailData(bound, row);
    await this.mail.enqueueOnce(
      m,
      `endorsement-issued:${row.id}`,
      to,
      'endorsement-issued',
      {
        ...data,
        versionNo: row.issuedVersionNo!,
        settledCents: row.settledCents,
        settlement: row.settlement ?? 'none',
      },
      { attachments: [document] },
    );
  }
}

/** The change the request names, with the field its type needs (3062 when it is missing). */
function changeOf(dto: RequestEndorsementDto): EndorsementChange {
  const missing = (field: string) =>
    new DomainException(ErrorCode.EndorsementChangeInvalid, [
      `${field}: required for ${dto.type}.`,
    ]);
  switch (dto.type) {
    case 'change_payroll':
      if (!dto.payroll) throw missing('payroll');
      return {
        type: dto.type,
        payroll: dto.payroll.map((l) => ({
          state: l.state,
          classCode: l.classCode,
          payrollCents: l.payrollCents,
        })),
      };
    case 'add_location':
      if (!dto.location) throw missing('location');
      return { type: dto.type, location: { ...dto.location } };
    case 'change_limits':
      if (dto.glLimit === undefined && dto.cyberLimitCents === undefined) {
        throw missing('glLimit or cyberLimitCents');
      }
      return {
        type: dto.type,
        ...(dto.glLimit !== undefined ? { glLimit: dto.glLimit } : {}),
        ...(dto.cyberLimitCents !== undefined ? { cyberLimitCents: dto.cyberLimitCents } : {}),
      };
    case 'change_owners':
      if (!dto.owners) throw missing('owners');
      return { type: dto.type, owners: dto.owners.map((o) => ({ ...o })) };
    case 'add_additional_insured':
      if (!dto.additionalInsured?.trim()) throw missing('additionalInsured');
      return { type: dto.type, additionalInsured: dto.additionalInsured.trim() };
  }
}

/** The annual premium the carrier's rates give the inputs; 3063 when they cannot be rated. */
function premiumOf(
  submission: Submission,
  tables: RateTables,
  carrier: CarrierName,
  options: { carrierDiscountPercent: number },
): { premiumCents: number; tableVersions: string[] } {
  const rated = rateSubmission(submission, tables, carrier, options);
  switch (rated.kind) {
    case 'rated':
      return { premiumCents: rated.premiumCents, tableVersions: rated.tableVersions };
    case 'noRates':
      throw new DomainException(ErrorCode.EndorsementNotRated, rated.missing);
    case 'unrated':
      throw new DomainException(
        ErrorCode.EndorsementNotRated,
        rated.reasons.map((r) => String(r)),
      );
    case 'implausibleExposure':
      throw new DomainException(
        ErrorCode.EndorsementNotRated,
        rated.problems.map((p) => `${p.field}: ${p.message}`),
      );
    case 'monopolistic':
      throw new DomainException(ErrorCode.EndorsementNotRated, [
        'A monopolistic state fund writes this state.',
      ]);
  }
}

/** The carrier's adapter, by the name the policy record keeps (any case); none for others. */
function adapterOf(carrier: string | null): CarrierAdapter | undefined {
  const name = carrier?.trim().toLowerCase();
  return CARRIER_ADAPTERS.find((a) => a.carrier.toLowerCase() === name);
}

/** The inputs as stored: the FEIN stays with the business record, not in a copy. */
function withoutFein(submission: Submission): Submission {
  const business = { ...submission.business };
  delete business.fein;
  return { ...submission, business };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function mapEndorsement(row: PolicyEndorsement, today: string): EndorsementDto {
  return {
    id: row.id,
    quoteId: row.applicationId,
    type: row.type,
    status: endorsementStatusOn(row, today),
    summary: changeSummary(row.change),
    effectiveDate: row.endorsementDate,
    note: row.note,
    baseVersionNo: row.baseVersionNo,
    oldAnnualPremiumCents: row.oldAnnualPremiumCents,
    newAnnualPremiumCents: row.newAnnualPremiumCents,
    proRataCents: row.proRataCents,
    termDays: row.termDays,
    remainingDays: row.remainingDays,
    referralReasons: row.referralReasons,
    offerExpiresOn: row.offerExpiresOn,
    reviewNote: row.reviewNote,
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    settlement: row.settlement,
    settledCents: row.settledCents,
    issuedVersionNo: row.issuedVersionNo,
    documentId: row.documentId,
    createdAt: row.createdAt.toISOString(),
  };
}
