// Test support: the `openssl` command (OpenSSL 3) as the independent judge of what the PKI
// produces, and scratch folders for the files it reads. Tests that need it skip, with the reason
// printed once, when it is not installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const version = (() => {
  try {
    return spawnSync('openssl', ['version']).stdout?.toString() ?? '';
  } catch {
    return '';
  }
})();

export const hasOpenSsl = /^OpenSSL 3/.test(version);

export function explainMissingOpenSsl(suite: string): void {
  if (!hasOpenSsl) console.log(`${suite}: OpenSSL checks skipped: no OpenSSL 3 \`openssl\` command on PATH`);
}

/** Runs openssl; `out` is stdout and stderr together (openssl reports verification on either). */
export function openssl(args: string[]): { status: number | null; out: string } {
  const run = spawnSync('openssl', args);
  return { status: run.status, out: `${run.stdout?.toString() ?? ''}${run.stderr?.toString() ?? ''}` };
}

/** A scratch folder with `files` written into it; returns the path of a name in it. */
export function scratchFiles(files: Record<string, Uint8Array | string> = {}): (name: string) => string {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-pki-test-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return (name) => join(dir, name);
}
