// `npm start`: install, build, and run the platform with the embedded database and demo data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, StepFailed, buildApps, checkNode, install } from './workspace.mjs';

checkNode();
try {
  install();
  buildApps();
} catch (error) {
  if (!(error instanceof StepFailed)) throw error;
  process.stderr.write(`\nnpm start: ${error.message}\n`);
  process.exit(1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(ROOT, 'server/dist/main.js'), ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { WEB_DIST: join(ROOT, 'web/dist'), ...process.env },
  },
);
// Ctrl-C reaches the server too (same process group); wait for it to close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
