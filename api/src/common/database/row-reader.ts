import type {
  DataSource,
  EntityManager,
  EntityMetadata,
  EntityTarget,
  ObjectLiteral,
} from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

/**
 * Reads entities from rows of plain SQL, the way TypeORM's `find` turns its rows into entities
 * (the same columns, the same conversions through the driver and the columns' transformers),
 * without building the SQL anew on every call. For hot paths whose `find`s cost more in
 * building and folding than in the database; a test compares both readings.
 */
export class EntityColumns<T extends ObjectLiteral> {
  private readonly columns: ColumnMetadata[];
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
  }

  /** `alias."column" AS "alias_column", ...` for a select list. */
  get select(): string {
    return this.columns
      .map((c) => `${this.alias}."${c.databaseName}" AS "${this.alias}_${c.databaseName}"`)
      .join(', ');
  }

  /** The entity held by a row's columns of this alias. */
  read(row: Record<string, unknown>): T {
    const entity = this.metadata.create(undefined, { fromDeserializer: true }) as T;
    for (const column of this.columns) {
      const value = row[`${this.alias}_${column.databaseName}`];
      if (value === undefined) continue;
      (entity as Record<string, unknown>)[column.propertyName] =
        this.db.driver.prepareHydratedValue(value, column);
    }
    return entity;
  }
}

/**
 * Runs several statements in one round trip (PostgreSQL's simple protocol) and answers each
 * one's rows. It takes no parameters: every value in `sql` must already be safe to inline
 * (`uuidLiteral`). On the manager's own connection inside a transaction.
 */
export async function queryMany(
  db: DataSource,
  manager: EntityManager,
  sql: string,
): Promise<Array<Array<Record<string, unknown>>>> {
  const runner = manager.queryRunner ?? db.createQueryRunner();
  try {
    const client = (await runner.connect()) as {
      query(text: string): Promise<Array<{ rows: Array<Record<string, unknown>> }>>;
    };
    const results = await client.query(sql);
    return results.map((r) => r.rows);
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid as a SQL literal; anything else is refused rather than inlined. */
export function uuidLiteral(value: string): string | null {
  return UUID.test(value) ? `'${value.toLowerCase()}'::uuid` : null;
}
