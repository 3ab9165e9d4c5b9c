import {
  Agent,
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** One instance behind the balancer. */
export interface Upstream {
  name: string;
  port: number;
}

/** What the balancer did with one request. */
export interface Forwarded {
  method: string;
  path: string;
  /** The instance that answered (after any retry), or undefined when none did. */
  upstream?: string;
  status?: number;
  /** Instances that refused the connection before this one answered. */
  refusedBy: string[];
}

const HEALTH_INTERVAL_MS = 100;

/**
 * A round-robin load balancer in front of API instances, doing what a Kubernetes Service or a
 * cloud load balancer does: it asks each instance's readiness (`/api/health/ready`) every
 * 100 ms and sends requests only to ready ones, and a request whose connection is refused (it
 * never reached the instance, so trying elsewhere cannot repeat it) goes to the next instance.
 * Anything else an instance does to a request (a reset, a 5xx) reaches the client as it is.
 * Every answer says which instance gave it (`x-upstream`), and every request is logged.
 */
export class Balancer {
  readonly log: Forwarded[] = [];
  private readonly upstreams: Upstream[] = [];
  private readonly ready = new Set<string>();
  private readonly agent = new Agent({ keepAlive: true });
  private server?: Server;
  private timer?: NodeJS.Timeout;
  private next = 0;
  /** Called when a request has been sent whole to an instance, before its answer. */
  onForward?: (entry: Forwarded, upstream: string) => void;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.timer = setInterval(() => void this.checkAll(), HEALTH_INTERVAL_MS);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.agent.destroy();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  add(upstream: Upstream): void {
    this.upstreams.push(upstream);
  }

  /** Forgets an instance (its process is gone). */
  remove(name: string): void {
    const i = this.upstreams.findIndex((u) => u.name === name);
    if (i >= 0) this.upstreams.splice(i, 1);
    this.ready.delete(name);
  }

  isReady(name: string): boolean {
    return this.ready.has(name);
  }

  /** Resolves once the balancer sends requests to exactly these instances. */
  async waitForRotation(names: string[], withinMs = 60_000): Promise<void> {
    const deadline = Date.now() + withinMs;
    const wanted = [...names].sort().join(',');
    while ([...this.ready].sort().join(',') !== wanted) {
      if (Date.now() > deadline) {
        throw new Error(`rotation is [${[...this.ready].join(', ')}], not [${wanted}]`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async checkAll(): Promise<void> {
    await Promise.all(
      this.upstreams.map(async (u) => {
        const ok = await this.probe(u);
        if (ok) this.ready.add(u.name);
        else this.ready.delete(u.name);
      }),
    );
  }

  private probe(u: Upstream): Promise<boolean> {
    return new Promise((resolve) => {
      const req = forward(
        { host: '127.0.0.1', port: u.port, path: '/api/health/ready', agent: false },
        (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        },
      );
      req.setTimeout(1_000, () => req.destroy());
      req.on('error', () => resolve(false));
      req.end();
    });
  }

  /** The next ready instance in turn, skipping those already tried for this request. */
  private pick(tried: Set<string>): Upstream | undefined {
    for (let i = 0; i < this.upstreams.length; i++) {
      const u = this.upstreams[this.next++ % this.upstreams.length];
      if (this.ready.has(u.name) && !tried.has(u.name)) return u;
    }
    return undefined;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const entry: Forwarded = { method: req.method ?? 'GET', path: req.url ?? '/', refusedBy: [] };
    this.log.push(entry);
    const tried = new Set<string>();
    for (;;) {
      const upstream = this.pick(tried);
      if (!upstream) {
        entry.status = 503;
        res.writeHead(503, { 'content-type': 'text/plain' }).end('no instance is ready');
        return;
      }
      tried.add(upstream.name);
      const outcome = await this.send(upstream, req, body, entry, res);
      if (outcome === 'answered') return;
      if (outcome === 'refused') {
        entry.refusedBy.push(upstream.name);
        continue;
      }
      entry.upstream = upstream.name;
      entry.status = 502;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`the instance dropped the request: ${outcome.message}`);
      return;
    }
  }

  private send(
    upstream: Upstream,
    req: IncomingMessage,
    body: Buffer,
    entry: Forwarded,
    res: ServerResponse,
  ): Promise<'answered' | 'refused' | Error> {
    return new Promise((resolve) => {
      const headers = { ...req.headers, 'content-length': String(body.length) };
      delete headers['transfer-encoding'];
      delete headers.connection;
      const out = forward(
        {
          host: '127.0.0.1',
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers,
          agent: this.agent,
        },
        (answer) => {
          entry.upstream = upstream.name;
          entry.status = answer.statusCode;
          const passed = { ...answer.headers };
          delete passed.connection;
          res.writeHead(answer.statusCode ?? 502, { ...passed, 'x-upstream': upstream.name });
          answer.pipe(res);
          answer.on('end', () => resolve('answered'));
          answer.on('error', (err) => resolve(err));
        },
      );
      out.on('error', (err: NodeJS.ErrnoException) => {
        resolve(err.code === 'ECONNREFUSED' ? 'refused' : err);
      });
      out.once('finish', () => this.onForward?.(entry, upstream.name));
      out.end(body);
    });
  }
}
