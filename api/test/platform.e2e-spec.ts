import { JwtService } from '@nestjs/jwt';
import { ERROR_CATALOGUE, ErrorCode } from '@coverline/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenService } from '../src/identity/auth/token.service';
import { envelopeProblem } from './helpers/envelope';
import {
  createTestApp,
  registerClient,
  TEST_JWT_SECRET,
  uniqueEmail,
  type TestApp,
} from './helpers/app';

describe('HTTP platform', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'coverline-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Coverline</title>');
    writeFileSync(join(webDir, 'app.js'), 'console.log(1)');
    writeFileSync(join(webDir, 'big.js'), `console.log(${JSON.stringify('x'.repeat(5000))})`);
    t = await createTestApp({
      WEB_DIST_DIR: webDir,
      CORS_ORIGINS: 'http://localhost:3000,https://app.example.com',
    });
  });
  afterAll(() => t.close());

  it('pings the database at /api/health', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown API routes with 404 in the envelope', async () => {
    const res = await t.http.get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: ErrorCode.NothingHere,
      message: 'Cannot GET /api/no-such-thing.',
      error: 'Not Found',
    });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await t.http
      .post('/api/users/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: ErrorCode.RequestInvalid,
      message: 'The request body is not valid JSON.',
      error: 'Bad Request',
    });
  });

  it('answers a NUL character in the address or the body, and a body nested 5,000 deep, with 400 in the envelope', async () => {
    const c = await registerClient(t);
    const search = await t.http
      .get('/api/users/me?note=a%00b')
      .set('Authorization', `Bearer ${c.token}`)
      .expect(400);
    expect(search.body).toMatchObject({
      code: ErrorCode.RequestInvalid,
      message: 'The address contains a NUL character.',
    });
    const body = await t.http
      .post('/api/users/login')
      .send({ email: 'someone@example.com', password: 'pass\u0000word' })
      .expect(400);
    expect(body.body).toMatchObject({
      code: ErrorCode.RequestInvalid,
      message: 'The body contains a NUL character.',
    });
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const nested = await t.http
      .post('/api/users/login')
      .set('Content-Type', 'application/json')
      .send(deep)
      .expect(400);
    expect(nested.body).toMatchObject({
      code: ErrorCode.RequestInvalid,
      message: 'The body is nested too deeply.',
    });
    for (const res of [search, body, nested]) expect(envelopeProblem(res)).toBeUndefined();
  });

  it('refuses bodies over 1 MB with 413 in the envelope', async () => {
    const res = await t.http
      .post('/api/users/login')
      .send({ email: 'a@b.co', password: 'x'.repeat(1_100_000) })
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('sets security headers and a request id', async () => {
    const res = await t.http.get('/api/health').set('x-request-id', 'req-123').expect(200);
    expect(res.headers['x-request-id']).toBe('req-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    const generated = await t.http.get('/api/health').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows CORS only for the configured origins', async () => {
    const allowed = await t.http.get('/api/health').set('Origin', 'https://app.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const refused = await t.http.get('/api/health').set('Origin', 'https://evil.example.net');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    // Without an Origin (same-origin GETs, servers): no CORS answer, but caches keep them apart.
    const plain = await t.http.get('/api/health');
    expect(plain.headers['access-control-allow-credentials']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Origin/);
    const preflight = await t.http
      .options('/api/users/me')
      .set('Origin', 'https://app.example.com')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
  });

  it('serves Swagger UI at /api/docs and the document at /api/docs-json', async () => {
    await t.http.get('/api/docs').expect(200).expect('Content-Type', /html/);
    const doc = await t.http.get('/api/docs-json').expect(200);
    expect(doc.body.paths['/api/users/login'].post.operationId).toBe('login');
  });

  it('serves the partner guides the reference links to, and nothing else from docs', async () => {
    const doc = await t.http.get('/api/docs-json').expect(200);
    const description = (doc.body as { info: { description: string } }).info.description;
    const links = [...description.matchAll(/\]\((\/api\/docs\/partners\/[^)]+)\)/g)].map(
      (m) => m[1],
    );
    expect(links).toContain('/api/docs/partners/partner-guide.md');
    for (const link of links) {
      const res = await t.http
        .get(link)
        .expect(200)
        .expect('Content-Type', /text\/markdown/);
      expect(res.text).toMatch(/^# /);
    }
    // The guide's links to its companions resolve beside it.
    const guide = await t.http.get('/api/docs/partners/partner-guide.md').expect(200);
    for (const [, file] of guide.text.matchAll(/\]\((partner-[\w-]+\.md)/g)) {
      await t.http.get(`/api/docs/partners/${file}`).expect(200);
    }
    const missing = await t.http.get('/api/docs/partners/permissions.md').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, code: ErrorCode.NothingHere });
    await t.http.get('/api/docs/partners/..%2Fpermissions.md').expect(404);
  });

  it('serves the reference from its own files, within the content security policy', async () => {
    const page = await t.http.get('/api/docs').expect(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Every script is a file the app serves: none inline (the policy would block it), none elsewhere.
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body.trim()).toBe('');
      const src = /src=["']([^"']+)["']/.exec(attributes)?.[1] ?? '';
      expect(src).toMatch(/^\.\//);
      await t.http.get(`/api/${src.slice(2)}`).expect(200);
    }
  });

  it('documents each operation with who may call it and its refusals, with examples', async () => {
    const doc = await t.http.get('/api/docs-json').expect(200);
    const getReferral = doc.body.paths['/api/payroll-partners/referraltrak/{id}'].get;
    expect(getReferral.summary).toBe('Read a referral');
    expect(getReferral.description).toContain('**Who may call:** Payroll partner reps only.');
    expect(getReferral.security).toEqual([{ bearer: [] }, { repCookie: [] }]);
    expect(getReferral['x-error-codes']).toEqual(
      expect.arrayContaining([ErrorCode.ReferralNotFound, ErrorCode.SignInRequired]),
    );
    const notFound = getReferral.responses['404'].content['application/json'];
    expect(notFound.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    expect(notFound.examples[String(ErrorCode.ReferralNotFound)].value).toEqual({
      statusCode: 404,
      code: ErrorCode.ReferralNotFound,
      message: ERROR_CATALOGUE[ErrorCode.ReferralNotFound].message,
      error: 'Not Found',
    });
  });

  it('serves the SPA with a history fallback, leaving /api to the API', async () => {
    const page = await t.http.get('/client/my-account').expect(200);
    expect(page.text).toContain('<title>Coverline</title>');
    await t.http
      .get('/app.js')
      .expect(200)
      .expect('Content-Type', /javascript/);
    await t.http.get('/api/unknown').expect(404);
  });

  it('compresses what it serves when the client accepts gzip', async () => {
    const big = await t.http.get('/big.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    const docs = await t.http.get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
  });

  describe('tokens', () => {
    const jwt = new JwtService({ secret: TEST_JWT_SECRET });

    it('refuses requests without a token on protected routes', async () => {
      const res = await t.http.get('/api/users/me').expect(401);
      expect(res.body).toEqual({
        statusCode: 401,
        code: ErrorCode.SignInRequired,
        message: 'Unauthorized.',
        error: 'Unauthorized',
      });
    });

    it('refuses expired tokens, foreign signatures and other algorithms', async () => {
      const c = await registerClient(t);
      const me = await t.http.get('/api/users/me').set('Authorization', `Bearer ${c.token}`);
      const claims = jwt.decode<{ sub: string; sid: string }>(c.token);
      const base = { sub: claims.sub, sid: claims.sid, role: 'client', typ: 'user' };
      expect(me.status).toBe(200);
      const expired = jwt.sign({ ...base, exp: Math.floor(Date.now() / 1000) - 10 });
      const foreign = new JwtService({ secret: 'another-secret-another-secret-another' }).sign(
        base,
      );
      const hs512 = jwt.sign(base, { algorithm: 'HS512' });
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(base)).toString('base64url')}.`;
      for (const token of [expired, foreign, hs512, unsigned, 'garbage']) {
        await t.http.get('/api/users/me').set('Authorization', `Bearer ${token}`).expect(401);
      }
    });

    it('a guest token, scoped to one quote, does not open user routes', async () => {
      const started = await t.http
        .post('/api/quote/saveForLater')
        .send({ coverageType: 'wc', email: uniqueEmail('guest') })
        .expect(200);
      const guest = started.body.guestToken as { access_token: string };
      const res = await t.http
        .get('/api/users/me')
        .set('Authorization', `Bearer ${guest.access_token}`)
        .expect(403);
      expect(res.body.statusCode).toBe(403);
      // A well-signed guest token for a quote that does not exist is no token at all.
      const orphan = t.app.get(TokenService).signGuest('6f1c7c2e-7c55-4c1e-9a51-0b7f6d1e2a10');
      await t.http
        .get('/api/users/me')
        .set('Authorization', `Bearer ${orphan.access_token}`)
        .expect(401);
    });

    it('a public route still works with a bad token', async () => {
      await t.http.get('/api/health').set('Authorization', 'Bearer garbage').expect(200);
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A database of its own: the counters are shared by every app on a database.
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, { isolatedDatabase: true });
  });
  afterAll(() => t.close());

  it('limits login attempts per client and answers 429 in the envelope', async () => {
    for (let i = 0; i < 3; i++) {
      await t.http
        .post('/api/users/login')
        .send({ email: 'x@example.com', password: 'nope' })
        .expect(401);
    }
    const res = await t.http
      .post('/api/users/login')
      .send({ email: 'x@example.com', password: 'nope' })
      .expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });

  it('does not limit ordinary routes', async () => {
    for (let i = 0; i < 6; i++) await t.http.get('/api/health').expect(200);
  });
});
