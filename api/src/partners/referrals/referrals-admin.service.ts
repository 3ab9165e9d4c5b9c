/**
 * Staff's side of referrals (admins): the list over every payroll company, a referral with its
 * quote and status history, attaching and detaching a quote, the payout decision, closing, and
 * the payout report. Every change is audited in its own transaction.
 */
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  csvLine,
  ErrorCode,
  initialReferralStatus,
  isFinalReferralStatus,
  PayoutDecision,
  REFERRAL_CLOSING_STATUSES,
  type ReferralStatus,
} from '@coverline/contracts';
import { AuditService } from '../../platform/audit';
import type { AuditAction, AuditSnapshot } from '../../platform/audit';
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
import { Referral } from './entities/referral.entity';
import { ReferralStatusNotifier } from './referral-status.notifier';
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
    @InjectDataSource() private readonly db: DataSource,
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
    const [quotes, history] = await Promise.all([
      referral.quoteId
        ? (this.db.query(
            `SELECT a.id, a.status, a.coverage_type, b.legal_name, c.email, p.policy_number,
                    p.annual_premium_cents
               FROM applications a
               JOIN clients c ON c.id = a.client_id
               JOIN businesses b ON b.id = a.business_id
               LEFT JOIN policies p ON p.application_id = a.id
              WHERE a.id = $1`,
            [referral.quoteId],
          ) as Promise<QuoteRow[]>)
        : Promise.resolve([] as QuoteRow[]),
      this.db.query(
        `SELECT from_status, to_status, at FROM referral_status_events
          WHERE referral_id = $1 ORDER BY at, id`,
        [id],
      ) as Promise<
        Array<{ from_status: ReferralStatus | null; to_status: ReferralStatus; at: Date }>
      >,
    ]);
    const quote = quotes[0];
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
    const referral = await m.findOne(Referral, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
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
    await this.db.transaction(async (m) => {
      const referral = await this.locked(m, id, options.allowClosed);
      const before = snapshot(referral);
      const quoteBefore = referral.applicationId;
      await apply(m, referral);
      const after = snapshot(await m.findOneByOrFail(Referral, { id }));
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
      const [quote] = (await m.query(`SELECT id FROM applications WHERE id = $1`, [
        quoteId,
      ])) as Array<{ id: string }>;
      if (!quote) throw new DomainException(ErrorCode.ReferralQuoteNotFound);
      const taken = await m.findOneBy(Referral, { applicationId: quoteId });
      if (taken) throw new DomainException(ErrorCode.QuoteAlreadyReferred);
      await m.update(Referral, { id }, { applicationId: quoteId, attachedAt: new Date() });
      await m.query(`SELECT referral_follow_quote($1)`, [quoteId]);
    });
  }

  /** The referral stops following its quote and returns to the status it started in. */
  detach(actor: UserPrincipal, id: string): Promise<ReferralDetailDto> {
    return this.change(actor, id, 'detachReferral', async (m, referral) => {
      if (!referral.applicationId) throw new DomainException(ErrorCode.ReferralNotAttached);
      await m.update(
        Referral,
        { id },
        { applicationId: null, attachedAt: null, status: initialReferralStatus(referral.type) },
      );
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
        await m.update(
          Referral,
          { id },
          { payout: decision, payoutDecidedAt: new Date(), payoutDecidedBy: actor.userId },
        );
      },
      { allowClosed: !eligible },
    );
  }

  /** Closes an open referral with one of the closing statuses (DESIGN.md section 6). */
  close(actor: UserPrincipal, id: string, status: ReferralStatus): Promise<ReferralDetailDto> {
    return this.change(actor, id, 'closeReferral', async (m, referral) => {
      if (isFinalReferralStatus(referral.status)) {
        throw new DomainException(ErrorCode.ReferralStatusNotAllowed);
      }
      await m.update(Referral, { id }, { status });
    });
  }

  /** The referrals of a payroll company marked eligible for payout in a month (UTC). */
  async payoutReport(q: PayoutReportQueryDto): Promise<PayoutReportDto> {
    const company = await this.companies.lookup(q.payrollCompanyId);
    if (!company) throw new NotFoundException('No payroll company has this id');
    const start = `${q.month}-01`;
    const rows: PayoutRow[] = await this.db.query(
      `SELECT r.number, r.type, r.status, r.rep_first_name, r.rep_last_name, r.rep_email,
              r.business_name, p.policy_number, p.annual_premium_cents, r.created_at,
              r.payout_decided_at
         FROM referrals r
         LEFT JOIN policies p ON p.application_id = r.application_id
        WHERE r.payroll_company_id = $1 AND r.payout = 'eligible'
          AND r.payout_decided_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
          AND r.payout_decided_at < (($2::date) + interval '1 month')::timestamp AT TIME ZONE 'UTC'
        ORDER BY r.payout_decided_at, r.number`,
      [company.id, start],
    );
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

interface QuoteRow {
  id: string;
  status: string;
  coverage_type: string;
  legal_name: string | null;
  email: string;
  policy_number: string | null;
  annual_premium_cents: string | null;
}

interface PayoutRow {
  number: string;
  type: ReferralDto['type'];
  status: ReferralStatus;
  rep_first_name: string;
  rep_last_name: string;
  rep_email: string;
  business_name: string;
  policy_number: string | null;
  annual_premium_cents: string | null;
  created_at: Date;
  payout_decided_at: Date;
}
