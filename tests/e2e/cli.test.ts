// The built `ecsign` command as a user or a CI job runs it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';

const run = promisify(execFile);
const configDir = mkdtempSync(join(tmpdir(), 'ecsign-cli-'));

async function ecsign(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(ROOT, 'cli/bin/ecsign.js'), ...args], {
      env: { ...process.env, ECSIGN_CONFIG_DIR: configDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('ecsign CLI', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(configDir, { recursive: true, force: true });
  });

  it('prints its version', async () => {
    const result = await ecsign(['--version']);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringMatching(/^\d+\.\d+\.\d+\n$/) });
  });

  it('prints help listing its commands', async () => {
    const result = await ecsign(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: ecsign');
    expect(result.stdout).toContain('status');
  });

  it('is reachable as `npx ecsign` from the repository root', async () => {
    const { stdout } = await run('npx', ['--no-install', 'ecsign', '--version'], { cwd: ROOT });
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('reports the server status from --server and from ECSIGN_SERVER', async () => {
    expect((await ecsign(['--server', server.url, 'status'])).stdout).toBe(
      `ecsign server ${server.url}: up, version ${(await ecsign(['--version'])).stdout.trim()}, database pglite\n`,
    );
    expect((await ecsign(['status'], { ECSIGN_SERVER: server.url })).code).toBe(0);
  });

  it('exits 3 with one line when the server cannot be reached, 2 for an unknown command', async () => {
    const down = await ecsign(['--server', 'http://127.0.0.1:9', 'status'], { ECSIGN_LANG: 'en' });
    expect(down.code).toBe(3);
    expect(down.stderr).toBe('ecsign: Network request failed\n');
    const unknown = await ecsign(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout + unknown.stderr).toContain("unknown command 'frobnicate'");
  });
});
