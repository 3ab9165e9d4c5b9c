import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import compression from 'compression';
import cors from 'cors';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode } from '@coverline/contracts';
import { API_DESCRIPTION, TAG_AREAS } from './api-reference';
import { AppModule } from './app.module';
import { DomainException } from './common/errors/domain.exception';
import { toEnvelope } from './common/errors/http-exception.filter';
import { createValidationPipe } from './common/errors/validation';
import { fixedHeaders, recordFixedHeaders } from './common/http/fixed-headers';
import { documentOperations } from './common/http/operation-doc';
import { PublicLinks, publicLinksMiddleware } from './common/http/public-links';
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

/** Cross-cutting HTTP setup shared by the server, the tests and the OpenAPI script. */
export function configureApp(
  app: NestExpressApplication,
  config: AppConfig,
  log = createLog(config.logLevel),
): void {
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Only where Prometheus can read them (METRICS_TOKEN set) are requests timed at all.
  if (config.metricsToken !== undefined) app.use(requestMetrics(app.get(Metrics)));
  app.use(requestLog(log));
  const compress = compression();
  // A request that accepts no encoding gets nothing compressed: it skips the wrapping.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.headers['accept-encoding'] !== undefined) return compress(req, res, next);
    res.vary('Accept-Encoding');
    next();
  });
  const json = express.json({ limit: '1mb' });
  // A request without a body (most reads) has nothing to parse.
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined
      ? next()
      : json(req, res, next),
  );
  // NUL characters and absurdly deep bodies are refused before any route sees them.
  app.use((req: Request, _res: Response, next: NextFunction) =>
    next(unsafeInputProblem(req.originalUrl, req.body)),
  );
  // Malformed, oversized or unsafe bodies answer in the error envelope before reaching Nest.
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!err) return next();
    const envelope = toEnvelope(err);
    res.status(envelope.statusCode).json(envelope);
  });
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
  // CORS answers only concern requests that say where they come from (browsers send `Origin`
  // with every cross-origin call); the rest get the `Vary` a cache needs and nothing more.
  const isApi = (url: string) => url === `/${API_PREFIX}` || url.startsWith(`/${API_PREFIX}/`);
  app.use((req: Request, res: Response, next: NextFunction) =>
    security(req, res, () => {
      // API answers are personal more often than not (anything answered to a session, tokens,
      // two-step secrets): no cache keeps them unless a route says otherwise (carrier logos).
      if (isApi(req.url)) res.setHeader('Cache-Control', 'no-store');
      if (req.headers.origin !== undefined) return crossOrigin(req, res, next);
      res.vary('Origin');
      next();
    }),
  );
  // Last, after the body is read (a stream's events would not carry the context set before).
  app.use(publicLinksMiddleware(app.get(PublicLinks)));
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
function servePartnerDocs(app: NestExpressApplication, docsDir: string): void {
  const files = new Map<string, string>();
  for (const name of PARTNER_DOCS) {
    const path = join(docsDir, name);
    if (existsSync(path)) files.set(name, readFileSync(path, 'utf8'));
  }
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.get(`/${API_PREFIX}/docs/partners/:file`, (req: Request, res: Response) => {
    const text = files.get(String(req.params.file));
    if (text === undefined) {
      const envelope = toEnvelope(new DomainException(ErrorCode.NothingHere));
      res.status(envelope.statusCode).json(envelope);
      return;
    }
    res.type('text/markdown; charset=utf-8').send(text);
  });
}

/** Serves the built SPA at / with a history fallback; /api stays with Nest (and its 404s). */
function serveSpa(app: NestExpressApplication, distDir: string): void {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return;
  const files = express.static(distDir, { index: false, maxAge: '1h' });
  const isApi = (path: string) => path === `/${API_PREFIX}` || path.startsWith(`/${API_PREFIX}/`);
  // API requests skip the file system entirely: no disk look-up on the hot path.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req.path)) return next();
    files(req, res, () => {
      if (req.method !== 'GET') return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  });
}

export async function createApp(
  config: AppConfig & { databaseUrl: string },
  options: { logger?: boolean } = {},
): Promise<NestExpressApplication> {
  const log = createLog(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bodyParser: false,
    ...(options.logger === false ? { bufferLogs: true } : { logger: new NestLog(log) }),
  });
  configureApp(app, config, log);
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
  serveSpa(app, config.webDistDir ?? join(__dirname, '..', '..', 'frontend', 'dist'));
  // Stop signals are the server's (src/shutdown.ts): it drains before the app closes.
  return app;
}
