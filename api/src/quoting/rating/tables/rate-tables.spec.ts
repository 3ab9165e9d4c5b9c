import { US_STATE_CODES, isMonopolisticWcState } from '@coverline/contracts';
import { WC_CLASSES } from '../../reference-data/seeds/master-index';
import { bundledRateTableRecords, loadBundledTables } from './bundled';
import { createRateTables, parseRateTableRecords, RateTableError } from './rate-tables';
import type { RateTableRecord } from './types';

const REQUIRED_CLASS_CODES = [
  '8810',
  '8742',
  '9079',
  '5403',
  '5645',
  '0042',
  '7380',
  '8017',
  '9015',
  '5183',
  '5190',
  '5551',
  '8868',
  '9083',
  '3724',
  '5474',
];

describe('rate tables', () => {
  const tables = loadBundledTables();

  it('select the version in force on the effective date', () => {
    // California's bureau files on 1 September; the carrier's LCMs change on 1 January.
    const on = (date: string) => tables.inForce('wc.state', { line: 'wc', state: 'CA' }, date);
    expect(on('2025-08-31')?.version).toBe('CA-2024.9');
    expect(on('2025-09-01')?.version).toBe('CA-2025.9');
    expect(on('2027-01-01')?.version).toBe('CA-2025.9');
    expect(on('2024-08-31')).toBeUndefined();

    const hartford = (date: string) =>
      tables.inForce('carrier.rates', { line: 'wc', carrier: 'Hartford' }, date)?.data.lcm.default;
    expect(hartford('2025-12-31')).toBe(1.38);
    expect(hartford('2026-01-01')).toBe(1.36);
  });

  it('keep each line of a carrier apart', () => {
    const lcm = (line: 'gl' | 'bop') =>
      tables.inForce('carrier.rates', { line, carrier: 'Hartford' }, '2026-03-01')?.data.lcm
        .default;
    expect(lcm('gl')).toBe(1.3);
    expect(lcm('bop')).toBe(1.2);
  });

  it('hold loss costs for the common class codes in every state open to private carriers', () => {
    const privateStates = US_STATE_CODES.filter((s) => !isMonopolisticWcState(s));
    expect(privateStates).toHaveLength(47);
    for (const state of privateStates) {
      const table = tables.inForce('wc.state', { line: 'wc', state }, '2026-03-01');
      expect(table).toBeDefined();
      for (const code of REQUIRED_CLASS_CODES) {
        expect(table!.data.lossCosts[code]).toBeGreaterThan(0);
      }
    }
    for (const state of ['OH', 'WA', 'ND', 'WY'] as const) {
      expect(tables.inForce('wc.state', { line: 'wc', state }, '2026-03-01')).toBeUndefined();
    }
  });

  it('have a loss cost for every class in the classes table, and none outside it', () => {
    const classes = tables.inForce('wc.classes', { line: 'wc' }, '2026-03-01')!.data.classes;
    const codes = Object.keys(classes).sort();
    // The common classes and every class the business type index maps to.
    expect(codes).toEqual(
      [...new Set([...REQUIRED_CLASS_CODES, ...Object.keys(WC_CLASSES)])].sort(),
    );
    for (const record of bundledRateTableRecords()) {
      if (record.kind !== 'wc.state') continue;
      const lossCosts = (record as RateTableRecord<'wc.state'>).data.lossCosts;
      expect([record.version, Object.keys(lossCosts).sort()]).toEqual([record.version, codes]);
    }
  });

  it('refuse two versions of a table taking effect on the same day', () => {
    const record = bundledRateTableRecords()[0];
    expect(() => createRateTables([record, { ...record, version: 'again' }])).toThrow(
      RateTableError,
    );
  });

  it('refuse records that do not name a known kind, line, carrier, state and date', () => {
    const good: RateTableRecord = bundledRateTableRecords()[0];
    expect(parseRateTableRecords([good])).toHaveLength(1);
    for (const bad of [
      { ...good, kind: 'wc.unknown' },
      { ...good, carrier: 'Acme' },
      { ...good, state: 'PR' },
      { ...good, effectiveFrom: '2026-02-30' },
      { ...good, version: '' },
    ]) {
      expect(() => parseRateTableRecords([bad])).toThrow(RateTableError);
    }
  });
});
