// wrk driving many distinct callers at once: each request picks a caller at random out of the
// sessions seed-callers.mjs wrote (people and enterprise administrators), and, for the lists, a
// file-manager tab, a page from 1 to 5 and, in the search mix, a title search. The Lua script
// builds every request itself (wrk's `request()` hook), so no request repeats a fixed URL and
// body; replies are checked as drive-wrk.mjs does (HTTP 200 and envelope status 200, else an
// error) and socket timeouts are counted on their own.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './bench-kit.mjs';
import { findWrk } from './drive-wrk.mjs';

/** The three mixes: a tab's page, a tab's page with a title search, the home counters. */
export const MIXES = ['list', 'search', 'counters'];

const TABS = ['TO_SIGN', 'DRAFT', 'WAITING_OTHERS', 'INITIATED', 'CC', 'COMPLETED', 'VOIDED', 'SIGNED_BY_ME', 'ALL'];

function script({ mix, people, enterprises }) {
  return `
local mix = "${mix}"
local people, enterprises = ${people}, ${enterprises}
local tabs = { ${TABS.map((tab) => `"${tab}"`).join(', ')} }
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  bad = 0; sample = ""
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
end
local function caller()
  local n = math.random(0, people + enterprises - 1)
  if n < people then return "bench-token-p" .. n end
  return "bench-token-e" .. (n - people)
end
function request()
  local headers = { ["Authorization"] = "Bearer " .. caller(), ["Content-Type"] = "application/json" }
  if mix == "counters" then return wrk.format("GET", "/ecapi/contract/home/counters", headers) end
  local tab = tabs[math.random(#tabs)]
  local body
  if mix == "search" then
    -- Titles are 基准合同<n>: one to three digits match from a few to hundreds of a caller's plans.
    local digits = tostring(math.random(1, 999))
    body = string.format('{"tab":"%s","current":%d,"size":10,"taskName":"基准合同%s"}', tab, math.random(1, 2), digits)
  else
    body = string.format('{"tab":"%s","current":%d,"size":10}', tab, math.random(1, 5))
  end
  return wrk.format("POST", "/ecapi/contract/list", headers, body)
end
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
    e.connect + e.read + e.write, e.timeout))
  if samples ~= "" then io.write("WRK_SAMPLE " .. samples .. "\\n") end
end
`;
}

let scripts;

/**
 * One wrk run of a mix against `url` (the server's origin): rps, p50/p95/p99 (ms), errors (bad
 * replies and socket errors) and timeouts (no answer within `timeout` seconds).
 */
export function driveWrkMix(url, { mix, people, enterprises, connections, duration, title, timeout = 10 }) {
  const wrk = findWrk();
  if (!wrk) throw new Error('the many-callers runs need wrk (apt-get install wrk)');
  scripts ??= tempDir('ecsign-wrk-mix-');
  const file = join(scripts, `${mix}.lua`);
  writeFileSync(file, script({ mix, people, enterprises }));
  const run = spawnSync(
    wrk,
    ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', `${timeout}s`, '-s', file, url],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`wrk failed (${run.status}): ${run.stderr || run.stdout}`);
  const line = run.stdout.split('\n').find((l) => l.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${run.stdout}`);
  const [requests, durationUs, p50, p95, p99, bad, socketErrors, timeouts] = line.split(' ').slice(1).map(Number);
  const sample = run.stdout.split('\n').find((l) => l.startsWith('WRK_SAMPLE '));
  if (sample) console.error(`  ${title}: ${sample.slice('WRK_SAMPLE '.length)}`);
  return {
    title,
    connections,
    requests,
    rps: requests / (durationUs / 1e6),
    p50: p50 / 1000,
    p95: p95 / 1000,
    p99: p99 / 1000,
    errors: bad + socketErrors,
    timeouts,
  };
}
