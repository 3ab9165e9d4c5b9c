/**
 * Posts one delivery: the envelope as JSON, signed, with a time limit. Connections are kept
 * alive between deliveries to the same receiver. Outside `allowPrivateTargets`, every address a
 * host resolves to must be public (webhook-target.ts).
 */
import http from 'node:http';
import https from 'node:https';
import { guardedLookup } from './webhook-target';

export interface SendResult {
  /** Null when no answer came (refused, timed out, private address). */
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

export interface Outgoing {
  url: string;
  headers: Record<string, string>;
  body: string;
}

const MAX_SOCKETS_PER_HOST = 20;

export class WebhookSender {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;

  constructor(
    private readonly timeoutMs: number,
    allowPrivateTargets: boolean,
  ) {
    const lookup = allowPrivateTargets ? undefined : guardedLookup;
    const options = { keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST, lookup };
    this.httpAgent = new http.Agent(options);
    this.httpsAgent = new https.Agent(options);
  }

  send(out: Outgoing): Promise<SendResult> {
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    const url = new URL(out.url);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const req = client.request(
        url,
        {
          method: 'POST',
          agent: url.protocol === 'https:' ? this.httpsAgent : this.httpAgent,
          headers: {
            ...out.headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(out.body),
            'user-agent': 'Coverline-Webhooks/1',
          },
          timeout: this.timeoutMs,
        },
        (res) => {
          // Only the status matters; the body is read and dropped so the socket can be reused.
          res.resume();
          res.on('end', () => {
            const ok =
              res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300;
            resolve({
              statusCode: res.statusCode ?? null,
              latencyMs: latency(),
              error: ok ? null : `The receiver answered ${res.statusCode}`,
            });
          });
          res.on('error', (err) =>
            resolve({
              statusCode: res.statusCode ?? null,
              latencyMs: latency(),
              error: err.message,
            }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error(`No answer within ${this.timeoutMs} ms`)));
      req.on('error', (err) =>
        resolve({ statusCode: null, latencyMs: latency(), error: err.message.slice(0, 1000) }),
      );
      req.end(out.body);
    });
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
