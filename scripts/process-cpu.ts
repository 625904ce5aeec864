/**
 * CPU time of another process group (the bench server: `tsx` and its node child), read from Linux's
 * /proc/<pid>/stat (user + system time of every process whose group is `pgid`). process.cpuUsage() only
 * sees the calling process, and the server is a child. Null where /proc is not there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;
const clockTicks = () =>
  (ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100);

/** Milliseconds of CPU (user + system) the processes of group `pgid` have used so far; null without /proc. */
export const groupCpuMs = (pgid: number) => cpuMsOf((_, group) => group === pgid);

/**
 * Milliseconds of CPU the processes named `command` (their `comm`, as `postgres` for each PostgreSQL
 * backend) have used so far, for the database's share of a call when it runs on this machine; with
 * `titled`, only those whose title holds it (a PostgreSQL backend's title names its database: `postgres:
 * postgres portal_bench_1m 127.0.0.1(…) idle`). A backend that exits meanwhile takes its share with it.
 * Null without /proc.
 */
export const commandCpuMs = (command: string, titled?: string) =>
  cpuMsOf((name, _, pid) => name === command && (!titled || titleOf(pid).includes(titled)));

const titleOf = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

function cpuMsOf(counted: (command: string, pgid: number, pid: string) => boolean): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // After the name: state(0) ppid(1) pgrp(2) … utime(11) stime(12).
    if (!counted(command, Number(fields[2]), entry)) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / clockTicks();
}
