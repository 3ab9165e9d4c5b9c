/**
 * How a browser's session travels. The API sets the session's token in an `HttpOnly` cookie
 * that scripts cannot read; the web app only sends it (`withCredentials`). Other clients send the
 * token as a bearer header instead.
 */
export const SessionCookie = {
  /** A signed-in user's session (admin, agent, client). */
  User: 'token',
  /** A payroll partner rep's session. */
  Rep: 'repToken',
  /** A visitor's session on the one quote they started or were sent, before any account. */
  Guest: 'guestToken',
  /** A broker-of-record applicant's session, from the emailed link. */
  Bor: 'borSessionToken',
} as const;
export type SessionCookie = (typeof SessionCookie)[keyof typeof SessionCookie];

/**
 * A request header the web app sends with every call. With it, an answer that starts or renews
 * a session carries the token only in its cookie (the body says `expires_in` alone), so no token
 * is ever handed to a script. On a payroll partner page it is `rep`: the call speaks with the rep
 * session's cookie rather than the user's.
 */
export const SESSION_HEADER = 'x-session';
export const SessionTransport = {
  /** Cookie session of a signed-in user. */
  Cookie: 'cookie',
  /** Cookie session of a payroll partner rep. */
  Rep: 'rep',
  /** Cookie session of a visitor on one quote. */
  Guest: 'guest',
  /** Cookie session of a broker-of-record applicant. */
  Bor: 'bor',
} as const;
export type SessionTransport = (typeof SessionTransport)[keyof typeof SessionTransport];
