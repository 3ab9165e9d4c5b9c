/**
 * Staff's side of referrals (admins): the list over every payroll company, a referral with its
 * quote and status history, attaching and detaching a quote, the payout decision, closing, and
 * the payout report. Every change is audited in its own transaction.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  csvLine,
  ErrorCode,
  initialReferralStatus,
  isFinalReferralStatus,
  PayoutDecision,
  REFERRAL_CLOSING_STATUSES,
  type ReferralStatus,
} from '@coverline/contracts';
import { AuditService, type AuditAction, type AuditSnapshot } from '../../platform/audit';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import type { Page } from '../../common/http/pagination';
import type {
  AdminReferralListQueryDto,
  PayoutReportDto,
  PayoutReportQueryDto,
  ReferralDetailDto,
  ReferralDto,
} from './dto/referral.dto';
import type { Referral } from './entities/referral.entity';
import { ReferralStatusNotifier } from './referral-status.notifier';
import { ReferralsRepository } from './referrals.repository';
import { ReferralsService } from './referrals.service';
import { PayrollCompaniesService } from '../../quoting/reference-data';

const snapshot = (r: Referral): AuditSnapshot => ({
  referralId: r.id,
  referralNumber: Number(r.number),
  status: r.status,
  quoteId: r.applicationId,
  payout: r.payout,
});

@Injectable()
export class ReferralsAdminService {
  constructor(
    @Inject(ReferralsRepository) private readonly repo: ReferralsRepository,
    @Inject(ReferralsService) private readonly referrals: ReferralsService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(ReferralStatusNotifier) private readonly notifier: ReferralStatusNotifier,
    @Inject(PayrollCompaniesService) private readonly companies: PayrollCompaniesService,
  ) {}

  list(q: AdminReferralListQueryDto): Promise<Page<ReferralDto>> {
    return this.referrals.list(q, q);
  }

  async get(id: string): Promise<ReferralDetailDto> {
    const referral = await this.referrals.read(id);
    const [quote, history] = await Promise.all([
      referral.quoteId ? this.repo.quote(referral.quoteId) : Promise.resolve(undefined),
      this.repo.history(id),
    ]);
    return {
      ...referral,
      quote: quote
        ? {
            id: quote.id,
            status: quote.status,
            coverageType: quote.coverage_type,
            businessName: quote.legal_name,
            clientEmail: quote.email,
            policyNumber: quote.policy_number,
            annualPremiumCents:
              quote.annual_premium_cents === null ? null : Number(quote.annual_premium_cents),
          }
        : null,
      history: history.map((e) => ({
        fromStatus: e.from_status,
        toStatus: e.to_status,
        at: e.at.toISOString(),
      })),
    };
  }

  /** Loads the referral under a row lock for a change; closed referrals refuse changes (2306). */
  private async locked(m: EntityManager, id: string, allowClosed = false): Promise<Referral> {
    const referral = await this.repo.locked(m, id);
    if (!referral) throw new DomainException(ErrorCode.ReferralNotFound);
    if (!allowClosed && REFERRAL_CLOSING_STATUSES.includes(referral.status)) {
      throw new DomainException(ErrorCode.ReferralClosed);
    }
    return referral;
  }

  /** Runs a change, audits it with the referral before and after, and wakes the status mail. */
  private async change(
    actor: UserPrincipal,
    id: string,
    action: AuditAction,
    apply: (m: EntityManager, referral: Referral) => Promise<void>,
    options: { allowClosed?: boolean } = {},
  ): Promise<ReferralDetailDto> {
    await this.repo.transaction(async (m) => {
      const referral = await this.locked(m, id, options.allowClosed);
      const before = snapshot(referral);
      const quoteBefore = referral.applicationId;
      await apply(m, referral);
      const after = snapshot(await this.repo.find(m, id));
      await this.audit.record(m, actor, {
        action,
        applicationId: (after.quoteId as string | null) ?? quoteBefore,
        before,
        after,
      });
      await this.notifier.wake(m);
    });
    return this.get(id);
  }

  attach(actor: UserPrincipal, id: string, quoteId: string): Promise<ReferralDetailDto> {
    return this.change(actor, id, 'attachReferral', async (m, referral) => {
      if (referral.applicationId) throw new DomainException(ErrorCode.ReferralAlreadyAttached);
      if (!(await this.repo.quoteExists(m, quoteId))) {
        throw new DomainException(ErrorCode.ReferralQuoteNotFound);
      }
      const taken = await this.repo.followingQuote(m, quoteId);
      if (taken) throw new DomainException(ErrorCode.QuoteAlreadyReferred);
      await this.repo.update(m, id, { applicationId: quoteId, attachedAt: new Date() });
      await this.repo.followQuote(m, quoteId);
    });
  }

  /** The referral stops following its quote and returns to the status it started in. */
  detach(actor: UserPrincipal, id: string): Promise<ReferralDetailDto> {
    return this.change(actor, id, 'detachReferral', async (m, referral) => {
      if (!referral.applicationId) throw new DomainException(ErrorCode.ReferralNotAttached);
      await this.repo.update(m, id, {
        applicationId: null,
        attachedAt: null,
        status: initialReferralStatus(referral.type),
      });
    });
  }

  /**
   * The payout decision. Eligibility needs a quote and an open referral; a closed referral may
   * still be marked ineligible.
   */
  setPayout(
    actor: UserPrincipal,
    id: string,
    decision: PayoutDecision,
  ): Promise<ReferralDetailDto> {
    const eligible = decision === PayoutDecision.Eligible;
    return this.change(
      actor,
      id,
      eligible ? 'eligibleForPayout' : 'ineligibleForPayout',
      async (m, referral) => {
        if (referral.payout === decision) {
          throw new DomainException(ErrorCode.PayoutDecisionUnchanged);
        }
        if (eligible && REFERRAL_CLOSING_STATUSES.includes(referral.status)) {
          throw new DomainException(ErrorCode.ReferralClosed);
        }
        if (eligible && !referral.applicationId) {
          throw new DomainException(ErrorCode.PayoutNeedsQuote);
        }
        await this.repo.update(m, id, {
          payout: decision,
          payoutDecidedAt: new Date(),
          payoutDecidedBy: actor.userId,
        });
      },
      { allowClosed: !eligible },
    );
  }

  /** Closes an open referral with one of the closing statuses (docs/statuses.md, "Referral"). */
  close(actor: UserPrincipal, id: string, status: ReferralStatus): Promise<ReferralDetailDto> {
    return this.change(actor, id, 'closeReferral', async (m, referral) => {
      if (isFinalReferralStatus(referral.status)) {
        throw new DomainException(ErrorCode.ReferralStatusNotAllowed);
      }
      await this.repo.update(m, id, { status });
    });
  }

  /** The referrals of a payroll company marked eligible for payout in a month (UTC). */
  async payoutReport(q: PayoutReportQueryDto): Promise<PayoutReportDto> {
    const company = await this.companies.lookup(q.payrollCompanyId);
    if (!company) throw new DomainException(ErrorCode.PayrollCompanyNotFound);
    const rows = await this.repo.payoutRows(company.id, `${q.month}-01`);
    return {
      payrollCompanyId: company.id,
      payrollCompanyName: company.name,
      month: q.month,
      lines: rows.map((row) => ({
        referralNumber: Number(row.number),
        type: row.type,
        status: row.status,
        repName: `${row.rep_first_name} ${row.rep_last_name}`,
        repEmail: row.rep_email,
        businessName: row.business_name,
        policyNumber: row.policy_number,
        annualPremiumCents:
          row.annual_premium_cents === null ? null : Number(row.annual_premium_cents),
        referredAt: row.created_at.toISOString(),
        eligibleAt: row.payout_decided_at.toISOString(),
      })),
    };
  }

  /** The payout report as CSV; cells are guarded against formulas (contracts' csvCell). */
  async payoutCsv(q: PayoutReportQueryDto): Promise<{ fileName: string; content: string }> {
    const report = await this.payoutReport(q);
    const header = [
      'Referral ID',
      'Type',
      'Status',
      'Payroll company',
      'Payroll rep',
      'Rep email',
      'Business',
      'Policy number',
      'Annual premium (USD)',
      'Referred on',
      'Eligible on',
    ];
    const lines = report.lines.map((l) =>
      csvLine([
        l.referralNumber,
        l.type,
        l.status,
        report.payrollCompanyName,
        l.repName,
        l.repEmail,
        l.businessName,
        l.policyNumber,
        l.annualPremiumCents === null ? null : (l.annualPremiumCents / 100).toFixed(2),
        l.referredAt.slice(0, 10),
        l.eligibleAt.slice(0, 10),
      ]),
    );
    const slug = report.payrollCompanyName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return {
      fileName: `payouts-${slug || 'payroll-company'}-${q.month}.csv`,
      content: `${[csvLine(header), ...lines].join('\r\n')}\r\n`,
    };
  }
}
