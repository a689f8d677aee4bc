// Comments that name a file must name one that exists: a comment pointing at a file that was
// renamed or removed sends the next reader looking for nothing. This reads the comments of every
// tracked source file, takes what looks like a file name (a path with a folder, or a bare name of
// one of our own source files) and checks that a tracked file answers to it: relative to the
// commenting file, to the repository, or as the tail of a tracked path (comments often name a file
// from its package's src folder). Not checked: build outputs (dist/…), files of an installed
// package (pdfjs-dist/…) and examples (after "e.g."). `node scripts/check-comment-paths.mjs` prints each miss; the
// end-to-end test tests/e2e/comment-paths.test.ts fails on any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
const NAMED = /(?<![\w@:/.-])(\.{0,2}\/)?[\w@.-]+(?:\/[\w@.[\]-]+)*\.(?:tsx?|mjs|cjs|md|sql|ya?ml|json|sh)(?![\w/-])/g;

/** The comment text of one line: after `//` (not `://`), or a block comment's line. */
export function commentOf(line) {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*')) return trimmed;
  const at = line.search(/(^|[^:'"`\w])\/\/ /);
  return at < 0 ? '' : line.slice(at);
}

/** What `text` names as files. */
export function namedFiles(text) {
  const names = [];
  for (const match of text.matchAll(NAMED)) {
    const name = match[0];
    if (!name.includes('/') && !/\.(tsx?|mjs)$/.test(name)) continue; // a bare README.md, package.json …
    if (name.startsWith('/') || /^[\w-]+\.(?:com|org|io|cn)\//.test(name)) continue;
    if (/(^|\/)dist\//.test(name)) continue; // a build output
    if (/e\.g\.\W*$/.test(text.slice(Math.max(0, match.index - 8), match.index))) continue; // an example
    names.push(name);
  }
  return names;
}

/** Every miss under `root`, as `file:line: name`, among `files` (repository-relative paths). */
export function findMissingCommentPaths(root, files) {
  const tracked = new Set(files);
  const tails = new Set();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 0; i < parts.length; i += 1) tails.add(parts.slice(i).join('/'));
    // A folder named in a comment ("server/src/jobs/") counts too.
    for (let i = 1; i < parts.length; i += 1) for (let j = 0; j < i; j += 1) tails.add(parts.slice(j, i).join('/'));
  }
  const misses = [];
  for (const file of files) {
    if (!SOURCE.test(file)) continue;
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const name of namedFiles(commentOf(line))) {
        const relative = normalize(join(dirname(file), name));
        const bare = name.replace(/^\.\//, '');
        // `core/model/seals.ts` names core/src/model/seals.ts, as its import @ecsign/core/model does.
        const inSrc = bare.replace(/^([\w-]+)\//, '$1/src/');
        if (tracked.has(relative) || tracked.has(bare) || tails.has(bare) || tracked.has(inSrc)) continue;
        if (isInstalledPackageFile(root, name)) continue;
        misses.push(`${file}:${index + 1}: ${name}`);
      }
    });
  }
  return misses;
}

/** A file of an installed dependency (`pdfjs-dist/build/pdf.worker.min.mjs`), wherever pnpm put it. */
function isInstalledPackageFile(root, name) {
  const packages = ['', 'core', 'server', 'web', 'extension', 'cli', 'tests', 'ui'];
  return packages.some((folder) => existsSync(join(root, folder, 'node_modules', name)));
}

export function trackedFiles(root) {
  const listing = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  return listing.split('\0').filter((file) => file !== '');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const misses = findMissingCommentPaths(root, trackedFiles(root));
  for (const miss of misses) console.log(miss);
  console.log(`${misses.length} comment(s) name a file that does not exist`);
  process.exitCode = misses.length > 0 ? 1 : 0;
}
