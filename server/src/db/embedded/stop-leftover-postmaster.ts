// A server killed without its shutdown (kill -9, power loss) leaves its cluster behind: still
// running, since PostgreSQL runs in a session of its own, or gone with its postmaster.pid left.
// The data-folder lock is held when this runs, so no live server owns that cluster: a postmaster
// still running on this folder is such a leftover and is stopped (a fast shutdown: its open
// transactions roll back, committed data stays). A pid file naming another process is stale.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PostgresAccount } from './postgres-account';
import type { PostgresBinaries } from './postgres-binaries';
import { runAs } from './run-as';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `pid` is a postgres started on `cluster` (Linux tells through /proc; elsewhere assume so). */
function runsOn(pid: number, cluster: string): boolean {
  if (!existsSync('/proc/self/cmdline')) return true;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(cluster);
  } catch {
    return false;
  }
}

export async function stopLeftoverPostmaster(
  cluster: string,
  binaries: PostgresBinaries,
  account: PostgresAccount | undefined,
): Promise<void> {
  const pidFile = join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL replaces a dead one's file itself
  if (!runsOn(pid, cluster)) {
    rmSync(pidFile, { force: true });
    return;
  }
  try {
    await runAs(account, binaries.pgCtl, ['stop', '-D', cluster, '-m', 'fast', '-w', '-t', '60'], cluster);
  } catch {
    // Still up after a minute: end it at once; the next start replays its write-ahead log.
    await runAs(account, binaries.pgCtl, ['stop', '-D', cluster, '-m', 'immediate', '-w', '-t', '60'], cluster);
  }
}
