// CPU time per request of the server process and of its embedded PostgreSQL (postmaster and
// backends), under one many-callers mix or the floor (`--mix health`): a figure that holds on a busy
// machine, where req/s and latency move with other people's load. Runs on a folder
// contract-lists-many-callers.bench.mjs filled and kept (`--data-dir`); `--main` another build.
//
//   node tests/bench/support/cpu-per-request.mjs --data-dir /tmp/lists-bench-100k --mix list,search,health
import { join } from 'node:path';
import { cpuSeconds, option, startServer } from './bench-kit.mjs';
import { driveWrk } from './drive-wrk.mjs';
import { driveWrkMix } from './drive-wrk-mix.mjs';
import { ENTERPRISES } from './fill-plans.mjs';

const dataDir = option('--data-dir', '');
const mixes = option('--mix', 'list,search,counters,health').split(',');
const connections = Number(option('--connections', '50'));
const duration = Number(option('--duration', '10'));
const main = option('--main', undefined);
if (!dataDir) throw new Error('--data-dir: a folder contract-lists-many-callers.bench.mjs filled and kept');
const server = await startServer({ dataDir, ...(main ? { main } : {}) });
const callers = { people: Number(option('--callers', '10000')), enterprises: ENTERPRISES };
const drive = (mix, seconds) =>
  mix === 'health'
    ? driveWrk(server.url, {
        connections,
        duration: seconds,
        request: { method: 'GET', path: '/ecapi/health' },
        title: mix,
      })
    : driveWrkMix(server.url, { mix, ...callers, connections, duration: seconds, title: mix });
try {
  for (const mix of mixes) {
    drive(mix, 3); // warm-up: caches, prepared statements
    const before = cpuSeconds(server.pid, join(dataDir, 'postgres'));
    const run = drive(mix, duration);
    const after = cpuSeconds(server.pid, join(dataDir, 'postgres'));
    const requests = run.rps * duration;
    const perRequest = (seconds) => `${((seconds * 1e3) / requests).toFixed(3)} ms`;
    const [node, pg] = [after.server - before.server, after.postgres - before.postgres];
    console.log(
      `${mix.padEnd(8)} ${run.rps.toFixed(0).padStart(5)} req/s p95 ${run.p95.toFixed(1).padStart(6)} ms  CPU a request: ` +
        `server ${perRequest(node)}, PostgreSQL ${perRequest(pg)}  errors ${run.errors}`,
    );
  }
} finally {
  await server.stop();
}
