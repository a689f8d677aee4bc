// Helpers shared by `npm start` and `npm test`: find or fetch pnpm 10, install, run steps.
// Plain JavaScript because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Runs pnpm steps that do not depend on each other, `concurrency` at a time. Checks and builds are
 * single-threaded (eslint, prettier, tsc, esbuild): one after another they left a core of the 2-core
 * CI machine idle for six minutes. Each step's output is held and printed whole when it ends, so
 * two steps never interleave their lines. Answers the failures' messages (empty when all passed).
 */
export async function runPnpmSteps(steps, concurrency) {
  const [command, ...prefix] = pnpm();
  const failures = [];
  const queue = [...steps];
  async function worker() {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const failure = await runHoldingOutput(step.label, command, [...prefix, ...step.args]);
      if (failure) failures.push(failure);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, steps.length) }, worker));
  return failures;
}

function runHoldingOutput(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: process.env, shell: process.platform === 'win32' });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n▶ ${label}\n${Buffer.concat(output).toString('utf8')}`);
      if (status === 0) {
        process.stdout.write(`✔ ${label} (${seconds} s)\n`);
        resolve(undefined);
      } else resolve(`${label} failed (exit ${status}) after ${seconds} s`);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish('spawn error');
    });
    child.on('close', (code, signal) => finish(code ?? signal));
  });
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

/** The builds of what runs: the portal, the server, the CLI (and the extension when asked); independent of each other. */
export function buildSteps({ extension = false } = {}) {
  const steps = [
    { label: 'build web portal', args: ['--filter', '@ecsign/web', 'run', 'build'] },
    { label: 'build server', args: ['--filter', '@ecsign/server', 'run', 'build'] },
    { label: 'build CLI', args: ['--filter', '@ecsign/cli', 'run', 'build'] },
  ];
  // `package`: the unpacked Chrome build the e2e tests load, and the Chrome and Firefox zips users install.
  if (extension)
    steps.push({ label: 'package browser extension', args: ['--filter', '@ecsign/extension', 'run', 'package'] });
  return steps;
}

/** Builds what runs, one step after another (`npm start` prints each as it goes). */
export function buildApps(options) {
  for (const step of buildSteps(options)) runPnpm(step.label, step.args);
}
