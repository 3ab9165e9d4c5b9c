/**
 * Held statements (`common/database/write-batch.ts`): what a transaction holds back goes out
 * before anything else on its connection, in one statement when the writes are of different
 * tables, one after another when they are of the same; the answers reach their writes; a failing
 * write fails the transaction; outside a batch every write goes at once. A held transaction's
 * BEGIN goes out with its first plain statement, and one that sent nothing sends no COMMIT.
 */
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AUTO_PREPARE_MAX, AUTO_PREPARE_MIN_USES } from '../src/common/database/prepared';
import { heldTransaction, holdWrite, withWriteBatch } from '../src/common/database/write-batch';
import { recordStatements } from './helpers/statements';

describe('held writes', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = new DataSource({ type: 'postgres', url: process.env.TEST_DATABASE_URL });
    await db.initialize();
  });
  afterAll(() => db?.destroy());

  /** A transaction with two temporary tables of its own. */
  const inTables = <T>(work: (m: EntityManager) => Promise<T>) =>
    db.transaction(async (m) => {
      await m.query('CREATE TEMP TABLE parents (id int PRIMARY KEY, name text) ON COMMIT DROP');
      await m.query(
        `CREATE TEMP TABLE kids (id int PRIMARY KEY, parent int REFERENCES parents (id),
           born timestamptz NOT NULL DEFAULT now()) ON COMMIT DROP`,
      );
      await m.query(`INSERT INTO parents VALUES (1, 'first')`);
      return work(m);
    });
  const write = (
    sql: string,
    params: unknown[],
    tables: string[],
    returned?: HeldWrite['returned'],
  ) => ({ sql, params, tables, returned });
  type HeldWrite = Parameters<typeof holdWrite>[1];

  it('sends writes of different tables as one statement, before the next read', async () => {
    const { result, own } = await recordStatements(() =>
      inTables((m) =>
        withWriteBatch(m, async () => {
          let born: unknown;
          await holdWrite(
            m,
            write('UPDATE parents SET name = $1 WHERE id = $2', ['renamed', 1], ['parents']),
          );
          await holdWrite(
            m,
            write(
              'INSERT INTO kids (id, parent) VALUES ($1, $2) RETURNING born',
              [7, 1],
              ['kids'],
              (rows) => {
                born = rows[0]?.born;
              },
            ),
          );
          // Nothing has gone out yet; the read sends both first, and sees them.
          const [row] = (await m.query(
            'SELECT p.name, count(k.id)::int AS kids FROM parents p LEFT JOIN kids k ON k.parent = p.id GROUP BY p.name',
          )) as Array<{ name: string; kids: number }>;
          return { row, born };
        }),
      ),
    );
    expect(result.row).toEqual({ name: 'renamed', kids: 1 });
    // The answer of a write in a combined statement reaches it (a timestamp, as JSON text).
    expect(new Date(result.born as string).getTime()).not.toBeNaN();
    const combined = own.filter((s) => s.startsWith('WITH w0 AS'));
    expect(combined).toHaveLength(1);
    expect(combined[0]).toMatch(/w0 AS \(UPDATE parents SET name = \$1 WHERE id = \$2\)/);
    expect(combined[0]).toMatch(/w1 AS \(INSERT INTO kids \(id, parent\) VALUES \(\$3, \$4\)/);
  });

  it('never puts two writes of one table in one statement, and keeps their order', async () => {
    const { result, own } = await recordStatements(() =>
      inTables((m) =>
        withWriteBatch(m, async () => {
          await holdWrite(
            m,
            write('INSERT INTO kids (id, parent) VALUES (1, 1), (2, 1)', [], ['kids']),
          );
          await holdWrite(m, write('DELETE FROM kids WHERE parent = $1', [1], ['kids']));
          await holdWrite(m, write('INSERT INTO kids (id, parent) VALUES (1, 1)', [], ['kids']));
          return m.query('SELECT id FROM kids ORDER BY id');
        }),
      ),
    );
    expect(result).toEqual([{ id: 1 }]);
    expect(own.filter((s) => /kids/.test(s) && !/CREATE/.test(s))).toEqual([
      'INSERT INTO kids (id, parent) VALUES (1, 1), (2, 1)',
      'DELETE FROM kids WHERE parent = $1',
      'INSERT INTO kids (id, parent) VALUES (1, 1)',
      'SELECT id FROM kids ORDER BY id',
    ]);
  });

  it('sends what is still held when the work ends, before the commit', async () => {
    const { own } = await recordStatements(() =>
      inTables((m) =>
        withWriteBatch(m, () =>
          holdWrite(m, write('UPDATE parents SET name = $1 WHERE id = 1', ['last'], ['parents'])),
        ),
      ),
    );
    const at = own.indexOf('UPDATE parents SET name = $1 WHERE id = 1');
    expect(at).toBeGreaterThan(-1);
    expect(own[at + 1]).toBe('COMMIT');
  });

  it('fails the transaction when a held write fails, and leaves the connection as it was', async () => {
    await expect(
      inTables((m) =>
        withWriteBatch(m, async () => {
          await holdWrite(
            m,
            write('UPDATE parents SET name = $1 WHERE id = 1', ['x'], ['parents']),
          );
          // A kid of a parent that does not exist: the foreign key refuses it.
          await holdWrite(m, write('INSERT INTO kids (id, parent) VALUES (1, 99)', [], ['kids']));
        }),
      ),
    ).rejects.toMatchObject({ code: '23503' });
    // Every pooled connection answers as before, with nothing held in front of it.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => db.query('SELECT 1 AS one') as Promise<unknown>),
    );
    expect(answers).toEqual(Array.from({ length: 4 }, () => [{ one: 1 }]));
  });

  it('sends a write at once outside a batch, and its answer reaches it', async () => {
    await inTables(async (m) => {
      let born: unknown;
      await holdWrite(
        m,
        write(
          'INSERT INTO kids (id, parent) VALUES (5, 1) RETURNING born',
          [],
          ['kids'],
          (rows) => {
            born = rows[0]?.born;
          },
        ),
      );
      expect(born).toBeInstanceOf(Date);
    });
  });

  describe('a held transaction', () => {
    beforeAll(() =>
      db.query('CREATE TABLE IF NOT EXISTS held_notes (id int PRIMARY KEY, body text)'),
    );
    afterAll(() => db.query('DROP TABLE IF EXISTS held_notes'));
    const notes = async () =>
      ((await db.query('SELECT id FROM held_notes ORDER BY id')) as Array<{ id: number }>).map(
        (r) => r.id,
      );

    it('sends its BEGIN with its first plain statement, and hands that statement its answer', async () => {
      const { result, own } = await recordStatements(() =>
        heldTransaction(db, async (m) => {
          const one = (await m.query('SELECT 1 AS n')) as unknown;
          await m.query('INSERT INTO held_notes VALUES ($1, $2)', [1, 'kept']);
          return one;
        }),
      );
      expect(result).toEqual([{ n: 1 }]);
      expect(own).toEqual([
        'START TRANSACTION;\nSELECT 1 AS n',
        'INSERT INTO held_notes VALUES ($1, $2)',
        'COMMIT',
      ]);
      expect(await notes()).toEqual([1]);
    });

    it('hands a first statement of several statements each answer', async () => {
      const result = await heldTransaction(db, (m) => {
        const client = m.queryRunner as unknown as {
          databaseConnection: { query(t: string): Promise<unknown> };
        };
        return client.databaseConnection.query('SELECT 1 AS a; SELECT 2 AS b');
      });
      expect((result as Array<{ rows: unknown[] }>).map((r) => r.rows)).toEqual([
        [{ a: 1 }],
        [{ b: 2 }],
      ]);
    });

    it('sends its BEGIN alone before a first statement with parameters', async () => {
      const { own } = await recordStatements(() =>
        heldTransaction(db, (m) => m.query('INSERT INTO held_notes VALUES ($1, $2)', [2, 'x'])),
      );
      expect(own).toEqual([
        'START TRANSACTION',
        'INSERT INTO held_notes VALUES ($1, $2)',
        'COMMIT',
      ]);
      expect(await notes()).toContain(2);
    });

    it('sends nothing when it sent nothing, and undoes everything when its work fails', async () => {
      const { own } = await recordStatements(() => heldTransaction(db, async () => 'nothing'));
      expect(own).toEqual([]);
      await expect(
        heldTransaction(db, async (m) => {
          await m.query('SELECT 1');
          await withWriteBatch(m, () =>
            holdWrite(m, write('INSERT INTO held_notes VALUES (3, $1)', ['held'], ['held_notes'])),
          );
          await m.query('INSERT INTO held_notes VALUES (4, $1)', ['sent']);
          throw new Error('the work fails');
        }),
      ).rejects.toThrow('the work fails');
      const left = await notes();
      expect(left).not.toContain(3);
      expect(left).not.toContain(4);
    });
  });

  describe('on a connection in pipeline mode', () => {
    let piped: DataSource;
    beforeAll(async () => {
      piped = new DataSource({
        type: 'postgres',
        url: process.env.TEST_DATABASE_URL,
        extra: { pipeline: true },
      });
      await piped.initialize();
      await piped.query('CREATE TABLE IF NOT EXISTS piped_notes (id int PRIMARY KEY, body text)');
      await piped.query(
        `CREATE TABLE IF NOT EXISTS piped_kids (id int PRIMARY KEY,
           note int NOT NULL REFERENCES piped_notes (id), born timestamptz NOT NULL DEFAULT now())`,
      );
    });
    afterAll(async () => {
      await piped?.query('DROP TABLE IF EXISTS piped_kids, piped_notes');
      await piped?.destroy();
    });
    const rows = async (table: string) =>
      ((await piped.query(`SELECT id FROM ${table} ORDER BY id`)) as Array<{ id: number }>).map(
        (r) => r.id,
      );

    it('sends the BEGIN and a first statement with parameters in one round trip', async () => {
      const { result, trips } = await recordStatements(() =>
        heldTransaction(piped, async (m) => {
          const [found] = (await m.query(
            'SELECT count(*)::int AS n FROM piped_notes WHERE id = $1',
            [10],
          )) as Array<{ n: number }>;
          await m.query('INSERT INTO piped_notes VALUES ($1, $2)', [10, 'first']);
          return found.n;
        }),
      );
      expect(result).toBe(0);
      expect(trips).toEqual([
        ['START TRANSACTION', 'SELECT count(*)::int AS n FROM piped_notes WHERE id = $1'],
        ['INSERT INTO piped_notes VALUES ($1, $2)'],
        ['COMMIT'],
      ]);
      expect(await rows('piped_notes')).toContain(10);
    });

    it('sends the last writes with the COMMIT, their answers heard before it ends', async () => {
      let born: unknown;
      const { trips } = await recordStatements(() =>
        heldTransaction(piped, async (m) => {
          await m.query('SELECT 1');
          await withWriteBatch(
            m,
            async () => {
              await holdWrite(
                m,
                write('INSERT INTO piped_notes VALUES ($1, $2)', [11, 'note'], ['piped_notes']),
              );
              await holdWrite(
                m,
                write(
                  'INSERT INTO piped_kids (id, note) VALUES ($1, $2) RETURNING born',
                  [1, 11],
                  ['piped_kids'],
                  (answered) => {
                    born = answered[0]?.born;
                  },
                ),
              );
            },
            { untilCommit: true },
          );
          // Nothing has gone out yet: the writes wait for the COMMIT.
          expect(born).toBeUndefined();
        }),
      );
      expect(trips).toHaveLength(2);
      expect(trips[0]).toEqual(['START TRANSACTION;\nSELECT 1']);
      expect(trips[1]).toHaveLength(2);
      expect(trips[1][0]).toMatch(/^WITH w0 AS \(INSERT INTO piped_notes/);
      expect(trips[1][1]).toBe('COMMIT');
      // As a held write's answer sent with others: the date as its JSON text.
      expect(typeof born).toBe('string');
      expect(await rows('piped_notes')).toContain(11);
      expect(await rows('piped_kids')).toContain(1);
    });

    it('sends writes held past their batch before the next statement, which sees them', async () => {
      const { result, trips } = await recordStatements(() =>
        heldTransaction(piped, async (m) => {
          await m.query('SELECT 1');
          await withWriteBatch(
            m,
            () =>
              holdWrite(
                m,
                write('INSERT INTO piped_notes VALUES ($1, $2)', [12, 'x'], ['piped_notes']),
              ),
            { untilCommit: true },
          );
          return m.query('SELECT body FROM piped_notes WHERE id = $1', [12]);
        }),
      );
      expect(result).toEqual([{ body: 'x' }]);
      expect(trips[1]).toEqual([
        'INSERT INTO piped_notes VALUES ($1, $2)',
        'SELECT body FROM piped_notes WHERE id = $1',
      ]);
    });

    it('fails the transaction when a write sent with the COMMIT fails, keeping none of it', async () => {
      await expect(
        heldTransaction(piped, async (m) => {
          await m.query('INSERT INTO piped_notes VALUES ($1, $2)', [13, 'undone']);
          await withWriteBatch(
            m,
            // A kid of a note that does not exist: the foreign key refuses it.
            () =>
              holdWrite(
                m,
                write('INSERT INTO piped_kids (id, note) VALUES (2, 99)', [], ['piped_kids']),
              ),
            { untilCommit: true },
          );
        }),
      ).rejects.toMatchObject({ code: '23503' });
      expect(await rows('piped_notes')).not.toContain(13);
      expect(await rows('piped_kids')).not.toContain(2);
      // The connection goes back to the pool answering as before.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => piped.query('SELECT 1 AS one') as Promise<unknown>),
      );
      expect(answers).toEqual(Array.from({ length: 4 }, () => [{ one: 1 }]));
    });

    it('sends what is held at the end of a batch outside a held transaction', async () => {
      const { trips } = await recordStatements(() =>
        piped.transaction(async (m) => {
          await withWriteBatch(
            m,
            () =>
              holdWrite(
                m,
                write('INSERT INTO piped_notes VALUES ($1, $2)', [14, 'y'], ['piped_notes']),
              ),
            { untilCommit: true },
          );
        }),
      );
      const own = trips.flat();
      expect(own.indexOf('INSERT INTO piped_notes VALUES ($1, $2)')).toBe(
        own.indexOf('COMMIT') - 1,
      );
      expect(trips.find((t) => t.includes('COMMIT'))).toEqual(['COMMIT']);
      expect(await rows('piped_notes')).toContain(14);
    });
  });

  describe('statements in common use', () => {
    /** A mark no other test sends, so a text's uses are this test's alone. */
    const mark = () => `/* ${randomUUID()} */`;
    /** How many prepared statements of `m`'s connection hold `mark`. */
    const preparedWith = async (m: EntityManager, mark: string) => {
      const [row] = (await m.query(
        'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE strpos(statement, $1) > 0',
        [mark],
      )) as Array<{ n: number }>;
      return row.n;
    };

    it('go out prepared from their third use, each connection planning them once', async () => {
      const common = mark();
      const rare = mark();
      const uses = AUTO_PREPARE_MIN_USES + 2;
      const { result, own } = await recordStatements(() =>
        heldTransaction(db, async (m) => {
          const answers: unknown[] = [];
          for (let i = 0; i < uses; i++) {
            answers.push(await m.query(`SELECT $1::int + 1 AS n ${common}`, [i]));
          }
          answers.push(await m.query(`SELECT $1::int + 2 AS n ${rare}`, [1]));
          return {
            answers,
            common: await preparedWith(m, common),
            rare: await preparedWith(m, rare),
          };
        }),
      );
      // The answers are the statement's, prepared or not.
      expect(result.answers).toEqual([
        ...Array.from({ length: uses }, (_, i) => [{ n: i + 1 }]),
        [{ n: 3 }],
      ]);
      expect(result.common).toBe(1);
      expect(result.rare).toBe(0);
      expect(own.filter((s) => s.includes(common))).toHaveLength(uses);
    });

    it('include held writes sent together, by the statement they make', async () => {
      const rename = mark();
      const rounds: Array<{ kids: number; prepared: number; statement: string }> = [];
      for (let round = 0; round < AUTO_PREPARE_MIN_USES; round++) {
        const { result, own } = await recordStatements(() =>
          inTables(async (m) => {
            await withWriteBatch(m, async () => {
              await holdWrite(
                m,
                write(
                  `UPDATE parents SET name = $1 WHERE id = $2 ${rename}`,
                  ['n', 1],
                  ['parents'],
                ),
              );
              await holdWrite(
                m,
                write('INSERT INTO kids (id, parent) VALUES ($1, $2)', [round, 1], ['kids']),
              );
            });
            const [row] = (await m.query('SELECT count(*)::int AS kids FROM kids')) as Array<{
              kids: number;
            }>;
            return { kids: row.kids, prepared: await preparedWith(m, rename) };
          }),
        );
        const statement = own.find((s) => s.startsWith('WITH w0 AS'));
        rounds.push({ ...result, statement: statement ?? '' });
      }
      expect(rounds.map((r) => r.kids)).toEqual(rounds.map(() => 1));
      // One statement of both writes each time, the same text: prepared at its third use.
      expect(new Set(rounds.map((r) => r.statement)).size).toBe(1);
      expect(rounds[0].statement).toContain(rename);
      expect(rounds.map((r) => r.prepared)).toEqual([0, 0, 1]);
    });

    it('are at most AUTO_PREPARE_MAX texts: past them every other text goes out unnamed', async () => {
      const late = mark();
      const latePrepared = await heldTransaction(db, async (m) => {
        for (let i = 0; i < AUTO_PREPARE_MAX; i++) {
          const text = `SELECT $1::int AS n ${mark()}`;
          for (let use = 0; use < AUTO_PREPARE_MIN_USES; use++) await m.query(text, [use]);
        }
        for (let use = 0; use < AUTO_PREPARE_MIN_USES + 2; use++) {
          await m.query(`SELECT $1::int AS n ${late}`, [use]);
        }
        return preparedWith(m, late);
      });
      expect(latePrepared).toBe(0);
    });
  });
});
