// `npm test`: install what is needed, then lint, type check, build, unit tests of every package,
// and the end-to-end tests in real Chromium. Ends with one line: "tests: N passed, N failed, N skipped".
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, StepFailed, buildApps, checkNode, install, runPnpm } from './workspace.mjs';
import { ensureSystemTools } from './ensure-system-tools.mjs';

const PACKAGES = ['core', 'server', 'web', 'extension', 'cli', 'tests'];
const RESULTS = join(ROOT, '.test-results');
const counts = { passed: 0, failed: 0, skipped: 0 };

function addCounts(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function vitest(label, projects, file) {
  const args = ['exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  try {
    runPnpm(label, args);
  } finally {
    addCounts(file);
  }
}

checkNode();
const started = Date.now();
let failure;
try {
  install();
  ensureSystemTools();
  runPnpm('lint (eslint)', ['exec', 'eslint', '.', '--max-warnings=0']);
  runPnpm('format check (prettier)', ['exec', 'prettier', '--check', '.']);
  for (const pkg of PACKAGES) runPnpm(`type check ${pkg}`, ['exec', 'tsc', '-p', `${pkg}/tsconfig.json`]);
  buildApps({ extension: true });
  mkdirSync(RESULTS, { recursive: true });
  vitest('unit tests', ['core', 'server', 'web', 'cli', 'extension'], join(RESULTS, 'unit.json'));
  vitest('end-to-end tests (Chromium)', ['e2e'], join(RESULTS, 'e2e.json'));
} catch (error) {
  failure = error;
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failure) process.stderr.write(`\nnpm test: ${failure instanceof StepFailed ? failure.message : failure.message}\n`);
process.stdout.write(`\nnpm test finished in ${minutes} min\n`);
process.stdout.write(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
process.exit(failure || counts.failed > 0 ? 1 : 0);
