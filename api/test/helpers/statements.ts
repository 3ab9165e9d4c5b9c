import { Client } from 'pg';

/**
 * The SQL pg clients in the process send while `work` runs, with `work`'s result. Other
 * instances' listeners and job workers share the process: their statements are left out.
 */
export async function recordStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; own: string[] }> {
  const statements: string[] = [];
  const query = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (
    this: Client,
    ...args: unknown[]
  ) {
    const [config] = args as [string | { text: string }];
    statements.push(typeof config === 'string' ? config : config.text);
    return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
  });
  let result: T;
  try {
    result = await work();
  } finally {
    spy.mockRestore();
  }
  // The webhook worker's poll for new deliveries runs on its own timer.
  const own = statements.filter(
    (s) => !/pgboss|LISTEN|pg_notify|webhook_deliveries WHERE queued_at IS NULL/i.test(s),
  );
  return { result, own };
}
