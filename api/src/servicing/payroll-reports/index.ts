/** What other modules may use of servicing/payroll-reports. */
export { PayrollReportsModule } from './payroll-reports.module';
export { PayrollReportRemindersService } from './payroll-report-reminders.service';
export type { PayrollReportingSummary } from './payroll-report-reminders.service';
export {
  PAYROLL_REPORTING_QUEUE,
  PAYROLL_REPORTING_SCHEDULE,
} from './payroll-report-reminders.service';
