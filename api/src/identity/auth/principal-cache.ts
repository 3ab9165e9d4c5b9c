/**
 * Live sessions remembered for a few seconds, so an authenticated request does not read its
 * session from the database every time. Every change that can end or narrow a session (logout,
 * revocation, expiry change, deactivation, role, email or password change) is announced by a
 * trigger on the `principal_changes` channel, and the entries of that principal are dropped on
 * every instance as soon as the change commits. Entries are only kept while notifications are
 * being heard; a read that raced an announcement is not kept.
 */
export const PRINCIPAL_CHANGES_CHANNEL = 'principal_changes';

/** How long an entry is trusted at most, even with no announcement. */
export const PRINCIPAL_CACHE_TTL_MS = 30_000;
/** Bound on the entries kept (the oldest go first). */
export const PRINCIPAL_CACHE_MAX = 20_000;

interface Entry<T> {
  owner: string;
  value: T;
  until: number;
}

export class PrincipalCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly byOwner = new Map<string, Set<string>>();
  /** Bumped on every invalidation: a read that started before one is not kept. */
  private generation = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = PRINCIPAL_CACHE_TTL_MS,
    private readonly max = PRINCIPAL_CACHE_MAX,
  ) {}

  /** The generation to hand back to `set` after reading the value from the database. */
  mark(): number {
    return this.generation;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.delete(key, entry.owner);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value read since `mark()`, unless anything was invalidated meanwhile. */
  set(key: string, owner: string, value: T, mark: number, notAfter?: Date): void {
    if (mark !== this.generation) return;
    const until = Math.min(this.now() + this.ttlMs, notAfter?.getTime() ?? Infinity);
    if (this.entries.size >= this.max) {
      const oldest = this.entries.entries().next().value;
      if (oldest) this.delete(oldest[0], oldest[1].owner);
    }
    this.entries.set(key, { owner, value, until });
    let keys = this.byOwner.get(owner);
    if (!keys) {
      keys = new Set();
      this.byOwner.set(owner, keys);
    }
    keys.add(key);
  }

  /** Drops everything kept for one principal ("user:<id>" or "rep:<id>"). */
  forgetOwner(owner: string): void {
    this.generation += 1;
    for (const key of this.byOwner.get(owner) ?? []) this.entries.delete(key);
    this.byOwner.delete(owner);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.byOwner.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string, owner: string): void {
    this.entries.delete(key);
    const keys = this.byOwner.get(owner);
    keys?.delete(key);
    if (keys?.size === 0) this.byOwner.delete(owner);
  }
}
