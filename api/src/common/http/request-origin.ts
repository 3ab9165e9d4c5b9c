/**
 * The origin a request says it comes from, and whether that is an address the app serves: one
 * of its configured origins (`PUBLIC_URL`, `CORS_ORIGINS`), or the very address the request was
 * sent to (its `Host`). Shared by the cross-site request check and the links that follow the
 * address a person used.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { AppConfig } from '../../platform/config';

/** The origin of an absolute http(s) URL, or undefined for anything else. */
export function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** The app's configured origins: `PUBLIC_URL` and `CORS_ORIGINS`. */
export function appOriginsOf(config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>): Set<string> {
  return new Set(
    [config.publicUrl, ...config.corsOrigins]
      .map((o) => originOf(o))
      .filter((o): o is string => o !== undefined),
  );
}

/**
 * The request's `Origin` (else its `Referer`'s origin) when it is one the app serves: among
 * `appOrigins`, or the host the request was sent to. Undefined when it says nothing or names
 * another site.
 */
export function appOriginOfRequest(
  headers: IncomingHttpHeaders,
  appOrigins: ReadonlySet<string>,
): string | undefined {
  const origin = originOf(headers.origin) ?? originOf(headers.referer);
  if (!origin) return undefined;
  if (appOrigins.has(origin)) return origin;
  return headers.host !== undefined && new URL(origin).host === headers.host.toLowerCase()
    ? origin
    : undefined;
}
