/**
 * Pay-as-you-go payroll reports: a payroll company's system posts a payroll it ran for a policy
 * it serves; the premium is rated from the carrier's rates, billed on the premium ledger and
 * charged to the card or account the client paid with, once per report however often it is
 * posted. Clients, staff and the company's reps read a policy's reports.
 */
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CARRIER_NAMES,
  ErrorCode,
  LedgerEntryKind,
  PayrollCorrectionOutcome,
  payrollCorrectionMoney,
  payrollPeriodProblem,
  payrollReportingState,
  PayrollReportChargeStatus,
  reportedThrough,
  type CarrierName,
  type UsStateCode,
} from '@coverline/contracts';
import type { MachinePrincipal, RepPrincipal, UserPrincipal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { isUniqueViolation } from '../../common/database/pg-errors';
import { DomainException } from '../../common/errors/domain.exception';
import { pageWindow } from '../../common/http/pagination';
import { PaymentsService, type ChargeOnFileResult } from '../../purchase/payments';
import { rateReportedPayroll } from '../../quoting/rating';
import { LiveRateTables } from '../../quoting/rate-tables';
import { LedgerService } from '../ledger';
import { BoundPolicies } from '../policy-changes';
import {
  mapPayrollCorrection,
  mapPayrollReport,
  type PayrollCorrectionDto,
  type PayrollReportDto,
  type PayrollReportLineInputDto,
  type PostPayrollCorrectionDto,
  type PolicyPayrollReportsDto,
  type PolicyPayrollReportsPageDto,
  type PostPayrollReportDto,
  type RepPayrollReportsQueryDto,
} from './dto/payroll-reports.dto';
import type { PayrollReportCorrection } from './entities/payroll-report-correction.entity';
import type { PayrollReport } from './entities/payroll-report.entity';
import { PayrollReportsRepository, type PaygoPolicy } from './payroll-reports.repository';

/** What a post did: recorded a new report, or found the one a retry names. */
export interface PostedReport {
  report: PayrollReportDto;
  created: boolean;
}

/** Lines in one order, so their order does not matter to a digest. */
const canonicalLines = (lines: PayrollReportLineInputDto[]) =>
  lines
    .map((l) => [l.state, l.classCode, l.payrollCents] as const)
    .sort((a, b) => `${a[0]}|${a[1]}`.localeCompare(`${b[0]}|${b[1]}`));

/** The request as its digest reads it: lines in one order, so their order does not matter. */
function digestOf(dto: PostPayrollReportDto): string {
  const canonical = JSON.stringify([
    dto.policyNumber,
    dto.periodStart,
    dto.periodEnd,
    canonicalLines(dto.lines),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** A correction as its digest reads it: the report it corrects and its lines in one order. */
const correctionDigestOf = (dto: PostPayrollCorrectionDto): string =>
  createHash('sha256')
    .update(JSON.stringify([dto.reportId, canonicalLines(dto.lines)]))
    .digest('hex');

/** What a correction post did: recorded a new correction, or found the one a retry names. */
export interface PostedCorrection {
  correction: PayrollCorrectionDto;
  created: boolean;
}

@Injectable()
export class PayrollReportsService {
  private readonly logger = new Logger('PayrollReports');

  constructor(
    @Inject(PayrollReportsRepository) private readonly repository: PayrollReportsRepository,
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
    @Inject(LiveRateTables) private readonly rateTables: LiveRateTables,
    @Inject(BoundPolicies) private readonly bound: BoundPolicies,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Records a payroll company's report for a policy it serves, rates it, bills it and charges
   * it. The same report id again with the same figures answers the first report (and asks the
   * provider again, with the same key, only if it never answered); with other figures 3030.
   */
  async post(machine: MachinePrincipal, dto: PostPayrollReportDto): Promise<PostedReport> {
    const policy = await this.repository.servedPolicy(dto.policyNumber, machine.partnerId);
    if (!policy) throw new DomainException(ErrorCode.PayrollReportPolicyNotFound);
    const digest = digestOf(dto);
    const earlier = await this.repository.findByPartnerId(machine.partnerId, dto.reportId);
    if (earlier) return { report: await this.replay(earlier, digest, policy), created: false };

    const today = this.clock.today();
    const periodProblem = payrollPeriodProblem(
      { start: dto.periodStart, end: dto.periodEnd },
      policy,
      today,
    );
    if (periodProblem) {
      throw new DomainException(ErrorCode.PayrollReportPeriodInvalid, [periodProblem]);
    }
    await this.checkLines(policy, dto);

    const carrier = policy.carrier as CarrierName;
    if (!CARRIER_NAMES.includes(carrier)) {
      throw new DomainException(ErrorCode.PayrollReportNotRated, [
        `No rates are held for the carrier ${policy.carrier}.`,
      ]);
    }
    const rated = rateReportedPayroll(
      dto.lines.map((l) => ({
        state: l.state as UsStateCode,
        classCode: l.classCode,
        payrollCents: l.payrollCents,
      })),
      await this.rateTables.current(),
      carrier,
      dto.periodStart,
    );
    if (rated.kind === 'noRates') {
      throw new DomainException(ErrorCode.PayrollReportNotRated, rated.missing);
    }

    const [payment] = await this.payments.paymentsFor(policy.applicationId);
    const chargeStatus =
      rated.premiumCents === 0
        ? PayrollReportChargeStatus.Paid
        : payment
          ? PayrollReportChargeStatus.Pending
          : PayrollReportChargeStatus.NoPaymentOnFile;
    let recorded: { report: PayrollReport; created: boolean };
    try {
      recorded = await this.repository.transaction(async (m) => {
        // Reports of one policy are recorded one at a time, so two cannot overlap.
        await this.repository.lockPolicy(m, policy.policyId);
        // The same report posted at once by a retry: the first holder of the lock recorded it.
        const first = await this.repository.findByPartnerId(machine.partnerId, dto.reportId, m);
        if (first) return { report: first, created: false };
        if (await this.repository.overlaps(m, policy.policyId, dto.periodStart, dto.periodEnd)) {
          throw new DomainException(ErrorCode.PayrollReportPeriodOverlaps);
        }
        const row = await this.repository.insert(m, {
          policyId: policy.policyId,
          applicationId: policy.applicationId,
          payrollCompanyId: machine.partnerId,
          apiClientId: machine.clientId,
          partnerReportId: dto.reportId,
          requestDigest: digest,
          periodStart: dto.periodStart,
          periodEnd: dto.periodEnd,
          carrier,
          lines: rated.lines.map((l) => ({
            state: l.state,
            classCode: l.classCode,
            payrollCents: l.payrollCents,
            ratePer100: l.ratePer100,
            premiumCents: l.premiumCents,
          })),
          payrollCents: rated.payrollCents,
          premiumCents: rated.premiumCents,
          tableVersions: rated.tableVersions,
          chargeStatus,
          paymentOnFile: payment?.providerPaymentId ?? null,
          customerEmail: policy.clientEmail,
        });
        if (row.premiumCents > 0) {
          await this.ledger.post(m, [
            {
              policyId: policy.policyId,
              postedOn: today,
              kind: LedgerEntryKind.Billed,
              amountCents: row.premiumCents,
              memo: `Payroll ${row.periodStart} to ${row.periodEnd} reported`,
              postingKey: `payroll-report:${row.id}:billed`,
            },
          ]);
        }
        return { report: row, created: true };
      });
    } catch (error) {
      // The same report id posted at once for two policies: the unique index let one in.
      if (!isUniqueViolation(error)) throw error;
      const first = await this.repository.findByPartnerId(machine.partnerId, dto.reportId);
      if (!first) throw error;
      return { report: await this.replay(first, digest, policy), created: false };
    }
    if (!recorded.created) {
      return { report: await this.replay(recorded.report, digest, policy), created: false };
    }
    const charged = await this.charge(recorded.report, policy);
    return { report: mapPayrollReport(charged, policy.policyNumber), created: true };
  }

  /**
   * A payroll company corrects the wages of a report it posted: the revised lines are rated at
   * the rates of the report's period, the report takes the revised figures, and the difference
   * in premium is billed and charged on file, or returned and refunded on the report's payment.
   * Idempotent by `correctionId`: the same correction again answers the first (3043 with other
   * figures); the provider's calls are keyed by it, so a retry charges or refunds once.
   */
  async correct(
    machine: MachinePrincipal,
    dto: PostPayrollCorrectionDto,
  ): Promise<PostedCorrection> {
    const digest = correctionDigestOf(dto);
    const earlier = await this.repository.findCorrection(machine.partnerId, dto.correctionId);
    if (earlier) return { correction: await this.correctionAgain(earlier, digest), created: false };
    const report = await this.repository.findByPartnerId(machine.partnerId, dto.reportId);
    const policy = report ? await this.repository.policyOfQuote(report.applicationId) : null;
    if (!report || !policy) throw new DomainException(ErrorCode.PayrollCorrectionReportNotFound);
    await this.checkLines(policy, dto);
    const rated = rateReportedPayroll(
      dto.lines.map((l) => ({
        state: l.state as UsStateCode,
        classCode: l.classCode,
        payrollCents: l.payrollCents,
      })),
      await this.rateTables.current(),
      report.carrier as CarrierName,
      report.periodStart,
    );
    if (rated.kind === 'noRates') {
      throw new DomainException(ErrorCode.PayrollReportNotRated, rated.missing);
    }
    const lines = rated.lines.map((l) => ({
      state: l.state,
      classCode: l.classCode,
      payrollCents: l.payrollCents,
      ratePer100: l.ratePer100,
      premiumCents: l.premiumCents,
    }));
    // One key per correction of the company, whatever transaction a retry runs in.
    const key = `payroll-correction:${createHash('sha256')
      .update(`${machine.partnerId}:${dto.correctionId}`)
      .digest('hex')
      .slice(0, 32)}`;
    const outcome = await this.repository.transaction(async (m) => {
      await this.repository.lockPolicy(m, report.policyId);
      const first = await this.repository.findCorrection(machine.partnerId, dto.correctionId, m);
      if (first) return { row: first, created: false };
      const locked = (await this.repository.lockReport(m, report.id))!;
      if (locked.chargeStatus === PayrollReportChargeStatus.Pending) {
        throw new DomainException(ErrorCode.PayrollCorrectionChargePending);
      }
      const paid =
        locked.chargeStatus === PayrollReportChargeStatus.Paid && locked.providerPaymentId;
      const money = payrollCorrectionMoney(
        locked.premiumCents,
        rated.premiumCents,
        paid ? await this.payments.refundable(locked.providerPaymentId!) : 0,
      );
      const today = this.clock.today();
      const period = `${locked.periodStart} to ${locked.periodEnd}`;
      const base = { policyId: locked.policyId, postedOn: today };
      let result: PayrollCorrectionOutcome = PayrollCorrectionOutcome.Unchanged;
      let providerPaymentId: string | null = null;
      let refundCents = 0;
      if (money.billCents > 0) {
        await this.ledger.post(m, [
          {
            ...base,
            kind: LedgerEntryKind.Billed,
            amountCents: money.billCents,
            memo: `Payroll ${period} corrected: premium added`,
            postingKey: `${key}:billed`,
          },
        ]);
        result = PayrollCorrectionOutcome.NoPaymentOnFile;
        if (locked.paymentOnFile) {
          const charged = await this.payments.chargeOnFile({
            reference: locked.id,
            paymentOnFile: locked.paymentOnFile,
            amountCents: money.billCents,
            description: `Correction of payroll ${period} of policy ${policy.policyNumber}`,
            customerEmail: locked.customerEmail,
            idempotencyKey: key,
          });
          providerPaymentId = charged.providerPaymentId;
          result =
            charged.status === 'paid'
              ? PayrollCorrectionOutcome.Charged
              : PayrollCorrectionOutcome.Declined;
          if (charged.status === 'paid') {
            await this.ledger.post(m, [
              {
                ...base,
                kind: LedgerEntryKind.Collected,
                amountCents: money.billCents,
                memo: `Payroll ${period} corrected: premium added, paid`,
                providerPaymentId: charged.providerPaymentId,
                postingKey: `payment:${this.payments.providerName}:${charged.providerPaymentId}`,
              },
            ]);
          }
        }
      } else if (money.returnCents > 0) {
        await this.ledger.post(m, [
          {
            ...base,
            kind: LedgerEntryKind.ReturnPremium,
            amountCents: money.returnCents,
            memo: `Payroll ${period} corrected: premium returned`,
            postingKey: `${key}:returned`,
          },
        ]);
        result = PayrollCorrectionOutcome.Credited;
        if (money.refundCents > 0) {
          const refund = await this.payments.refund({
            providerPaymentId: locked.providerPaymentId!,
            amountCents: money.refundCents,
            reason: `Correction of payroll ${period}`,
            idempotencyKey: key,
          });
          refundCents = refund.amountCents;
          await this.ledger.post(m, [
            {
              ...base,
              kind: LedgerEntryKind.Refunded,
              amountCents: refund.amountCents,
              memo: `Payroll ${period} corrected: premium refunded`,
              providerPaymentId: refund.providerPaymentId,
              postingKey: `refund:${this.payments.providerName}:${refund.providerRefundId}`,
            },
          ]);
          result = PayrollCorrectionOutcome.Refunded;
        }
      }
      const row = await this.repository.insertCorrection(m, {
        reportId: locked.id,
        policyId: locked.policyId,
        payrollCompanyId: machine.partnerId,
        apiClientId: machine.clientId,
        partnerCorrectionId: dto.correctionId,
        requestDigest: digest,
        previousLines: locked.lines,
        lines,
        previousPayrollCents: locked.payrollCents,
        payrollCents: rated.payrollCents,
        previousPremiumCents: locked.premiumCents,
        premiumCents: rated.premiumCents,
        differenceCents: money.differenceCents,
        refundCents,
        outcome: result,
        providerPaymentId,
        tableVersions: rated.tableVersions,
      });
      await this.repository.revise(m, locked.id, {
        lines,
        payrollCents: rated.payrollCents,
        premiumCents: rated.premiumCents,
        tableVersions: rated.tableVersions,
      });
      return { row, created: true };
    });
    if (!outcome.created) {
      return { correction: await this.correctionAgain(outcome.row, digest), created: false };
    }
    return {
      correction: mapPayrollCorrection(outcome.row, report, policy.policyNumber),
      created: true,
    };
  }

  /** A correction posted again: the same figures answer it, other figures are refused. */
  private async correctionAgain(
    correction: PayrollReportCorrection,
    digest: string,
  ): Promise<PayrollCorrectionDto> {
    if (correction.requestDigest !== digest) {
      throw new DomainException(ErrorCode.PayrollCorrectionIdReused);
    }
    const report = (await this.repository.findById(correction.reportId))!;
    const policy = await this.repository.policyOfQuote(report.applicationId);
    return mapPayrollCorrection(correction, report, policy?.policyNumber ?? '');
  }

  /** The reports of a policy the payroll company serves. */
  async listForPartner(
    machine: MachinePrincipal,
    policyNumber: string,
  ): Promise<PolicyPayrollReportsDto> {
    const policy = await this.repository.servedPolicy(policyNumber, machine.partnerId);
    if (!policy) throw new DomainException(ErrorCode.PayrollReportPolicyNotFound);
    return (await this.views([policy]))[0];
  }

  /** The reports of a bound policy, for the client who owns it, the agent on it or admins. */
  async read(caller: UserPrincipal, quoteId: string): Promise<PolicyPayrollReportsDto> {
    const { policy: bound } = await this.bound.load(caller, quoteId);
    const policy = await this.repository.policyOfQuote(bound.applicationId);
    if (!policy) throw new DomainException(ErrorCode.PayrollReportPolicyNotFound);
    return (await this.views([policy]))[0];
  }

  /** The pay-as-you-go policies a rep's company follows, with their reports. */
  async repList(
    rep: RepPrincipal,
    query: RepPayrollReportsQueryDto,
  ): Promise<PolicyPayrollReportsPageDto> {
    const companyId = await this.repository.repCompany(rep.repId);
    if (!companyId) throw new DomainException(ErrorCode.RepWithoutPayrollCompany);
    const { skip, take, page, pageSize } = pageWindow(query);
    const [policies, total] = await this.repository.companyPolicies(companyId, skip, take);
    return { items: await this.views(policies), total, page, pageSize };
  }

  /**
   * Asks the provider again about reports it never answered (it was out of reach), with the same
   * key, so a charge it made is found rather than made again. Answers how many were settled.
   */
  async retryPendingCharges(olderThan: Date, take: number): Promise<number> {
    const pending = await this.repository.pendingCharges(take, olderThan);
    let settled = 0;
    for (const report of pending) {
      const after = await this.charge(report, null);
      if (after.chargeStatus !== PayrollReportChargeStatus.Pending) settled += 1;
    }
    return settled;
  }

  /** A report posted again: the same figures answer it, other figures are refused. */
  private async replay(
    report: PayrollReport,
    digest: string,
    policy: PaygoPolicy,
  ): Promise<PayrollReportDto> {
    if (report.requestDigest !== digest || report.policyId !== policy.policyId) {
      throw new DomainException(ErrorCode.PayrollReportIdReused);
    }
    const charged = await this.charge(report, policy);
    return mapPayrollReport(charged, policy.policyNumber);
  }

  /**
   * Charges a pending report on the payment on file, keyed by the report, and records the
   * answer once: paid posts the collection, declined leaves the premium billed and owed.
   */
  private async charge(report: PayrollReport, policy: PaygoPolicy | null): Promise<PayrollReport> {
    if (report.chargeStatus !== PayrollReportChargeStatus.Pending || !report.paymentOnFile) {
      return report;
    }
    let result: ChargeOnFileResult;
    try {
      result = await this.payments.chargeOnFile({
        reference: report.id,
        paymentOnFile: report.paymentOnFile,
        amountCents: report.premiumCents,
        description: `Payroll ${report.periodStart} to ${report.periodEnd}${policy ? ` of policy ${policy.policyNumber}` : ''}`,
        customerEmail: report.customerEmail,
        idempotencyKey: `payroll-report:${report.id}`,
      });
    } catch (err) {
      this.logger.warn(
        `payroll report ${report.id}: the provider did not answer (${(err as Error).message})`,
      );
      return report;
    }
    const paid = result.status === 'paid';
    await this.repository.transaction(async (m) => {
      const settled = await this.repository.settle(m, report.id, {
        chargeStatus: paid ? PayrollReportChargeStatus.Paid : PayrollReportChargeStatus.Declined,
        providerPaymentId: result.providerPaymentId,
        chargedAt: result.issuedAt,
      });
      if (!settled || !paid) return;
      await this.ledger.post(m, [
        {
          policyId: report.policyId,
          postedOn: this.clock.today(),
          kind: LedgerEntryKind.Collected,
          amountCents: report.premiumCents,
          memo: `Payroll ${report.periodStart} to ${report.periodEnd} paid`,
          providerPaymentId: result.providerPaymentId,
          postingKey: `payment:${this.payments.providerName}:${result.providerPaymentId}`,
        },
      ]);
    });
    return (await this.repository.findById(report.id))!;
  }

  /** Every line must be a class code and state of the policy's quote, each at most once. */
  private async checkLines(
    policy: PaygoPolicy,
    dto: { lines: PayrollReportLineInputDto[] },
  ): Promise<void> {
    const covered = new Set(
      (await this.repository.classCodes(policy.applicationId)).map(
        (c) => `${c.state}|${c.classCode}`,
      ),
    );
    const seen = new Set<string>();
    const problems: string[] = [];
    dto.lines.forEach((line, i) => {
      const key = `${line.state}|${line.classCode}`;
      if (seen.has(key)) {
        problems.push(`lines[${i}]: ${line.classCode} in ${line.state} is reported twice.`);
      } else if (!covered.has(key)) {
        problems.push(
          `lines[${i}]: the policy does not cover class code ${line.classCode} in ${line.state}.`,
        );
      }
      seen.add(key);
    });
    if (problems.length > 0)
      throw new DomainException(ErrorCode.PayrollReportLinesInvalid, problems);
  }

  private async views(policies: PaygoPolicy[]): Promise<PolicyPayrollReportsDto[]> {
    const today = this.clock.today();
    const reports = await this.repository.ofPolicies(policies.map((p) => p.policyId));
    return policies.map((p) => {
      const through = reportedThrough(p.effectiveDate, p.latestPeriodEnd);
      return {
        quoteId: p.applicationId,
        policyNumber: p.policyNumber,
        businessName: p.businessName,
        payFrequency: p.payFrequency,
        effectiveDate: p.effectiveDate,
        expirationDate: p.expirationDate,
        reportedThrough: through,
        reportingState: payrollReportingState(through, p.payFrequency, today),
        reports: reports
          .filter((r) => r.policyId === p.policyId)
          .map((r) => mapPayrollReport(r, p.policyNumber)),
      };
    });
  }
}
