import type { PgNotifications } from './pg-notifications';

/** Bound on the values kept per cache (the oldest go first). */
const MAX_ENTRIES = 5_000;

/**
 * Values read from the database and held in process until a change to what they were read
 * from is announced on a PostgreSQL channel (by a trigger, when the change commits). Every
 * announcement drops every value; so does a lost connection, and nothing is kept while
 * notifications are not being heard. Concurrent readers of one key share one read, and a read
 * that an announcement overtook is not kept: a change is hidden at most for as long as its
 * announcement takes to arrive.
 */
export class AnnouncedCache<T> {
  private readonly values = new Map<string, T>();
  private readonly loading = new Map<string, Promise<T>>();
  /** Bumped on every announcement or lost connection: a read that started before is not kept. */
  private generation = 0;

  constructor(
    private readonly notifications: PgNotifications,
    channel: string,
  ) {
    notifications.subscribe(channel, {
      message: () => this.forget(),
      reset: () => this.forget(),
    });
  }

  /** The value for `key`, read with `read` only when no current one is held. */
  get(key: string, read: () => Promise<T>): Promise<T> {
    if (this.values.has(key)) return Promise.resolve(this.values.get(key) as T);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const mark = this.generation;
    const load = read().then((value) => {
      if (mark === this.generation && this.notifications.listening) this.keep(key, value);
      return value;
    });
    this.loading.set(key, load);
    const settled = () => {
      if (this.loading.get(key) === load) this.loading.delete(key);
    };
    load.then(settled, settled);
    return load;
  }

  /**
   * The value held for `key`, if any, without reading: for a caller inside a transaction, who
   * reads on its own connection and keeps nothing (what it reads may not be committed).
   */
  peek(key: string): T | undefined {
    return this.values.get(key);
  }

  /** Drops everything held, as an announcement does. */
  forget(): void {
    this.generation += 1;
    this.values.clear();
    this.loading.clear();
  }

  private keep(key: string, value: T): void {
    if (this.values.size >= MAX_ENTRIES) {
      const oldest = this.values.keys().next().value;
      if (oldest !== undefined) this.values.delete(oldest);
    }
    this.values.set(key, value);
  }
}
