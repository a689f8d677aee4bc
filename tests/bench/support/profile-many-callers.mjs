// A CPU profile of the server under one many-callers mix (contract-lists-many-callers.bench.mjs),
// on a data folder that bench filled and kept (`--data-dir`): node's --cpu-prof writes the profile
// into `--out` when the server stops; `--top` prints the functions with the most self time.
//
//   node tests/bench/support/profile-many-callers.mjs --data-dir /tmp/lists-bench-100k --mix list --out /tmp/prof
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { option, startServer } from './bench-kit.mjs';
import { driveWrkMix } from './drive-wrk-mix.mjs';
import { ENTERPRISES } from './fill-plans.mjs';

const dataDir = option('--data-dir', '');
const out = option('--out', '/tmp/ecsign-profile');
const mix = option('--mix', 'list');
const connections = Number(option('--connections', '50'));
const duration = Number(option('--duration', '10'));
const people = Number(option('--callers', '10000'));
if (!dataDir) throw new Error('--data-dir: a folder contract-lists-many-callers.bench.mjs filled and kept');

const server = await startServer({ dataDir, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${out}`] });
const callers = { people, enterprises: ENTERPRISES };
// A warm-up run of the same mix first (caches and prepared statements as in the bench's rounds).
driveWrkMix(server.url, { mix, ...callers, connections, duration: 3, title: mix });
const run = driveWrkMix(server.url, { mix, ...callers, connections, duration, title: mix });
console.log(`${mix}: ${run.rps.toFixed(0)} req/s, p95 ${run.p95.toFixed(1)} ms, errors ${run.errors}`);
await server.stop();

/** Self time per function (name and file:line), the largest first. */
const file = readdirSync(out)
  .filter((name) => name.endsWith('.cpuprofile'))
  .sort()
  .at(-1);
const profile = JSON.parse(readFileSync(join(out, file), 'utf8'));
const self = new Map();
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const deltas = profile.timeDeltas;
let total = 0;
profile.samples.forEach((id, n) => {
  const { callFrame } = byId.get(id);
  const where = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber}`;
  self.set(where, (self.get(where) ?? 0) + deltas[n]);
  total += deltas[n];
});
console.log(`profile ${file}: ${(total / 1e6).toFixed(1)} s sampled`);
for (const [where, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(option('--top', '40'))))
  console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${where}`);
