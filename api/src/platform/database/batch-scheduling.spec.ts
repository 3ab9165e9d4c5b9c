import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linuxWithChrt, schedulingPolicy as policy } from '../../../test/helpers/scheduling';
import { postmasterProcesses, scheduleAsBatch } from './batch-scheduling';

(linuxWithChrt ? describe : describe.skip)('embedded database scheduling', () => {
  let child: ChildProcess;
  let dir: string;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'batch-scheduling-'));
    child = spawn('sleep', ['60'], { stdio: 'ignore' });
    await once(child, 'spawn');
  });

  afterEach(() => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts a process in the batch class and leaves the caller in its own', async () => {
    const own = policy(process.pid);
    expect(own).not.toBe(3);
    await scheduleAsBatch([child.pid!]);
    expect(policy(child.pid!)).toBe(3);
    expect(policy(process.pid)).toBe(own);
  });

  it('finds the postmaster from its pid file, with the processes it started', async () => {
    // This process stands for the postmaster: the sleeping child is one of its processes.
    writeFileSync(join(dir, 'postmaster.pid'), `${process.pid}\n${dir}\n1700000000\n5432\n`);
    const pids = await postmasterProcesses(dir);
    expect(pids[0]).toBe(process.pid);
    expect(pids).toContain(child.pid);
  });

  it('answers no process where there is no pid file or it holds none, and changes nothing', async () => {
    expect(await postmasterProcesses(dir)).toEqual([]);
    writeFileSync(join(dir, 'postmaster.pid'), 'not a pid\n');
    expect(await postmasterProcesses(dir)).toEqual([]);
    await expect(scheduleAsBatch([2 ** 22 + 12345])).resolves.toBeUndefined();
  });
});
