/** What other modules may use of platform/health. */
export { HealthModule } from './health.module';
export { ShutdownState } from './shutdown-state';
