// Before the embedded PostgreSQL, the embedded database was PGlite in DATA_DIR/pglite. Its files
// cannot be opened by PostgreSQL, and starting beside them would look like lost data, so the server
// says what to do instead. The demo data is recreated on the next start.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirError } from '../data-dir-lock';

export function refusePgliteFolder(dataDir: string): void {
  const folder = join(dataDir, 'pglite');
  if (!existsSync(folder)) return;
  throw new DataDirError(
    `${folder} holds a database of an older ecsign (PGlite), which this version cannot read; move it out of ${dataDir} (for example: mv ${folder} ${folder}.old) and start again — the demo data is created anew`,
  );
}
