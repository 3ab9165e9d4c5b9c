import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs a statement as a named prepared statement on the pool TypeORM keeps, or on a
 * transaction's own connection: each connection plans it once and reuses the plan, where an
 * ordinary parameterised query is planned on every call. For the hot statements whose planning
 * costs about as much as their execution (a few joins, a page of rows, a rating's write). The
 * name follows the text, so a statement built from filters gets one name per shape.
 */
/** Statement names by text: hashing the text once per shape, not on every call. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

export async function preparedQuery<T extends QueryResultRow>(
  db: DataSource,
  text: string,
  values: unknown[],
  /** A transaction's manager: the statement runs on its connection, inside it. */
  manager?: EntityManager,
): Promise<T[]> {
  const query = { name: statementName(text), text, values };
  const runner = manager?.queryRunner;
  if (runner) {
    const client = (await runner.connect()) as PoolClient;
    return (await client.query<T>(query)).rows;
  }
  const pool = (db.driver as unknown as { master: Pool }).master;
  return (await pool.query<T>(query)).rows;
}
