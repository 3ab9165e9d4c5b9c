/** Admins' view of the policy year's daily runs, and running one now. */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { AuditModule } from '../../platform/audit';
import { InstalmentsModule } from '../instalments';
import { PayrollReportsModule } from '../payroll-reports';
import { RenewalsModule } from '../renewals';
import { DailyRunsController } from './daily-runs.controller';
import { DailyRunsRepository } from './daily-runs.repository';
import { DailyRunsService } from './daily-runs.service';

@Module({
  imports: [AuditModule, InstalmentsModule, RenewalsModule, PayrollReportsModule],
  controllers: [DailyRunsController],
  providers: [DailyRunsRepository, DailyRunsService, { provide: CLOCK, useValue: systemClock }],
})
export class DailyRunsModule {}
