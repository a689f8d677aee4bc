// A data folder of the PGlite days is refused with what to do, before anything is started in it.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { startServer } from '../../start-server';
import { DataDirError } from '../data-dir-lock';

describe('a data folder with a PGlite database', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ecsign-pglite-'));
    mkdirSync(join(dataDir, 'pglite', 'base'), { recursive: true });
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is refused with one line saying to move it away, and nothing is made beside it', async () => {
    const config = parseConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
    const error = await startServer(config).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(DataDirError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toContain(`mv ${join(dataDir, 'pglite')} ${join(dataDir, 'pglite')}.old`);
    expect(message).toMatch(/demo data is created anew/);
    expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
    // The lock is released: once moved away, the next start is not refused.
    expect(existsSync(join(dataDir, 'ecsign.lock'))).toBe(false);
  });
});
