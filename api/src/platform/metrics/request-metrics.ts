import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics.service';

/** Requests no route took (unknown paths, the web app's files): one label, not one per path. */
const UNMATCHED = 'unmatched';

/**
 * Times every request into the route histogram. The label is the matched route's template
 * (`/api/quotes/:id`), which Express knows once a route took the request, so ids never make
 * new series.
 */
export function requestMetrics(
  metrics: Metrics,
): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const route = (req.route as { path?: unknown } | undefined)?.path;
      metrics.observeRequest(
        req.method,
        typeof route === 'string' ? route : UNMATCHED,
        res.statusCode,
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}
