import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';

describe('openDatabase on PGlite', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ecsign-open-db-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('recovers from a first setup that was killed half-way, and keeps data once set up', async () => {
    // What a kill during PGlite's first setup leaves: a folder without PG_VERSION, and a staging folder.
    mkdirSync(join(dataDir, 'pglite', 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'pglite', 'base', 'half-written'), 'x');
    mkdirSync(join(dataDir, 'pglite.setup-99999'));

    const first = await openDatabase({ dataDir });
    await first.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (7);');
    await first.close();
    expect(readdirSync(dataDir).sort()).toEqual(['pglite']);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    const second = await openDatabase({ dataDir });
    expect(await second.query('SELECT id FROM kept')).toEqual([{ id: 7 }]);
    await second.close();
  }, 60_000);
});
