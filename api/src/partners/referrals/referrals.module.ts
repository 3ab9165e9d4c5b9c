import { Global, Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { AuditModule } from '../../platform/audit';
import { PayrollPartnersModule } from '../payroll-partners';
import { ReferralLink } from '../../quoting/quotes';
import { ReferenceDataModule } from '../../quoting/reference-data';
import { BorReferrals } from './bor-referrals';
import { QuoteReferrals } from './quote-referrals';
import { ReferralStatusNotifier } from './referral-status.notifier';
import { ReferralsAdminService } from './referrals-admin.service';
import { IntegrationReferralsController } from './integration-referrals.controller';
import { ReferralsController } from './referrals.controller';
import { ReferralsRepository } from './referrals.repository';
import { ReferralsService } from './referrals.service';

/**
 * Payroll partner referrals (ReferralTrak). The broker-of-record module imports it for
 * `BorReferrals` and the chat's tools for the rep's ReferralTrak (`ReferralsService`); quoting
 * reaches it only through its own `ReferralLink`, which `ReferralLinkModule` provides. Referrals
 * read quotes through SQL and follow their statuses through triggers.
 */
@Module({
  imports: [AuditModule, PayrollPartnersModule, ReferenceDataModule],
  controllers: [ReferralsController, IntegrationReferralsController],
  providers: [
    ReferralsRepository,
    ReferralsService,
    ReferralsAdminService,
    ReferralStatusNotifier,
    QuoteReferrals,
    BorReferrals,
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [QuoteReferrals, BorReferrals, ReferralsService],
})
export class ReferralsModule {}

/** Provides quoting's `ReferralLink` to the whole app: a new quote attaches to its referral. */
@Global()
@Module({
  imports: [ReferralsModule],
  providers: [{ provide: ReferralLink, useExisting: QuoteReferrals }],
  exports: [ReferralLink],
})
export class ReferralLinkModule {}
