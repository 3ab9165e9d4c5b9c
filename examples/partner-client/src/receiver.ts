/**
 * A webhook receiver: answers 204 at once to a genuine delivery and 401 to anything else, drops
 * an event id it has already handled (deliveries are at least once), and hands each new event on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyCoverlineWebhook, type CoverlineEvent } from './webhook-signature';

export class WebhookReceiver {
  private readonly server: http.Server;
  private readonly handled = new Set<string>();
  private readonly waiting: Array<(event: CoverlineEvent) => void> = [];
  private readonly received: CoverlineEvent[] = [];
  /** Signing secrets in use: the current one, and during a rotation the previous one too. */
  readonly secrets: string[] = [];
  /** Deliveries refused because they were not genuine. */
  refused = 0;

  constructor(private readonly path = '/coverline/webhooks') {
    this.server = http.createServer((req, res) => {
      if (req.method !== 'POST' || req.url !== this.path) {
        res.writeHead(404).end();
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const event = this.genuine(body, req.headers);
        if (!event) {
          this.refused++;
          res.writeHead(401).end();
          return;
        }
        // Answer first, work afterwards: Coverline waits 10 seconds at most.
        res.writeHead(204).end();
        if (this.handled.has(event.id)) return;
        this.handled.add(event.id);
        const next = this.waiting.shift();
        if (next) next(event);
        else this.received.push(event);
      });
    });
  }

  private genuine(body: Buffer, headers: http.IncomingHttpHeaders): CoverlineEvent | undefined {
    for (const secret of this.secrets) {
      try {
        return verifyCoverlineWebhook(body, headers, secret);
      } catch {
        // Not signed with this secret: try the next one.
      }
    }
    return undefined;
  }

  /** Listens; answers the address Coverline is to post to when nothing else is said. */
  async listen(port = 0, host = '127.0.0.1'): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, host, resolve));
    const address = this.server.address() as AddressInfo;
    return `http://${host}:${address.port}${this.path}`;
  }

  /** The next new genuine event; rejects after `withinMs`. */
  nextEvent(withinMs: number): Promise<CoverlineEvent> {
    const ready = this.received.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(onEvent), 1);
        reject(new Error(`No webhook arrived within ${withinMs} ms`));
      }, withinMs);
      const onEvent = (event: CoverlineEvent) => {
        clearTimeout(timer);
        resolve(event);
      };
      this.waiting.push(onEvent);
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
