/**
 * PostgreSQL's notifications travel asynchronously from the committing session to every
 * listening instance: waits (at most 2 s) for a check that depends on one to pass.
 */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met within 2 s');
}
