// Comments name only files that exist (scripts/check-comment-paths.mjs): the repository has no
// comment pointing at a renamed or removed file, and a planted one is caught whichever way it is
// written (relative, from the repository root, or bare).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findMissingCommentPaths, trackedFiles } from '../../scripts/check-comment-paths.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('file names in comments', () => {
  const planted = mkdtempSync(join(tmpdir(), 'ecsign-comment-paths-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  function plant(files: Record<string, string>): string[] {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(planted, path)), { recursive: true });
      writeFileSync(join(planted, path), text);
    }
    return Object.keys(files);
  }

  it('every file a comment of the repository names exists', () => {
    expect(findMissingCommentPaths(ROOT, trackedFiles(ROOT))).toEqual([]);
  });

  it('reports a comment naming a missing file, and passes one naming a file that exists', () => {
    const files = plant({
      'server/src/jobs/queue.ts': [
        '// Runs the handlers of register-handlers.ts (see ./worker.ts and server/src/jobs/README.md).',
        // Spelled so that this line of the test is not itself a comment naming a missing file.
        `export const queue = 1; ${'//'} sent by server/src/jobs/sender.ts`,
        '/**',
        ' * Retried as core/model/retry.ts says; gone-helper.ts used to do it.',
        ' */',
        "const url = 'https://example.com/a/b.ts'; // a string, not a comment: https://x.org/y.ts",
      ].join('\n'),
      'server/src/jobs/worker.ts': '// Started by queue.ts, configured in core/src/model/retry.ts.\n',
      'server/src/jobs/README.md': '# Jobs\n',
      'core/src/model/retry.ts': 'export {};\n',
    });
    expect(findMissingCommentPaths(planted, files)).toEqual([
      'server/src/jobs/queue.ts:1: register-handlers.ts',
      'server/src/jobs/queue.ts:2: server/src/jobs/sender.ts',
      'server/src/jobs/queue.ts:4: gone-helper.ts',
    ]);
  });
});
