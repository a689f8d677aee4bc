// Shared pieces of the HTTP benchmarks: the built server as a child process (its embedded
// PostgreSQL or a throw-away cluster), API calls with the envelope checked, a password login, and an
// autocannon run that measures every response itself (autocannon reports p97.5, not p95) and
// counts as an error anything that is not an HTTP 200 carrying envelope status 200.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const serverRequire = createRequire(join(ROOT, 'server/package.json'));
const testsRequire = createRequire(join(ROOT, 'tests/package.json'));
export const autocannon = testsRequire('autocannon');

/** The 1, 5 and 15 minute load averages, as uptime prints them: how busy the machine was around a figure. */
export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

export const DEMO = {
  admin: { username: 'admin', password: 'Admin@2026' },
  zhangsan: { username: 'zhangsan', password: 'Zhang@2026' },
  lisi: { username: 'lisi', password: 'Lisi@2026' },
};

export const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};

export function requireBuiltServer() {
  if (!existsSync(join(ROOT, 'server/dist/main.js'))) {
    console.error("build the server first: flock /tmp/ecsign-build.lock -c 'cd server && pnpm run build'");
    process.exit(1);
  }
}

/**
 * The built server on a free port; `env.DATABASE_URL` names a PostgreSQL, else its embedded one runs in dataDir.
 * `nodeArgs` go to node before the script (e.g. --cpu-prof, which NODE_OPTIONS refuses); `main`
 * another build of the server (an older one kept aside, to compare).
 */
export async function startServer({ dataDir, env = {}, nodeArgs = [], main = join(ROOT, 'server/dist/main.js') }) {
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Logins without solving the captcha (the test suite's switch); codes readable in the outbox.
      ECSIGN_TEST_SKIP_CAPTCHA: '1',
      ECSIGN_SANDBOX_OUTBOX_API: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${output}`)), 120_000);
    child.stdout.on('data', () => {
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

export const tempDir = (prefix) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A node-postgres pool from the server's own dependencies. */
export function pgPool(url) {
  const { Pool } = serverRequire('pg');
  return new Pool({ connectionString: url, max: 4 });
}

/**
 * The URL of the embedded cluster of a running server on `dataDir`: the password the server keeps
 * there, the port its postmaster.pid names (4th line). Valid until that server stops.
 */
export function embeddedDatabaseUrl(dataDir) {
  const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://ecsign:${encodeURIComponent(password)}@127.0.0.1:${port}/ecsign`;
}

export async function api(url, method, path, { token, body } = {}) {
  const response = await fetch(`${url}/ecapi/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.status !== 200) throw new Error(`${method} ${path}: ${envelope.status} ${envelope.message}`);
  return envelope.data;
}

/** A password login (the captcha is skipped by ECSIGN_TEST_SKIP_CAPTCHA); answers the access token. */
export async function logIn(url, user) {
  const captcha = await api(url, 'GET', 'cb/assemble/captcha');
  const reply = await api(url, 'POST', 'token/accessToken', {
    body: { ...user, captchaKey: captcha.captchaKey, captchaCode: 'AB12', userOwnerType: 'OUTSIDE' },
  });
  return reply.access_token;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * One autocannon run. `requests` as autocannon takes them (each may carry setupRequest); every
 * response's latency is recorded here, and a reply that is not HTTP 200 with envelope status 200
 * counts as an error.
 */
export async function drive(url, { connections, duration, amount, requests, title, timeout = 30 }) {
  const latencies = [];
  let badReplies = 0;
  const checked = requests.map((request) => ({
    ...request,
    onResponse: (status, body, context) => {
      if (status !== 200 || !body.startsWith('{"status":200')) {
        badReplies++;
        if (badReplies <= 3) console.error(`  ${title}: HTTP ${status} ${body.slice(0, 200)}`);
      }
      request.onResponse?.(status, body, context);
    },
  }));
  const instance = autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration }),
    requests: checked,
    timeout,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const seconds = result.duration;
  const total = latencies.length;
  const errors = badReplies + result.errors + result.timeouts;
  return {
    title,
    connections,
    requests: total,
    rps: total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    errorRate: total ? errors / (total + result.errors + result.timeouts) : errors ? 1 : 0,
  };
}

export function printRow(row, goalMs) {
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
  const goal = goalMs === undefined ? '' : `  p95 < ${goalMs} ms: ${row.p95 < goalMs ? 'PASS' : 'FAIL'}`;
  console.log(
    `  ${row.title.padEnd(34)} ${String(row.connections).padStart(4)} conn  ${row.rps.toFixed(0).padStart(6)} req/s` +
      `  p50 ${ms(row.p50)}  p95 ${ms(row.p95)}  p99 ${ms(row.p99)}  errors ${row.errors}` +
      `${row.timeouts === undefined ? '' : `  timeouts ${row.timeouts}`}${goal}`,
  );
}

/**
 * CPU seconds (user + system, all threads) used so far by the process `pid` and by the PostgreSQL
 * cluster whose data folder is `pgData` (its postmaster, found through `postmaster.pid`, with the
 * CPU of the backends it has reaped, and every backend still running), read from /proc (Linux);
 * undefined elsewhere. Only the benchmark's own cluster counts: other PostgreSQL servers on a shared
 * machine are not the benchmark's. Taken before and after a run, it says where a run's CPU went.
 */
export function cpuSeconds(pid, pgData) {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stat = (id) => {
    try {
      const text = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime (fields 14–17 of proc(5)); ppid is field 4.
      return {
        ppid: Number(fields[1]),
        own: Number(fields[11]) + Number(fields[12]),
        reaped: Number(fields[13]) + Number(fields[14]),
      };
    } catch {
      return undefined; // gone meanwhile
    }
  };
  let postgres = 0;
  const postmaster = pgData ? postmasterPid(pgData) : undefined;
  if (postmaster) {
    const main = stat(postmaster);
    postgres = main ? main.own + main.reaped : 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = stat(entry);
      if (child?.ppid === postmaster) postgres += child.own;
    }
  }
  // USER_HZ is 100 on every Linux the project runs on.
  return { server: (stat(pid)?.own ?? 0) / 100, postgres: postgres / 100 };
}

function postmasterPid(pgData) {
  try {
    return Number(readFileSync(join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds of each thread of process `pid` so far, by thread id, from /proc/<pid>/task (Linux;
 * undefined elsewhere). Node names every thread `node`, so the caller tells them apart by the
 * main thread's id (the event loop: the process id) and by how much each used.
 */
export function threadCpuSeconds(pid) {
  if (!existsSync(`/proc/${pid}/task`)) return undefined;
  const threads = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      threads.set(Number(tid), (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // ended meanwhile
    }
  }
  return threads;
}
