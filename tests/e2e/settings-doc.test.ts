// docs/settings.md is generated from the server's configuration schema (server/src/config.ts) by
// scripts/generate-settings-doc.mjs: a setting added, removed or re-documented in the schema must
// reach the documentation, so this fails until the generator has been run again.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('docs/settings.md', () => {
  it('is up to date with the server configuration schema', () => {
    const run = spawnSync(process.execPath, ['scripts/generate-settings-doc.mjs', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
