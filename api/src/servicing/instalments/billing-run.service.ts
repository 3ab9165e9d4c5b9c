/**
 * The daily billing run (a pg-boss cron job): reminds clients of instalments coming due, charges
 * each instalment due through the payment provider on the card or account on file, retries a
 * decline, marks the last decline missed, and sends the notice of cancellation for non-payment
 * once the grace days have passed. Each instalment is charged exactly once: a run claims it
 * (another run skips it), the provider is asked with a key per instalment and attempt, and the
 * answer is recorded only while that claim stands, so a rerun charges nothing.
 */
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  addDaysIso,
  InstalmentBilling,
  InstalmentStatus,
  LedgerEntryKind,
  nextInstalmentStatus,
} from '@coverline/contracts';
import { CLOCK, type Clock } from '../../common/clock';
import { formatCents } from '../../common/money';
import { PublicLinks } from '../../common/http/public-links';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { JobsService, type RetryPolicy } from '../../platform/jobs';
import { MailService, type MailTemplates } from '../../platform/mail';
import { PaymentsService, type ChargeOnFileResult } from '../../purchase/payments';
import { LedgerService } from '../ledger';
import { InstalmentsRepository, type ClaimedInstalment } from './instalments.repository';
import { instalmentPaidEntries, policyPagePath } from './instalments.service';

export const INSTALMENT_BILLING_QUEUE = 'instalment-billing';
const RETRY: RetryPolicy = { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true };
/** Early in the UTC day, so a charge lands on its due date in every US time zone. */
export const INSTALMENT_BILLING_SCHEDULE = '0 9 * * *';
const BATCH = 200;
/** Charges in flight at once: the provider's latency, not this process, is the bottleneck. */
const CONCURRENCY = 16;

/** A policy whose notice of cancellation for non-payment came due. */
export interface NonPaymentDue {
  policyId: string;
  applicationId: string;
  /** The cancellation date the notice announced. */
  cancellationOn: string;
}

/**
 * Cancels a policy for non-payment; registered by the cancellation module, so instalments
 * imports none. Answers whether it cancelled it.
 */
export type NonPaymentCancellation = (due: NonPaymentDue, today: string) => Promise<boolean>;

export interface BillingRunSummary {
  reminded: number;
  paid: number;
  declined: number;
  /** Claimed, but the provider could not be reached; the next run asks again with the same key. */
  unanswered: number;
  noticesSent: number;
  /** Policies cancelled for non-payment once their notice's date came. */
  cancelled: number;
}

@Injectable()
export class BillingRunService implements OnModuleInit {
  private readonly logger = new Logger('InstalmentBilling');
  private readonly nonPaymentCancellations: NonPaymentCancellation[] = [];

  constructor(
    @Inject(InstalmentsRepository) private readonly repository: InstalmentsRepository,
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.register({
      name: INSTALMENT_BILLING_QUEUE,
      ...RETRY,
      work: this.config.mailWorker,
      handler: async () => {
        await this.run();
      },
    });
    await this.jobs.schedule(INSTALMENT_BILLING_QUEUE, INSTALMENT_BILLING_SCHEDULE);
  }

  onNonPaymentDue(cancel: NonPaymentCancellation): void {
    this.nonPaymentCancellations.push(cancel);
  }

  /** One run as of `today` (the injected clock's, unless a test moves it). */
  async run(today: string = this.clock.today()): Promise<BillingRunSummary> {
    const summary: BillingRunSummary = {
      reminded: 0,
      paid: 0,
      declined: 0,
      unanswered: 0,
      noticesSent: 0,
      cancelled: 0,
    };
    summary.reminded = await this.remind(today);
    for (;;) {
      const claimed = await this.repository.claimDue(today, BATCH);
      await pool(claimed, CONCURRENCY, async (instalment) => {
        summary[await this.charge(instalment, today)] += 1;
      });
      if (claimed.length < BATCH) break;
    }
    summary.noticesSent = await this.giveNotice(today);
    summary.cancelled = await this.cancelForNonPayment(today);
    return summary;
  }

  private async remind(today: string): Promise<number> {
    let count = 0;
    const dueBy = addDaysIso(today, InstalmentBilling.reminderDaysBefore);
    for (;;) {
      const batch = await this.repository.transaction(async (m) => {
        const rows = await this.repository.remind(m, today, dueBy, BATCH);
        for (const i of rows) await this.mailAbout(m, i, 'instalment-reminder', `reminder`, {});
        return rows.length;
      });
      count += batch;
      if (batch < BATCH) return count;
    }
  }

  /** Charges one claimed instalment and records the answer; says what became of it. */
  private async charge(
    instalment: ClaimedInstalment,
    today: string,
  ): Promise<'paid' | 'declined' | 'unanswered'> {
    let result: ChargeOnFileResult | null = null;
    if (instalment.paymentOnFile) {
      try {
        result = await this.payments.chargeOnFile({
          reference: instalment.id,
          paymentOnFile: instalment.paymentOnFile,
          amountCents: instalment.amountCents,
          description: `Instalment ${instalment.seq} of policy ${instalment.policyNumber}`,
          customerEmail: instalment.customerEmail,
          idempotencyKey: `instalment:${instalment.id}:attempt:${instalment.attempts}`,
        });
      } catch (err) {
        this.logger.warn(
          `instalment ${instalment.id}: the provider did not answer (${(err as Error).message})`,
        );
        return 'unanswered';
      }
    }
    const paid = result?.status === 'paid';
    await this.repository.transaction(async (m) => {
      const next = nextInstalmentStatus(
        InstalmentStatus.Charging,
        paid ? 'paid' : 'declined',
        // With nothing on file there is nothing to try again: it is missed at once.
        result ? instalment.attempts : InstalmentBilling.maxAttempts,
      )!;
      const retryOn =
        next === InstalmentStatus.Retrying
          ? addDaysIso(today, InstalmentBilling.retryAfterDays)
          : null;
      const settled = await this.repository.settle(m, instalment.id, instalment.attempts, {
        status: next,
        nextAttemptOn: retryOn,
        ...(paid ? { providerPaymentId: result!.providerPaymentId, paidAt: result!.issuedAt } : {}),
        ...(next === InstalmentStatus.Missed ? { missedOn: today } : {}),
      });
      // Another run recorded this attempt already: nothing more to post or mail.
      if (!settled) return;
      if (paid) {
        const payment = {
          provider: this.payments.providerName,
          providerPaymentId: result!.providerPaymentId,
        };
        await this.ledger.post(m, instalmentPaidEntries(instalment, payment, today));
        await this.mailAbout(m, instalment, 'instalment-receipt', 'receipt', {
          method: result!.method,
          last4: result!.last4,
          paidOn: today,
        });
      } else {
        // Due and unpaid: billed now, so the balance shows what is owed.
        await this.ledger.post(m, [
          {
            policyId: instalment.policyId,
            instalmentId: instalment.id,
            postedOn: today,
            kind: LedgerEntryKind.Billed,
            amountCents: instalment.amountCents,
            memo: `Instalment ${instalment.seq} due`,
            postingKey: `instalment:${instalment.id}:billed`,
          },
        ]);
        await this.mailAbout(
          m,
          instalment,
          'instalment-declined',
          `declined:${instalment.attempts}`,
          { nextAttemptOn: retryOn },
        );
      }
    });
    return paid ? 'paid' : 'declined';
  }

  /**
   * Gives notice of cancellation for the instalments missed past the grace days, each for the
   * date its policy's state's days of notice lead to (`nonPaymentNoticeDays`).
   */
  private async giveNotice(today: string): Promise<number> {
    let count = 0;
    const missedBy = addDaysIso(today, -InstalmentBilling.noticeAfterMissedDays);
    for (;;) {
      const batch = await this.repository.transaction(async (m) => {
        const rows = await this.repository.giveNotice(
          m,
          today,
          missedBy,
          InstalmentBilling.nonPaymentNoticeDays,
          BATCH,
        );
        for (const i of rows) {
          await this.mailAbout(m, i, 'instalment-cancellation-notice', 'notice', {
            cancellationOn: i.cancellationOn!,
          });
        }
        return rows.length;
      });
      count += batch;
      if (batch < BATCH) return count;
    }
  }

  /**
   * Cancels the policies whose notice for non-payment came due. One that cannot be cancelled
   * (paid meanwhile, or refused) is logged and left for staff; the others go on.
   */
  private async cancelForNonPayment(today: string): Promise<number> {
    if (this.nonPaymentCancellations.length === 0) return 0;
    let count = 0;
    for (const due of await this.repository.nonPaymentDue(today, BATCH)) {
      try {
        for (const cancel of this.nonPaymentCancellations) {
          if (await cancel(due, today)) count += 1;
        }
      } catch (err) {
        this.logger.warn(
          `policy ${due.policyId}: not cancelled for non-payment (${(err as Error).message})`,
        );
      }
    }
    return count;
  }

  /** A mail about an instalment, once per instalment and `occasion`. */
  private mailAbout<
    T extends
      | 'instalment-reminder'
      | 'instalment-receipt'
      | 'instalment-declined'
      | 'instalment-cancellation-notice',
  >(
    m: EntityManager,
    i: ClaimedInstalment,
    template: T,
    occasion: string,
    extra: Omit<MailTemplates[T], keyof InstalmentRefData>,
  ) {
    const data = {
      policyNumber: i.policyNumber,
      seq: i.seq,
      amount: formatCents(i.amountCents),
      dueOn: i.dueOn,
      portalUrl: this.links.url(policyPagePath(i.applicationId)),
      ...extra,
    } as MailTemplates[T];
    // The client's language, whoever the billing email is.
    return this.mail.enqueueOnce(
      m,
      `instalment-${occasion}:${i.id}`,
      i.customerEmail,
      template,
      data,
      { language: i.language },
    );
  }
}

type InstalmentRefData = MailTemplates['instalment-reminder'];

/** Runs `work` over the items with at most `size` at a time. */
async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}
