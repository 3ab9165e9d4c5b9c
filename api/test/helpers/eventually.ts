/**
 * PostgreSQL's notifications travel asynchronously from the committing session to every
 * listening instance: waits (at most 2 s, unless told otherwise) for a check that depends on one
 * to pass.
 */
export async function eventually(check: () => Promise<boolean>, withinMs = 2_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`condition not met within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
