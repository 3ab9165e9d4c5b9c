/** What other modules may use of partners/referrals. */
export { BorReferrals } from './bor-referrals';
export type { ReferralListQueryDto } from './dto/referral.dto';
export { ReferralLinkModule, ReferralsModule } from './referrals.module';
export { ReferralsService } from './referrals.service';
