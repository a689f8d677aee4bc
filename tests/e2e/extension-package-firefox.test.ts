// The Firefox package (extension/.output/ecsign-firefox.zip, made by `pnpm --filter
// @ecsign/extension run zip:firefox`), unpacked and checked with Mozilla's own linter (`web-ext
// lint`, the checks addons.mozilla.org runs on upload): no errors, and no warnings but the ones
// explained below. Playwright cannot drive Firefox here, so this is the Firefox package's test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/start-built-server';

const EXTENSION = join(ROOT, 'extension');
const ZIP = join(EXTENSION, '.output/ecsign-firefox.zip');

/** fflate, a devDependency of the extension (this package does not depend on it). */
const { unzipSync } = createRequire(join(EXTENSION, 'package.json'))('fflate') as {
  unzipSync(data: Uint8Array): Record<string, Uint8Array>;
};

/**
 * Warnings the linter gives for code bundled from libraries, not for the extension's own:
 * - DANGEROUS_EVAL: zod probes whether `new Function('')` is allowed to choose its fast path; the
 *   extension's content security policy refuses it and zod takes the other path. No code is run.
 * - UNSAFE_VAR_ASSIGNMENT: react-dom's support for dangerouslySetInnerHTML, which the extension
 *   never uses.
 */
const EXPLAINED_WARNINGS = new Set(['DANGEROUS_EVAL', 'UNSAFE_VAR_ASSIGNMENT']);

interface LintMessage {
  code: string;
  message: string;
  file?: string;
}
interface LintReport {
  summary: { errors: number; warnings: number; notices: number };
  errors: LintMessage[];
  warnings: LintMessage[];
}

describe('extension package for Firefox', () => {
  let folder: string;
  let report: LintReport;

  beforeAll(() => {
    if (!existsSync(ZIP)) {
      throw new Error(
        `${ZIP} is missing: package the extension first (pnpm --filter @ecsign/extension run zip:firefox)`,
      );
    }
    folder = mkdtempSync(join(tmpdir(), 'ecsign-firefox-package-'));
    const files = unzipSync(new Uint8Array(readFileSync(ZIP)));
    for (const [name, bytes] of Object.entries(files)) {
      if (name.endsWith('/')) continue;
      mkdirSync(dirname(join(folder, name)), { recursive: true });
      writeFileSync(join(folder, name), bytes);
    }
    // The extension's own web-ext; it exits 1 when it finds errors, so the report is read either way.
    const webExt = join(EXTENSION, 'node_modules/.bin/web-ext');
    const lint = spawnSync(webExt, ['lint', '--source-dir', folder, '--output', 'json', '--no-config-discovery'], {
      cwd: folder,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    });
    const json = lint.stdout.slice(lint.stdout.indexOf('{'));
    if (!json) throw new Error(`web-ext lint gave no report (exit ${lint.status}): ${lint.stderr}`);
    report = JSON.parse(json) as LintReport;
  });

  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('is an MV3 add-on with the id and minimum version Firefox needs', () => {
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      manifest_version: 3,
      name: 'ecsign',
      // Firefox runs MV3 background code as an event page, not a service worker.
      background: { scripts: ['background.js'] },
      action: { default_popup: 'popup.html' },
      browser_specific_settings: { gecko: { id: 'extension@ecsign.app', strict_min_version: '140.0' } },
    });
    expect(manifest.background.service_worker).toBeUndefined();
    // Firefox does not let extensions read local files: it is not asked for there.
    expect(manifest.host_permissions).not.toContain('file:///*');
  });

  it('passes web-ext lint with no errors', () => {
    expect(report.errors).toEqual([]);
    expect(report.summary.errors).toBe(0);
  });

  it('has no warnings but the explained ones from bundled libraries', () => {
    const unexplained = report.warnings.filter((warning) => !EXPLAINED_WARNINGS.has(warning.code));
    expect(unexplained).toEqual([]);
  });
});
