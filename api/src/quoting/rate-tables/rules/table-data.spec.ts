import { bundledRateTableRecords } from '../../rating';
import { tableDataProblems } from './table-data';

describe('the figures a rate table must hold', () => {
  it('accepts every shipped version', () => {
    for (const record of bundledRateTableRecords()) {
      expect([record.version, tableDataProblems(record.kind, record.data)]).toEqual([
        record.version,
        [],
      ]);
    }
  });

  it('names each missing or wrong field', () => {
    const problems = tableDataProblems('carrier.rates', { lcm: { default: -1, byState: {} } });
    expect(problems).toEqual([expect.stringMatching(/^lcm\.default: /)]);
    expect(tableDataProblems('wc.state', { lossCosts: { '8810': 'cheap' } })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^lossCosts\.8810: /),
        expect.stringMatching(/^expenseConstantCents: /),
      ]),
    );
  });
});
