/**
 * A `WITH` item that makes the statement's own transaction commit without waiting for its WAL to
 * reach the disk (`synchronous_commit` off for that transaction only; the connection keeps its
 * setting). The statement must read from it (`FROM async_commit`) for it to run. For writes of one
 * statement whose loss in a database crash is harmless and safe, such as a new sign-in session
 * (signed into again). Never for a statement inside a caller's transaction: it would apply to the
 * whole of it. Unlogged tables (the rate-limit counters) never wait for the disk anyway.
 */
export const ASYNC_COMMIT = `async_commit AS (SELECT set_config('synchronous_commit', 'off', true))`;
