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
