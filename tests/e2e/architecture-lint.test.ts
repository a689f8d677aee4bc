// The architecture's arrows (apps → core only; core imports no platform) are enforced by the
// repository's ESLint configuration. This proves the rule bites, on code it has never seen.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/start-built-server';

const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('architecture boundaries (eslint.config.js)', () => {
  it.each([
    [
      'core/src/api/x.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      'no-restricted-imports',
    ],
    [
      'core/src/api/x.ts',
      "import { createHash } from 'crypto';\nexport const x = createHash;\n",
      'no-restricted-imports',
    ],
    [
      'core/src/api/x.ts',
      "import { startServer } from '@ecsign/server';\nexport const x = startServer;\n",
      'no-restricted-imports',
    ],
    ['core/src/api/x.ts', 'export const x = () => process.env.PORT;\n', 'no-restricted-globals'],
    ['core/src/api/x.ts', "export const x = () => window.sessionStorage.getItem('a');\n", 'no-restricted-globals'],
    ['core/src/api/x.ts', "export const x = () => fetch('/ecapi/health');\n", 'no-restricted-globals'],
    [
      'web/src/x.ts',
      "import { buildProgram } from '@ecsign/cli';\nexport const x = buildProgram;\n",
      'no-restricted-imports',
    ],
    [
      'extension/src/x.ts',
      "import { buildApp } from '../../server/src/app';\nexport const x = buildApp;\n",
      'no-restricted-imports',
    ],
    [
      'cli/src/x.ts',
      "import { can } from '../../core/src/guard/can';\nexport const x = can;\n",
      'no-restricted-imports',
    ],
  ])('%s: rejects %j', async (file, code, rule) => {
    expect(await ruleIds(file, code)).toContain(rule);
  });

  it.each([
    ['web/src/x.ts', "import { can } from '@ecsign/core/guard';\nexport const x = can;\n"],
    [
      'server/src/x.ts',
      "import { readFileSync } from 'node:fs';\nimport { AppError } from '@ecsign/core/errors';\nexport const x = [readFileSync, AppError];\n",
    ],
    ['core/src/api/x.ts', "import { z } from 'zod';\nexport const x = z.string();\n"],
  ])('%s: allows %j', async (file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });
});
