// The embedded cluster in the data folder belongs to one server, so the server holds
// `<dataDir>/ecsign.lock` (created exclusively) while it runs. Held, it also tells that a cluster
// still running on the folder was left by a server that died.
//
// The file names its holder by pid and by when that process started: a pid alone is fooled once
// the dead holder's pid is reused by another process (after a reboot or a long uptime), and the
// server would then refuse to start until someone deleted the file. A live process with that pid
// holds the lock only if it also started when the holder did. PostgreSQL's own lock
// (postmaster.pid) cannot stand in for this one: the cluster outlives a killed server (it runs in
// a session of its own), so it cannot tell a live server's cluster from a dead one's leftover.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirError extends Error {}

export interface DataDirLock {
  path: string;
  release(): void;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When process `pid` started, as a string that differs between two processes that had the same
 * pid; undefined when the system does not tell. Linux: field 22 of /proc/<pid>/stat (clock ticks
 * after boot) with the boot's id, so a reboot does not make an old start look current. Elsewhere
 * (macOS, the BSDs): `ps -o lstart=`, to the second.
 */
export function processStartTime(pid: number): string | undefined {
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Field 2 (the command name, in parentheses) may hold spaces: count from the last ')'.
      const fromState = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      return `${bootId}:${fromState[22 - 3]}`;
    } catch {
      return undefined;
    }
  }
  const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' });
  const started = ps.status === 0 ? ps.stdout.trim() : '';
  return started || undefined;
}

/** The file's text: the pid on the first line (what older servers wrote and read), the start time on the second. */
function lockText(pid: number): string {
  return `${pid}\n${processStartTime(pid) ?? ''}\n`;
}

function holderIsAlive(text: string): { pid: number } | undefined {
  const [pidLine = '', started = ''] = text.split('\n');
  const pid = Number.parseInt(pidLine, 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !processIsAlive(pid)) return undefined;
  // A file without a start time (an older server's) or a system that does not tell: the pid decides.
  if (!started) return { pid };
  const now = processStartTime(pid);
  return now === undefined || now === started.trim() ? { pid } : undefined;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw new DataDirError(`data folder ${dataDir} is not readable and writable: ${(error as Error).message}`);
  }
  const path = join(dataDir, 'ecsign.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, lockText(process.pid), { flag: 'wx' });
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new DataDirError(`cannot create lock file ${path}: ${(error as Error).message}`);
      }
      const holder = holderIsAlive(readFileSync(path, 'utf8'));
      if (holder) {
        throw new DataDirError(
          `data folder ${dataDir} is in use by process ${holder.pid}; stop it first or set DATA_DIR to another folder ` +
            `(the embedded database allows one process; use DATABASE_URL for several)`,
        );
      }
      // The holder died without releasing (its pid may now be another process's): take it over.
      rmSync(path, { force: true });
    }
  }
  throw new DataDirError(`cannot lock data folder ${dataDir}`);
}
