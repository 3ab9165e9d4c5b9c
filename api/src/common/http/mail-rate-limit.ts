import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { ErrorCode } from '@coverline/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { DataCipher } from '../crypto/data-cipher';
import { DomainException } from '../errors/domain.exception';

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
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
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
    const to = await this.storage.increment(
      this.keyOf(MAIL_TO_THROTTLER, email.trim().toLowerCase()),
      HOUR_MS,
      perEmailPerHour,
      HOUR_MS,
      MAIL_TO_THROTTLER,
    );
    const from = await this.storage.increment(
      this.keyOf(MAIL_FROM_THROTTLER, clientAddress ?? 'unknown'),
      HOUR_MS,
      perAddressPerHour,
      HOUR_MS,
      MAIL_FROM_THROTTLER,
    );
    if (to.isBlocked || from.isBlocked) throw new DomainException(ErrorCode.MailRateLimited);
  }
}
