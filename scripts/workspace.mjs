// Helpers shared by `npm start` and `npm test`: find or fetch pnpm 10, install, run steps.
// Plain JavaScript because it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return probe.status === 0 && /^10\./.test(probe.stdout.trim());
}

/** pnpm 10: the one on PATH if it is 10.x, else fetched through npx (corepack does not work everywhere). */
export function pnpm() {
  return pnpmOnPath() ? ['pnpm'] : ['npx', '--yes', 'pnpm@10'];
}

export class StepFailed extends Error {}

/** Runs a command in the repository with inherited output; throws StepFailed when it fails. */
export function run(label, command, args, options = {}) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
    shell: process.platform === 'win32',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    throw new StepFailed(`${label} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
  }
  process.stdout.write(`✔ ${label} (${seconds} s)\n`);
}

export function runPnpm(label, args, options) {
  const [command, ...prefix] = pnpm();
  run(label, command, [...prefix, ...args], options);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    process.stderr.write(`ecsign needs Node.js 20.19 or newer; this is ${process.version}\n`);
    process.exit(1);
  }
}

export function install() {
  runPnpm('install dependencies (pnpm 10)', ['install', '--frozen-lockfile', '--prefer-offline']);
}

/** Builds what runs: the portal, the server, the CLI (and the extension when asked). */
export function buildApps({ extension = false } = {}) {
  runPnpm('build web portal', ['--filter', '@ecsign/web', 'run', 'build']);
  runPnpm('build server', ['--filter', '@ecsign/server', 'run', 'build']);
  runPnpm('build CLI', ['--filter', '@ecsign/cli', 'run', 'build']);
  // `package`: the unpacked Chrome build the e2e tests load, and the Chrome and Firefox zips users install.
  if (extension) runPnpm('package browser extension', ['--filter', '@ecsign/extension', 'run', 'package']);
}
