// Drives one request with wrk (Debian's `wrk` package, written in C) instead of autocannon: on a
// 2-core machine the load generator shares the CPU with the server, and wrk needs a fraction of
// what a Node.js client does, so more of the machine measures the server. Every reply is checked
// as with autocannon (HTTP 200 and an envelope with status 200, else an error); the latencies are
// wrk's own histogram (microsecond resolution), read back through its Lua `done` hook.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './bench-kit.mjs';

/** The wrk binary, or undefined when it is not installed (apt-get install wrk). */
export function findWrk() {
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

// Lua long brackets: the text goes in unescaped (JSON bodies, bearer tokens). Inside an index
// they need a space (`t[ [==[k]==] ]`): `[[` would open a long string itself.
const luaText = (text) => `[==[${text}]==]`;

function script({ method, headers = {}, body }) {
  return `
wrk.method = ${luaText(method)}
${body === undefined ? '' : `wrk.body = ${luaText(body)}`}
${Object.entries(headers)
  .map(([name, value]) => `wrk.headers[ ${luaText(name)} ] = ${luaText(value)}`)
  .join('\n')}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) bad = 0; sample = "" end
function response(status, headers, body)
  if status ~= 200 or string.sub(body, 1, 13) ~= '{"status":200' then
    bad = bad + 1
    if sample == "" then sample = status .. " " .. string.sub(body, 1, 200) end
  end
end
function done(summary, latency, requests)
  local bad_total, samples = 0, ""
  for _, thread in ipairs(threads) do
    bad_total = bad_total + thread:get("bad")
    if samples == "" then samples = thread:get("sample") end
  end
  local e = summary.errors
  io.write(string.format('WRK_RESULT %d %d %d %d %d %d %d %d\\n', summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), bad_total,
    e.connect + e.read + e.write + e.timeout, e.timeout))
  if samples ~= "" then io.write("WRK_SAMPLE " .. samples .. "\\n") end
end
`;
}

/**
 * The same row shape as bench-kit's drive(): title, connections, requests, rps, p50/p95/p99 (ms),
 * errors. One wrk thread by default: it drives tens of thousands of requests a second, and the
 * second core is left to the server and the database.
 */
let scripts;

export function driveWrk(url, options) {
  const run = spawnSync(findWrk() ?? 'wrk', wrkArguments(url, options), {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return wrkResult(options, run);
}

/**
 * The same run without blocking the event loop, so the caller can sample the server meanwhile
 * (its memory under load, in default-start.bench.mjs).
 */
export function driveWrkAsync(url, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(findWrk() ?? 'wrk', wrkArguments(url, options));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      try {
        resolve(wrkResult(options, { status, stdout, stderr }));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function wrkArguments(url, { connections, duration, request, threads = 1, timeout = 30 }) {
  scripts ??= tempDir('ecsign-wrk-');
  const file = join(scripts, 'request.lua');
  writeFileSync(file, script(request));
  return [
    `-t${threads}`,
    `-c${connections}`,
    `-d${duration}s`,
    `--timeout`,
    `${timeout}s`,
    '-s',
    file,
    `${url}${request.path}`,
  ];
}

function wrkResult({ connections, title }, run) {
  if (run.status !== 0) throw new Error(`wrk failed (${run.status}): ${run.stderr || run.stdout}`);
  const line = run.stdout.split('\n').find((l) => l.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${run.stdout}`);
  const [requests, durationUs, p50, p95, p99, bad, socketErrors, timeouts] = line.split(' ').slice(1).map(Number);
  const sample = run.stdout.split('\n').find((l) => l.startsWith('WRK_SAMPLE '));
  if (sample) console.error(`  ${title}: ${sample.slice('WRK_SAMPLE '.length)}`);
  const errors = bad + socketErrors;
  return {
    title,
    connections,
    requests,
    rps: requests / (durationUs / 1e6),
    p50: p50 / 1000,
    p95: p95 / 1000,
    p99: p99 / 1000,
    errors,
    errorRate: requests ? errors / requests : errors ? 1 : 0,
    /** Requests that got no answer within the timeout (counted in errors too). */
    timeouts,
  };
}
