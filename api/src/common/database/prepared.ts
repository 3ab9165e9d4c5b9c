import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryConfig, QueryResultRow } from 'pg';
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

/**
 * Uses of a parameterised statement's text, in the process, before `commonStatement` names it
 * (as Npgsql's automatic preparation does): a shape seen once or twice is not worth a plan
 * kept on every connection.
 */
export const AUTO_PREPARE_MIN_USES = 3;
/**
 * At most this many texts are named by `commonStatement`. Every connection that runs one keeps
 * its plan for as long as it lives, so the bound is what it may cost PostgreSQL's memory: a
 * pool of ten keeps at most ten times this many plans of these.
 */
export const AUTO_PREPARE_MAX = 100;
/** Texts counted towards `AUTO_PREPARE_MIN_USES` at most: past it the counts start again. */
const USES_TRACKED = 5_000;
const uses = new Map<string, number>();
const autoNamed = new Set<string>();

/**
 * A parameterised statement as a named prepared statement once its text is in common use (at
 * its `AUTO_PREPARE_MIN_USES`th use, while fewer than `AUTO_PREPARE_MAX` texts are named):
 * each connection then parses and plans it once rather than on every call. Undefined while it
 * is not (it goes out unnamed, as it would have), and for a statement without parameters.
 * For statements built from what changed (a quote's held writes), whose few common shapes
 * come again and again.
 */
export function commonStatement(text: string, values: unknown[]): QueryConfig | undefined {
  if (values.length === 0) return undefined;
  if (!autoNamed.has(text)) {
    if (autoNamed.size >= AUTO_PREPARE_MAX) return undefined;
    const used = (uses.get(text) ?? 0) + 1;
    if (used < AUTO_PREPARE_MIN_USES) {
      if (uses.size >= USES_TRACKED) uses.clear();
      uses.set(text, used);
      return undefined;
    }
    uses.delete(text);
    autoNamed.add(text);
  }
  return { name: statementName(text), text, values };
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
