import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { WsAdapter } from '@nestjs/platform-ws';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import cors from 'cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { ErrorCode, Messages } from '@coverline/contracts';
import { API_DESCRIPTION, TAG_AREAS } from './api-reference';
import { AppModule } from './app.module';
import { DomainException } from './common/errors/domain.exception';
import { toEnvelope } from './common/errors/http-exception.filter';
import { createValidationPipe } from './common/errors/validation';
import { Admission, admitRequests } from './common/http/admission';
import { fixedHeaders, recordFixedHeaders } from './common/http/fixed-headers';
import { registerFormParser } from './common/http/form-body';
import { documentOperations } from './common/http/operation-doc';
import { PublicLinks, publicLinksHook } from './common/http/public-links';
import { unsafeInputProblem } from './common/http/input-guard';
import { createLog, NestLog, requestLog } from './common/http/request-log';
import type { AppConfig } from './platform/config';
import { Metrics, requestMetrics } from './platform/metrics';

export const API_PREFIX = 'api';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Coverline API')
    .setDescription(API_DESCRIPTION)
    .setVersion('1.0')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
  documentOperations(app, document);
  // Tags in the areas' order, each described; readers that group tags get the areas too.
  document.tags = TAG_AREAS.flatMap(({ tags }) =>
    Object.entries(tags).map(([name, description]) => ({ name, description })),
  );
  return Object.assign(document, {
    'x-tagGroups': TAG_AREAS.map(({ area, tags }) => ({ name: area, tags: Object.keys(tags) })),
  });
}

/** The largest JSON body the API reads. */
const BODY_LIMIT = 1024 * 1024;

/** As long as an address can be (Node reads at most 16 KB of headers). */
const MAX_PARAM_LENGTH = 16 * 1024;

const isApi = (path: string) => path === `/${API_PREFIX}` || path.startsWith(`/${API_PREFIX}/`);

/** The HTTP server the app runs on, with the proxies it trusts for clients' addresses. */
export function createAdapter(config: Pick<AppConfig, 'trustProxy'>): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Nest's middleware is not used: every step of configureApp is a server hook.
    skipMiddie: true,
    // As Express routed: a trailing slash names the same route, and any path parameter the
    // address can hold reaches validation, which says what is wrong.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // An address the router cannot decode is a bad request like any other, in the envelope.
    frameworkErrors: (err: Error, _req: FastifyRequest, reply: FastifyReply) => {
      const envelope = toEnvelope(new DomainException(ErrorCode.RequestInvalid, err.message));
      void reply.status(envelope.statusCode).send(envelope);
    },
  });
}

/**
 * How bodies are read: JSON (an empty one as `{}`), urlencoded forms only where a route takes
 * them (form-body.ts), multipart only where a route reads an upload (file-upload.ts). Bodies of
 * any other type are left unread, so a route without a body never sees one. Refusals (malformed,
 * too large) and the input guard's reach Nest's exception filter, hence the error envelope.
 */
function registerBodyParsers(server: FastifyInstance): void {
  const json = server.getDefaultJsonParser('error', 'error');
  server.removeAllContentTypeParsers();
  server.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (req, body: string, done) => {
      if (body.length === 0) return done(null, {});
      // The server's own parser, which refuses prototype keys; it answers through the callback.
      void json(req, body, (err, parsed) =>
        err
          ? done(new DomainException(ErrorCode.RequestInvalid, Messages.malformedJson))
          : done(null, parsed),
      );
    },
  );
  registerFormParser(server);
  server.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
}

/** Cross-cutting HTTP setup shared by the server and the tests. */
export async function configureApp(
  app: NestFastifyApplication,
  config: AppConfig,
  log = createLog(config.logLevel),
): Promise<void> {
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  const server = app.getHttpAdapter().getInstance();
  registerBodyParsers(server);
  await app.register(fastifyMultipart);
  // Answers over 1 kB in an encoding the client accepts; request bodies are read as sent.
  await app.register(fastifyCompress, {
    globalDecompression: false,
    // Every JSON answer is compressed in one call on the event loop. By default, on two CPUs,
    // answers over 8 kB (a rated quote is about 18 kB) went through a compression stream on the
    // thread pool, whose streams, buffers and hand-offs cost the event loop more than the
    // compression itself.
    syncThreshold: 1024 * 1024,
    // Brotli at quality 2 rather than the plugin's 4: a rated quote's 18 kB compress in half
    // the time (about 45 µs against 95) to 3.2 kB rather than 3.0 kB.
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 2,
      },
    },
  });
  // Only where Prometheus can read them (METRICS_TOKEN set) are requests timed at all.
  if (config.metricsToken !== undefined) {
    const timed = requestMetrics(app.get(Metrics));
    server.addHook('onRequest', (req, reply, done) => {
      timed(req, reply);
      done();
    });
  }
  const logged = requestLog(log);
  // helmet's headers do not depend on the request: recorded once, set in one step.
  const security = fixedHeaders(
    recordFixedHeaders(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            connectSrc: ["'self'"],
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: null,
          },
        },
      }),
    ),
  );
  const crossOrigin = cors({
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['x-request-id', 'x-reload-quote'],
  });
  // Set on the Node response, so every answer carries them: the routes' own, the server's
  // refusals and a CORS preflight alike (a route's own value of a header still wins).
  server.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw;
    logged(req.raw, res);
    security(res);
    // API answers are personal more often than not (anything answered to a session, tokens,
    // two-step secrets): no cache keeps them unless a route says otherwise (carrier logos).
    if (isApi(req.url)) res.setHeader('Cache-Control', 'no-store');
    // CORS answers only concern requests that say where they come from (browsers send `Origin`
    // with every cross-origin call); the rest get the `Vary` a cache needs and nothing more.
    if (req.headers.origin === undefined) {
      res.setHeader('Vary', 'Origin');
      return done();
    }
    // A preflight is answered by cors itself, on the Node response.
    if (req.method === 'OPTIONS') reply.hijack();
    crossOrigin(req.raw, res, (err?: unknown) => done(err as Error | undefined));
  });
  // NUL characters and absurdly deep bodies are refused before any route sees them. GET and HEAD
  // bodies are never read, but one over the limit is refused as any other body is.
  server.addHook('preValidation', (req, _reply, done) =>
    done(
      (req.method === 'GET' || req.method === 'HEAD') &&
        Number(req.headers['content-length']) > BODY_LIMIT
        ? new DomainException(ErrorCode.RequestTooLarge)
        : unsafeInputProblem(req.url, req.body),
    ),
  );
  // After the body is read (a stream's events would not carry the context set before).
  server.addHook('preValidation', publicLinksHook(app.get(PublicLinks)));
  if (config.requestConcurrency > 0) {
    const admission = new Admission(config.requestConcurrency);
    admitRequests(server, admission, unqueued);
    app.get(Metrics).watchAdmission(() => admission.state());
  }
}

/**
 * Requests that never wait for a place: the probes and the metrics (an orchestrator must see a
 * busy instance as alive, and Prometheus must see it busy), uploads (a slow sender would hold a
 * place for as long as its file takes to arrive) and the web app's files.
 */
function unqueued(request: FastifyRequest): boolean {
  const path = request.url;
  return (
    !isApi(path) ||
    path.startsWith(`/${API_PREFIX}/health`) ||
    path.startsWith(`/${API_PREFIX}/metrics`) ||
    request.headers['content-type']?.startsWith('multipart/') === true
  );
}

/** The partner guides the reference links to, served as the Markdown they are written in. */
export const PARTNER_DOCS = [
  'partner-guide.md',
  'partner-webhooks.md',
  'partner-payroll-reports.md',
];

/**
 * Serves the partner guides at `/api/docs/partners/<file>`, read once at start from the
 * repository's `docs/` (the image copies them there): a partner's developer reads the guide from
 * the same server as the reference, and the guides' links to each other resolve beside it.
 */
function servePartnerDocs(app: NestFastifyApplication, docsDir: string): void {
  const files = new Map<string, string>();
  for (const name of PARTNER_DOCS) {
    const path = join(docsDir, name);
    if (existsSync(path)) files.set(name, readFileSync(path, 'utf8'));
  }
  const server = app.getHttpAdapter().getInstance();
  server.get<{ Params: { file: string } }>(`/${API_PREFIX}/docs/partners/:file`, (req, reply) => {
    const text = files.get(req.params.file);
    if (text === undefined) {
      const envelope = toEnvelope(new DomainException(ErrorCode.NothingHere));
      return reply.status(envelope.statusCode).send(envelope);
    }
    return reply.type('text/markdown; charset=utf-8').send(text);
  });
}

/**
 * Serves the built SPA at / with a history fallback; /api stays with Nest (and its 404s). The
 * files are listed once at start, each its own route, so no request looks at the disk.
 */
async function serveSpa(app: NestFastifyApplication, distDir: string): Promise<void> {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return;
  const page = readFileSync(index);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    maxAge: '1h',
    // The API reference registers the plugin too, and no route here uses its reply helpers.
    decorateReply: false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (req: FastifyRequest, reply: FastifyReply) => {
      if (isApi(req.url.split('?')[0])) return reply.callNotFound();
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
    });
}

export async function createApp(
  config: AppConfig & { databaseUrl: string },
  options: { logger?: boolean } = {},
): Promise<NestFastifyApplication> {
  const log = createLog(config.logLevel);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config),
    createAdapter(config),
    {
      bodyParser: false,
      ...(options.logger === false ? { bufferLogs: true } : { logger: new NestLog(log) }),
    },
  );
  await configureApp(app, config, log);
  // The support chat socket shares the HTTP server (ws, not socket.io: plain JSON frames).
  app.useWebSocketAdapter(new WsAdapter(app));
  const document = buildOpenApiDocument(app);
  // The reference: served from the app's own files (no CDN, inside the content security policy),
  // operations folded under their tags so a reader starts from the areas' list.
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Coverline API reference',
    swaggerOptions: {
      docExpansion: 'none',
      filter: true,
      displayOperationId: true,
      defaultModelsExpandDepth: 0,
      showCommonExtensions: true,
    },
  });
  servePartnerDocs(app, join(__dirname, '..', '..', 'docs'));
  await serveSpa(app, config.webDistDir ?? join(__dirname, '..', '..', 'frontend', 'dist'));
  // Stop signals are the server's (src/shutdown.ts): it drains before the app closes.
  return app;
}
