import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a pool says about itself: pg's Pool counts. */
export interface PoolState {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  max: number;
}

/** Where an outgoing delivery went: mail now, webhooks when they come. */
export type DeliveryChannel = 'mail' | 'webhook';
export type DeliveryOutcome = 'delivered' | 'captured' | 'retrying' | 'failed';

/** Request latencies from 5 ms to 10 s: the API's answers and its slowest (ratings). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Carriers may take up to the rating deadline (30 s). */
const RATING_BUCKETS = [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The instance's Prometheus metrics, in a registry of its own. Everything on a hot path is one
 * counter or histogram step; gauges (pool, queue depth) are read only when Prometheus scrapes.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  private readonly httpDuration = new Histogram({
    name: 'coverline_http_request_duration_seconds',
    help: 'Time from a request reaching the app to its response finishing, by route template.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'coverline_jobs_total',
    help: 'Job attempts run by this instance, by queue and outcome (completed, failed, failed for good).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly jobDuration = new Histogram({
    name: 'coverline_job_duration_seconds',
    help: 'Time a job attempt took, by queue.',
    labelNames: ['queue'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  private readonly ratingDuration = new Histogram({
    name: 'coverline_rating_duration_seconds',
    help: 'Time a rating took from asking the carriers to storing their answers, by line.',
    labelNames: ['line'] as const,
    buckets: RATING_BUCKETS,
    registers: [this.registry],
  });

  private readonly carrierDuration = new Histogram({
    name: 'coverline_rating_carrier_duration_seconds',
    help: "Time one carrier took to answer a rating, by carrier and the answer's bindability.",
    labelNames: ['carrier', 'bindability'] as const,
    buckets: RATING_BUCKETS,
    registers: [this.registry],
  });

  private readonly deliveries = new Counter({
    name: 'coverline_deliveries_total',
    help: 'Outgoing deliveries (mail, webhooks) by channel and outcome.',
    labelNames: ['channel', 'outcome'] as const,
    registers: [this.registry],
  });

  private pool?: () => PoolState | undefined;
  private queues?: () => Promise<Record<string, number>>;
  private admission?: () => { active: number; waiting: number };

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'coverline_' });
    const pool: Gauge<'state'> = new Gauge({
      name: 'coverline_db_pool_connections',
      help: "Connections of the app's database pool by state: open, idle, and callers waiting for one.",
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect: () => {
        const state = this.pool?.();
        if (!state) return;
        pool.set({ state: 'open' }, state.totalCount);
        pool.set({ state: 'idle' }, state.idleCount);
        pool.set({ state: 'in_use' }, state.totalCount - state.idleCount);
        pool.set({ state: 'waiting' }, state.waitingCount);
        pool.set({ state: 'max' }, state.max);
      },
    });
    const admitted: Gauge<'state'> = new Gauge({
      name: 'coverline_http_requests_admitted',
      help: 'Requests running their handlers, and waiting for a place to (REQUEST_CONCURRENCY).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect: () => {
        const state = this.admission?.();
        if (!state) return;
        admitted.set({ state: 'running' }, state.active);
        admitted.set({ state: 'waiting' }, state.waiting);
      },
    });
    const depth: Gauge<'queue'> = new Gauge({
      name: 'coverline_job_queue_depth',
      help: 'Jobs waiting in each queue (created or waiting for a retry), across all instances.',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      collect: async () => {
        const depths = await this.queues?.().catch(() => undefined);
        if (!depths) return;
        for (const [queue, jobs] of Object.entries(depths)) depth.set({ queue }, jobs);
      },
    });
  }

  /** The database pool whose use the scrape reports. */
  watchPool(read: () => PoolState | undefined): void {
    this.pool = read;
  }

  /** The request admission whose places the scrape reports. */
  watchAdmission(read: () => { active: number; waiting: number }): void {
    this.admission = read;
  }

  /** The queues whose depth the scrape reports. */
  watchQueues(read: () => Promise<Record<string, number>>): void {
    this.queues = read;
  }

  /** One finished request; `route` is the route's template (`/api/quotes/:id`), never the path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status: String(status) }, seconds);
  }

  observeJob(
    queue: string,
    outcome: 'completed' | 'failed' | 'failed_for_good',
    seconds: number,
  ): void {
    this.jobRuns.inc({ queue, outcome });
    this.jobDuration.observe({ queue }, seconds);
  }

  /** Starts timing a rating; the returned function stops it. */
  ratingStarted(line: string): () => void {
    return this.ratingDuration.startTimer({ line });
  }

  observeCarrierAnswer(carrier: string, bindability: string, seconds: number): void {
    this.carrierDuration.observe({ carrier, bindability }, seconds);
  }

  /** One delivery attempt's outcome: mail today; webhook deliveries report the same way. */
  recordDelivery(channel: DeliveryChannel, outcome: DeliveryOutcome): void {
    this.deliveries.inc({ channel, outcome });
  }

  /** The text Prometheus scrapes. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
