// The CLI's bundles get core's error catalogue and its list of groups through proxies evaluated on
// first use (cli/build.mjs): every look-up through them must answer what the real ones answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import * as real from '@ecsign/core/errors';
import { ERROR_CATALOGUE_ON_FIRST_USE } from '../../build.mjs';

const out = mkdtempSync(join(tmpdir(), 'ecsign-catalogue-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

async function bundled(): Promise<typeof real> {
  const outfile = join(out, 'errors.cjs');
  await build({
    stdin: {
      contents: "export * from '@ecsign/core/errors';",
      resolveDir: join(import.meta.dirname, '..'),
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    plugins: [ERROR_CATALOGUE_ON_FIRST_USE as never],
    logLevel: 'silent',
  });
  return createRequire(import.meta.url)(outfile) as typeof real;
}

describe('the error catalogue evaluated on first use', () => {
  it('answers every look-up as the catalogue does', async () => {
    const lazy = await bundled();
    expect(lazy.ERROR_CATALOGUE).not.toBe(real.ERROR_CATALOGUE); // the proxy, not the object
    expect(Object.keys(lazy.ERROR_CATALOGUE)).toEqual(Object.keys(real.ERROR_CATALOGUE));
    expect({ ...lazy.ERROR_CATALOGUE }).toEqual(real.ERROR_CATALOGUE);
    expect('PDF_CERTIFICATION_NOT_FIRST' in lazy.ERROR_CATALOGUE).toBe(true);
    expect('NO_SUCH_CODE' in lazy.ERROR_CATALOGUE).toBe(false);
    const status = real.ERROR_CATALOGUE.PDF_CERTIFICATION_NOT_FIRST.status;
    expect(lazy.codeForStatus(status)).toBe('PDF_CERTIFICATION_NOT_FIRST');
    expect(lazy.codeForStatus(123_456_789)).toBeUndefined();
    expect(lazy.CLIENT_TEXTS).toEqual(real.CLIENT_TEXTS);
    const error = new lazy.AppError('PDF_CERTIFICATION_NOT_FIRST', { internal: 'test' });
    expect([error.status, error.httpStatus]).toEqual([status, real.ERROR_CATALOGUE.PDF_CERTIFICATION_NOT_FIRST.http]);
  });

  it('answers for the list of groups as the list does', async () => {
    const lazy = await bundled();
    expect(lazy.ERROR_GROUPS).not.toBe(real.ERROR_GROUPS);
    expect(Array.isArray(lazy.ERROR_GROUPS)).toBe(true);
    expect(lazy.ERROR_GROUPS).toHaveLength(real.ERROR_GROUPS.length);
    expect([...lazy.ERROR_GROUPS]).toEqual(real.ERROR_GROUPS);
    expect(lazy.ERROR_GROUPS.map((group) => group.id)).toEqual(real.ERROR_GROUPS.map((group) => group.id));
  });
});
