// The server as `npm start` runs it — the embedded database, the demo data, nothing else —
// measured the way a first-time user meets it: memory once idle (the server process and every
// process of its embedded database), then 张三's "to sign by me" first page and his home counters
// at 50 and 200 connections against the floor, GET /ecapi/health (goal: p95 < 25 ms at 50,
// < 100 ms at 200, no timeouts), with the memory at its highest while under load. The three
// alternate for at least seven rounds (`--rounds`; support/print-rounds.mjs prints min, median and
// the paired ratio to the floor). A script that prints figures, not a timed test.
//
//   flock /tmp/ecsign-build.lock -c 'cd server && pnpm run build'
//   node tests/bench/default-start.bench.mjs                       # 50 and 200 connections, 3 s a side
//   node tests/bench/default-start.bench.mjs --connections 50 --duration 5 --rounds 9 --idle 10
//   node tests/bench/default-start.bench.mjs --main /tmp/old-build/server/dist/main.js
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO, api, drive, logIn, option, requireBuiltServer, startServer, tempDir } from './support/bench-kit.mjs';
import { alternate, roundsFromArgv } from './support/alternate.mjs';
import { driveWrkAsync, findWrk } from './support/drive-wrk.mjs';
import { printRounds } from './support/print-rounds.mjs';

const CONNECTIONS = option('--connections', '50,200').split(',').map(Number);
const GOAL_MS = { 50: 25, 200: 100 };
const DURATION = Number(option('--duration', '3'));
const ROUNDS = roundsFromArgv();
const IDLE_SECONDS = Number(option('--idle', '10'));
const DRIVER = option('--driver', findWrk() ? 'wrk' : 'autocannon');
// Another build of the server (e.g. an older one copied aside with its node_modules) to compare.
const MAIN = option('--main', undefined);

requireBuiltServer();

/** Every process under `root` (itself included), read from /proc: the database runs as children. */
function processTree(root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

/**
 * The embedded cluster's postmaster (its pid file's first line): it runs in a session of its own,
 * not under the server, so it is counted as a second tree.
 */
function postmasterPid(dataDir) {
  try {
    return Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/**
 * Memory in MB of each process of the trees: RSS, and PSS (shared pages split among the processes
 * that map them; the sum of RSS counts PostgreSQL's shared buffers once per backend).
 */
function memoryMb(roots) {
  const rows = [];
  for (const pid of roots.filter(Boolean).flatMap(processTree)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const name = /Name:\s+(\S+)/.exec(status)?.[1] ?? '?';
      const pss = Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
      rows.push({ pid, name, rss: rss / 1024, pss: pss / 1024 });
    } catch {
      // gone meanwhile
    }
  }
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  return { rows, rss: sum('rss'), pss: sum('pss') };
}

function printMemory(when, memory) {
  console.log(
    `  ${when}: RSS ${memory.rss.toFixed(0)} MB, PSS ${memory.pss.toFixed(0)} MB in ${memory.rows.length} processes`,
  );
  const byName = new Map();
  for (const row of memory.rows) {
    const seen = byName.get(row.name) ?? { rss: 0, pss: 0, n: 0 };
    byName.set(row.name, { rss: seen.rss + row.rss, pss: seen.pss + row.pss, n: seen.n + 1 });
  }
  for (const [name, { rss, pss, n }] of byName)
    console.log(`    ${name} (${n}): RSS ${rss.toFixed(0)} MB, PSS ${pss.toFixed(0)} MB`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A run at `connections`; the memory is sampled every 500 ms meanwhile and the highest sum kept. */
async function load(url, request, title, duration, connections, roots) {
  let peak = { rss: 0, pss: 0, rows: [] };
  let running = true;
  const sampling = (async () => {
    while (running) {
      const memory = memoryMb(roots);
      if (memory.rss > peak.rss) peak = memory;
      await sleep(500);
    }
  })();
  try {
    const row =
      DRIVER === 'wrk'
        ? await driveWrkAsync(url, { connections, duration, request, title })
        : await drive(url, { connections, duration, requests: [request], title });
    return { row, peak };
  } finally {
    running = false;
    await sampling;
  }
}

const dataDir = tempDir('ecsign-bench-default-');
const started = Date.now();
const server = await startServer({ dataDir, ...(MAIN ? { main: MAIN } : {}) });
try {
  console.log(`default start (fresh data folder, demo data): up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await sleep(IDLE_SECONDS * 1000);
  const roots = [server.pid, postmasterPid(dataDir)];
  printMemory(`idle after ${IDLE_SECONDS} s`, memoryMb(roots));

  const token = await logIn(server.url, DEMO.zhangsan);
  const auth = { authorization: `Bearer ${token}` };
  const listBody = JSON.stringify({ tab: 'TO_SIGN', current: 1, size: 10 });
  const page = await api(server.url, 'POST', 'contract/list', { token, body: JSON.parse(listBody) });
  const counters = await api(server.url, 'GET', 'contract/home/counters', { token });
  console.log(
    `  to sign by me: ${page.total} in all, first page ${page.records.length} rows; counters ${JSON.stringify(counters)}`,
  );
  const runs = {
    floor: { title: 'GET /ecapi/health (floor)', request: { method: 'GET', path: '/ecapi/health' } },
    list: {
      title: 'POST contract/list TO_SIGN p.1',
      request: {
        method: 'POST',
        path: '/ecapi/contract/list',
        headers: { ...auth, 'content-type': 'application/json' },
        body: listBody,
      },
    },
    counters: {
      title: 'GET contract/home/counters',
      request: { method: 'GET', path: '/ecapi/contract/home/counters', headers: auth },
    },
  };
  let loaded = { rss: 0, pss: 0, rows: [] };
  for (const connections of CONNECTIONS) {
    console.log(
      `  ${connections} connections, driven by ${DRIVER}: ${ROUNDS} alternating rounds of ${DURATION} s a side`,
    );
    const side = (run) => async () => {
      const { row, peak } = await load(server.url, run.request, run.title, DURATION, connections, roots);
      if (peak.rss > loaded.rss) loaded = peak;
      return row;
    };
    const rounds = await alternate(
      Object.fromEntries(Object.entries(runs).map(([name, run]) => [name, side(run)])),
      ROUNDS,
    );
    for (const [name, run] of Object.entries(runs))
      printRounds(run.title, rounds[name], rounds.floor, name === 'floor' ? undefined : GOAL_MS[connections]);
  }
  printMemory('highest under load', loaded);
  printMemory('after the load', memoryMb(roots));
} finally {
  await server.stop();
}
