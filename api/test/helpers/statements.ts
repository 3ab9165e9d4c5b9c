import { Client } from 'pg';

/** What a pg client's `query` answers: a promise, or nothing when given a callback. */
type Sent = { then?: (done: () => void, failed: () => void) => unknown } | undefined;

/**
 * The SQL pg clients in the process send while `work` runs, with `work`'s result. Other
 * instances' listeners and job workers share the process: their statements are left out.
 * `trips` groups them by round trip: a statement sent while its client still waits for the
 * answer of one before it (pg's pipeline mode) joins that one's trip.
 */
export async function recordStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; own: string[]; trips: string[][] }> {
  const statements: string[] = [];
  const trips: string[][] = [];
  const waiting = new WeakMap<Client, number>();
  const lastTrip = new WeakMap<Client, string[]>();
  const query = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (
    this: Client,
    ...args: unknown[]
  ) {
    const [config] = args as [string | { text: string }];
    const text = typeof config === 'string' ? config : config.text;
    statements.push(text);
    const behind = waiting.get(this) ?? 0;
    const trip = behind > 0 ? lastTrip.get(this) : undefined;
    if (trip) trip.push(text);
    else {
      trips.push([text]);
      lastTrip.set(this, trips[trips.length - 1]);
    }
    const sent = (query as (...a: unknown[]) => unknown).apply(this, args) as Sent;
    if (typeof sent?.then === 'function') {
      waiting.set(this, behind + 1);
      const answered = () => waiting.set(this, (waiting.get(this) ?? 1) - 1);
      sent.then(answered, answered);
    }
    return sent as never;
  });
  let result: T;
  try {
    result = await work();
  } finally {
    spy.mockRestore();
  }
  // The webhook worker's poll for new deliveries runs on its own timer.
  const theirs = (s: string) =>
    /pgboss|LISTEN|pg_notify|webhook_deliveries WHERE queued_at IS NULL/i.test(s);
  const own = statements.filter((s) => !theirs(s));
  return {
    result,
    own,
    trips: trips.map((trip) => trip.filter((s) => !theirs(s))).filter((t) => t.length > 0),
  };
}
