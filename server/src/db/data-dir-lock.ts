// The embedded cluster in the data folder belongs to one server, so the server holds
// `<dataDir>/ecsign.lock` (created exclusively, holding the pid) while it runs. Held, it also
// tells that a cluster still running on the folder was left by a server that died.
import { mkdirSync, readFileSync, rmSync, writeFileSync, accessSync, constants } from 'node:fs';
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
      writeFileSync(path, String(process.pid), { flag: 'wx' });
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
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && processIsAlive(holder)) {
        throw new DataDirError(
          `data folder ${dataDir} is in use by process ${holder}; stop it first or set DATA_DIR to another folder ` +
            `(the embedded database allows one process; use DATABASE_URL for several)`,
        );
      }
      // The holder died without releasing: the lock is stale, take it over.
      rmSync(path, { force: true });
    }
  }
  throw new DataDirError(`cannot lock data folder ${dataDir}`);
}
