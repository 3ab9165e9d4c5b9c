import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.service';

/** Requests no route took (unknown paths, the web app's files): one label, not one per path. */
const UNMATCHED = 'unmatched';

/**
 * Times every request into the route histogram. The label is the matched route's template
 * (`/api/quotes/:id`), so ids never make new series. Only the API's routes are labelled: the web
 * app's files and its history fallback count as unmatched.
 */
export function requestMetrics(
  metrics: Metrics,
): (request: FastifyRequest, reply: FastifyReply) => void {
  return (request, reply) => {
    const started = performance.now();
    reply.raw.once('finish', () => {
      // Read once answered: a request the API's routes did not take ends on the 404 handler.
      const route = request.routeOptions.url;
      metrics.observeRequest(
        request.method,
        route?.startsWith('/api/') ? route : UNMATCHED,
        reply.raw.statusCode,
        (performance.now() - started) / 1000,
      );
    });
  };
}
