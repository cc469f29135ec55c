import { readdirSync, readFileSync } from 'node:fs';

/**
 * The child of `parentPid` running `entry` (Linux: /proc). By parent, not by name alone: a
 * developer's `npm start` runs the same entries, and must never be the one signalled.
 */
export function childOf(parentPid: number, entry: string): number | null {
  for (const pid of childPids(parentPid)) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args.some((a) => a.endsWith(entry))) return pid;
    } catch {
      // the process ended while being read
    }
  }
  return null;
}

/** Children of a process: its threads' `children` lists, or (a kernel without them) every process whose parent it is. */
function childPids(parentPid: number): number[] {
  try {
    return readdirSync(`/proc/${parentPid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${parentPid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The fields after the command name (in parentheses, may hold spaces): state, ppid, …
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parentPid) out.push(Number(name));
    } catch {
      // the process ended while being read
    }
  }
  return out;
}
