// `npm test`: install what is needed, then lint, type check, build, unit tests of every package,
// and the end-to-end tests in real Chromium. Ends with one line: "tests: N passed, N failed, N skipped".
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT, StepFailed, buildSteps, checkNode, install, runPnpm, runPnpmSteps } from './workspace.mjs';
import { ensureSystemTools } from './ensure-system-tools.mjs';

const PACKAGES = ['core', 'ui', 'server', 'web', 'extension', 'cli', 'tests'];
const RESULTS = join(ROOT, '.test-results');
const counts = { passed: 0, failed: 0, skipped: 0 };

function addCounts(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

/**
 * One test file per core at once. vitest's default leaves a core free: one worker on the 2-core CI
 * machine, so the unit pass (23.8 min) used one core of two. The end-to-end project runs its files
 * one after another anyway (fileParallelism: false).
 */
const WORKERS = Math.max(2, availableParallelism());

function vitest(label, projects, file, env) {
  const args = ['exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p]), `--maxWorkers=${WORKERS}`];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  try {
    runPnpm(label, args, { env });
  } finally {
    addCounts(file);
  }
}

checkNode();
const started = Date.now();
const failures = [];
/** Checks and test suites all run even when one fails, so one run shows every problem. */
function attempt(step) {
  try {
    step();
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    failures.push(error.message);
  }
}

try {
  install();
  ensureSystemTools();
  // Checks and builds, side by side: a failed check still lets the tests run, a failed build stops them.
  const checks = [
    { label: 'lint (eslint)', args: ['exec', 'eslint', '.', '--max-warnings=0'] },
    { label: 'format check (prettier)', args: ['exec', 'prettier', '--check', '.'] },
    ...PACKAGES.map((pkg) => ({ label: `type check ${pkg}`, args: ['exec', 'tsc', '-p', `${pkg}/tsconfig.json`] })),
  ];
  const builds = buildSteps({ extension: true });
  const stepFailures = await runPnpmSteps([...builds, ...checks], WORKERS);
  failures.push(...stepFailures);
  const failedBuild = builds.find((step) => stepFailures.some((message) => message.startsWith(`${step.label} failed`)));
  if (failedBuild) throw new StepFailed(`${failedBuild.label} failed: no tests run`);
  mkdirSync(RESULTS, { recursive: true });
  attempt(() =>
    vitest(
      'unit tests',
      ['core', 'ui', 'server', 'server-isolated', 'web', 'cli', 'extension'],
      join(RESULTS, 'unit.json'),
    ),
  );
  // The server and e2e projects each start one embedded PostgreSQL for their run (globalSetup).
  attempt(() => vitest('end-to-end tests (Chromium)', ['e2e'], join(RESULTS, 'e2e.json')));
} catch (error) {
  failures.push(error.message);
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
for (const message of failures) process.stderr.write(`npm test: ${message}\n`);
process.stdout.write(`\nnpm test finished in ${minutes} min\n`);
process.stdout.write(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
process.exit(failures.length > 0 || counts.failed > 0 ? 1 : 0);
