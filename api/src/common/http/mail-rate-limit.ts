import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { ErrorCode } from '@coverline/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { DataCipher } from '../crypto/data-cipher';
import { DomainException } from '../errors/domain.exception';
import type { PgThrottlerStorage } from './pg-throttler-storage';

const HOUR_MS = 3600_000;

/** The counters' names in `auth_rate_limits`, beside the sign-in throttler's. */
export const MAIL_TO_THROTTLER = 'mail-to';
export const MAIL_FROM_THROTTLER = 'mail-from';

/**
 * The limit on mails that a call without an account behind it (a visitor, a guest, a sign-up,
 * a forgotten password, a sign-in link) may cause: so many per hour to one email address and so
 * many per hour from one client address, whichever comes first. Counted in the same PostgreSQL
 * counters as the sign-in throttler (`PgThrottlerStorage`), so every instance counts the same
 * calls. A call is counted whether or not a mail goes out in the end (an unknown email is counted
 * like a known one), so the limit never tells which addresses have an account.
 */
@Injectable()
export class MailRateLimiter {
  constructor(
    /** The throttler module's storage: `PgThrottlerStorage` (app.module.ts). */
    @Inject(ThrottlerStorage) private readonly storage: PgThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataCipher) private readonly cipher: DataCipher,
  ) {}

  /** A counter's key: a keyed hash, so neither an email nor a client address is stored readable. */
  private keyOf(kind: string, value: string): string {
    return this.cipher.lookupHash(`${kind}:${value}`);
  }

  /** Counts one mailing call to `email` from `clientAddress`; past either limit, 429 (2734). */
  async consume(clientAddress: string | undefined, email: string): Promise<void> {
    const { perEmailPerHour, perAddressPerHour } = this.config.mailRateLimit;
    // Both counters in one statement.
    const [to, from] = await this.storage.incrementAll([
      {
        key: this.keyOf(MAIL_TO_THROTTLER, email.trim().toLowerCase()),
        ttl: HOUR_MS,
        limit: perEmailPerHour,
        blockDuration: HOUR_MS,
        throttlerName: MAIL_TO_THROTTLER,
      },
      {
        key: this.keyOf(MAIL_FROM_THROTTLER, clientAddress ?? 'unknown'),
        ttl: HOUR_MS,
        limit: perAddressPerHour,
        blockDuration: HOUR_MS,
        throttlerName: MAIL_FROM_THROTTLER,
      },
    ]);
    if (to.isBlocked || from.isBlocked) throw new DomainException(ErrorCode.MailRateLimited);
  }
}
