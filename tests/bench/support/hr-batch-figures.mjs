// What hr-batch.bench.mjs prints: one run's lines (the split, the database's check, the CPU by
// process and by thread), the statements of a run, and the summary of alternating rounds (each
// side's min and median and the paired ratios, as support/alternate.mjs takes them).
import { availableParallelism } from 'node:os';
import { pairedRatios, summary } from './alternate.mjs';
import { loadAverage } from './bench-kit.mjs';

// The goal: 10,000 rows in 20 s (500 rows/s), ≤ 2.5 ms of CPU a row on all processes.
export const GOAL_ROWS_PER_SECOND = 500;
export const GOAL_CPU_MS_PER_ROW = 2.5;

const log = (line) => console.log(line);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The numbers of one run that rounds are compared by (CPU in ms a row of the batch). */
export function figuresOf(result, rows) {
  const perRow = (s) => (s * 1000) / rows;
  const figures = {
    wall: result.total / 1000,
    firstRow: result.firstRow / 1000,
    rowsPerSecond: rows / (result.total / 1000),
    anchor: result.anchor,
  };
  if (result.cpu) {
    figures.together = perRow(result.cpu.server + result.cpu.postgres);
    figures.server = perRow(result.cpu.server);
    figures.postgres = perRow(result.cpu.postgres);
  }
  if (result.threads) {
    figures.eventLoop = perRow(result.threads.eventLoop);
    // The two busiest threads besides the event loop: the PDF threads where there are two (more
    // than 2 cores, or a build before one thread on 2 cores), else the PDF thread and the next one.
    figures.pdfThreads = perRow((result.threads.others[0] ?? 0) + (result.threads.others[1] ?? 0));
  }
  return figures;
}

/** One run's lines; sets the exit code when a row failed or the database does not show every row sealed. */
export function reportRun(title, result, counts, rows) {
  const { batch } = result;
  const goalMs = (rows / GOAL_ROWS_PER_SECOND) * 1000;
  log(
    `  ${title}: ${rows} rows in ${seconds(result.total)} — ${(rows / (result.total / 1000)).toFixed(1)} rows/s overall` +
      `, ${(rows / (result.work / 1000)).toFixed(1)} rows/s after start; goal ≤ ${seconds(goalMs)}: ${result.total <= goalMs ? 'PASS' : 'FAIL'}` +
      `; PostgreSQL's SELECT 1 just before: ${result.anchor.toFixed(0)}/s`,
  );
  log(
    `    CSV upload and check ${seconds(result.upload)} · batch created (${result.requests} requests) ${seconds(result.create)}` +
      ` · start ${seconds(result.start)} · first row sent after ${seconds(result.firstRow)} · all rows ${seconds(result.work)}`,
  );
  log(
    `    batch ${batch.state}: sent ${batch.sentCount}, failed ${batch.failedCount}; database: ${counts.plans} plans,` +
      ` ${counts.sent} rows SENT, ${counts.presigned} pre-signed parties, ${counts.registered} employees found by their account` +
      `; sampled PDF signed with /DSS: ${result.signed}`,
  );
  if (result.cpu) {
    const perRow = (s) => `${((s * 1000) / rows).toFixed(2)} ms a row`;
    const all = result.cpu.server + result.cpu.postgres;
    log(
      `    CPU during the run: server ${result.cpu.server.toFixed(1)} s (${perRow(result.cpu.server)}, all threads)` +
        `, PostgreSQL ${result.cpu.postgres.toFixed(1)} s (${perRow(result.cpu.postgres)}, its cluster only)` +
        `; together ${perRow(all)}, goal ≤ ${GOAL_CPU_MS_PER_ROW} ms: ${(all * 1000) / rows <= GOAL_CPU_MS_PER_ROW ? 'PASS' : 'FAIL'}` +
        `; ${availableParallelism()} cores × ${seconds(result.total)} = ${((availableParallelism() * result.total) / 1000).toFixed(0)} s`,
    );
  }
  if (result.threads) {
    const perRow = (s) => ((s * 1000) / rows).toFixed(2);
    log(
      `    server CPU by thread, ms a row: event loop ${perRow(result.threads.eventLoop)}; the other threads, busiest first ` +
        `(the PDF threads, then libuv's pool and V8's helpers): ${result.threads.others.map(perRow).join(' · ')}`,
    );
  }
  log(`    load average after: ${loadAverage()}`);
  // Every employee of the list is registered: one found as an invitee means the lookup missed them.
  const everyone = [counts.plans, counts.presigned, counts.registered].every((count) => count === rows);
  if (batch.failedCount > 0 || !everyone || !result.signed) process.exitCode = 1;
}

const LINES = [
  ['wall time, s', 'wall', (v) => v.toFixed(1)],
  // The first chunk's commit after the start: thread start-up, compilation and the first chunk's
  // work, a fixed cost that a 20 s goal cannot afford many seconds of.
  ['first row sent after the start, s', 'firstRow', (v) => v.toFixed(1)],
  ['rows/s', 'rowsPerSecond', (v) => v.toFixed(1)],
  ['CPU, server + PostgreSQL, ms a row', 'together', (v) => v.toFixed(2)],
  ['CPU, server (all threads), ms a row', 'server', (v) => v.toFixed(2)],
  ['CPU, the event loop, ms a row', 'eventLoop', (v) => v.toFixed(2)],
  ['CPU, the two busiest other threads, ms a row', 'pdfThreads', (v) => v.toFixed(2)],
  ['CPU, PostgreSQL (its cluster), ms a row', 'postgres', (v) => v.toFixed(2)],
  ["anchor: PostgreSQL's SELECT 1 a second", 'anchor', (v) => v.toFixed(0)],
];

/**
 * The rounds' summary: each side's min and median for every figure and, with two sides, the paired
 * ratio of each round (`this ÷ base`: below 1 is less time or CPU; for rows/s and the anchor, above
 * 1 is faster). The anchor's ratio near 1 says the machine was as busy for both sides.
 */
export function reportRounds(title, figuresBySide) {
  const names = Object.keys(figuresBySide);
  const rounds = figuresBySide[names[0]].length;
  log(`  ${title}, ${rounds} round${rounds === 1 ? '' : 's'}${names.length > 1 ? ' alternating' : ''}: min · median`);
  const header = names.map((name) => name.padStart(17)).join('');
  const ratioHeader = names.length === 2 ? `   ${names[1]} ÷ ${names[0]}, paired: median (min–max)` : '';
  log(`    ${''.padEnd(42)}${header}${ratioHeader}`);
  for (const [label, key, format] of LINES) {
    const columns = names.map((name) => figuresBySide[name].map((figures) => figures[key]));
    if (columns.some((values) => values.some((value) => value === undefined))) continue;
    const sides = columns.map((values) => {
      const { min, median } = summary(values);
      // For rates the best round is the highest, so show the max where the others show the min.
      const best = key === 'rowsPerSecond' || key === 'anchor' ? Math.max(...values) : min;
      return `${format(best)} · ${format(median)}`.padStart(17);
    });
    let ratio = '';
    if (names.length === 2) {
      const r = pairedRatios(columns[1], columns[0]);
      ratio = `   ${r.median.toFixed(2)} (${r.min.toFixed(2)}–${r.max.toFixed(2)})`;
    }
    log(`    ${label.padEnd(42)}${sides.join('')}${ratio}`);
  }
}

/** The statements of the timed run by total execution time (pg_stat_statements), per row of the batch. */
export async function printStatements(query, rows) {
  const top = await query(
    `SELECT calls, total_exec_time, total_plan_time, rows, regexp_replace(query, '\\s+', ' ', 'g') AS query
       FROM pg_stat_statements ORDER BY total_exec_time + total_plan_time DESC LIMIT 15`,
  );
  // Statements a row costs (every statement of the run, the queue's and the messages' included),
  // then the ones run most often: a statement per row shows here before it shows in the time.
  const [all] = await query(
    'SELECT sum(calls)::bigint AS calls, sum(total_exec_time + total_plan_time) AS ms FROM pg_stat_statements',
  );
  log(
    `    statements: ${all.calls} in all, ${(Number(all.calls) / rows).toFixed(2)} a row of the batch; ` +
      `${(all.ms / rows).toFixed(3)} ms of execution a row (the time includes lock waits)`,
  );
  const frequent = await query(
    `SELECT calls, regexp_replace(query, '\\s+', ' ', 'g') AS query FROM pg_stat_statements ORDER BY calls DESC LIMIT 8`,
  );
  log('    statements run most often (calls a row of the batch):');
  for (const row of frequent)
    log(
      `      ${(Number(row.calls) / rows).toFixed(2)} a row · ${row.calls} calls · ${String(row.query).slice(0, 140)}`,
    );
  log('    statements by time (pg_stat_statements; ms a row of the batch = total / rows):');
  for (const row of top) {
    const total = row.total_exec_time + row.total_plan_time;
    log(
      `      ${(total / rows).toFixed(3)} ms a row · ${row.calls} calls · ${(total / row.calls).toFixed(2)} ms each · ${String(row.query).slice(0, 140)}`,
    );
  }
}
