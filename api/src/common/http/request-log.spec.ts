import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLog, NestLog, requestLog } from './request-log';

function capture(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const log = createLog(level, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A server that logs every request, then answers with `answer`. */
async function serve(
  logged: Handler,
  answer: Handler,
  run: (base: string) => Promise<void>,
): Promise<void> {
  const server = createServer((req, res) => {
    logged(req, res);
    answer(req, res);
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('request log', () => {
  it('logs one line per request with the address redacted and no headers', async () => {
    const { log, lines } = capture();
    const status = (url = '') => (url.startsWith('/api/broken') ? 500 : 200);
    const answer: Handler = (req, res) => res.writeHead(status(req.url)).end('{}');
    await serve(requestLog(log), answer, async (base) => {
      const ok = await fetch(`${base}/api/signatures/sign/s3cret?token=t0ken&x=1`, {
        headers: { authorization: 'Bearer abc.def.ghi', 'x-request-id': 'given-id-1' },
      });
      expect(ok.headers.get('x-request-id')).toBe('given-id-1');
      expect(ok.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d\d$/);
      const broken = await fetch(`${base}/api/broken`, {
        headers: { 'x-request-id': 'not a plain id; drop table' },
      });
      expect(broken.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await fetch(`${base}/api/health`);
      // The line is written when the response closes, just after the client has it.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'given-id-1',
      method: 'GET',
      url: '/api/signatures/sign/[redacted]?token=[redacted]&x=1',
      status: 200,
      msg: 'request completed',
    });
    expect(typeof lines[0].ms).toBe('number');
    expect(lines[1]).toMatchObject({ level: 50, status: 500, msg: 'request failed' });
    expect(JSON.stringify(lines)).not.toMatch(/s3cret|t0ken|Bearer|abc\.def/);
  });

  it('keeps the tokens of mailed links out of the log: resume, BOR, referral and signing pages', async () => {
    const { log, lines } = capture();
    // The server serves the web app's pages too: these are the addresses mails link to.
    const page: Handler = (_req, res) => res.end('<!doctype html>');
    await serve(requestLog(log), page, async (base) => {
      await fetch(`${base}/quotation?quoteId=q-1&guestToken=eyJguest.payload.sig`);
      await fetch(`${base}/BOR?magicLink=b0rl1nk&borApplicationId=a-1`);
      await fetch(`${base}/quotation?referralToken=r3ferral`);
      await fetch(`${base}/sign/s1gnpage`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(lines.map((l) => l.url)).toEqual([
      '/quotation?quoteId=q-1&guestToken=[redacted]',
      '/BOR?magicLink=[redacted]&borApplicationId=a-1',
      '/quotation?referralToken=[redacted]',
      '/sign/[redacted]',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/eyJguest|b0rl1nk|r3ferral|s1gnpage/);
  });

  it('logs nothing per request below info, and still sets the request id', async () => {
    const { log, lines } = capture('warn');
    await serve(
      requestLog(log),
      (_req, res) => res.end('{}'),
      async (base) => {
        const res = await fetch(`${base}/x`);
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    );
    expect(lines).toEqual([]);
  });
});

describe('Nest messages in the log', () => {
  it('takes the last string as the context and an error stack after the message', () => {
    const { log, lines } = capture('trace');
    const nest = new NestLog(log);
    nest.log('Listening', 'NestApplication');
    nest.error('Boom', 'Error: Boom\n    at x', 'Errors');
    nest.warn({ event: 'slow', ms: 12 }, 'Jobs');
    nest.error(new Error('thrown'));
    nest.verbose('detail');
    expect(lines.map((l) => [l.level, l.msg, l.context])).toEqual([
      [30, 'Listening', 'NestApplication'],
      [50, 'Boom', 'Errors'],
      [40, undefined, 'Jobs'],
      [50, 'thrown', undefined],
      [10, 'detail', undefined],
    ]);
    expect(lines[1].stack).toBe('Error: Boom\n    at x');
    expect(lines[2]).toMatchObject({ event: 'slow', ms: 12 });
    expect((lines[3].err as { message: string }).message).toBe('thrown');
  });

  it('writes nothing below its level', () => {
    const { log, lines } = capture('warn');
    new NestLog(log).log('quiet');
    expect(lines).toEqual([]);
  });
});
