/**
 * The daily run of pay-as-you-go reporting (a pg-boss cron job): for every pay-as-you-go policy
 * in force, a report overdue reminds the client and the payroll company's reps, and a policy
 * with nothing reported for 30 days is flagged to the reps and to staff (the agent on the
 * client, else the admins). Each mail goes once per policy and last day reported, so a rerun or
 * a second instance sends nothing more, and a new report starts the count again. It also asks
 * the payment provider again about report charges it never answered.
 */
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  addDaysIso,
  daysBetweenIso,
  PayrollReportingState,
  payrollReportingState,
  reportedThrough,
} from '@coverline/contracts';
import { CLOCK, type Clock } from '../../common/clock';
import { PublicLinks } from '../../common/http/public-links';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { JobsService, type RetryPolicy } from '../../platform/jobs';
import { MailService } from '../../platform/mail';
import { UsersDirectory } from '../../identity/users';
import { PayrollReportsRepository, type PaygoPolicy } from './payroll-reports.repository';
import { PayrollReportsService } from './payroll-reports.service';

export const PAYROLL_REPORTING_QUEUE = 'payroll-reporting';
const RETRY: RetryPolicy = { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true };
/** Mid-morning across the US: after the night's payroll runs have had their chance to report. */
export const PAYROLL_REPORTING_SCHEDULE = '0 15 * * *';
const BATCH = 200;
/** A pending charge younger than this may still be in its request; the run leaves it. */
const IN_FLIGHT_MS = 10 * 60_000;

export interface PayrollReportingSummary {
  late: number;
  unreported: number;
  chargesSettled: number;
}

@Injectable()
export class PayrollReportRemindersService implements OnModuleInit {
  constructor(
    @Inject(PayrollReportsRepository) private readonly repository: PayrollReportsRepository,
    @Inject(PayrollReportsService) private readonly reports: PayrollReportsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.register({
      name: PAYROLL_REPORTING_QUEUE,
      ...RETRY,
      work: this.config.mailWorker,
      handler: async () => {
        await this.run();
      },
    });
    await this.jobs.schedule(PAYROLL_REPORTING_QUEUE, PAYROLL_REPORTING_SCHEDULE);
  }

  /** One run as of `today` (the injected clock's, unless a test moves it). */
  async run(today: string = this.clock.today()): Promise<PayrollReportingSummary> {
    const summary: PayrollReportingSummary = { late: 0, unreported: 0, chargesSettled: 0 };
    summary.chargesSettled = await this.reports.retryPendingCharges(
      new Date(this.clock.now().getTime() - IN_FLIGHT_MS),
      500,
    );
    let after: string | null = null;
    for (;;) {
      const batch = await this.repository.policiesInForce(today, after, BATCH);
      for (const policy of batch) {
        const state = await this.remind(policy, today);
        if (state === PayrollReportingState.Late) summary.late += 1;
        if (state === PayrollReportingState.Unreported) summary.unreported += 1;
      }
      if (batch.length < BATCH) return summary;
      after = batch[batch.length - 1].policyId;
    }
  }

  private async remind(policy: PaygoPolicy, today: string): Promise<PayrollReportingState> {
    const through = reportedThrough(policy.effectiveDate, policy.latestPeriodEnd);
    // Nothing is owed for the days after the policy ended.
    const until = today < policy.expirationDate ? today : policy.expirationDate;
    const state = payrollReportingState(through, policy.payFrequency, until);
    if (state === PayrollReportingState.Current) return state;
    const data = {
      policyNumber: policy.policyNumber,
      businessName: policy.businessName,
      reportedThrough: through,
      daysUnreported: daysBetweenIso(through, until),
      firstUnreportedDay: addDaysIso(through, 1),
    };
    const portalUrl = this.links.url(
      `/client/policies/${encodeURIComponent(policy.applicationId)}`,
    );
    const partnerUrl = this.links.url('/payroll-partner/payroll-reports');
    // Who hears of it is read first: the transaction's queries all run on its own connection.
    const reps = await this.repository.repEmails(policy.payrollCompanyId);
    const unreported = state === PayrollReportingState.Unreported;
    const staff = unreported ? await this.staffEmails(policy) : [];
    await this.repository.transaction(async (m) => {
      const key = `${policy.policyId}:${through}`;
      await this.mail.enqueueOnce(
        m,
        `payroll-report-late:${key}`,
        policy.clientEmail,
        'payroll-report-late',
        { ...data, portalUrl },
      );
      for (const rep of reps) {
        await this.mail.enqueueOnce(
          m,
          `payroll-report-late:${key}:rep:${rep}`,
          rep,
          'payroll-report-late-partner',
          { ...data, portalUrl: partnerUrl },
        );
      }
      if (!unreported) return;
      const staffUrl = this.links.url(`/dashboard/quote/${policy.applicationId}`);
      for (const to of staff) {
        await this.mail.enqueueOnce(
          m,
          `payroll-report-unreported:${key}:${to}`,
          to,
          'payroll-report-unreported',
          { ...data, portalUrl: staffUrl },
        );
      }
      for (const rep of reps) {
        await this.mail.enqueueOnce(
          m,
          `payroll-report-unreported:${key}:rep:${rep}`,
          rep,
          'payroll-report-unreported',
          { ...data, portalUrl: partnerUrl },
        );
      }
    });
    return state;
  }

  /** The agent on the client's application, else every active admin. */
  private async staffEmails(policy: PaygoPolicy): Promise<string[]> {
    const agentId = await this.repository.agentOf(policy.applicationId);
    if (agentId) {
      const agent = await this.users.findById(agentId);
      if (agent?.active) return [agent.email];
    }
    return (await this.users.activeAdmins()).map((a) => a.email);
  }
}
