// The architecture's arrows (apps → ui → core, never app → app, never ui → app; core and ui
// import no Node built-in; core reads no platform global) are enforced by the repository's ESLint
// configuration (eslint-rules/architecture-boundaries.js). This proves the rule bites: each
// violation is planted in a real file, deep inside its package so that a `../` chain of any length
// is tried, and linted with the repository's configuration; a clean file passes.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/start-built-server';

const eslint = new ESLint({ cwd: ROOT });
const PROBE_FOLDER = `lint-probe-${process.pid}`;
const planted = new Set<string>();

afterAll(() => {
  for (const folder of planted) rmSync(folder, { recursive: true, force: true });
});

/** Plants `code` at `<package>/src/<probe>/deep/er/still/<name>` and answers the rule ids eslint reports. */
async function lintPlanted(pkg: string, name: string, code: (up: string) => string): Promise<string[]> {
  const folder = join(ROOT, pkg, 'src', PROBE_FOLDER);
  const file = join(folder, 'deep', 'er', 'still', name);
  planted.add(folder);
  mkdirSync(dirname(file), { recursive: true });
  // The `../` chain from the file back to the repository root: five or six levels, not two.
  const up = '../'.repeat(relative(ROOT, dirname(file)).split(sep).length);
  writeFileSync(file, code(up));
  try {
    const [result] = await eslint.lintFiles([file]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  } finally {
    rmSync(file);
  }
}

const BOUNDARY = 'architecture/boundaries';

describe('architecture boundaries (eslint.config.js)', () => {
  it.each<[string, string, (up: string) => string, string]>([
    [
      'web',
      'app → app by a deep relative import',
      (up) => `import { buildApp } from '${up}server/src/app';\nexport const x = buildApp;\n`,
      BOUNDARY,
    ],
    ['extension', 'app → app by export … from', (up) => `export { startApp } from '${up}web/src/main';\n`, BOUNDARY],
    [
      'cli',
      'app → app by dynamic import()',
      (up) => `export const x = () => import('${up}server/src/app');\n`,
      BOUNDARY,
    ],
    ['server', 'app → app by require()', (up) => `export const x = () => require('${up}cli/src/cli');\n`, BOUNDARY],
    [
      'web',
      'app → app by package name',
      () => "import { buildProgram } from '@ecsign/cli';\nexport const x = buildProgram;\n",
      BOUNDARY,
    ],
    [
      'web',
      'app → the test package',
      () => "import { ROOT } from '@ecsign/tests/support/x';\nexport const x = ROOT;\n",
      BOUNDARY,
    ],
    [
      'cli',
      'app → ui (only the portal and the extension show ui)',
      () => "export { SliderCaptcha } from '@ecsign/ui/captcha';\n",
      BOUNDARY,
    ],
    ['ui', 'ui → app', () => "import { App } from '@ecsign/web';\nexport const x = App;\n", BOUNDARY],
    [
      'ui',
      'ui → app by a deep relative import',
      (up) => `export const x = () => import('${up}extension/src/popup');\n`,
      BOUNDARY,
    ],
    ['ui', 'ui → node:*', () => "export const x = () => import('node:fs');\n", BOUNDARY],
    ['core', 'core → ui', () => "export const x = () => import('@ecsign/ui');\n", BOUNDARY],
    ['core', 'core → app by a deep relative import', (up) => `export * from '${up}server/src/context';\n`, BOUNDARY],
    [
      'core',
      'core → node:* by dynamic import()',
      () => "export const x = async () => (await import('node:fs')).readFileSync;\n",
      BOUNDARY,
    ],
    ['core', 'core → a bare built-in by require()', () => "export const x = () => require('fs');\n", BOUNDARY],
    [
      'core',
      'core → a built-in by import',
      () => "import { createHash } from 'crypto';\nexport const x = createHash;\n",
      BOUNDARY,
    ],
    [
      'cli',
      'core by path instead of its subpaths',
      (up) => `import { can } from '${up}core/src/guard/can';\nexport const x = can;\n`,
      BOUNDARY,
    ],
    [
      'core',
      'globalThis.fetch',
      () => "export const x = () => globalThis.fetch('/ecapi/health');\n",
      'no-restricted-properties',
    ],
    [
      'core',
      'globalThis.process',
      () => 'export const x = () => globalThis.process.env.PORT;\n',
      'no-restricted-properties',
    ],
    ['core', 'window.fetch', () => "export const x = () => window.fetch('/ecapi/health');\n", 'no-restricted-globals'],
    ['core', 'process', () => 'export const x = () => process.env.PORT;\n', 'no-restricted-globals'],
    ['core', 'fetch', () => "export const x = () => fetch('/ecapi/health');\n", 'no-restricted-globals'],
  ])('%s: rejects %s', async (pkg, _what, code, rule) => {
    expect(await lintPlanted(pkg, 'x.ts', code)).toContain(rule);
  });

  it.each<[string, string, string]>([
    [
      'web',
      'x.ts',
      "import { can } from '@ecsign/core/guard';\nimport { SliderCaptcha } from '@ecsign/ui/captcha';\nexport const x = [can, SliderCaptcha];\n",
    ],
    ['extension', 'x.ts', "export { VerifyReport } from '@ecsign/ui/verify-report';\n"],
    ['ui', 'x.ts', "import { solveCaptcha } from '@ecsign/core/captcha';\nexport const x = solveCaptcha;\n"],
    [
      'server',
      'x.ts',
      "import { readFileSync } from 'node:fs';\nimport { AppError } from '@ecsign/core/errors';\nexport const x = [readFileSync, AppError];\n",
    ],
    [
      'core',
      'x.ts',
      "import { z } from 'zod';\nimport { can } from '../../../../guard/can';\nexport const x = [z.string(), can];\n",
    ],
    ['core', 'x.test.ts', "import { createHash } from 'node:crypto';\nexport const x = createHash;\n"],
  ])('%s: allows a clean %s', async (pkg, name, code) => {
    expect(await lintPlanted(pkg, name, () => code)).toEqual([]);
  });
});
