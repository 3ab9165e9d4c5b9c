/** What other modules may use of platform/health. */
export { HealthController } from './health.controller';
