/** What other modules may use of servicing/renewals. */
export { RenewalsModule } from './renewals.module';
export { RenewalRunService } from './renewal-run.service';
export type { RenewalRunSummary } from './renewal-run.service';
export { RENEWALS_QUEUE, RENEWALS_SCHEDULE } from './renewal-run.service';
