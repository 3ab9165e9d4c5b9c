/**
 * Pay-as-you-go payroll reports: payroll companies' posts, their rating, billing and charge, the
 * client's, staff's and reps' reads, and the daily reporting run (reminders, flags, charges the
 * provider never answered).
 */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { UsersDirectoryModule } from '../../identity/users';
import { RateTablesModule } from '../../quoting/rate-tables';
import { LedgerModule } from '../ledger';
import { PolicyChangesModule } from '../policy-changes';
import { IntegrationPayrollReportsController } from './integration-payroll-reports.controller';
import { PayrollReportRemindersService } from './payroll-report-reminders.service';
import { PayrollReportsController } from './payroll-reports.controller';
import { PayrollReportsRepository } from './payroll-reports.repository';
import { PayrollReportsService } from './payroll-reports.service';

@Module({
  imports: [LedgerModule, PolicyChangesModule, RateTablesModule, UsersDirectoryModule],
  controllers: [IntegrationPayrollReportsController, PayrollReportsController],
  providers: [
    PayrollReportsRepository,
    PayrollReportsService,
    PayrollReportRemindersService,
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [PayrollReportRemindersService],
})
export class PayrollReportsModule {}
