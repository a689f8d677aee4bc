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
 * values in round order. `warmUp: false` skips the warm-up calls, for sides that start everything
 * afresh each call (a new server and database), where a warm-up would warm nothing.
 */
export async function alternate(sides, rounds = MIN_ROUNDS, { warmUp = true } = {}) {
  const names = Object.keys(sides);
  if (warmUp) for (const name of names) await sides[name]();
  const values = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) values[name].push(await sides[name]());
  }
  return values;
}

/**
 * One figure of every side's values: sides that answer `{ wall, cpu }` (runProcess, cpuRate) give
 * `column(values, 'cpu')` their CPU figure and `column(values, 'wall')` their wall one; plain numbers
 * are kept for both.
 */
export function column(values, key) {
  return Object.fromEntries(
    Object.entries(values).map(([name, list]) => [name, list.map((v) => (typeof v === 'number' ? v : v[key]))]),
  );
}

/**
 * Runs a process to its end (`input` on its standard input) and answers its wall seconds and the
 * CPU seconds it used (user + system, from GNU time, which counts what the process itself used: on
 * a machine others load, the wall time says how busy it was, the CPU time what the work cost).
 * Without /usr/bin/time the CPU figure is NaN. Throws when the process fails.
 */
export async function runProcess(command, args, { input = '', env = process.env } = {}) {
  const { spawn } = await import('node:child_process');
  const { existsSync } = await import('node:fs');
  const gnuTime = existsSync('/usr/bin/time');
  const [program, programArgs] = gnuTime
    ? ['/usr/bin/time', ['-f', 'ECSIGN_BENCH_CPU %U %S', command, ...args]]
    : [command, args];
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(program, programArgs, { stdio: ['pipe', 'ignore', 'pipe'], env });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const wall = Number(process.hrtime.bigint() - start) / 1e9;
      const cpu = /ECSIGN_BENCH_CPU ([\d.]+) ([\d.]+)/.exec(errors);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${errors}`));
      else resolve({ wall, cpu: cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN });
    });
    child.stdin.end(input);
  });
}

/** Sequential calls of `operation` for `seconds` of wall time: calls per wall second and per CPU second of this process. */
export async function cpuRate(operation, seconds) {
  let count = 0;
  const cpuBefore = process.cpuUsage();
  const start = process.hrtime.bigint();
  const until = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  while (now < until) {
    await operation();
    count++;
    now = process.hrtime.bigint();
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { wall: count / (Number(now - start) / 1e9), cpu: count / ((cpu.user + cpu.system) / 1e6) };
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
