import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  PasswordResetToken,
  type OneTimeTokenPurpose,
} from './entities/password-reset-token.entity';

/** The emailed single-use links (password reset, email confirmation), kept as hashes. */
@Injectable()
export class OneTimeTokensRepository {
  async insert(
    m: EntityManager,
    token: { userId: string; tokenHash: string; purpose: OneTimeTokenPurpose; expiresAt: Date },
  ): Promise<void> {
    await m.save(m.create(PasswordResetToken, { ...token, usedAt: null }));
  }

  /** Claims a token of the given purpose; its user, or null when unknown, used or expired. */
  async claim(
    m: EntityManager,
    tokenHash: string,
    purpose: OneTimeTokenPurpose,
  ): Promise<string | null> {
    // Claiming and checking in one statement keeps a token single-use under concurrency.
    const claimed = await m
      .createQueryBuilder()
      .update(PasswordResetToken)
      .set({ usedAt: () => 'now()' })
      .where(
        'token_hash = :hash AND purpose = :purpose AND used_at IS NULL AND expires_at > now()',
        { hash: tokenHash, purpose },
      )
      .returning('user_id')
      .execute();
    return (claimed.raw as Array<{ user_id: string }>)[0]?.user_id ?? null;
  }
}
