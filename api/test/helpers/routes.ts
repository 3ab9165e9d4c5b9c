import type { INestApplication } from '@nestjs/common';

export interface RegisteredRoute {
  method: string;
  /** As Express holds it, e.g. `/api/users/update/:id`. */
  path: string;
}

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * Every endpoint the HTTP server answers, read from the Express router. Wildcard mounts are
 * Nest's global middleware (request logging), not endpoints.
 */
export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  const server = app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  const routes: RegisteredRoute[] = [];
  for (const layer of server.router.stack) {
    if (!layer.route || layer.route.path.includes('*')) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (on) routes.push({ method: method.toUpperCase(), path: layer.route.path });
    }
  }
  return routes;
}

export const routeKey = (r: RegisteredRoute) => `${r.method} ${r.path}`;

/** `/api/users/update/:id` in OpenAPI's spelling, `/api/users/update/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Fills `:param` placeholders with the given values (one value for all when a string). */
export function fillPath(path: string, values: string | Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(typeof values === 'string' ? values : (values[name] ?? '')),
  );
}

export const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
