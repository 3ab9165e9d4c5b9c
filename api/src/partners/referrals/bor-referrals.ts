/**
 * What the broker-of-record module may ask of referrals: attaching a new BOR application to the
 * BOR referral whose mailed link its applicant followed, and moving that referral with the
 * application's status, up to "BOR declined by carrier".
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  REFERRAL_CLOSING_STATUSES,
  ReferralType,
  referralStatusForBor,
} from '@coverline/contracts';
import { hashLinkToken } from '../../common/crypto/link-token';
import { ReferralStatusNotifier } from './referral-status.notifier';

@Injectable()
export class BorReferrals {
  constructor(@Inject(ReferralStatusNotifier) private readonly notifier: ReferralStatusNotifier) {}

  /**
   * Attaches the application to the open BOR referral the token belongs to, unless that
   * referral already follows one, and sets the referral's status from the application's. An
   * unknown token attaches nothing. Returns whether it attached.
   */
  async attach(
    m: EntityManager,
    borApplicationId: string,
    token: string,
    borStatus: string,
  ): Promise<boolean> {
    const target = referralStatusForBor(borStatus);
    const [rows] = (await m.query(
      `UPDATE referrals SET bor_application_id = $1, attached_at = now(), updated_at = now(),
              status = coalesce($4, status)
        WHERE token_hash = $2 AND type = $3 AND bor_application_id IS NULL
          AND NOT (status = ANY($5))
        RETURNING id`,
      [borApplicationId, hashLinkToken(token), ReferralType.BOR, target, REFERRAL_CLOSING_STATUSES],
    )) as [unknown[], number];
    if (rows.length === 0) return false;
    await this.notifier.wake(m);
    return true;
  }

  /**
   * The referral following the application takes the status its new one maps to, unless it
   * was closed (by an admin, or by the carrier declining).
   */
  async follow(m: EntityManager, borApplicationId: string, borStatus: string): Promise<void> {
    const target = referralStatusForBor(borStatus);
    if (!target) return;
    const [rows] = (await m.query(
      `UPDATE referrals SET status = $2, updated_at = now()
        WHERE bor_application_id = $1 AND status <> $2 AND NOT (status = ANY($3))
        RETURNING id`,
      [borApplicationId, target, REFERRAL_CLOSING_STATUSES],
    )) as [unknown[], number];
    if (rows.length > 0) await this.notifier.wake(m);
  }
}
