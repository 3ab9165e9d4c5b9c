import type { DataSource } from 'typeorm';
import type { ChannelSubscriber, PgNotifications } from '../common/database/pg-notifications';
import { APPLICATION_COUNTS_CHANNEL, TabCountsCache } from './tab-counts-cache';

/** A database answering the kept counts, counting its reads, each read held until released. */
function fakes() {
  const pending: Array<() => void> = [];
  let n = 1;
  let reads = 0;
  const db = {
    query: jest.fn(async () => {
      reads += 1;
      const value = n;
      await new Promise<void>((resolve) => pending.push(resolve));
      return [{ agent_id: null, status: 'In process', n: String(value) }];
    }),
  } as unknown as DataSource;
  let subscriber: ChannelSubscriber | undefined;
  const notifications = {
    listening: true,
    subscribe: (channel: string, s: ChannelSubscriber) => {
      expect(channel).toBe(APPLICATION_COUNTS_CHANNEL);
      subscriber = s;
    },
  } as unknown as PgNotifications & { listening: boolean };
  const cache = new TabCountsCache(db, notifications);
  return {
    cache,
    notifications,
    announce: () => subscriber!.message(''),
    setCount: (value: number) => (n = value),
    reads: () => reads,
    release: () => pending.splice(0).forEach((resolve) => resolve()),
  };
}

async function settle<T>(f: ReturnType<typeof fakes>, read: Promise<T>): Promise<T> {
  await Promise.resolve();
  f.release();
  return read;
}

describe('TabCountsCache', () => {
  it('reads once for concurrent callers and keeps the counts until a change is announced', async () => {
    const f = fakes();
    const [a, b] = await settle(f, Promise.all([f.cache.all(), f.cache.all()]));
    expect(a).toEqual([{ agentId: null, status: 'In process', n: 1 }]);
    expect(b).toBe(a);
    expect(await f.cache.all()).toBe(a);
    expect(f.reads()).toBe(1);

    f.setCount(2);
    f.announce();
    const after = await settle(f, f.cache.all());
    expect(after).toEqual([{ agentId: null, status: 'In process', n: 2 }]);
    expect(f.reads()).toBe(2);
  });

  it('does not keep a read that an announcement overtook', async () => {
    const f = fakes();
    const raced = f.cache.all();
    f.announce();
    await settle(f, raced);
    f.setCount(3);
    const fresh = await settle(f, f.cache.all());
    expect(fresh[0].n).toBe(3);
    expect(f.reads()).toBe(2);
  });

  it('keeps nothing while notifications are not heard', async () => {
    const f = fakes();
    f.notifications.listening = false;
    await settle(f, f.cache.all());
    await settle(f, f.cache.all());
    expect(f.reads()).toBe(2);
  });
});
