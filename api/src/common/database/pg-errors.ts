/** PostgreSQL error codes the API turns into answers, read from a driver error. */
export const PgErrorCode = {
  UniqueViolation: '23505',
  ForeignKeyViolation: '23503',
  /** ON DELETE RESTRICT, as PostgreSQL 18 reports it. */
  RestrictViolation: '23001',
} as const;

export const pgErrorCode = (err: unknown): string | undefined =>
  (err as { code?: string } | null)?.code;

export const isUniqueViolation = (err: unknown): boolean =>
  pgErrorCode(err) === PgErrorCode.UniqueViolation;

/** The constraint or unique index a driver error names (TypeORM copies the driver's fields). */
export const pgConstraint = (err: unknown): string | undefined => {
  const e = err as { constraint?: string; driverError?: { constraint?: string } } | null;
  return e?.constraint ?? e?.driverError?.constraint;
};

/** Socket failures on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server that is going away or not taking connections (class 08 besides). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres says when a connection dies or cannot be made in time. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|not queryable/i;

/**
 * Whether an error means the database cannot be reached right now (down, restarting, network
 * cut), as opposed to a bad query. TypeORM wraps driver errors (`driverError`); connection
 * failures reach the caller as they are.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code)) {
        return true;
      }
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e =
      (e as { driverError?: unknown; cause?: unknown }).driverError ??
      (e as { cause?: unknown }).cause;
  }
  return false;
}
