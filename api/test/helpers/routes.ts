import type { INestApplication } from '@nestjs/common';

export interface RegisteredRoute {
  method: string;
  /** As the server holds it, e.g. `/api/users/update/:id`. */
  path: string;
}

/** One line of the server's route tree: `│   ├── /segment (GET, HEAD)`. */
const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every endpoint the HTTP server answers under `/api`, read from its route tree (each line a
 * path segment under its parent's). `HEAD` answers every `GET` by itself, and wildcards serve
 * files (the reference's assets), so neither counts as an endpoint; nor do the built web app's
 * files, which are served outside `/api`, one route per file.
 */
export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  const server = app.getHttpAdapter().getInstance() as {
    printRoutes(options: { commonPrefix: boolean }): string;
  };
  const routes: RegisteredRoute[] = [];
  const parents: string[] = [];
  for (const line of server.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    parents.length = depth + 1;
    if (path.includes('*') || !(path === '/api' || path.startsWith('/api/'))) continue;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, path });
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
