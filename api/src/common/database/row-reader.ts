import type {
  DataSource,
  DeepPartial,
  EntityManager,
  EntityMetadata,
  EntityTarget,
  ObjectLiteral,
} from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { built, insertShape, updateShape } from './statement-shapes';
import { holdWrite, inOrder } from './write-batch';

/**
 * Reads entities from rows of plain SQL, the way TypeORM's `find` turns its rows into entities
 * (the same columns, the same conversions through the driver and the columns' transformers),
 * without building the SQL anew on every call. For hot paths whose `find`s cost more in
 * building and folding than in the database; a test compares both readings.
 */
export class EntityColumns<T extends ObjectLiteral> {
  private readonly columns: ColumnMetadata[];
  /** Each column's name in the rows (`alias_column`), in the order of `columns`. */
  private readonly keys: string[];
  private readonly metadata: EntityMetadata;

  constructor(
    private readonly db: DataSource,
    target: EntityTarget<T>,
    /** The table's alias in the SQL and the prefix of its columns' names in the rows. */
    readonly alias: string,
    options: { except?: string[] } = {},
  ) {
    this.metadata = db.getMetadata(target);
    this.columns = this.metadata.columns.filter(
      (c) => !c.isVirtual && c.isSelect && !(options.except ?? []).includes(c.propertyName),
    );
    this.keys = this.columns.map((c) => `${alias}_${c.databaseName}`);
  }

  /** `alias."column" AS "alias_column", ...` for a select list. */
  get select(): string {
    return this.columns
      .map((c) => `${this.alias}."${c.databaseName}" AS "${this.alias}_${c.databaseName}"`)
      .join(', ');
  }

  /**
   * Inserts a row of `fields` and answers it as `read` reads it (`track` likewise), from the
   * INSERT's own answer: the key, the times and every column's default as the database filled
   * them in, without reading the row again.
   */
  async insert(manager: EntityManager, fields: DeepPartial<T>, track = false): Promise<T> {
    const returning = this.columns
      .map((c) => `"${c.databaseName}" AS "${this.alias}_${c.databaseName}"`)
      .join(', ');
    const entity = manager.create(this.metadata.target as EntityTarget<T>, fields);
    const [sql, params] = built(insertShape(manager, this.metadata, [entity], returning), () =>
      manager
        .createQueryBuilder()
        .insert()
        .into(this.metadata.target)
        .values(entity)
        .returning(returning)
        .updateEntity(false)
        .getQueryAndParameters(),
    );
    const [row] = (await manager.query(sql, params)) as Array<Record<string, unknown>>;
    return this.read(row, track);
  }

  /**
   * The entity held by a row's columns of this alias. `track` remembers what it held, for
   * `saveChangedColumns` (a few dozen microseconds for a wide row: only for rows to be saved).
   */
  read(row: Record<string, unknown>, track = false): T {
    const entity = this.metadata.create(undefined, { fromDeserializer: true }) as T;
    for (let i = 0; i < this.columns.length; i++) {
      const column = this.columns[i];
      const value = row[this.keys[i]];
      if (value === undefined) continue;
      (entity as Record<string, unknown>)[column.propertyName] =
        this.db.driver.prepareHydratedValue(value, column);
    }
    if (track) remember(entity, this.metadata, this.columns);
    return entity;
  }
}

/** The columns an entity was read with and what each held, as `comparable` values. */
interface ReadState {
  metadata: EntityMetadata;
  columns: ColumnMetadata[];
  values: Map<string, unknown>;
}

const readStates = new WeakMap<object, ReadState>();

/** A column's value in a form compared by `===`: dates by time, objects by their JSON. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}

function remember(entity: ObjectLiteral, metadata: EntityMetadata, columns: ColumnMetadata[]) {
  const values = new Map(columns.map((c) => [c.propertyName, comparable(entity[c.propertyName])]));
  readStates.set(entity, { metadata, columns, values });
}

/** The columns of a tracked entity that changed since it was read (or last saved), by property. */
function changesOf(entity: ObjectLiteral, state: ReadState): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const column of state.columns) {
    if (column.isPrimary || column.isCreateDate || column.isUpdateDate) continue;
    const value: unknown = entity[column.propertyName];
    if (comparable(value) !== state.values.get(column.propertyName)) {
      changes[column.propertyName] = value;
    }
  }
  return changes;
}

/**
 * Whether an entity read with `track` by `EntityColumns` changed since it was read (or last
 * saved by `saveChangedColumns`); true for an entity that was not read that way.
 */
export function hasChanged(entity: ObjectLiteral): boolean {
  const state = readStates.get(entity);
  return !state || Object.keys(changesOf(entity, state)).length > 0;
}

/**
 * Writes the columns of an entity read with `track` by `EntityColumns` that changed since it was
 * read (or last saved here), and `set`, in one UPDATE that answers the row's new update date.
 * TypeORM's `save` does the same after reading the row again to find the changes; under the
 * row's lock, what was read is what the row holds. Nothing changed, nothing is written. Answers
 * false, writing nothing, for an entity that was not read that way. The UPDATE is held back
 * with the transaction's other writes inside `withWriteBatch`.
 */
export async function saveChangedColumns<T extends ObjectLiteral & { id: string }>(
  manager: EntityManager,
  entity: T,
  set: Partial<T> = {},
): Promise<boolean> {
  const state = readStates.get(entity);
  if (!state) return false;
  Object.assign(entity, set);
  const changes = changesOf(entity, state);
  if (Object.keys(changes).length === 0) return true;
  const updated = state.metadata.updateDateColumn;
  const returning = updated ? `"${updated.databaseName}"` : '';
  const shape = updateShape(manager, state.metadata, changes, entity.id, returning);
  const [sql, params] = built(shape, () => {
    const query = manager
      .createQueryBuilder()
      .update(state.metadata.target)
      .set(changes)
      .where('id = :id', { id: entity.id });
    if (returning) query.returning(returning);
    return query.getQueryAndParameters();
  });
  for (const property of Object.keys(changes)) {
    state.values.set(property, comparable(entity[property]));
  }
  await holdWrite(manager, {
    sql,
    params,
    tables: [state.metadata.tableName],
    returned: (rows) => {
      const value = rows[0]?.[updated?.databaseName ?? ''];
      // A Date, or its JSON text when the UPDATE went out with other writes.
      if (updated && value != null) {
        (entity as ObjectLiteral)[updated.propertyName] =
          value instanceof Date ? value : new Date(value as string);
      }
    },
  });
  return true;
}

interface SimpleClient {
  query(text: string): Promise<Array<{ rows: Array<Record<string, unknown>> }>>;
  /** pg's pipeline mode: a message goes out before the ones ahead of it have answered. */
  pipeline?: boolean;
}

/**
 * Several statements that take one uuid, run in one round trip (PostgreSQL's simple protocol)
 * as statements prepared on the server: each connection prepares them the first time it runs
 * them, and from then on only `EXECUTE`s them, so they are planned once per connection rather
 * than on every call. A connection that lost them (its session was reset) prepares them again.
 *
 * Each `PREPARE` goes out as a message of its own, once per connection (in the same round trip
 * as the `EXECUTE`s on a connection in pipeline mode). A prepared statement keeps the whole text
 * of the message that prepared it, and every `EXECUTE` copies that text: prepared in one
 * message, every statement of a quote's load kept the whole batch (6.5 kB), and a load copied
 * it once per statement.
 */
export class PreparedBatch {
  private readonly preparedOn = new WeakSet<object>();
  private readonly prepares: readonly string[];

  constructor(
    /** A prefix for the prepared statements' names, unique in the process. */
    private readonly name: string,
    /** The statements, each reading the uuid as `$1`. */
    private readonly statements: readonly string[],
  ) {
    this.prepares = statements.map((sql, i) => `PREPARE ${name}_${i} (uuid) AS ${sql}`);
  }

  /**
   * Each statement's rows for the id. On the manager's own connection inside a transaction.
   * `id` must be a uuid (`uuidLiteral`); anything else is refused before it reaches SQL.
   */
  async run(
    db: DataSource,
    manager: EntityManager,
    id: string,
  ): Promise<Array<Array<Record<string, unknown>>>> {
    const literal = uuidLiteral(id);
    if (!literal) throw new Error(`not a uuid: ${id}`);
    const execute = this.statements
      .map((_, i) => `EXECUTE ${this.name}_${i}(${literal})`)
      .join(';');
    const runner = manager.queryRunner ?? db.createQueryRunner();
    try {
      const client = (await runner.connect()) as SimpleClient;
      if (this.preparedOn.has(client)) {
        try {
          return rowsOf(await client.query(execute));
        } catch (err) {
          // 26000: no such prepared statement (the session was reset); anything else is real.
          if ((err as { code?: string }).code !== '26000') throw err;
          this.preparedOn.delete(client);
        }
      }
      if (!client.pipeline) {
        for (const prepare of this.prepares) await client.query(prepare);
        this.preparedOn.add(client);
        return rowsOf(await client.query(execute));
      }
      // In pg's pipeline mode the messages go out together: still one round trip.
      const sent = [...this.prepares, execute].map((text) => client.query(text));
      const answers = await inOrder(sent);
      this.preparedOn.add(client);
      return rowsOf(answers[answers.length - 1] as Awaited<ReturnType<SimpleClient['query']>>);
    } finally {
      if (!manager.queryRunner) await runner.release();
    }
  }
}

function rowsOf(
  results:
    Array<{ rows: Array<Record<string, unknown>> }> | { rows: Array<Record<string, unknown>> },
) {
  return (Array.isArray(results) ? results : [results]).map((r) => r.rows);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid as a SQL literal; anything else is refused rather than inlined. */
export function uuidLiteral(value: string): string | null {
  return UUID.test(value) ? `'${value.toLowerCase()}'::uuid` : null;
}
