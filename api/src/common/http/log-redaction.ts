/**
 * What request logs must not hold: credentials carried in the address. Signing links carry
 * their token in the path (the API's and the web page's the mail links to), sign-in links,
 * quote resume links, broker-of-record and referral links and payment returns carry theirs in
 * the query. The server serves the web app too, so the pages' addresses are logged as well.
 */

/** Query parameters whose values are credentials or signed payloads. */
const SECRET_QUERY_PARAMETERS = [
  'token',
  'loginAsToken',
  'guestToken',
  'magicLink',
  'referralToken',
  'result',
  'signature',
];

/** Paths whose segment after the prefix is a credential. */
const SECRET_PATH_SEGMENTS = [/^(\/api\/signatures\/sign\/)[^/?]+/, /^(\/sign\/)[^/?]+/];

export const REDACTED = '[redacted]';

/** The request address as it may be logged: secret path segments and query values replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATH_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponent(pair.split('=')[0] ?? '');
      return SECRET_QUERY_PARAMETERS.includes(name) ? `${pair.split('=')[0]}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
