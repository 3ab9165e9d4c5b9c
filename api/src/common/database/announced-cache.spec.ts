import { AnnouncedCache } from './announced-cache';
import type { ChannelSubscriber, PgNotifications } from './pg-notifications';

/** A cache on a fake channel, with a reader whose reads are held until released. */
function fakes() {
  const pending: Array<() => void> = [];
  let n = 1;
  let reads = 0;
  let subscriber: ChannelSubscriber | undefined;
  const notifications = {
    listening: true,
    subscribe: (channel: string, s: ChannelSubscriber) => {
      expect(channel).toBe('things');
      subscriber = s;
    },
  } as unknown as PgNotifications & { listening: boolean };
  const cache = new AnnouncedCache<number>(notifications, 'things');
  const read = async () => {
    reads += 1;
    const value = n;
    await new Promise<void>((resolve) => pending.push(resolve));
    return value;
  };
  return {
    cache,
    notifications,
    get: (key = 'k') => cache.get(key, read),
    announce: () => subscriber!.message(''),
    lose: () => subscriber!.reset(),
    setValue: (value: number) => (n = value),
    reads: () => reads,
    release: () => pending.splice(0).forEach((resolve) => resolve()),
  };
}

async function settle<T>(f: ReturnType<typeof fakes>, read: Promise<T>): Promise<T> {
  await Promise.resolve();
  f.release();
  return read;
}

describe('AnnouncedCache', () => {
  it('reads once for concurrent callers and keeps the value until a change is announced', async () => {
    const f = fakes();
    expect(await settle(f, Promise.all([f.get(), f.get()]))).toEqual([1, 1]);
    expect(await f.get()).toBe(1);
    expect(f.reads()).toBe(1);

    f.setValue(2);
    f.announce();
    expect(await settle(f, f.get())).toBe(2);
    expect(f.reads()).toBe(2);
  });

  it('keeps each key apart', async () => {
    const f = fakes();
    await settle(f, f.get('a'));
    f.setValue(5);
    expect(await settle(f, f.get('b'))).toBe(5);
    expect(await f.get('a')).toBe(1);
    expect(f.reads()).toBe(2);
  });

  it('does not keep a read that an announcement overtook', async () => {
    const f = fakes();
    const raced = f.get();
    f.announce();
    await settle(f, raced);
    f.setValue(3);
    expect(await settle(f, f.get())).toBe(3);
    expect(f.reads()).toBe(2);
  });

  it('drops everything when the connection is lost, and keeps nothing while not listening', async () => {
    const f = fakes();
    await settle(f, f.get());
    f.lose();
    f.notifications.listening = false;
    await settle(f, f.get());
    await settle(f, f.get());
    expect(f.reads()).toBe(3);
  });
});
