// The HTTP benchmarks' alternating rounds, printed one way: an endpoint driven against the floor
// (`GET /ecapi/health`, the server doing nothing but answer) in turn for at least seven rounds
// (alternate.mjs), then, per endpoint, req/s and p95 as min and median over the rounds, the median
// p50 and p99, errors and timeouts summed, and the paired ratio of its p95 to the floor's p95 of
// the same round — so a burst of someone else's load shows on both sides.
import { formatRatio, pairedRatios, summary } from './alternate.mjs';

const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

/**
 * One endpoint's rounds (rows shaped like bench-kit's drive() answers); with `goal` (ms), the goal
 * is checked on the median p95 and no timeout in any round.
 */
export function printRounds(title, rows, floorRows, goal) {
  const rps = summary(rows.map((row) => row.rps));
  const p95 = summary(rows.map((row) => row.p95));
  const p50 = summary(rows.map((row) => row.p50));
  const p99 = summary(rows.map((row) => row.p99));
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const timeouts = rows.reduce((sum, row) => sum + (row.timeouts ?? 0), 0);
  const verdict =
    goal === undefined ? '' : `  p95 < ${goal} ms: ${p95.median < goal && timeouts === 0 ? 'PASS' : 'FAIL'}`;
  console.log(
    `  ${title.padEnd(32)} req/s min ${rps.min.toFixed(0).padStart(6)} median ${rps.median.toFixed(0).padStart(6)}` +
      `  p95 min ${ms(p95.min)} median ${ms(p95.median)}  p50 ${ms(p50.median)}  p99 ${ms(p99.median)}` +
      `  errors ${errors}  timeouts ${timeouts}${verdict}`,
  );
  if (floorRows !== rows) {
    const ratio = pairedRatios(
      rows.map((row) => row.p95),
      floorRows.map((row) => row.p95),
    );
    console.log(`  ${''.padEnd(32)} p95 ÷ the floor's p95 of the same round: ${formatRatio(ratio)}`);
  }
}
