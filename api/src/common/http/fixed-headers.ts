import type { IncomingMessage, ServerResponse } from 'node:http';

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/** What a middleware that only sets fixed headers does to every response. */
export interface FixedHeaders {
  set: Array<[string, string]>;
  removed: string[];
}

/**
 * The headers a middleware sets (and removes) when those do not depend on the request, such as
 * helmet's with a fixed policy: recorded once by running it on a stand-in response, so each
 * request sets them in one loop instead of through a dozen middlewares. Throws when the
 * middleware does anything else (reads the request, answers, or waits), so a configuration
 * whose headers vary per request cannot be recorded by mistake.
 */
export function recordFixedHeaders(middleware: Middleware): FixedHeaders {
  const recorded: FixedHeaders = { set: [], removed: [] };
  const request = new Proxy({} as IncomingMessage, {
    get(_target, property) {
      throw new Error(`the middleware reads the request (${String(property)})`);
    },
  });
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (Array.isArray(value)) throw new Error(`${name}: several values`);
      recorded.set = recorded.set.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
      recorded.set.push([name, String(value)]);
      return response;
    },
    removeHeader(name: string) {
      recorded.set = recorded.set.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
      recorded.removed.push(name);
    },
  };
  let done = false;
  middleware(request, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('the middleware did not hand on at once');
  return recorded;
}

/** Sets recorded headers on every response. */
export function fixedHeaders({ set, removed }: FixedHeaders) {
  return (res: ServerResponse): void => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
  };
}
