import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';

/**
 * Replaces the rows a parent holds with `rows`, in their order: one DELETE, skipped when the
 * parent is known to hold none, and one INSERT of them all (ids sent back are kept), skipped
 * when there are none. The rows get what the database generated (ids, dates). TypeORM's `save`
 * would first read back every row that has an id, one statement for the lot, to find it gone.
 */
export async function replaceChildRows<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  parent: FindOptionsWhere<E>,
  /** The rows the parent held as loaded; undefined when they were not loaded. */
  held: readonly E[] | undefined,
  rows: E[],
): Promise<E[]> {
  if (held === undefined || held.length > 0) await manager.delete(target, parent);
  if (rows.length > 0) await manager.insert(target, rows);
  return rows;
}
