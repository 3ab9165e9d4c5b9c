import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs a statement (outside any transaction) as a named prepared statement on the pool TypeORM
 * keeps: each connection plans it once and reuses the plan, where an ordinary parameterised
 * query is planned on every call. For the hot statements whose planning costs about as much as
 * their execution (a few joins, a page of rows, a rating's write). The name follows the text,
 * so a statement built from filters gets one name per shape.
 */
export async function preparedQuery<T extends QueryResultRow>(
  db: DataSource,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  const name = `p_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const result = await pool.query<T>({ name, text, values });
  return result.rows;
}
