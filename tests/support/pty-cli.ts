// The built `ecsign` as people run it: at a terminal (a pseudo-terminal, pty.ts), or with its
// output piped as in CI (CI=true, no terminal anywhere). Both start from the command the package
// installs (its package.json `bin`), with a settings folder of the test's own.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './start-built-server';
import { startInPty, type PtySession } from './pty';

/** The installed command: the `bin` of cli/package.json. */
export const ECSIGN_BIN = join(
  ROOT,
  'cli',
  (JSON.parse(readFileSync(join(ROOT, 'cli/package.json'), 'utf8')) as { bin: { ecsign: string } }).bin.ecsign,
);

/** Variables that would make a run look like CI or change colours, whatever the test wants. */
const CI_LOOKS = ['CI', 'NO_COLOR', 'FORCE_COLOR', 'ECSIGN_LANG', 'LANG', 'LC_ALL', 'LC_MESSAGES'];

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CI_LOOKS) delete env[name];
  return { ...env, ...extra };
}

/** `ecsign ARGS` at a 100 × 40 colour terminal. */
export function ecsignInPty(args: string[], env: Record<string, string>, cwd = ROOT): PtySession {
  return startInPty(process.execPath, [ECSIGN_BIN, ...args], {
    env: baseEnv({ TERM: 'xterm-256color', COLORTERM: 'truecolor', ...env }),
    cwd,
  });
}

export interface PipedRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `ecsign ARGS` as a CI job runs it: CI=true, standard input, output and error all pipes. */
export function ecsignPiped(args: string[], env: Record<string, string>, stdin = ''): Promise<PipedRun> {
  const child = spawn(process.execPath, [ECSIGN_BIN, ...args], {
    env: baseEnv({ CI: 'true', ...env }),
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
