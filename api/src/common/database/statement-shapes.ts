/**
 * Statements as TypeORM's query builders make them, built once per shape. Building an INSERT,
 * UPDATE or DELETE (naming its parameters, checking each against the others, numbering them)
 * cost a quote's answers more of the event loop than the database took to run them; the SQL
 * depends only on the statement's shape (its table, its columns, which values are parameters),
 * and its parameters are each value as the driver prepares it. So each shape is built by TypeORM
 * once, and from then on only the parameters are computed here, in TypeORM's order with the
 * driver's conversions (`preparePersistentValue`: transformers, JSON, dates). The first
 * statement of each shape is checked: where TypeORM's parameters differ from these, that shape
 * is left to TypeORM every time.
 */
import { isDeepStrictEqual } from 'node:util';
import type { EntityManager, EntityMetadata, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

/** A statement's shape and its parameters, or undefined where they cannot be computed here. */
export type Shape = { key: string; params: unknown[] } | undefined;

/** Shapes of statement kept by `built` at most. */
const SHAPES_KEPT = 1_000;
/** Per shape: TypeORM's SQL for it, or null where its parameters differed from these. */
const shapes = new Map<string, string | null>();

/**
 * The SQL and parameters of a statement of `shape` as TypeORM's query builder (`build`) makes
 * it: built by TypeORM the first time (and where `shape` is undefined), then from the shape.
 */
export function built(shape: Shape, build: () => [string, unknown[]]): [string, unknown[]] {
  if (!shape) return build();
  const sql = shapes.get(shape.key);
  if (sql) return [sql, shape.params];
  const made = build();
  if (sql === undefined && shapes.size < SHAPES_KEPT) {
    shapes.set(shape.key, isDeepStrictEqual(made[1], shape.params) ? made[0] : null);
  }
  return made;
}

/** The columns TypeORM's INSERT names for PostgreSQL, by entity. */
const insertColumns = new WeakMap<EntityMetadata, ColumnMetadata[] | null>();

function insertedColumns(metadata: EntityMetadata): ColumnMetadata[] | null {
  let columns = insertColumns.get(metadata);
  if (columns === undefined) {
    // Entities whose INSERT takes more than each column's value or DEFAULT are left to TypeORM.
    const plain = !metadata.discriminatorColumn && !metadata.treeType;
    columns = plain
      ? metadata.columns.filter(
          (c) => c.isInsert && !(c.isGenerated && c.generationStrategy === 'increment'),
        )
      : null;
    insertColumns.set(metadata, columns);
  }
  return columns;
}

/**
 * The shape and parameters of TypeORM's INSERT of `rows`: each column's value as the driver
 * prepares it is a parameter, an undefined one is DEFAULT (a version column's, 1). Undefined
 * where a value is SQL of its own (a function) or the entity is not plain.
 */
export function insertShape(
  manager: EntityManager,
  metadata: EntityMetadata,
  rows: readonly ObjectLiteral[],
  returning: string,
): Shape {
  const columns = insertedColumns(metadata);
  if (!columns) return undefined;
  const driver = manager.connection.driver;
  const params: unknown[] = [];
  let key = `insert ${metadata.tableName} ${returning}:`;
  for (const row of rows) {
    for (const column of columns) {
      const value: unknown = column.getEntityValue(row);
      if (typeof value === 'function') return undefined;
      const prepared: unknown = driver.preparePersistentValue(value, column);
      if (prepared === undefined) {
        key += column.isVersion ? 'v' : 'd';
      } else {
        key += 'p';
        params.push(prepared);
      }
    }
    key += ';';
  }
  return { key, params };
}

/**
 * The shape and parameters of TypeORM's DELETE of the rows matching `parent`, a few columns
 * each equal to a value. Undefined where a column converts its values (a transformer) or a
 * value is not plain.
 */
export function deleteShape(metadata: EntityMetadata, parent: ObjectLiteral): Shape {
  const properties = Object.keys(parent);
  const params: unknown[] = [];
  for (const property of properties) {
    const column = metadata.findColumnWithPropertyPath(property);
    const value: unknown = parent[property];
    // TypeORM leaves an undefined value out of the condition: not a shape of these.
    if (!column || column.transformer || value == null || typeof value === 'object') {
      return undefined;
    }
    params.push(value);
  }
  return { key: `delete ${metadata.tableName}:${properties.join(',')}`, params };
}

/**
 * The shape and parameters of TypeORM's UPDATE of `changes` (properties to values) of the row
 * whose id is `id`: each changed column's value as the driver prepares it, in the order given,
 * then the id. Undefined where a value is SQL of its own or a related entity.
 */
export function updateShape(
  manager: EntityManager,
  metadata: EntityMetadata,
  changes: ObjectLiteral,
  id: string,
  returning: string,
): Shape {
  const driver = manager.connection.driver;
  const params: unknown[] = [];
  let key = `update ${metadata.tableName} ${returning}:`;
  const seen = new Set<ColumnMetadata>();
  for (const property of Object.keys(changes)) {
    const value: unknown = changes[property];
    if (value === undefined) continue;
    const columns = metadata.findColumnsWithPropertyPath(property);
    if (columns.length !== 1) return undefined;
    const [column] = columns;
    key += `${property},`;
    if (!column.isUpdate || seen.has(column)) continue;
    seen.add(column);
    if (typeof value === 'function') return undefined;
    if (column.referencedColumn && value !== null && typeof value === 'object') return undefined;
    params.push(driver.preparePersistentValue(column.getEntityValue(changes), column));
  }
  params.push(id);
  return { key, params };
}
