import fs from 'node:fs';

/** Linux clock ticks per second (USER_HZ), what /proc/<pid>/stat counts CPU time in. */
const TICKS = 100;

/** CPU time (user + system, ms) of a process and its direct children: a server, or PostgreSQL's backends. */
export function cpuMs(rootPid: number | undefined): number {
  if (!rootPid) return 0;
  let ticks = 0;
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
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS;
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
