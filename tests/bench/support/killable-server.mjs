// The built server as a child process on a fixed port that can be killed (SIGKILL) and started
// again on the same port and data, for the soak run. Every generation's output is kept.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './bench-kit.mjs';

export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A server on `port` that `kill()` ends with SIGKILL and `start()` brings back. */
export function killableServer({ port, env }) {
  let child;
  let exited = Promise.resolve();
  const outputs = [];
  const url = `http://127.0.0.1:${port}`;

  async function start() {
    let output = '';
    outputs.push(() => output);
    child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const current = child;
    current.stdout.on('data', (chunk) => (output += chunk));
    current.stderr.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => current.on('exit', resolve));
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in 180 s:\n${output}`)), 180_000);
      current.stdout.on('data', () => {
        if (output.includes('running at ')) {
          clearTimeout(timer);
          resolve();
        }
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} before starting:\n${output.slice(-3000)}`));
      });
    });
  }

  return {
    url,
    start,
    get pid() {
      return child?.pid;
    },
    /** kill -9, and wait until the process is gone. */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    /** A clean stop (Ctrl-C). */
    async stop() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
    /** Everything every generation printed. */
    output: () => outputs.map((read) => read()).join('\n'),
  };
}
