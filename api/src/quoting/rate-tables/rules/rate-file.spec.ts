import { bundledRateTableRecords, createRateTables, type RateTableRecord } from '../../rating';
import { readRateFile, type RateFile } from './rate-file';

const tables = createRateTables(bundledRateTableRecords());
const file = (over: Partial<RateFile>): RateFile => ({
  format: 'wc-loss-costs',
  effectiveFrom: '2026-07-01',
  version: '2026.7',
  csv: '',
  ...over,
});

describe('reading a rate file', () => {
  it('makes one state version per state, with the file as its loss costs', () => {
    const outcome = readRateFile(
      file({ csv: 'state,classCode,lossCost\nCA,8810,0.31\nCA,0042,4.61\ntx,8810,0.2\n' }),
      tables,
    );
    expect(outcome.ok).toBe(true);
    const records = (outcome as { records: RateTableRecord<'wc.state'>[] }).records;
    expect(records.map((r) => [r.state, r.version, r.effectiveFrom])).toEqual([
      ['CA', 'CA-2026.7', '2026-07-01'],
      ['TX', 'TX-2026.7', '2026-07-01'],
    ]);
    const ca = records[0];
    expect(ca.data.lossCosts).toEqual({ '8810': 0.31, '0042': 4.61 });
    const before = tables.inForce('wc.state', { line: 'wc', state: 'CA' }, '2026-07-01')!;
    expect(ca.data.expenseConstantCents).toBe(before.data.expenseConstantCents);
  });

  it('lists every bad row by its number and makes nothing', () => {
    const outcome = readRateFile(
      file({
        csv: [
          'state,classCode,lossCost',
          'CA,8810,0.31',
          'ZZ,8810,0.3',
          'CA,88,abc',
          'CA,8810,0.4',
          '',
          'CA,9999,1.0',
        ].join('\n'),
      }),
      tables,
    );
    expect(outcome).toEqual({
      ok: false,
      problems: [
        'Row 3: "ZZ" is not a US state code',
        'Row 4: class code "88" must be 4 digits; loss cost "abc" must be a number like 2.45',
        'Row 5: class 8810 in CA is already on row 2',
        'Row 7: class 9999 is not in the workers compensation class table',
      ],
    });
  });

  it('refuses a header that does not name the columns, and a date a state already has', () => {
    expect(readRateFile(file({ csv: 'state,code,rate\nCA,8810,1\n' }), tables)).toEqual({
      ok: false,
      problems: ['Row 1: the header must name the columns state,classCode,lossCost'],
    });
    const taken = tables.history('wc.state', { line: 'wc', state: 'CA' })[0];
    const outcome = readRateFile(
      file({ effectiveFrom: taken.effectiveFrom, csv: 'state,classCode,lossCost\nCA,8810,1\n' }),
      tables,
    );
    expect(outcome).toEqual({
      ok: false,
      problems: [`Row 2: CA already has a version taking effect on ${taken.effectiveFrom}`],
    });
  });

  it("replaces a carrier's multipliers by state, * setting the default", () => {
    const outcome = readRateFile(
      file({
        format: 'carrier-lcms',
        carrier: 'Hartford',
        line: 'wc',
        csv: 'state,lcm\n*,1.5\nCA,1.45\n',
      }),
      tables,
    );
    expect(outcome.ok && outcome.records.map((r) => [r.carrier, r.version, r.data])).toEqual([
      [
        'Hartford',
        '2026.7',
        expect.objectContaining({ lcm: { default: 1.5, byState: { CA: 1.45 } } }),
      ],
    ]);
    expect(
      readRateFile(
        file({ format: 'carrier-lcms', carrier: 'Hartford', line: 'wc', csv: 'state,lcm\nCA,0\n' }),
        tables,
      ),
    ).toEqual({
      ok: false,
      problems: ['Row 2: multiplier "0" must be a number above 0 like 1.35'],
    });
  });
});
