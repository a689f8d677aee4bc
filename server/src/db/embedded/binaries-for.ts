// The PostgreSQL binaries as the account that runs them can reach them. As root the cluster runs
// as postgres, and a checkout inside a folder closed to other users (a CI work folder made by
// mktemp -d, a clone under /root) keeps postgres from running its own programs. Then they are
// copied once per version into a folder of root's under the temporary folder, open to read and
// run, and used from there.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PostgresAccount } from './postgres-account';
import { findPostgresBinaries, type PostgresBinaries } from './postgres-binaries';

const canRun = (file: string, account: PostgresAccount) =>
  spawnSync(file, ['--version'], { uid: account.uid, gid: account.gid, stdio: 'ignore' }).status === 0;

export function binariesFor(account: PostgresAccount | undefined): PostgresBinaries {
  const found = findPostgresBinaries();
  if (!account || canRun(found.postgres, account)) return found;
  const native = dirname(dirname(found.postgres));
  // One copy per version of the binaries package: an upgrade gets its own.
  const { version } = JSON.parse(readFileSync(join(dirname(native), 'package.json'), 'utf8')) as { version: string };
  const copy = join(tmpdir(), `ecsign-postgres-${version.replace(/[^\w.+-]/g, '_')}`);
  if (existsSync(copy)) {
    // Only a copy root made and nobody else can change is run.
    const stat = lstatSync(copy);
    if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
      throw new Error(`${copy} is not root's own folder; remove it and start again`);
    }
  } else {
    const staging = mkdtempSync(`${copy}.setup-`);
    cpSync(native, join(staging, 'native'), { recursive: true, verbatimSymlinks: true });
    spawnSync('chmod', ['-R', 'go+rX,go-w', staging]);
    try {
      renameSync(staging, copy);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another start made it meanwhile
    }
  }
  const bin = join(copy, 'native', 'bin');
  const binaries = { initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl'), postgres: join(bin, 'postgres') };
  if (!canRun(binaries.postgres, account)) throw new Error(`the user postgres cannot run ${binaries.postgres}`);
  return binaries;
}
