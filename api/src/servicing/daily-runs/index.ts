/** What other modules may use of servicing/daily-runs. */
export { DailyRunsModule } from './daily-runs.module';
