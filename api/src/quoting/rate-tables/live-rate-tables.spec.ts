import type { ChannelSubscriber, PgNotifications } from '../../common/database/pg-notifications';
import { bundledRateTableRecords, type RateTableRecord } from '../rating';
import { announcedKey, LiveRateTables, RATE_TABLES_CHANNEL } from './live-rate-tables';
import type { RateTablesRepository } from './rate-tables.repository';

/** The tables over a fake database (a list of records) and a fake channel. */
function fakes() {
  let rows: RateTableRecord[] = bundledRateTableRecords();
  const reads: string[] = [];
  let subscriber: ChannelSubscriber | undefined;
  const notifications = {
    subscribe: (channel: string, s: ChannelSubscriber) => {
      expect(channel).toBe(RATE_TABLES_CHANNEL);
      subscriber = s;
    },
  } as unknown as PgNotifications;
  const repo = {
    allRecords: () => {
      reads.push('all');
      return Promise.resolve([...rows]);
    },
    recordsOfTables: (keys: string[]) => {
      reads.push(keys.join(','));
      return Promise.resolve(rows.filter((r) => keys.includes(announcedKey(r))));
    },
  } as unknown as RateTablesRepository;
  return {
    live: new LiveRateTables(repo, notifications),
    reads,
    store: (record: RateTableRecord) => (rows = [...rows, record]),
    announce: (payload: string) => subscriber!.message(payload),
    lose: () => subscriber!.reset(),
  };
}

const texas = { kind: 'wc.state', line: 'wc', carrier: null, state: 'TX' } as const;
const newTexas = (version: string, effectiveFrom: string): RateTableRecord => {
  const base = bundledRateTableRecords().find((r) => announcedKey(r) === announcedKey(texas))!;
  return { ...base, version, effectiveFrom };
};

describe('rate tables held in memory', () => {
  it('reads every table once, then answers from memory', async () => {
    const f = fakes();
    const first = await f.live.current();
    expect(await f.live.current()).toBe(first);
    expect(f.reads).toEqual(['all']);
    expect(first.records).toHaveLength(bundledRateTableRecords().length);
  });

  it('reads again only the tables an announcement names, and prices from them', async () => {
    const f = fakes();
    await f.live.current();
    f.store(newTexas('TX-next', '2030-01-01'));
    f.announce(announcedKey(texas));
    const tables = await f.live.current();
    expect(f.reads).toEqual(['all', 'wc.state|wc|*|TX']);
    expect(tables.inForce('wc.state', { line: 'wc', state: 'TX' }, '2030-06-01')?.version).toBe(
      'TX-next',
    );
    expect(tables.records).toHaveLength(bundledRateTableRecords().length + 1);
  });

  it('reads everything again when the announcement says so, or the connection was lost', async () => {
    const f = fakes();
    await f.live.current();
    f.announce('*');
    await f.live.current();
    f.lose();
    await f.live.current();
    expect(f.reads).toEqual(['all', 'all', 'all']);
  });

  it('applies a change announced while reading before answering', async () => {
    const f = fakes();
    const reading = f.live.current();
    f.store(newTexas('TX-during', '2030-01-01'));
    f.announce(announcedKey(texas));
    const tables = await reading;
    expect(tables.history('wc.state', { line: 'wc', state: 'TX' }).at(-1)?.version).toBe(
      'TX-during',
    );
  });
});
