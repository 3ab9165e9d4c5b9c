/**
 * A pay-as-you-go payroll service that behaves like a real one without leaving the database:
 * it takes a moment to answer, opens an account with a number of its own, refuses FEINs
 * starting 00 (the IRS issues none), and answers a repeated registration id as it did the first
 * time.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PaygoAnswer, PaygoCarrierGateway, PaygoSubmission } from '../paygo-carrier-gateway';
import { SandboxPaygoAccountsRepository } from './sandbox-paygo-accounts.repository';

/** How long the sandbox service takes to answer, at least and at most. */
const LATENCY_MS = { min: 150, max: 450 } as const;

export const SANDBOX_DECLINE_REASON =
  'The payroll service could not verify this FEIN with the IRS. Please check it or contact us.';

@Injectable()
export class SandboxPaygoCarrierGateway implements PaygoCarrierGateway {
  readonly sandbox = true;

  constructor(
    @Inject(SandboxPaygoAccountsRepository)
    private readonly accounts: SandboxPaygoAccountsRepository,
  ) {}

  async register(submission: PaygoSubmission): Promise<PaygoAnswer> {
    await sleep(randomInt(LATENCY_MS.min, LATENCY_MS.max + 1));
    const declined = submission.fein.startsWith('00');
    // A registration seen before keeps its first answer.
    const account = await this.accounts.keepFirstAnswer({
      registrationId: submission.registrationId,
      status: declined ? 'declined' : 'accepted',
      accountNumber: declined ? null : `PAYG-${randomInt(10_000_000, 100_000_000)}`,
      message: declined ? SANDBOX_DECLINE_REASON : null,
    });
    return account.status === 'accepted' && account.accountNumber
      ? { status: 'accepted', accountNumber: account.accountNumber }
      : { status: 'declined', reason: account.message ?? SANDBOX_DECLINE_REASON };
  }
}
