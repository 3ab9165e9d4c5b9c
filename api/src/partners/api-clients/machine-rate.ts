import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import type { MachinePrincipal } from '../../common/auth/principal';
import { RetryLaterException } from '../../common/errors/retry-later.exception';
import { PgThrottlerStorage } from '../../common/http/pg-throttler-storage';
import { rateBatch } from './api-client-rules';

const WINDOW_MS = 60_000;
const THROTTLER = 'api-client';

/** What this instance holds of a client's current window. */
interface Allowance {
  left: number;
  windowEndsAt: number;
  /** The last batch was cut short: the window's budget is all taken, here or elsewhere. */
  exhausted: boolean;
  /** Set while a batch is being taken, so concurrent calls share one upsert. */
  taking?: Promise<void>;
}

/**
 * An API client's requests per minute, counted for all instances in the rate-limit table
 * (`PgThrottlerStorage.claim`): each instance takes a batch of the minute's calls at once
 * (`rateBatch`) and spends it in process, so the database is asked once per batch rather than
 * per call. Once the window is spent, calls are refused (3006, with `Retry-After`) without
 * asking again until it ends. An instance may hold a few unspent calls while another is
 * refused: the limit is never exceeded, at worst reached a little early.
 */
@Injectable()
export class MachineRate {
  private readonly storage: PgThrottlerStorage;
  private readonly held = new Map<string, Allowance>();

  constructor(@InjectDataSource() db: DataSource) {
    this.storage = new PgThrottlerStorage(db);
  }

  async admit(client: MachinePrincipal): Promise<void> {
    for (;;) {
      const a = this.held.get(client.clientId);
      const now = Date.now();
      if (a?.taking) {
        await a.taking;
        continue;
      }
      if (a && a.windowEndsAt > now) {
        if (a.left > 0) {
          a.left -= 1;
          return;
        }
        if (a.exhausted) this.refuse(a.windowEndsAt - now);
      }
      await this.take(client, a);
    }
  }

  /** Forgets what is held for a client whose rate changed. */
  forget(clientId: string): void {
    this.held.delete(clientId);
  }

  private async take(client: MachinePrincipal, previous: Allowance | undefined): Promise<void> {
    const entry: Allowance = previous ?? { left: 0, windowEndsAt: 0, exhausted: false };
    const wanted = rateBatch(client.ratePerMinute);
    entry.taking = this.storage
      .claim(`client:${client.clientId}`, THROTTLER, WINDOW_MS, client.ratePerMinute, wanted)
      .then(({ granted, windowEndsAt }) => {
        entry.left = granted;
        entry.windowEndsAt = windowEndsAt;
        entry.exhausted = granted < wanted;
      })
      .finally(() => {
        entry.taking = undefined;
      });
    this.held.set(client.clientId, entry);
    await entry.taking;
  }

  private refuse(waitMs: number): never {
    throw new RetryLaterException(ErrorCode.ApiClientRateLimited, waitMs / 1000);
  }
}
