// The route fuzzer's longer run, against the built server as `npm start` runs it (embedded
// PostgreSQL, demo data): every /ecapi route gets `--rounds` mutated requests per caller (anonymous,
// HR member, enterprise administrator, platform staff) from the same mutators as the test suite's
// fuzzer (server/src/security/fuzz/, bundled here with esbuild), `--concurrency` at a time. Prints
// p50/p95 per route group, every 5xx and dropped connection, and how fast GET /ecapi/health answers
// before and during the attack. A script that prints figures, not a timed test; exits 1 on a 5xx.
//
//   flock /tmp/ecsign-build.lock -c 'cd server && pnpm run build'
//   node tests/bench/route-fuzz.bench.mjs                          # 30 rounds, 16 at a time, seed 1
//   node tests/bench/route-fuzz.bench.mjs --rounds 5 --concurrency 8 --seed 42
//
// The route table is read from the server's sources (`app.get(`${PREFIX}/…`` in every module):
// the test suite takes it from Fastify itself; a route this reading misses is still fuzzed there.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, api, option, requireBuiltServer, startServer, tempDir } from './support/bench-kit.mjs';

const ROUNDS = Number(option('--rounds', '30'));
const CONCURRENCY = Number(option('--concurrency', '16'));
const SEED = Number(option('--seed', '1'));
const HEALTH_EVERY_MS = 100;

requireBuiltServer();

/** The fuzzer's mutators (TypeScript) as one ES module, so both runs send the same requests. */
async function loadMutators() {
  const { build } = createRequire(join(ROOT, 'server/package.json'))('esbuild');
  const source = [
    "export { mutateRequest } from './mutate-request';",
    "export { seededRandom } from './seeded-random';",
  ].join('\n');
  const result = await build({
    stdin: { contents: source, resolveDir: join(ROOT, 'server/src/security/fuzz'), loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** Every `app.METHOD(`${PREFIX}/…`` of the server's modules, with the prefix constants resolved. */
function readRoutes() {
  const routes = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8');
        const constants = Object.fromEntries(
          [...text.matchAll(/const ([A-Z_]+) = '([^']*)';/g)].map((match) => [match[1], match[2]]),
        );
        for (const match of text.matchAll(/\.(get|post|put|delete|patch)\(\s*[`']([^`']+)[`']/g)) {
          const url = `/ecapi${match[2].replace(/\$\{([A-Z_]+)\}/g, (_all, name) => constants[name] ?? '?')}`;
          if (url.includes('?') || url.includes('${') || !url.startsWith('/ecapi/')) continue;
          const method = match[1].toUpperCase();
          routes.set(`${method} ${url}`, { method, url, guard: undefined });
        }
      }
    }
  };
  walk(join(ROOT, 'server/src/modules'));
  return [...routes.values()];
}

/** A route's group for the figures: `contract`, `enterprise`, `seal` … */
const groupOf = (url) => {
  const parts = url
    .split('?')[0]
    .replace(/^\/ecapi\//, '')
    .split('/');
  return (parts[1] === 'assemble' ? parts[2] : parts[0]) ?? url;
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const ms = (value) => `${Number.isNaN(value) ? '—' : value.toFixed(1)} ms`.padStart(10);

async function logIn(url, username, password, userOwnerType) {
  const captcha = await api(url, 'GET', 'cb/assemble/captcha');
  const reply = await api(url, 'POST', 'token/accessToken', {
    body: { username, password, captchaKey: captcha.captchaKey, captchaCode: 'AB12', userOwnerType },
  });
  return reply.access_token;
}

const { mutateRequest, seededRandom } = await loadMutators();
const routes = readRoutes();
const dataDir = tempDir('ecsign-bench-fuzz-');
const server = await startServer({ dataDir });
const failures = [];
try {
  const callers = [
    { name: 'anonymous' },
    { name: 'member (HR)', login: ['hr', 'Hr@2026ec', 'OUTSIDE'] },
    { name: 'enterprise administrator', login: ['admin', 'Admin@2026', 'OUTSIDE'] },
    { name: 'platform staff', login: ['ops', 'Ops@2026ec', 'INSIDE'] },
  ];
  for (const caller of callers) if (caller.login) caller.token = await logIn(server.url, ...caller.login);
  /** After a 401: a fuzzed logout may have ended the caller's session; log in again once if so. */
  const renewIfLoggedOut = async (caller) => {
    if (!caller.login || caller.renewing) return caller.renewing;
    const check = await fetch(`${server.url}/ecapi/getLoggedUserInfo`, {
      headers: { authorization: `Bearer ${caller.token}` },
    });
    await check.arrayBuffer();
    if (check.status !== 401) return undefined;
    caller.renewing = logIn(server.url, ...caller.login).then((token) => {
      caller.token = token;
      caller.renewing = undefined;
    });
    return caller.renewing;
  };
  console.log(
    `route fuzz: ${routes.length} routes from the sources, ${ROUNDS} rounds × ${callers.length} callers, ${CONCURRENCY} at a time, seed ${SEED}`,
  );

  const health = async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}/ecapi/health`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const quiet = [];
  for (let i = 0; i < 20; i++) quiet.push(await health());

  const random = seededRandom(SEED);
  const work = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const route of routes)
      for (const caller of callers)
        work.push({ caller, request: mutateRequest({ route, body: undefined, query: undefined }, random) });

  const byGroup = new Map();
  const statuses = {};
  const underAttack = [];
  let attacking = true;
  const prober = (async () => {
    while (attacking) {
      underAttack.push(await health().catch(() => NaN));
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const { caller, request } = work[next++];
      const started = performance.now();
      try {
        const response = await fetch(`${server.url}${request.url}`, {
          method: request.method,
          headers: { ...request.headers, ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) },
          body: request.payload,
        });
        const text = await response.text();
        const group = groupOf(request.url);
        (byGroup.get(group) ?? byGroup.set(group, []).get(group)).push(performance.now() - started);
        if (response.status === 401) await renewIfLoggedOut(caller);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status >= 500)
          failures.push(
            `HTTP ${response.status} ${caller.name} ${request.method} ${request.url.slice(0, 100)} [${request.name}] ${text.slice(0, 120)}`,
          );
      } catch (error) {
        failures.push(
          `connection error ${caller.name} ${request.method} ${request.url.slice(0, 100)} [${request.name}]: ${error.cause?.code ?? error.message}`,
        );
      }
    }
  };
  const attackStarted = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - attackStarted) / 1000;
  attacking = false;
  await prober;

  console.log(
    `  ${work.length} requests in ${seconds.toFixed(1)} s (${(work.length / seconds).toFixed(0)} req/s); HTTP ${Object.entries(
      statuses,
    )
      .map(([s, n]) => `${s}×${n}`)
      .join('  ')}`,
  );
  console.log(`  ${'group'.padEnd(22)} ${'requests'.padStart(8)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`);
  for (const [group, latencies] of [...byGroup].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${group.padEnd(22)} ${String(latencies.length).padStart(8)} ${ms(percentile(latencies, 50))} ${ms(percentile(latencies, 95))}`,
    );
  const answered = underAttack.filter((value) => !Number.isNaN(value));
  console.log(`  GET /ecapi/health quiet:        p50 ${ms(percentile(quiet, 50))}  p95 ${ms(percentile(quiet, 95))}`);
  console.log(
    `  GET /ecapi/health under attack: p50 ${ms(percentile(answered, 50))}  p95 ${ms(percentile(answered, 95))}  (${underAttack.length - answered.length} of ${underAttack.length} unanswered)`,
  );
  for (const failure of failures.slice(0, 40)) console.log(`  FAIL ${failure}`);
  if (failures.length) console.log(`  ${failures.length} failures`);
} finally {
  await server.stop();
}
process.exit(failures.length ? 1 : 0);
