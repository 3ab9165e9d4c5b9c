import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Metrics } from './metrics.service';

describe('Metrics', () => {
  it('declares every series the Grafana dashboard in the repository queries', async () => {
    const metrics = new Metrics();
    const declared = new Set((await metrics.registry.getMetricsAsJSON()).map((m) => m.name));
    const dashboard = readFileSync(
      join(__dirname, '..', '..', '..', '..', 'deploy', 'grafana', 'coverline-dashboard.json'),
      'utf8',
    );
    const queried = new Set(
      [...dashboard.matchAll(/coverline_[a-z0-9_]+/g)].map(([name]) =>
        name.replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    expect(queried.size).toBeGreaterThan(5);
    expect([...queried].filter((name) => !declared.has(name))).toEqual([]);
  });

  it('labels requests by route template and counts deliveries by channel', async () => {
    const metrics = new Metrics();
    metrics.observeRequest('GET', '/api/quote/getQuote/:id', 200, 0.012);
    metrics.recordDelivery('webhook', 'failed');
    const text = (await metrics.exposition()).body;
    expect(text).toContain(
      'coverline_http_request_duration_seconds_bucket{le="0.025",method="GET",route="/api/quote/getQuote/:id",status="200"} 1',
    );
    expect(text).toContain('coverline_deliveries_total{channel="webhook",outcome="failed"} 1');
  });
});
