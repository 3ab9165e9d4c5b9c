import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { commonStatement } from './prepared';

/** One write held back: its SQL (parameters as `$1`...), the tables it writes, what it answers. */
export interface HeldWrite {
  sql: string;
  params: unknown[];
  /** The tables it writes: two writes of one table never go out in the same statement. */
  tables: readonly string[];
  /**
   * Called with its `RETURNING` rows once it has run: as the driver reads them when it went out
   * alone, as JSON values (a date as its text) when it went out with others.
   */
  returned?: (rows: Array<Record<string, unknown>>) => void;
}

interface PgClient {
  query: (...args: unknown[]) => unknown;
  /** Set by pg's `pipeline` option. */
  pipeline?: boolean;
}

interface PgResult {
  rows: Array<Record<string, unknown>>;
  command?: string;
}

const BEGIN = 'START TRANSACTION';

/** What the driver answers for a statement that was not sent (nothing to send). */
const unsent = (command: string): PgResult => ({ rows: [], command });

/**
 * A transaction's connection that sends less often. Every statement on it first sends what is
 * held, so whatever runs later sees it, as if each had been sent at once.
 *
 * - Its `START TRANSACTION` (in `heldTransaction`) waits for the first statement and goes out
 *   with it when that is plain SQL without parameters (the prepared batches that lock and load
 *   a quote are). A transaction that sent nothing commits or rolls back without a word.
 * - Writes whose answers nothing waits for (`holdWrite`, inside `withWriteBatch`) wait for the
 *   next statement and go out before it, several as one statement (each a data-modifying `WITH`
 *   part). The parts of one statement see the same snapshot and run in no set order, so two
 *   writes of the same table are never in one statement: the second sends the first.
 * - A statement with parameters whose text is in common use goes out as a named prepared
 *   statement (`commonStatement`): the few shapes of a quote's writes are planned once per
 *   connection, where PostgreSQL parsed and planned each anew (a quarter of a millisecond for
 *   an answers' batch, more than running it).
 * - On a connection in pg's pipeline mode, what is held and the statement that sends it go out
 *   together, without waiting for each other's answers: a BEGIN with a first statement that has
 *   parameters, the last writes with the COMMIT (`withWriteBatch`'s `untilCommit`). Each still
 *   gets its own answer, in order; when one fails, the transaction has failed and that failure
 *   is the answer (a COMMIT after it only rolls back).
 */
class HeldConnection {
  private held: HeldWrite[] = [];
  private beginHeld = false;
  /** How many `withWriteBatch` calls are under way on it: writes are held only then. */
  holding = 0;
  private readonly send: (...args: unknown[]) => Promise<unknown>;
  readonly restore: () => void;
  /** pg's pipeline mode: a statement goes out before the ones ahead of it have answered. */
  private readonly pipelined: boolean;

  constructor(client: PgClient) {
    this.pipelined = client.pipeline === true;
    const original = client.query;
    const own = Object.prototype.hasOwnProperty.call(client, 'query');
    this.send = (...args) => original.apply(client, args) as Promise<unknown>;
    client.query = (...args: unknown[]) => this.query(original, client, args);
    this.restore = () => {
      // Back to the class's method, unless the client had its own.
      if (own) client.query = original;
      else delete (client as Partial<PgClient>).query;
    };
  }

  private query(original: PgClient['query'], client: PgClient, args: unknown[]): unknown {
    const [first, second] = args;
    if (typeof (first as { submit?: unknown } | null)?.submit === 'function') {
      // A streamed query answers itself, not a promise: it cannot wait for what is held.
      if (this.beginHeld || this.held.length > 0) {
        throw new Error('a streamed query in a transaction that holds statements');
      }
      return original.apply(client, args);
    }
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      // Callback style: the callback hears the original's answer, after what is held.
      const callback = last as (err: unknown, result?: unknown) => void;
      this.sendHeld().then(
        () => original.apply(client, args),
        (err: unknown) => callback(err),
      );
      return undefined;
    }
    const text = typeof first === 'string' && second === undefined ? first : undefined;
    if (text === BEGIN && !this.beginHeld) {
      this.beginHeld = true;
      return Promise.resolve(unsent('BEGIN'));
    }
    if (text === 'ROLLBACK') {
      // What is held would be undone: it is dropped, and a transaction never begun ends here.
      this.held = [];
      if (this.beginHeld) {
        this.beginHeld = false;
        return Promise.resolve(unsent('ROLLBACK'));
      }
    }
    if (text === 'COMMIT' && this.beginHeld && this.held.length === 0) {
      this.beginHeld = false;
      return Promise.resolve(unsent('COMMIT'));
    }
    if (text !== undefined && this.beginHeld && this.held.length === 0) {
      // The transaction's first statement, plain SQL: the BEGIN goes out in front of it.
      this.beginHeld = false;
      return this.send(`${BEGIN};\n${text}`).then((results) => {
        const answers = results as PgResult[];
        return answers.length === 2 ? answers[1] : answers.slice(1);
      });
    }
    const own = () => original.apply(client, withCommonStatement(args)) as Promise<unknown>;
    if (!this.pipelined) return this.sendHeld().then(own);
    // Both go out now: what is held first, then this statement, each answered in turn.
    const held = this.sendHeld();
    return inOrder([held, own()]).then((answers) => answers[1]);
  }

  async hold(write: HeldWrite): Promise<void> {
    if (this.held.some((w) => w.tables.some((t) => write.tables.includes(t)))) {
      await this.sendHeld();
    }
    this.held.push(write);
  }

  /**
   * Sends what is held: the BEGIN, then one write as it is or several as one statement. In
   * pipeline mode both go out before either has answered.
   */
  async sendHeld(): Promise<void> {
    let begin: Promise<unknown> | undefined;
    if (this.beginHeld) {
      this.beginHeld = false;
      begin = this.send(BEGIN);
      if (!this.pipelined) await begin;
    }
    const writes = this.held.splice(0);
    await inOrder([begin, writes.length > 0 ? this.sendWrites(writes) : undefined]);
  }

  /** Sends writes: one as it is, several as one statement; each hears its `RETURNING` rows. */
  private async sendWrites(writes: HeldWrite[]): Promise<void> {
    if (writes.length === 1) {
      const [write] = writes;
      const result = (await this.sendWrite(write.sql, write.params)) as PgResult;
      write.returned?.(result.rows);
      return;
    }
    const params: unknown[] = [];
    const parts = writes.map((w, i) => {
      const offset = params.length;
      params.push(...w.params);
      const sql = w.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
      return `w${i} AS (${sql})`;
    });
    const answers = writes
      .map((w, i) => (w.returned ? `SELECT ${i} AS i, to_jsonb(w${i}) AS r FROM w${i}` : null))
      .filter((s): s is string => s !== null);
    const main = answers.length
      ? answers.join(' UNION ALL ')
      : 'SELECT NULL::int AS i, NULL::jsonb AS r WHERE false';
    const sql = `WITH ${parts.join(', ')} ${main}`;
    const { rows } = (await this.sendWrite(sql, params)) as {
      rows: Array<{ i: number; r: Record<string, unknown> }>;
    };
    writes.forEach((w, i) => w.returned?.(rows.filter((row) => row.i === i).map((row) => row.r)));
  }

  /** A write's failure reads as TypeORM's would have, had it been sent through the manager. */
  private async sendWrite(sql: string, params: unknown[]): Promise<unknown> {
    try {
      const named = commonStatement(sql, params);
      return await (named ? this.send(named) : this.send(sql, params));
    } catch (err) {
      throw new QueryFailedError(sql, params, err as Error);
    }
  }
}

/**
 * The answers of statements already sent, in the order they were sent: the first failure is
 * the answer, and the ones after it (which fail with it, or undo) are handled rather than left
 * unheard.
 */
export async function inOrder(sent: Array<Promise<unknown> | undefined>): Promise<unknown[]> {
  for (const answer of sent) answer?.catch(() => undefined);
  const answers: unknown[] = [];
  for (const answer of sent) answers.push(await answer);
  return answers;
}

/** A driver call of text and parameters, with the text named if it is in common use. */
function withCommonStatement(args: unknown[]): unknown[] {
  const [text, values] = args;
  if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return args;
  const named = commonStatement(text, values);
  return named ? [named] : args;
}

const connections = new WeakMap<object, HeldConnection>();

async function heldConnectionOf(manager: EntityManager): Promise<HeldConnection | undefined> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return undefined;
  return connections.get((await runner.connect()) as object);
}

/**
 * A transaction whose `START TRANSACTION` goes out with its first statement, and whose
 * `withWriteBatch` calls hold writes back (see `HeldConnection`). Otherwise what
 * `DataSource.transaction` is: committed when `work` resolves, rolled back when it throws.
 */
export async function heldTransaction<T>(
  db: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const runner = db.createQueryRunner();
  const client = (await runner.connect()) as PgClient;
  const connection = new HeldConnection(client);
  connections.set(client, connection);
  try {
    await runner.startTransaction();
    try {
      const result = await work(runner.manager);
      await runner.commitTransaction();
      return result;
    } catch (err) {
      // As in TypeORM's own transactions: the work's error is the answer, whatever the
      // rollback meets (on a connection that died, it fails too).
      await runner.rollbackTransaction().catch(() => undefined);
      throw err;
    }
  } finally {
    connections.delete(client);
    connection.restore();
    await runner.release();
  }
}

/**
 * Runs `work` with the transaction's writes that go through `holdWrite` held back and sent
 * together; whatever is still held is sent before it returns. The transaction's connection
 * holds for as long as it runs (see `HeldConnection`).
 *
 * `untilCommit`, in a `heldTransaction`: what is still held when `work` ends waits for the
 * transaction's next statement, its COMMIT when nothing else comes, and goes out with it. For a
 * batch after which nothing in the transaction reads what the writes answer (their `returned`
 * is heard before the transaction ends, not before this returns).
 */
export async function withWriteBatch<T>(
  manager: EntityManager,
  work: () => Promise<T>,
  { untilCommit = false }: { untilCommit?: boolean } = {},
): Promise<T> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return work();
  const client = (await runner.connect()) as PgClient;
  const existing = connections.get(client);
  const connection = existing ?? new HeldConnection(client);
  if (!existing) connections.set(client, connection);
  connection.holding++;
  try {
    const result = await work();
    // Held past this batch only on a held transaction's connection, which sends it before
    // anything else and drops it on a rollback.
    if (!(untilCommit && existing)) await connection.sendHeld();
    return result;
  } finally {
    connection.holding--;
    if (!existing) {
      connections.delete(client);
      connection.restore();
    }
  }
}

/**
 * A write inside a transaction: held back while `withWriteBatch` holds the transaction's
 * writes, else sent at once. `returned` hears its `RETURNING` rows either way.
 */
export async function holdWrite(manager: EntityManager, write: HeldWrite): Promise<void> {
  const connection = await heldConnectionOf(manager);
  if (connection && connection.holding > 0) return connection.hold(write);
  const rows = (await manager.query(write.sql, write.params)) as unknown;
  // TypeORM answers an UPDATE or DELETE as [rows, count], anything else as its rows.
  const returnedRows = (Array.isArray(rows) && Array.isArray(rows[0]) ? rows[0] : rows) as Array<
    Record<string, unknown>
  >;
  write.returned?.(returnedRows);
}
