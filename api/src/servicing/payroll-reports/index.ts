/** What other modules may use of servicing/payroll-reports. */
export { PayrollReportsModule } from './payroll-reports.module';
export { PayrollReportRemindersService } from './payroll-report-reminders.service';
export type { PayrollReportingSummary } from './payroll-report-reminders.service';
