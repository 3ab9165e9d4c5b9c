import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Admission, admitRequests } from './admission';

describe('Admission', () => {
  it('runs up to its limit at once and hands places on in arrival order', () => {
    const admission = new Admission(2);
    const ran: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) admission.enter(() => ran.push(name));
    expect(ran).toEqual(['a', 'b']);
    expect(admission.state()).toEqual({ active: 2, waiting: 2 });

    admission.leave();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(admission.state()).toEqual({ active: 2, waiting: 1 });
    admission.leave();
    admission.leave();
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
    expect(admission.state()).toEqual({ active: 1, waiting: 0 });
    admission.leave();
    expect(admission.state()).toEqual({ active: 0, waiting: 0 });
  });

  it('forgets a request that gives up its wait, and only a waiting one', () => {
    const admission = new Admission(1);
    const ran: string[] = [];
    const giveUpA = admission.enter(() => ran.push('a'));
    const giveUpB = admission.enter(() => ran.push('b'));
    admission.enter(() => ran.push('c'));

    giveUpB();
    giveUpA(); // already running: nothing to give up
    expect(admission.state()).toEqual({ active: 1, waiting: 1 });
    admission.leave();
    expect(ran).toEqual(['a', 'c']);
  });
});

/** A promise and the function that settles it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('admitRequests', () => {
  let server: FastifyInstance;
  let admission: Admission;
  let port: number;
  const started: string[] = [];
  const gates = new Map<string, ReturnType<typeof deferred>>();
  const gate = (name: string) => {
    if (!gates.has(name)) gates.set(name, deferred());
    return gates.get(name)!;
  };

  beforeEach(async () => {
    started.length = 0;
    gates.clear();
    admission = new Admission(1);
    server = Fastify();
    admitRequests(server, admission, (req) => req.url.startsWith('/health'));
    server.post<{ Body: { name: string; fail?: boolean } }>('/work', async (req) => {
      started.push(req.body.name);
      await gate(req.body.name).promise;
      if (req.body.fail) throw new Error('refused');
      return { done: req.body.name };
    });
    server.get('/health', async () => ({ ok: true }));
    // As the web app's history fallback does with an unknown API path.
    server.get('/fallback', (_req, reply) => reply.callNotFound());
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as AddressInfo).port;
  });

  afterEach(() => server.close());

  /** One call to the server: its status and its answer's JSON. */
  const call = (method: string, path: string, body?: unknown) =>
    new Promise<{ statusCode: number; body: unknown }>((resolve, reject) => {
      const req = request({ port, method, path, headers: { 'content-type': 'application/json' } });
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ statusCode: res.statusCode!, body: JSON.parse(text) }));
      });
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
  const work = (name: string, fail = false) => call('POST', '/work', { name, fail });

  /** Waits until `ready` holds (the server's callbacks have run), for two seconds at most. */
  const until = async (ready: () => boolean) => {
    for (let waited = 0; !ready() && waited < 2000; waited += 5) {
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(ready()).toBe(true);
  };
  const waiting = (n: number) => () => admission.state().waiting === n;
  const startedAll =
    (...names: string[]) =>
    () =>
      started.join() === names.join();

  it('holds a request until the one before it has answered, then runs it', async () => {
    const first = work('first');
    await until(startedAll('first'));
    const second = work('second');
    await until(waiting(1));
    expect(started).toEqual(['first']);
    expect(admission.state()).toEqual({ active: 1, waiting: 1 });

    gate('first').resolve();
    expect((await first).body).toEqual({ done: 'first' });
    await until(startedAll('first', 'second'));
    gate('second').resolve();
    expect((await second).body).toEqual({ done: 'second' });
    expect(admission.state()).toEqual({ active: 0, waiting: 0 });
  });

  it('gives the place back when the handler fails', async () => {
    const failing = work('failing', true);
    await until(startedAll('failing'));
    const next = work('next');
    await until(waiting(1));
    gate('failing').resolve();
    expect((await failing).statusCode).toBe(500);
    await until(startedAll('failing', 'next'));
    gate('next').resolve();
    expect((await next).statusCode).toBe(200);
    expect(admission.state()).toEqual({ active: 0, waiting: 0 });
  });

  it('never holds an exempt request, even with every place taken', async () => {
    const busy = work('busy');
    await until(startedAll('busy'));
    expect((await call('GET', '/health')).body).toEqual({ ok: true });
    gate('busy').resolve();
    await busy;
  });

  it('holds one place for a request handed on to the not-found handler', async () => {
    expect((await call('GET', '/fallback')).statusCode).toBe(404);
    expect(admission.state()).toEqual({ active: 0, waiting: 0 });
  });

  it('drops a waiting request whose client hung up, and runs the next one', async () => {
    const busy = work('busy');
    await until(startedAll('busy'));
    const hungUp = request({
      port,
      method: 'POST',
      path: '/work',
      headers: { 'content-type': 'application/json' },
    });
    hungUp.on('error', () => undefined);
    hungUp.end(JSON.stringify({ name: 'hung-up' }));
    await until(waiting(1));
    hungUp.destroy();
    await until(waiting(0));
    expect(admission.state()).toEqual({ active: 1, waiting: 0 });

    const after = work('after');
    await until(waiting(1));
    gate('busy').resolve();
    await busy;
    await until(startedAll('busy', 'after'));
    gate('after').resolve();
    await after;
    expect(admission.state()).toEqual({ active: 0, waiting: 0 });
  });
});
