/**
 * Premium audits of workers' compensation policies. During the term: the live preview of the
 * audit (payroll reported so far scaled to the term, the audited premium it would earn and the
 * true-up against what the term bills). At the term's end: the audit opens; its final payroll
 * comes from the pay-as-you-go reports or from the client; the audited premium is worked out as
 * the term premium was, the difference is billed or returned on the ledger and charged on file
 * or refunded through the payment provider, the audit statement is kept among the policy's
 * documents and mailed with the figures.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  auditBasisFromWorksheet,
  auditDifference,
  AuditDifferenceKind,
  auditedPremium,
  AuditPayrollSource,
  AuditSettlementStatus,
  CARRIER_NAMES,
  CoverageType,
  daysBetweenIso,
  daysReported,
  ErrorCode,
  LedgerEntryKind,
  nextPremiumAuditStatus,
  PayrollReportLimits,
  PremiumAuditStatus,
  payrollInForceOverTerm,
  projectPayroll,
  reportedThrough,
  sumPayrollByClass,
  addDaysIso,
  type AuditPayrollLine,
  type AuditTermBasis,
  type AuditWorksheet,
  type CarrierName,
  type PayrollByClass,
  type PremiumAuditEvent,
  type UsStateCode,
} from '@coverline/contracts';
import type { RepPrincipal, UserPrincipal } from '../../common/auth/principal';
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
import { PaymentsService, type ChargeOnFileResult } from '../../purchase/payments';
import { rateReportedPayroll } from '../../quoting/rating';
import { LiveRateTables } from '../../quoting/rate-tables';
import { EndorsedPremiums } from '../endorsements';
import { LedgerService } from '../ledger';
import { BoundPolicies, type BoundPolicy } from '../policy-changes';
import type {
  PolicyPremiumAuditDto,
  PremiumAuditDto,
  PremiumAuditPreviewDto,
  SubmitAuditPayrollDto,
} from './dto/premium-audits.dto';
import type { PremiumAudit } from './entities/premium-audit.entity';
import { PremiumAuditsRepository } from './premium-audits.repository';

/** A bound workers' compensation policy with what its audit is worked out from. */
interface AuditTerm {
  bound: BoundPolicy;
  basis: AuditTermBasis;
  carrier: CarrierName;
  effectiveDate: string;
  expirationDate: string;
  /** The day the term premium's rates were read for (the bound carrier quote's effective date). */
  ratedOn: string;
  /** Payroll estimated at binding, per state and class code. */
  estimated: PayrollByClass[];
}

/** What the daily run did to one audit. */
export type AuditRunOutcome = 'opened' | 'audited' | 'none';

const moved = (status: PremiumAuditStatus, event: PremiumAuditEvent): PremiumAuditStatus => {
  const next = nextPremiumAuditStatus(status, event);
  if (!next) throw new DomainException(ErrorCode.PremiumAuditNotAwaitingPayroll);
  return next;
};

@Injectable()
export class PremiumAuditsService {
  private readonly logger = new Logger('PremiumAudits');

  constructor(
    @Inject(PremiumAuditsRepository) private readonly repository: PremiumAuditsRepository,
    @Inject(BoundPolicies) private readonly policies: BoundPolicies,
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
    @Inject(LiveRateTables) private readonly rateTables: LiveRateTables,
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(DocumentContext) private readonly context: DocumentContext,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(EndorsedPremiums) private readonly endorsed: EndorsedPremiums,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The preview and audit of a policy, for its client, the agent on it or admins. */
  async read(caller: UserPrincipal, quoteId: string): Promise<PolicyPremiumAuditDto> {
    return this.view(await this.policies.load(caller, quoteId));
  }

  /** The same, for a rep of a payroll company that serves the policy (else 404/3086). */
  async readForRep(rep: RepPrincipal, quoteId: string): Promise<PolicyPremiumAuditDto> {
    if (!(await this.repository.repServes(rep.repId, quoteId))) {
      throw new DomainException(ErrorCode.PremiumAuditPolicyNotFound);
    }
    // A quote the company refers but that is not bound yet answers 1956, as to the client.
    const bound = await this.policies.loadForPlatform(quoteId);
    return this.view(bound);
  }

  /**
   * The client's final payroll of the term, per class code: taken while the audit waits for it
   * (3087), every class code and state of the policy once and nothing else (3088); the audit is
   * then worked out and settled at once.
   */
  async submitPayroll(
    caller: UserPrincipal,
    quoteId: string,
    dto: SubmitAuditPayrollDto,
  ): Promise<PolicyPremiumAuditDto> {
    const bound = await this.policies.load(caller, quoteId);
    const term = this.termOf(bound);
    const auditId = await this.repository.transaction(async (m) => {
      await this.repository.lockPolicy(m, bound.policy.id);
      const audit = await this.repository.ofPolicy(bound.policy.id, m);
      if (!audit || audit.status !== PremiumAuditStatus.AwaitingPayroll) {
        throw new DomainException(ErrorCode.PremiumAuditNotAwaitingPayroll);
      }
      const lines = checkLines(term.estimated, dto);
      await this.repository.advance(m, audit.id, audit.status, {
        status: moved(audit.status, 'payrollReceived'),
        payrollSource: AuditPayrollSource.Client,
        reportedBy: caller.userId,
        payrollReceivedAt: this.clock.now(),
      });
      const audited = await this.work(m, term, audit.id, PremiumAuditStatus.PayrollReceived, lines);
      await this.audit.record(m, caller, {
        action: 'submitAuditPayroll',
        applicationId: quoteId,
        before: { auditStatus: PremiumAuditStatus.AwaitingPayroll },
        after: {
          auditStatus: audited.status,
          payrollCents: audited.payrollCents,
          auditedPremiumCents: audited.auditedPremiumCents,
          differenceCents: audited.differenceCents,
        },
      });
      return audit.id;
    });
    await this.settle(auditId);
    return this.view(await this.policies.load(caller, quoteId));
  }

  /**
   * Opens the audit of a policy whose term ended (once: a second call finds it), and moves an
   * open pay-as-you-go audit on once its payroll is reported through the term's last day or the
   * reporting grace days have passed. What it did, for the run's count.
   */
  async openOrAdvance(applicationId: string, today: string): Promise<AuditRunOutcome> {
    const bound = await this.policies.loadForPlatform(applicationId);
    const term = this.termOf(bound);
    const { policy, quote } = bound;
    const outcome = await this.repository.transaction(async (m) => {
      await this.repository.lockPolicy(m, policy.id);
      let audit = await this.repository.ofPolicy(policy.id, m);
      let opened = false;
      if (!audit) {
        const paygo = (await this.repository.paygoCompany(quote.app.id, m)) !== null;
        audit = await this.repository.insert(m, {
          policyId: policy.id,
          applicationId: quote.app.id,
          status: PremiumAuditStatus.Open,
          effectiveDate: term.effectiveDate,
          expirationDate: term.expirationDate,
          carrier: term.carrier,
          paygo,
          basis: term.basis,
          customerEmail: quote.app.client!.email,
        });
        opened = true;
        if (!paygo) {
          await this.repository.advance(m, audit.id, audit.status, {
            status: moved(audit.status, 'askPayroll'),
          });
          await this.askClient(m, bound, term);
          return 'opened' as const;
        }
      }
      if (!audit.paygo || audit.status !== PremiumAuditStatus.Open) return 'none' as const;
      const reported = await this.repository.reported(policy.id, m);
      const through = reportedThrough(term.effectiveDate, reported.latestPeriodEnd);
      const lastDay = addDaysIso(term.expirationDate, -1);
      const graceOver = daysBetweenIso(term.expirationDate, today) >= PayrollReportLimits.graceDays;
      if (through < lastDay && !graceOver) return opened ? ('opened' as const) : ('none' as const);
      await this.repository.advance(m, audit.id, audit.status, {
        status: moved(audit.status, 'payrollReceived'),
        payrollSource: AuditPayrollSource.PayrollReports,
        payrollReceivedAt: this.clock.now(),
      });
      await this.work(m, term, audit.id, PremiumAuditStatus.PayrollReceived, reported.lines);
      return 'audited' as const;
    });
    const audit = await this.repository.ofPolicy(policy.id);
    if (audit?.status === PremiumAuditStatus.Audited) await this.settle(audit.id);
    return outcome;
  }

  /**
   * Charges or refunds an audited difference through the provider with keys of the audit, so a
   * retry gets the same charge or refunds back; a provider that does not answer leaves it
   * pending for the next run. Declined or nothing on file leaves the difference billed, owed.
   */
  async settle(auditId: string): Promise<void> {
    const audit = await this.repository.findById(auditId);
    if (!audit || audit.status !== PremiumAuditStatus.Audited) return;
    const difference = audit.differenceCents ?? 0;
    if (audit.settlementStatus === AuditSettlementStatus.None) {
      await this.repository.transaction((m) =>
        this.repository.advance(m, audit.id, audit.status, {
          status: moved(audit.status, 'settle'),
          settledAt: this.clock.now(),
        }),
      );
      return;
    }
    if (audit.settlementStatus !== AuditSettlementStatus.Pending) return;
    if (difference > 0) await this.charge(audit, difference);
    else if (difference < 0) await this.refund(audit, -difference);
  }

  /** Audits the provider has not answered yet: asked again (the daily run). */
  async settlePending(take: number): Promise<number> {
    let settled = 0;
    for (const audit of await this.repository.toSettle(take)) {
      try {
        await this.settle(audit.id);
      } catch (error) {
        this.logger.warn(`premium audit ${audit.id}: not settled (${(error as Error).message})`);
        continue;
      }
      const after = await this.repository.findById(audit.id);
      if (after?.settlementStatus !== AuditSettlementStatus.Pending) settled += 1;
    }
    return settled;
  }

  private async charge(audit: PremiumAudit, amountCents: number): Promise<void> {
    let result: ChargeOnFileResult;
    try {
      result = await this.payments.chargeOnFile({
        reference: audit.id,
        paymentOnFile: audit.paymentOnFile!,
        amountCents,
        description: `Additional premium of the premium audit ${audit.effectiveDate} to ${audit.expirationDate}`,
        customerEmail: audit.customerEmail,
        idempotencyKey: `premium-audit:${audit.id}`,
      });
    } catch (error) {
      this.logger.warn(
        `premium audit ${audit.id}: the provider did not answer (${(error as Error).message})`,
      );
      return;
    }
    const paid = result.status === 'paid';
    await this.repository.transaction(async (m) => {
      await this.repository.lockPolicy(m, audit.policyId);
      const now = await this.repository.findById(audit.id, m);
      if (now?.settlementStatus !== AuditSettlementStatus.Pending) return;
      await this.repository.advance(m, audit.id, audit.status, {
        ...(paid ? { status: moved(audit.status, 'settle'), settledAt: this.clock.now() } : {}),
        settlementStatus: paid ? AuditSettlementStatus.Charged : AuditSettlementStatus.Declined,
        providerPaymentId: result.providerPaymentId,
      });
      if (!paid) return;
      await this.ledger.post(m, [
        {
          policyId: audit.policyId,
          postedOn: this.clock.today(),
          kind: LedgerEntryKind.Collected,
          amountCents,
          memo: 'Additional premium of the premium audit paid',
          providerPaymentId: result.providerPaymentId,
          postingKey: `payment:${this.payments.providerName}:${result.providerPaymentId}`,
        },
      ]);
    });
  }

  /**
   * Refunds the return premium on the policy's payments, newest first, each up to what it has
   * left to refund (as a cancellation does), and posts each refund. 3090 when they cannot.
   */
  private async refund(audit: PremiumAudit, amountCents: number): Promise<void> {
    await this.repository.transaction(async (m) => {
      await this.repository.lockPolicy(m, audit.policyId);
      const now = await this.repository.findById(audit.id, m);
      if (now?.settlementStatus !== AuditSettlementStatus.Pending) return;
      const history = await this.ledger.history(audit.policyId, m);
      const paid = history
        .filter((e) => e.kind === LedgerEntryKind.Collected && e.providerPaymentId)
        .reverse();
      let left = amountCents;
      let last: string | null = null;
      for (const payment of paid) {
        if (left === 0) break;
        const take = Math.min(left, await this.payments.refundable(payment.providerPaymentId!));
        if (take <= 0) continue;
        const refund = await this.payments.refund({
          providerPaymentId: payment.providerPaymentId!,
          amountCents: take,
          reason: 'Return premium of the premium audit',
          idempotencyKey: `premium-audit:${audit.id}:${payment.providerPaymentId}:${take}`,
        });
        await this.ledger.post(m, [
          {
            policyId: audit.policyId,
            postedOn: this.clock.today(),
            kind: LedgerEntryKind.Refunded,
            amountCents: refund.amountCents,
            memo: 'Refund of the return premium of the premium audit',
            providerPaymentId: refund.providerPaymentId,
            postingKey: `refund:${this.payments.providerName}:${refund.providerRefundId}`,
          },
        ]);
        left -= refund.amountCents;
        last = refund.providerPaymentId;
      }
      if (left > 0) throw new DomainException(ErrorCode.PremiumAuditRefundNotPossible);
      await this.repository.advance(m, audit.id, audit.status, {
        status: moved(audit.status, 'settle'),
        settlementStatus: AuditSettlementStatus.Refunded,
        providerPaymentId: last,
        settledAt: this.clock.now(),
      });
    });
  }

  /**
   * Works out the audit of final payroll: rated per class code, the audited premium, the
   * difference from the premium billed for the term, posted on the ledger; the statement is
   * kept and mailed. Inside the caller's transaction, the policy locked.
   */
  private async work(
    m: EntityManager,
    term: AuditTerm,
    auditId: string,
    from: PremiumAuditStatus,
    payroll: PayrollByClass[],
  ): Promise<PremiumAudit> {
    const { policy, quote } = term.bound;
    const lines = await this.rate(term, sumPayrollByClass(payroll));
    const audited = auditedPremium(term.basis, lines);
    const totals = await this.ledger.totals(policy.id, m);
    const billedCents = totals.billedCents - totals.returnPremiumCents;
    const { differenceCents, kind } = auditDifference(audited.auditedPremiumCents, billedCents);
    const [payment] = await this.payments.paymentsFor(quote.app.id, m);
    const settlementStatus =
      kind === AuditDifferenceKind.None
        ? AuditSettlementStatus.None
        : kind === AuditDifferenceKind.Return || payment?.providerPaymentId
          ? AuditSettlementStatus.Pending
          : AuditSettlementStatus.NoPaymentOnFile;
    await this.repository.advance(m, auditId, from, {
      status: moved(from, 'audit'),
      lines,
      payrollCents: audited.payrollCents,
      audited,
      auditedPremiumCents: audited.auditedPremiumCents,
      billedCents,
      differenceCents,
      settlementStatus,
      paymentOnFile: payment?.providerPaymentId ?? null,
      auditedAt: this.clock.now(),
    });
    if (differenceCents !== 0) {
      await this.ledger.post(m, [
        differenceCents > 0
          ? {
              policyId: policy.id,
              postedOn: this.clock.today(),
              kind: LedgerEntryKind.Billed,
              amountCents: differenceCents,
              memo: 'Additional premium of the premium audit',
              postingKey: `premium-audit:${auditId}:billed`,
            }
          : {
              policyId: policy.id,
              postedOn: this.clock.today(),
              kind: LedgerEntryKind.ReturnPremium,
              amountCents: -differenceCents,
              memo: 'Return premium of the premium audit',
              postingKey: `premium-audit:${auditId}:return`,
            },
      ]);
    }
    const row = (await this.repository.findById(auditId, m))!;
    await this.statement(m, term, row);
    return row;
  }

  /** The audit statement among the policy's documents, mailed to the client with the figures. */
  private async statement(m: EntityManager, term: AuditTerm, audit: PremiumAudit): Promise<void> {
    const { quote, policy } = term.bound;
    const context = await this.context.forQuote(m, quote.app);
    const audited = audit.audited!;
    const stored = await this.documents.generate(
      DocumentType.PremiumAuditStatement,
      {
        reference: quoteReference(quote.app.id),
        preparedOn: this.clock.today(),
        agency: context.agency,
        insured: insuredView(quote),
        carrier: policy.carrier ?? term.carrier,
        policyNumber: policy.policyNumber ?? '',
        effectiveDate: term.effectiveDate,
        expirationDate: term.expirationDate,
        payrollSource: audit.payrollSource!,
        lines: audit.lines,
        estimatedPayrollCents: term.basis.payrollCents,
        termPremiumCents: term.basis.termPremiumCents,
        ...audited,
        billedCents: audit.billedCents!,
        differenceCents: audit.differenceCents!,
        sandbox: selectedCarrierQuote(quote)?.sandbox ?? true,
      },
      {
        applicationId: quote.app.id,
        fileName: `Premium audit ${policy.policyNumber ?? ''} ${quoteReference(quote.app.id)}.pdf`,
      },
      m,
    );
    const document = await this.documents.setActive(m, stored, true);
    const client = quote.app.client!;
    await this.mail.enqueueOnce(
      m,
      `premium-audit-completed:${audit.id}`,
      client.email,
      'premium-audit-completed',
      {
        firstName: client.firstName,
        businessName: quote.app.business?.legalName ?? null,
        policyNumber: policy.policyNumber ?? '',
        effectiveDate: term.effectiveDate,
        expirationDate: term.expirationDate,
        payrollCents: audited.payrollCents,
        auditedPremiumCents: audited.auditedPremiumCents,
        billedCents: audit.billedCents!,
        differenceCents: audit.differenceCents!,
        paymentOnFile: audit.paymentOnFile !== null,
        portalUrl: this.links.url(`/client/policies/${encodeURIComponent(quote.app.id)}`),
      },
      { attachments: [document] },
    );
  }

  /** Asks the client for the final payroll per class code (once per audit). */
  private async askClient(m: EntityManager, bound: BoundPolicy, term: AuditTerm): Promise<void> {
    const { quote, policy } = bound;
    const client = quote.app.client!;
    await this.mail.enqueueOnce(
      m,
      `premium-audit-payroll:${policy.id}`,
      client.email,
      'premium-audit-payroll-requested',
      {
        firstName: client.firstName,
        businessName: quote.app.business?.legalName ?? null,
        coverage: coverageWords(quote.app.coverageType),
        policyNumber: policy.policyNumber ?? '',
        effectiveDate: term.effectiveDate,
        expirationDate: term.expirationDate,
        classCodes: term.estimated.map((c) => `${c.classCode} (${c.state})`),
        portalUrl: this.links.url(`/client/policies/${encodeURIComponent(quote.app.id)}`),
      },
    );
  }

  /**
   * Final or projected payroll rated per class code at the rates the term premium was rated with
   * (those in force on the bound carrier quote's effective date, the term's first day).
   */
  private async rate(term: AuditTerm, payroll: PayrollByClass[]): Promise<AuditPayrollLine[]> {
    if (payroll.length === 0) return [];
    const rated = rateReportedPayroll(
      payroll.map((l) => ({
        state: l.state as UsStateCode,
        classCode: l.classCode,
        payrollCents: l.payrollCents,
      })),
      await this.rateTables.current(),
      term.carrier,
      term.ratedOn,
    );
    if (rated.kind === 'noRates') {
      throw new DomainException(ErrorCode.PremiumAuditNotRated, rated.missing);
    }
    return rated.lines.map((l) => ({
      state: l.state,
      classCode: l.classCode,
      payrollCents: l.payrollCents,
      ratePer100: l.ratePer100,
      premiumCents: l.premiumCents,
    }));
  }

  /** The term of a bound workers' compensation policy (3085 for another line, 3089 unrated). */
  private termOf(bound: BoundPolicy): AuditTerm {
    const { quote, policy } = bound;
    if (quote.app.coverageType !== CoverageType.WorkersCompensation) {
      throw new DomainException(ErrorCode.PremiumAuditNotWorkersComp);
    }
    const carrierQuote = selectedCarrierQuote(quote);
    const worksheet = carrierQuote?.worksheet as AuditWorksheet | null | undefined;
    const basis = worksheet?.steps ? auditBasisFromWorksheet(worksheet) : null;
    const carrier = CARRIER_NAMES.find(
      (c) => c.toLowerCase() === (policy.carrier ?? carrierQuote?.carrier ?? '').toLowerCase(),
    );
    if (!basis || !carrier || !policy.effectiveDate) {
      throw new DomainException(
        ErrorCode.PremiumAuditNotRated,
        [
          !basis ? 'The bound quote has no workers compensation rating worksheet.' : null,
          !carrier ? `No rates are held for the carrier ${policy.carrier ?? ''}.` : null,
        ].filter((s): s is string => s !== null),
      );
    }
    const estimated = sumPayrollByClass(
      (carrierQuote!.ratedTerms?.classPayrolls ?? []).map((c) => ({
        state: c.state,
        classCode: c.classCode,
        payrollCents: c.payrollCents,
      })),
    );
    return {
      bound,
      basis,
      carrier,
      effectiveDate: policy.effectiveDate,
      expirationDate: policy.expirationDate ?? oneYearAfter(policy.effectiveDate),
      ratedOn: carrierQuote!.effectiveDate ?? policy.effectiveDate,
      estimated,
    };
  }

  private async view(bound: BoundPolicy): Promise<PolicyPremiumAuditDto> {
    const term = this.termOf(bound);
    const { policy, quote } = bound;
    const audit = await this.repository.ofPolicy(policy.id);
    return {
      quoteId: quote.app.id,
      policyNumber: policy.policyNumber ?? '',
      businessName: quote.app.business?.legalName ?? '',
      preview: await this.preview(term, audit),
      audit: audit ? mapAudit(audit) : null,
    };
  }

  /**
   * The audit as it stands on `today`: payroll reported so far scaled to the term (while nothing
   * is reported, the estimate at binding as endorsements changed it over the term), its audited
   * premium, and the true-up against what the term will have billed without an audit
   * (pay-as-you-go: what was billed besides the reports, plus the reports' premium of the
   * projected payroll; otherwise the premium written and endorsed). Once audited, the
   * audit's own figures.
   */
  private async preview(
    term: AuditTerm,
    audit: PremiumAudit | null,
  ): Promise<PremiumAuditPreviewDto> {
    const { policy, quote } = term.bound;
    const today = this.clock.today();
    const period = { effectiveDate: term.effectiveDate, expirationDate: term.expirationDate };
    const termDays = daysBetweenIso(term.effectiveDate, term.expirationDate);
    const paygo = (await this.repository.paygoCompany(quote.app.id)) !== null;
    const reported = await this.repository.reported(policy.id);
    const through = reportedThrough(term.effectiveDate, reported.latestPeriodEnd);
    const done =
      audit?.status === PremiumAuditStatus.Audited || audit?.status === PremiumAuditStatus.Settled;
    // Nothing reported: the payroll the term is written for, endorsements weighed by their days.
    const projectedPayroll = done
      ? audit.lines
      : reported.reports > 0
        ? projectPayroll(reported.lines, period, through)
        : payrollInForceOverTerm(
            term.estimated,
            await this.repository.endorsedPayroll(policy.id),
            period,
          );
    const lines = done ? audit.lines : await this.rate(term, projectedPayroll);
    const projected = done ? audit.audited! : auditedPremium(term.basis, lines);
    const totals = await this.ledger.totals(policy.id);
    const expectedBilledCents = done
      ? audit.billedCents!
      : paygo
        ? totals.billedCents -
          totals.returnPremiumCents -
          reported.premiumCents +
          projected.manualPremiumCents
        : // Written at binding, and each endorsement's pro rata (charged or returned) since.
          (await this.endorsed.issuedChanges(policy.id)).reduce(
            (sum, c) => sum + c.proRataCents,
            totals.writtenCents,
          );
    const trueUp = auditDifference(projected.auditedPremiumCents, expectedBilledCents);
    const keys = sumPayrollByClass([...term.estimated, ...reported.lines, ...lines]).map(
      (l) => `${l.state}|${l.classCode}`,
    );
    const payrollOf = (rows: readonly PayrollByClass[], key: string) =>
      rows
        .filter((r) => `${r.state}|${r.classCode}` === key)
        .reduce((t, r) => t + r.payrollCents, 0);
    return {
      asOf: today,
      effectiveDate: term.effectiveDate,
      expirationDate: term.expirationDate,
      termDays,
      daysReported: daysReported(period, through),
      paygo,
      basis: done ? 'final' : reported.reports > 0 ? 'reports' : 'estimate',
      estimatedPayrollCents: term.basis.payrollCents,
      estimatedPremiumCents: term.basis.termPremiumCents,
      reportedPayrollCents: reported.lines.reduce((t, l) => t + l.payrollCents, 0),
      reportedPremiumCents: reported.premiumCents,
      projectedPayrollCents: projected.payrollCents,
      projectedAuditedPremiumCents: projected.auditedPremiumCents,
      expectedBilledCents,
      projectedTrueUpCents: trueUp.differenceCents,
      projectedTrueUpKind: trueUp.kind,
      classes: keys.map((key) => {
        const [state, classCode] = key.split('|');
        return {
          state,
          classCode,
          estimatedPayrollCents: payrollOf(term.estimated, key),
          reportedPayrollCents: payrollOf(reported.lines, key),
          projectedPayrollCents: payrollOf(lines, key),
          ratePer100: lines.find((l) => `${l.state}|${l.classCode}` === key)?.ratePer100 ?? 0,
        };
      }),
    };
  }
}

/** The client's lines: each class code and state of the policy once, nothing else (3088). */
function checkLines(estimated: PayrollByClass[], dto: SubmitAuditPayrollDto): PayrollByClass[] {
  const covered = new Set(estimated.map((c) => `${c.state}|${c.classCode}`));
  const seen = new Set<string>();
  const problems: string[] = [];
  dto.lines.forEach((line, i) => {
    const key = `${line.state}|${line.classCode}`;
    if (seen.has(key)) {
      problems.push(`lines[${i}]: ${line.classCode} in ${line.state} is given twice.`);
    } else if (!covered.has(key)) {
      problems.push(
        `lines[${i}]: the policy does not cover class code ${line.classCode} in ${line.state}.`,
      );
    }
    seen.add(key);
  });
  for (const c of estimated) {
    if (!seen.has(`${c.state}|${c.classCode}`)) {
      problems.push(`The payroll of class code ${c.classCode} in ${c.state} is missing.`);
    }
  }
  if (problems.length > 0) throw new DomainException(ErrorCode.PremiumAuditLinesInvalid, problems);
  return dto.lines.map((l) => ({
    state: l.state,
    classCode: l.classCode,
    payrollCents: l.payrollCents,
  }));
}

export function mapAudit(a: PremiumAudit): PremiumAuditDto {
  return {
    id: a.id,
    status: a.status,
    payrollSource: a.payrollSource,
    lines: a.lines,
    audited: a.audited,
    auditedPremiumCents: a.auditedPremiumCents,
    billedCents: a.billedCents,
    differenceCents: a.differenceCents,
    settlementStatus: a.settlementStatus,
    auditedAt: a.auditedAt?.toISOString() ?? null,
    settledAt: a.settledAt?.toISOString() ?? null,
  };
}
