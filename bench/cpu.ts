import fs from 'node:fs';

/** Linux clock ticks per second (USER_HZ), what /proc/<pid>/stat counts CPU time in. */
const TICKS = 100;

/** CPU time (user + system, ms) per process: of a process and its direct children (a server, PostgreSQL's backends). */
export function cpuSnapshot(rootPid: number | undefined): Map<number, number> {
  const times = new Map<number, number>();
  if (!rootPid) return times;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // the fields after the command name (which may hold spaces) in parentheses
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    if (pid !== rootPid && Number(fields[1]) !== rootPid) continue;
    times.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS);
  }
  return times;
}

/**
 * The CPU ms spent between two snapshots: per process still there, so that a backend ending
 * meanwhile (an idle connection closed) does not take its earlier time off the sum.
 */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

/** The postmaster of a PostgreSQL data directory (its first line of postmaster.pid). */
export function postmasterPid(dataDir: string | undefined): number | undefined {
  if (!dataDir) return undefined;
  try {
    return Number(fs.readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]) || undefined;
  } catch {
    return undefined;
  }
}
