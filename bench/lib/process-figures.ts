import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's CPU times (100 on Linux). */
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/**
 * CPU seconds (user + system) another process has used so far, from /proc/<pid>/stat: the OCR
 * child's work does not show in this process's `process.cpuUsage()`. NaN without /proc.
 */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return Number.NaN;
  }
}

/** A process's peak resident set (VmHWM) in MB, from /proc/<pid>/status. NaN without /proc. */
export function peakRssMbOf(pid: number | 'self'): number {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return hwm ? Number(hwm[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds used so far by each live process whose command name is `comm` (`postgres`,
 * `redis-server`), by pid, from /proc: what PostgreSQL's backends or Redis spend on a load is the
 * difference over the pids alive at both ends (`cpuSecondsSince`); a backend that exits during the
 * load takes its seconds with it. Empty without /proc.
 */
export function cpuSecondsByPid(comm: string): Map<number, number> {
  const seconds = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return seconds;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== comm) continue;
    } catch {
      continue; // gone since the listing
    }
    const used = cpuSecondsOf(Number(pid));
    if (Number.isFinite(used)) seconds.set(Number(pid), used);
  }
  return seconds;
}

/** The CPU seconds the processes of `before` that are still alive have used since. NaN without /proc. */
export function cpuSecondsSince(before: Map<number, number>, comm: string): number {
  const now = cpuSecondsByPid(comm);
  if (now.size === 0) return Number.NaN;
  let seconds = 0;
  for (const [pid, used] of now) {
    const earlier = before.get(pid);
    if (earlier !== undefined) seconds += used - earlier;
  }
  return seconds;
}

/** The machine's CPU time so far, all cores, in seconds: busy (everything but idle and I/O wait) and total. */
function machineCpuSeconds(): { busy: number; total: number } {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: busy / clockTicks(), total: (busy + idle + iowait) / clockTicks() };
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}

/** CPU seconds used over a load: by the API child, PostgreSQL's and Redis's processes, this process, and the machine. */
export interface CpuUsed {
  api: number;
  postgres: number;
  redis: number;
  self: number;
  /** Every process of the machine, and the machine's whole time (busy plus idle), both cores. */
  machineBusy: number;
  machineTotal: number;
}

/**
 * Reads the CPU of the API child (`apiPid`), PostgreSQL, Redis, this process and the machine now,
 * and returns what reads what each used since. NaN without /proc.
 */
export function cpuMeterSince(apiPid: number): () => CpuUsed {
  const machine = machineCpuSeconds();
  const self = process.cpuUsage();
  const api = cpuSecondsOf(apiPid);
  const [postgres, redis] = [cpuSecondsByPid('postgres'), cpuSecondsByPid('redis-server')];
  return () => {
    const now = machineCpuSeconds();
    const used = process.cpuUsage(self);
    return {
      api: cpuSecondsOf(apiPid) - api,
      postgres: cpuSecondsSince(postgres, 'postgres'),
      redis: cpuSecondsSince(redis, 'redis-server'),
      self: (used.user + used.system) / 1e6,
      machineBusy: now.busy - machine.busy,
      machineTotal: now.total - machine.total,
    };
  };
}
