import { tableKeyProblems, type TableKeyShape } from './table-key';

const byState: TableKeyShape[] = [{ line: 'wc', namesCarrier: false, namesState: true }];
const byCarrier: TableKeyShape[] = [
  { line: 'wc', namesCarrier: true, namesState: false },
  { line: 'gl', namesCarrier: true, namesState: false },
];

describe('how a new table is named', () => {
  it('fits when it is named like the tables of its kind', () => {
    expect(
      tableKeyProblems('wc.state', { line: 'wc', carrier: null, state: 'NV' }, byState),
    ).toEqual([]);
    expect(
      tableKeyProblems(
        'carrier.rates',
        { line: 'gl', carrier: 'Hartford', state: null },
        byCarrier,
      ),
    ).toEqual([]);
  });

  it('says what differs: the line, a carrier or a state', () => {
    expect(
      tableKeyProblems('wc.state', { line: 'gl', carrier: 'Markel', state: null }, byState),
    ).toEqual([
      'wc.state tables are for the line wc, not gl',
      'wc.state tables name no carrier',
      'wc.state tables name a state',
    ]);
    expect(
      tableKeyProblems('cyber.rates', { line: 'cyber', carrier: null, state: null }, []),
    ).toEqual(['There are no cyber.rates tables to add a version to']);
  });
});
