import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Puts processes in Linux's batch scheduling class (`SCHED_BATCH`): they keep their full share
 * of the CPU, but a process of theirs that wakes up no longer takes a core from the one running
 * (it waits for the scheduler's next turn instead). On a machine where the API shares its cores
 * with the embedded database, each query the event loop sent woke a backend that took the
 * loop's core away in the middle of its work, while the other core could be idle: the loop
 * stood in `writev` for a third of its time under load. Best effort: elsewhere than Linux, or
 * without util-linux's `chrt`, nothing changes.
 */
export async function scheduleAsBatch(pids: number[]): Promise<void> {
  if (process.platform !== 'linux') return;
  await Promise.all(
    pids.map((pid) =>
      run('chrt', ['--batch', '--all-tasks', '--pid', '0', String(pid)]).catch(() => undefined),
    ),
  );
}

/**
 * The embedded server's postmaster and the processes it has started: the backends it starts
 * from now on inherit its class. Answers nothing where `/proc` does not say.
 */
export async function postmasterProcesses(databaseDir: string): Promise<number[]> {
  try {
    const pid = Number(
      (await readFile(join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    if (!Number.isInteger(pid) || pid <= 0) return [];
    const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
    return [pid, ...children.split(/\s+/).filter(Boolean).map(Number)];
  } catch {
    return [];
  }
}
