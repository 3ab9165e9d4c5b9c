/** What other modules may use of platform/metrics. */
export { MetricsModule } from './metrics.module';
export { Metrics } from './metrics.service';
export type { DeliveryChannel, DeliveryOutcome, PoolState } from './metrics.service';
export { requestMetrics } from './request-metrics';
