// Writes docs/spec-traceability.md: every requirement id of docs/spec-items.md, the source files
// that cite it (where it is produced or enforced), the test files that cite it (where it is
// exercised), or the "not applicable" reason listed for it in docs/spec-trace-reasons.md.
// Generated from the code's own citations, so the table cannot drift from what the code says.
//
//   node scripts/spec-trace.mjs           rewrite docs/spec-traceability.md
//   node scripts/spec-trace.mjs --check   exit 1 when the table is stale, or when an item has
//                                         neither a test nor a reason
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SPEC_ITEMS = 'docs/spec-items.md';
export const REASONS = 'docs/spec-trace-reasons.md';
export const OUTPUT = 'docs/spec-traceability.md';

/** Files that define or list the ids rather than cite them. */
const NOT_CITATIONS = new Set([SPEC_ITEMS, REASONS, OUTPUT]);
const SCANNED = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const TEST_FILE = /(\.test\.tsx?$)|(^tests\/e2e\/)/;
const ID_TOKEN = /(?<![A-Za-z0-9-])([ORFSVPCEK]-[A-Za-z0-9][A-Za-z0-9-]*)/g;
const SHOWN_FILES = 4;

/**
 * The items of the spec list: each anchored id with its one-line description, and the values
 * named inside an item (`S-task-draft`, `F-column-task-name` …) as items of their own.
 */
export function collectItems(specText) {
  const items = [];
  const seen = new Set();
  let section = '';
  const lines = specText.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const heading = /^##+ (.+)$/.exec(lines[index]);
    if (heading) section = heading[1];
    const anchor = /<a id="([A-Z]-[^"]+)"><\/a>`[^`]+` — (.*)$/.exec(lines[index]);
    if (!anchor) continue;
    const block = [anchor[2]];
    for (let next = index + 1; next < lines.length && /^ {2}\S/.test(lines[next]); next++)
      block.push(lines[next].trim());
    const text = block.join(' ');
    const [, id] = anchor;
    if (!seen.has(id)) items.push({ id, section, description: text });
    seen.add(id);
    for (const named of text.matchAll(/`([A-Z]-[a-z0-9][A-Za-z0-9-]*)`/g)) {
      const value = named[1];
      if (seen.has(value) || !value.startsWith(`${id}-`)) continue;
      seen.add(value);
      items.push({ id: value, section, description: `a value of \`${id}\` (see there)` });
    }
  }
  // The column list is one anchored paragraph naming 25 ids.
  const columns = items.find((item) => item.id === 'F-column');
  if (columns) {
    const paragraph = specText.slice(specText.indexOf('<a id="F-column">'));
    for (const named of paragraph.slice(0, paragraph.indexOf('\n\n')).matchAll(/`(F-column-[a-z-]+)`/g)) {
      if (seen.has(named[1])) continue;
      seen.add(named[1]);
      items.push({ id: named[1], section: columns.section, description: 'a column a table may show' });
    }
  }
  return items;
}

/** The ids a text cites; a longer token (`S-task-draft-x`) counts for the longest id it starts with. */
export function citedIds(text, known) {
  const found = new Set();
  for (const match of text.matchAll(ID_TOKEN)) {
    let token = match[1].replace(/-+$/, '');
    while (!known.has(token) && token.lastIndexOf('-') > 1) token = token.slice(0, token.lastIndexOf('-'));
    if (known.has(token)) found.add(token);
  }
  return found;
}

/** For each id, the source files and the test files citing it. */
export function findCitations(files, known) {
  const citations = new Map([...known].map((id) => [id, { sources: [], tests: [] }]));
  for (const { path, text } of files) {
    if (NOT_CITATIONS.has(path) || !SCANNED.test(path)) continue;
    for (const id of citedIds(text, known)) {
      citations.get(id)[TEST_FILE.test(path) ? 'tests' : 'sources'].push(path);
    }
  }
  return citations;
}

/** The reasons file: one `- \`ID\` — not applicable: reason` line per item. */
export function readReasons(text) {
  const reasons = new Map();
  for (const line of text.split('\n')) {
    const match = /^- `([A-Z]-[^`]+)` — not applicable: (.+)$/.exec(line.trim());
    if (match) reasons.set(match[1], match[2].trim());
  }
  return reasons;
}

/** What makes the table unacceptable: an item with neither a test nor a reason, or a stray reason. */
export function traceProblems(items, citations, reasons) {
  const problems = [];
  const ids = new Set(items.map((item) => item.id));
  for (const { id } of items) {
    const tested = citations.get(id)?.tests.length > 0;
    if (!tested && !reasons.has(id)) problems.push(`${id}: no test cites it and ${REASONS} gives no reason`);
    if (tested && reasons.has(id)) problems.push(`${id}: a test cites it, so its "not applicable" reason is wrong`);
  }
  for (const id of reasons.keys()) if (!ids.has(id)) problems.push(`${id}: ${REASONS} names an id that does not exist`);
  return problems;
}

function fileList(paths) {
  if (paths.length === 0) return '—';
  const shown = [...paths]
    .sort()
    .slice(0, SHOWN_FILES)
    .map((path) => `\`${path}\``);
  if (paths.length > SHOWN_FILES) shown.push(`+${paths.length - SHOWN_FILES} more`);
  return shown.join(', ');
}

function cell(text) {
  return text.replaceAll('|', '\\|');
}

export function renderTable(items, citations, reasons) {
  const out = [
    '# Spec traceability',
    '',
    '<!-- Generated by `node scripts/spec-trace.mjs` from the citations in the code; do not edit. -->',
    '',
    `Each requirement of [spec-items.md](spec-items.md), the source files that cite it (where it is`,
    'produced or enforced) and the test files that cite it (where it is exercised). An item no test',
    `exercises carries a "not applicable" reason from [spec-trace-reasons.md](spec-trace-reasons.md);`,
    '`tests/e2e/spec-traceability.test.ts` fails when an item has neither, or when this table is stale.',
    '',
  ];
  const tested = items.filter((item) => citations.get(item.id).tests.length > 0).length;
  out.push(`${items.length} items: ${tested} exercised by a test, ${items.length - tested} not applicable.`, '');
  let section = '';
  for (const item of items) {
    if (item.section !== section) {
      section = item.section;
      out.push(
        `## ${section}`,
        '',
        '| id | description | produced or enforced in | tests |',
        '| --- | --- | --- | --- |',
      );
    }
    const { sources, tests } = citations.get(item.id);
    const testCell =
      tests.length > 0 ? fileList(tests) : reasons.has(item.id) ? 'not applicable (see closing note)' : '**missing**';
    out.push(`| \`${item.id}\` | ${cell(item.description)} | ${fileList(sources)} | ${testCell} |`);
    const next = items[items.indexOf(item) + 1];
    if (!next || next.section !== section) out.push('');
  }
  out.push('## Closing note: items not applicable', '');
  const untested = items.filter((item) => citations.get(item.id).tests.length === 0);
  if (untested.length === 0) out.push('None: every item is exercised by a test.');
  for (const item of untested) out.push(`- \`${item.id}\` — ${reasons.get(item.id) ?? 'NO REASON GIVEN'}`);
  out.push('');
  return out.join('\n');
}

function trackedFiles() {
  const listing = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listing
    .split('\0')
    .filter((path) => SCANNED.test(path) && existsSync(join(ROOT, path)))
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

/** The table and its problems for the repository as it is on disk. */
export function traceRepository() {
  const items = collectItems(readFileSync(join(ROOT, SPEC_ITEMS), 'utf8'));
  const known = new Set(items.map((item) => item.id));
  const citations = findCitations(trackedFiles(), known);
  const reasons = readReasons(readFileSync(join(ROOT, REASONS), 'utf8'));
  return { table: renderTable(items, citations, reasons), problems: traceProblems(items, citations, reasons) };
}

function main() {
  const { table, problems } = traceRepository();
  const path = join(ROOT, OUTPUT);
  if (process.argv.includes('--check')) {
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current !== table) problems.push(`${OUTPUT} is stale: run node scripts/spec-trace.mjs`);
    for (const problem of problems) process.stderr.write(`${problem}\n`);
    process.exit(problems.length === 0 ? 0 : 1);
  }
  writeFileSync(path, table);
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  process.stdout.write(`wrote ${OUTPUT} (${problems.length} problems)\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
