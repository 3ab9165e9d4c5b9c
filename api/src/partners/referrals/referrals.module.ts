import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { PayrollPartnersModule } from '../payroll-partners';
import { BorReferrals } from './bor-referrals';
import { QuoteReferrals } from './quote-referrals';
import { ReferralStatusNotifier } from './referral-status.notifier';
import { ReferralsAdminService } from './referrals-admin.service';
import { ReferralsController } from './referrals.controller';
import { ReferralsRepository } from './referrals.repository';
import { ReferralsService } from './referrals.service';

/**
 * Payroll partner referrals (ReferralTrak). The quotes module imports it for `QuoteReferrals`
 * only, the broker-of-record module for `BorReferrals` and the chat's tools for the rep's
 * ReferralTrak (`ReferralsService`); referrals read quotes through SQL and
 * follow their statuses through triggers, so there is no dependency the other way.
 */
@Module({
  imports: [AuditModule, PayrollPartnersModule],
  controllers: [ReferralsController],
  providers: [
    ReferralsRepository,
    ReferralsService,
    ReferralsAdminService,
    ReferralStatusNotifier,
    QuoteReferrals,
    BorReferrals,
  ],
  exports: [QuoteReferrals, BorReferrals, ReferralsService],
})
export class ReferralsModule {}
