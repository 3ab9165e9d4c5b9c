/**
 * What the broker-of-record module may ask of referrals: attaching a new BOR application to the
 * BOR referral whose mailed link its applicant followed, and moving that referral with the
 * application's status, up to "BOR declined by carrier".
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { referralStatusForBor } from '@coverline/contracts';
import { hashLinkToken } from '../../common/crypto/link-token';
import { ReferralStatusNotifier } from './referral-status.notifier';
import { ReferralsRepository } from './referrals.repository';

@Injectable()
export class BorReferrals {
  constructor(
    @Inject(ReferralsRepository) private readonly repo: ReferralsRepository,
    @Inject(ReferralStatusNotifier) private readonly notifier: ReferralStatusNotifier,
  ) {}

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
    const attached = await this.repo.attachBor(m, borApplicationId, hashLinkToken(token), target);
    if (!attached) return false;
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
    if (await this.repo.followBor(m, borApplicationId, target)) await this.notifier.wake(m);
  }
}
