// How the benchmarks take figures on a shared machine, where one round swings by ±30 %: the two
// sides (ours and its anchor) are measured one after the other, in turn — A B, then B A, then
// A B … — for at least seven rounds, so that a burst of someone else's load hits both sides alike.
// Each round gives a paired ratio (ours ÷ anchor, or anchor ÷ ours for rates); what is printed is
// each side's min and median and the median (with min and max) of the paired ratios. Figures are
// printed, never asserted: a benchmark is not a timed test.

export const MIN_ROUNDS = 7;

/** `--rounds N` on the command line (never fewer than MIN_ROUNDS). */
export function roundsFromArgv(argv = process.argv) {
  const at = argv.indexOf('--rounds');
  const asked = at > 0 ? Number(argv[at + 1]) : MIN_ROUNDS;
  return Math.max(MIN_ROUNDS, Number.isInteger(asked) ? asked : MIN_ROUNDS);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Runs `sides` (name → async () => number, a time or a rate) alternately for `rounds` rounds, the
 * order reversed every other round, after one untimed warm-up call of each. Answers each side's
 * values in round order.
 */
export async function alternate(sides, rounds = MIN_ROUNDS) {
  const names = Object.keys(sides);
  for (const name of names) await sides[name]();
  const values = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) values[name].push(await sides[name]());
  }
  return values;
}

/** min, median and the values of one side. */
export function summary(values) {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values), values };
}

/** The ratio of each round (`top[i] / bottom[i]`), and their median, min and max. */
export function pairedRatios(top, bottom) {
  const ratios = top.map((value, i) => value / bottom[i]);
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios), ratios };
}

/** "1.23× (paired, median; 1.10–1.41 over 7 rounds)". */
export function formatRatio(ratio) {
  return `${ratio.median.toFixed(2)}× (paired median; ${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)} over ${ratio.ratios.length} rounds)`;
}

/** A side's line: `label  min …  median …` with `unit` formatting each value. */
export function formatSide(label, values, unit, width = 52) {
  const s = summary(values);
  return `  ${label.padEnd(width)} min ${unit(s.min).padStart(11)}  median ${unit(s.median).padStart(11)}`;
}

export const msUnit = (seconds) => `${(seconds * 1000).toFixed(seconds < 0.1 ? 1 : 0)} ms`;
export const rateUnit = (perSecond) => `${perSecond >= 100 ? perSecond.toFixed(0) : perSecond.toFixed(1)}/s`;

/** Whether a command runs here (`openssl version`, `pdfsig -v`); a missing anchor skips its line. */
export async function hasCommand(command, args = ['--version']) {
  const { spawnSync } = await import('node:child_process');
  const run = spawnSync(command, args, { stdio: 'ignore' });
  return !run.error;
}
