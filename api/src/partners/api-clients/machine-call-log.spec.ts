import type { ApiClientsRepository, ClientCalls, LoggedCall } from './api-clients.repository';
import { CALL_BATCH_MAX, MachineCallLog } from './machine-call-log';

/** A repository whose writes fail while `down` is set, and which records what it wrote. */
function fakeRows() {
  const written: ClientCalls[][] = [];
  const rows = {
    down: false,
    written,
    logCalls: (batch: ClientCalls[]) =>
      rows.down
        ? Promise.reject(new Error('connection refused'))
        : Promise.resolve(void written.push(structuredClone(batch))),
  };
  return rows;
}

const call = (at: number, status = 200): LoggedCall => [
  at,
  'GET',
  '/api/integrations/referrals',
  status,
  3,
];

describe('the API clients call log', () => {
  it("writes one row per client per batch, each client's calls in order, first and last", async () => {
    const rows = fakeRows();
    const log = new MachineCallLog(rows as unknown as ApiClientsRepository);
    log.add('a', call(1_000));
    log.add('b', call(1_500));
    log.add('a', call(2_000, 403));
    await log.flush();
    expect(rows.written).toEqual([
      [
        {
          clientId: 'a',
          firstMs: 1_000,
          lastMs: 2_000,
          calls: [
            [1_000, 'GET', '/api/integrations/referrals', 200, 3],
            [2_000, 'GET', '/api/integrations/referrals', 403, 3],
          ],
        },
        {
          clientId: 'b',
          firstMs: 1_500,
          lastMs: 1_500,
          calls: [[1_500, 'GET', '/api/integrations/referrals', 200, 3]],
        },
      ],
    ]);
    await log.onModuleDestroy();
  });

  it('keeps a batch the database refused, ahead of the calls that came meanwhile', async () => {
    const rows = fakeRows();
    const log = new MachineCallLog(rows as unknown as ApiClientsRepository);
    jest.spyOn(log['logger'], 'warn').mockImplementation(() => undefined);
    rows.down = true;
    log.add('a', call(1_000));
    await log.flush();
    expect(rows.written).toEqual([]);
    log.add('a', call(2_000));
    rows.down = false;
    await log.flush();
    expect(rows.written).toHaveLength(1);
    expect(rows.written[0]).toEqual([
      expect.objectContaining({
        clientId: 'a',
        firstMs: 1_000,
        lastMs: 2_000,
        calls: [expect.arrayContaining([1_000]), expect.arrayContaining([2_000])],
      }),
    ]);
    await log.onModuleDestroy();
  });

  it('while the database refuses, waits for its timer rather than trying on every call', async () => {
    jest.useFakeTimers();
    try {
      const rows = fakeRows();
      const tries = jest.spyOn(rows, 'logCalls');
      const log = new MachineCallLog(rows as unknown as ApiClientsRepository);
      jest.spyOn(log['logger'], 'warn').mockImplementation(() => undefined);
      rows.down = true;
      for (let i = 0; i < CALL_BATCH_MAX; i++) log.add('a', call(i));
      await log.flush();
      expect(tries).toHaveBeenCalledTimes(1);
      for (let i = CALL_BATCH_MAX; i < 2 * CALL_BATCH_MAX + 200; i++) log.add('a', call(i));
      await Promise.resolve();
      expect(tries).toHaveBeenCalledTimes(1);
      rows.down = false;
      await jest.advanceTimersByTimeAsync(1_000);
      expect(tries).toHaveBeenCalledTimes(2);
      expect(rows.written[0][0].calls.map((c) => c[0])).toEqual(
        Array.from({ length: 2 * CALL_BATCH_MAX + 200 }, (_, i) => i),
      );
      await log.onModuleDestroy();
    } finally {
      jest.useRealTimers();
    }
  });
});
