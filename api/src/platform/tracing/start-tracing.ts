import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import type { TracingConfig } from '../config';

/** Probes and scrapes arrive every few seconds: no trace is worth keeping for them. */
const UNTRACED = /^\/api\/(health(\/live|\/ready)?|metrics)(\?|$)/;

/**
 * Starts OpenTelemetry tracing: HTTP in and out and PostgreSQL statements, sent
 * in batches over OTLP/HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` (the exporter reads it and the
 * other standard `OTEL_EXPORTER_OTLP_*` variables itself). Must run before the app's modules
 * load, so that they get the instrumented `http` and `pg`. Returns the stop.
 */
export function startTracing(
  config: Extract<TracingConfig, { enabled: true }>,
): () => Promise<void> {
  const sdk = new NodeSDK({
    serviceName: config.serviceName,
    spanProcessors: [new tracing.BatchSpanProcessor(new OTLPTraceExporter())],
    sampler: new tracing.ParentBasedSampler({
      root: new tracing.TraceIdRatioBasedSampler(config.sampleRatio),
    }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? ''),
      }),
      // Statement text but never its values (they carry personal data), and only within a
      // traced request: the job queue's polling every second would drown the rest.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
