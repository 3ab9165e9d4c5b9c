/** What other modules may use of platform/jobs. */
export { JobsModule } from './jobs.module';
export { JobsService } from './jobs.service';
export type { JobAttempt, RetryPolicy } from './jobs.service';
export type { FinishedJob } from './jobs.repository';
