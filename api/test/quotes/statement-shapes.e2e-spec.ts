/**
 * The writes of a quote's answers (`replaceChildRows`, `saveChangedColumns`) build each shape of
 * statement with TypeORM's query builder once, and from then on compute only the parameters
 * (common/database/statement-shapes.ts). This keeps what they write equal to what they were
 * given, field for field (a bigint through its transformer, nulls, columns left to their
 * default), without the query builder once the shape is known, and keeps a value that is SQL of
 * its own on TypeORM's path.
 */
import { DataSource, QueryBuilder, type EntityManager } from 'typeorm';
import { SignatureStatus } from '@coverline/contracts';
import { replaceChildRows } from '../../src/common/database/child-rows';
import { EntityColumns, saveChangedColumns } from '../../src/common/database/row-reader';
import { BusinessOwner } from '../../src/quoting/quotes/business/entities/business-owner.entity';
import { ApplicationClassCode } from '../../src/quoting/quotes/entities/application-class-code.entity';
import { createTestApp, type TestApp } from '../helpers/app';
import { submittedWcQuote } from './quote-helpers';

describe('statements built once per shape', () => {
  let t: TestApp;
  let quote: Awaited<ReturnType<typeof submittedWcQuote>>['quote'];
  beforeAll(async () => {
    t = await createTestApp();
    ({ quote } = await submittedWcQuote(t));
  });
  afterAll(() => t?.close());

  /** Runs `work` in a transaction that is rolled back: the quote keeps its rows. */
  async function rolledBack(work: (m: EntityManager) => Promise<void>): Promise<void> {
    const undo = new Error('undo');
    await expect(
      t.app.get(DataSource).transaction(async (m) => {
        await work(m);
        throw undo;
      }),
    ).rejects.toBe(undo);
  }

  const classCodes = (m: EntityManager, payroll: Array<number | null>, description: string) =>
    payroll.map((payrollCents, position) =>
      m.create(ApplicationClassCode, {
        applicationId: quote.id,
        position,
        state: 'TX',
        classCode: ['8810', '0042', '5183'][position],
        description: `${description} ${position}`,
        payrollCents,
        fullTimeEmployees: position === 0 ? null : 4,
        partTimeEmployees: null,
        source: 'manual',
      }),
    );

  it('writes every field as given, building a known shape without the query builder', async () => {
    await rolledBack(async (m) => {
      const parent = { applicationId: quote.id };
      const first = classCodes(m, [1, null, 3], 'first');
      await replaceChildRows(m, ApplicationClassCode, parent, undefined, first);
      const built = jest.spyOn(QueryBuilder.prototype, 'getQueryAndParameters');
      try {
        const rows = classCodes(m, [9_000_000_000_123, 250_000, null], 'second');
        await replaceChildRows(m, ApplicationClassCode, parent, first, rows);
        expect(built).not.toHaveBeenCalled();
      } finally {
        built.mockRestore();
      }
      const stored = await m.find(ApplicationClassCode, {
        where: parent,
        order: { position: 'ASC' },
      });
      expect(
        stored.map((c) => [
          c.position,
          c.classCode,
          c.description,
          c.payrollCents,
          c.fullTimeEmployees,
        ]),
      ).toEqual([
        [0, '8810', 'second 0', 9_000_000_000_123, null],
        [1, '0042', 'second 1', 250_000, 4],
        [2, '5183', 'second 2', null, 4],
      ]);
    });
  });

  it('reads back the defaults of rows that leave columns to them, on either path', async () => {
    await rolledBack(async (m) => {
      const businessId = (
        (await m.query('SELECT business_id FROM applications WHERE id = $1', [quote.id])) as Array<{
          business_id: string;
        }>
      )[0].business_id;
      const parent = { businessId };
      for (const name of ['Ada', 'Grace']) {
        // The signature status is left to its column's default, read back from the INSERT.
        const row = m.create(BusinessOwner, { businessId, position: 0, firstName: name });
        const [written] = await replaceChildRows(m, BusinessOwner, parent, undefined, [row]);
        expect(written.id).toEqual(expect.any(String));
        expect(written.signatureStatus).toBe(SignatureStatus.NotSent);
      }
      const stored = await m.find(BusinessOwner, { where: parent });
      expect(stored.map((o) => [o.firstName, o.signatureStatus])).toEqual([
        ['Grace', SignatureStatus.NotSent],
      ]);
    });
  });

  it('leaves a row whose value is SQL of its own to the query builder', async () => {
    await rolledBack(async (m) => {
      const [row] = classCodes(m, [5], 'raw');
      (row as unknown as Record<string, unknown>).description = () => "'written by SQL'";
      const built = jest.spyOn(QueryBuilder.prototype, 'getQueryAndParameters');
      try {
        await replaceChildRows(m, ApplicationClassCode, { applicationId: quote.id }, undefined, [
          row,
        ]);
        expect(built).toHaveBeenCalled();
      } finally {
        built.mockRestore();
      }
      const stored = await m.find(ApplicationClassCode, { where: { applicationId: quote.id } });
      expect(stored.map((c) => c.description)).toEqual(['written by SQL']);
    });
  });

  it('saves the changed columns of read rows, a known shape without the query builder', async () => {
    await rolledBack(async (m) => {
      const parent = { applicationId: quote.id };
      await replaceChildRows(
        m,
        ApplicationClassCode,
        parent,
        undefined,
        classCodes(m, [1, 2, 3], 'kept'),
      );
      const columns = new EntityColumns(t.app.get(DataSource), ApplicationClassCode, 'c');
      const rows = (
        (await m.query(
          `SELECT ${columns.select} FROM application_class_codes c
            WHERE c.application_id = $1 ORDER BY c.position`,
          [quote.id],
        )) as Array<Record<string, unknown>>
      ).map((row) => columns.read(row, true));
      rows.forEach((row, i) =>
        Object.assign(row, { description: `changed ${i}`, payrollCents: i * 7 }),
      );
      await saveChangedColumns(m, rows[0]);
      const built = jest.spyOn(QueryBuilder.prototype, 'getQueryAndParameters');
      try {
        await saveChangedColumns(m, rows[1]);
        await saveChangedColumns(m, rows[2], { fullTimeEmployees: 11 });
        // The third changed one column more: a shape of its own, built by TypeORM.
        expect(built).toHaveBeenCalledTimes(1);
      } finally {
        built.mockRestore();
      }
      const stored = await m.find(ApplicationClassCode, {
        where: parent,
        order: { position: 'ASC' },
      });
      expect(stored.map((c) => [c.description, c.payrollCents, c.fullTimeEmployees])).toEqual([
        ['changed 0', 0, null],
        ['changed 1', 7, 4],
        ['changed 2', 14, 11],
      ]);
    });
  });
});
