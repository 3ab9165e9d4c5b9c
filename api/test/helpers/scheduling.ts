import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Whether Linux and util-linux's `chrt` are there to set and report a process's class. */
export const linuxWithChrt =
  process.platform === 'linux' && spawnSync('chrt', ['--version']).status === 0;

/** The scheduling policy Linux reports for a process (3 is SCHED_BATCH). */
export function schedulingPolicy(pid: number): number {
  const line = readFileSync(`/proc/${pid}/sched`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('policy'));
  return Number(line?.split(':')[1]);
}
