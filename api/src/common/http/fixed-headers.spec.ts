import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { fixedHeaders, recordFixedHeaders } from './fixed-headers';

function exchange(): { req: IncomingMessage; res: ServerResponse } {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  res.setHeader('X-Powered-By', 'Express');
  return { req, res };
}

describe('fixed headers', () => {
  it('sets exactly the headers helmet sets, and removes what it removes', () => {
    const middleware = helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
    });
    const byHelmet = exchange();
    middleware(byHelmet.req, byHelmet.res, () => undefined);
    const recorded = exchange();
    fixedHeaders(recordFixedHeaders(middleware))(recorded.res);

    expect(recorded.res.getHeaders()).toEqual(byHelmet.res.getHeaders());
    expect(recorded.res.getHeader('x-powered-by')).toBeUndefined();
    expect(recorded.res.getHeader('content-security-policy')).toContain("object-src 'none'");
    expect(recorded.res.getHeader('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a middleware whose headers depend on the request or that does not hand on', () => {
    expect(() =>
      recordFixedHeaders((req, res, next) => {
        res.setHeader('X-Host', String(req.headers.host));
        next();
      }),
    ).toThrow(/reads the request/);
    expect(() => recordFixedHeaders(() => undefined)).toThrow(/did not hand on/);
    expect(() => recordFixedHeaders((_req, _res, next) => next(new Error('bad policy')))).toThrow(
      'bad policy',
    );
  });
});
