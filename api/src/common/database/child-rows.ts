import { randomUUID } from 'node:crypto';
import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { built, deleteShape, insertShape } from './statement-shapes';
import { holdWrite } from './write-batch';

/**
 * Replaces the rows a parent holds with `rows`, in their order: one DELETE, skipped when the
 * parent is known to hold none, and one INSERT of them all (ids sent back are kept), skipped
 * when there are none. New rows get their uuid here, and what else the database fills in (the
 * columns' defaults) from the INSERT's answer. TypeORM's `save` would first read back every row
 * that has an id, one statement for the lot, to find it gone. Inside `withWriteBatch` both are
 * held back with the transaction's other writes (an INSERT that must read defaults back goes at
 * once, after what is held).
 */
export async function replaceChildRows<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  parent: FindOptionsWhere<E>,
  /** The rows the parent held as loaded; undefined when they were not loaded. */
  held: readonly E[] | undefined,
  rows: E[],
): Promise<E[]> {
  const metadata = manager.connection.getMetadata(target);
  const tables = [metadata.tableName];
  if (held === undefined || held.length > 0) {
    const [sql, params] = built(deleteShape(metadata, parent), () =>
      manager.createQueryBuilder().delete().from(target).where(parent).getQueryAndParameters(),
    );
    await holdWrite(manager, { sql, params, tables });
  }
  if (rows.length === 0) return rows;
  const [key] = metadata.primaryColumns;
  if (!key || key.generationStrategy !== 'uuid') {
    throw new Error(`${metadata.tableName}: child rows need a generated uuid key`);
  }
  for (const row of rows) (row as Record<string, unknown>)[key.propertyName] ??= randomUUID();
  // Columns left to their default in some row: the database's values are read back.
  const filled = metadata.columns.filter(
    (c) => c.default !== undefined && rows.some((row) => c.getEntityValue(row) === undefined),
  );
  const returning = filled.length
    ? [key, ...filled].map((c) => `"${c.databaseName}"`).join(', ')
    : '';
  const [sql, params] = built(insertShape(manager, metadata, rows, returning), () => {
    const insert = manager.createQueryBuilder().insert().into(target).values(rows);
    if (returning) insert.returning(returning);
    return insert.getQueryAndParameters();
  });
  if (filled.length === 0) {
    await holdWrite(manager, { sql, params, tables });
    return rows;
  }
  // Columns left to their default: sent at once (after what is held), for the database's values.
  const answered = (await manager.query(sql, params)) as Array<Record<string, unknown>>;
  const byKey = new Map(rows.map((row) => [key.getEntityValue(row) as string, row]));
  for (const values of answered) {
    const row = byKey.get(values[key.databaseName] as string);
    if (!row) continue;
    for (const c of filled) {
      const value = manager.connection.driver.prepareHydratedValue(values[c.databaseName], c);
      c.setEntityValue(row, value);
    }
  }
  return rows;
}
