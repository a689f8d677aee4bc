// Writes docs/spec-traceability.md: every requirement id of docs/spec-items.md, the source files
// that cite it (where it is produced or enforced), the test files that cite it (where it is
// exercised), or the "not applicable" reason listed for it in docs/spec-trace-reasons.md.
// Generated from the code's own citations, so the table cannot drift from what the code says.
//
//   node scripts/spec-trace.mjs           rewrite docs/spec-traceability.md
//   node scripts/spec-trace.mjs --check   exit 1 when the table is stale, or when an item has
//                                         neither a test nor a reason
//
// The E- items are groups of error codes: each code the spec lists (core's spec fixture) must be
// triggered by a server or end-to-end test, which shows as the test naming its number or its
// quoted catalogue name, or carry a reason of its own; and a test citing an E- item must trigger
// at least one of its codes, so a citation in a comment alone does not count.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SPEC_ITEMS = 'docs/spec-items.md';
export const REASONS = 'docs/spec-trace-reasons.md';
export const OUTPUT = 'docs/spec-traceability.md';
export const CATALOGUE = 'docs/error-catalogue.md';
export const SPEC_CODES = 'core/src/errors/spec-error-catalogue.fixture.ts';

/**
 * The E- item of each catalogue group, by its id in core/src/errors/error-groups.ts and its title
 * on the generated catalogue page.
 */
export const E_ITEM_OF_GROUP = {
  client: ['E-client', 'Client-side outcomes'],
  plans: ['E-63xxxxx', 'Plans'],
  interface: ['E-64000xx', 'Interface'],
  registration: ['E-605-606', 'Registration and remote'],
  common: ['E-700000xx', 'Common'],
  scenes: ['E-742020xx', 'Scenes'],
  signingSdk: ['E-743000xx', 'Signing SDK'],
  process: ['E-744010xx', 'Process'],
  preservation: ['E-745', 'Preservation'],
  pdf: ['E-746000xx', 'PDF handling'],
  message: ['E-747', 'Message'],
  signCentre: ['E-748', 'Sign centre'],
  admin: ['E-750xxxxx', 'Admin and user centre'],
  openApi: ['E-7510xxxx', 'Open API'],
  templates: ['E-76xxxxx', 'Templates'],
  version: ['E-500000001', 'Version conflict'],
  seals: ['E-6xx-named', 'Seals'],
  roles: ['E-6xx-named', 'Roles'],
  menus: ['E-6xx-named', 'Menus'],
  enterpriseTree: ['E-6xx-named', 'Enterprise tree'],
  grants: ['E-6xx-named', 'Grants'],
  dictionaries: ['E-6xx-named', 'Dictionaries'],
  fileStorage: ['E-6xx-named', 'File storage'],
  documents: ['E-6xx-named', 'Documents'],
  certificates: ['E-6xx-named', 'Certificates'],
  watermark: ['E-6xx-named', 'Watermark'],
  notice: ['E-6xx-named', 'Notice'],
  rules: ['E-6xx-named', 'Rules'],
  userGroups: ['E-6xx-named', 'Groups'],
  flow: ['E-6xx-named', 'Flow'],
  logs: ['E-6xx-named', 'Logs'],
  sealTemplates: ['E-6xx-named', 'Seal templates'],
  interfaceSettings: ['E-6xx-named', 'Interface settings'],
  qrCode: ['E-6xx-named', 'QR code'],
  templateGroups: ['E-6xx-named', 'Template groups'],
  signing: ['E-614', 'Signing'],
  login: ['E-5200xx', 'Login'],
  templateCentre: ['E-63xxxxxx', 'Templates and signing centre'],
  taskScheduling: ['E-6330102xx', 'Task scheduling'],
  attachments: ['E-6340102xx', 'Attachments'],
  baseConfig: ['E-6350101xx', 'Base service config'],
  remoteAuth: ['E-7010102xx', 'Remote authentication'],
};
/** Where a test triggers a code through the API: the server's tests and the end-to-end tests. */
const CODE_TEST_FILE = /(^server\/src\/.*\.test\.ts$)|(^tests\/e2e\/)/;

/** Files that define or list the ids rather than cite them; the tracer's own test uses ids as sample data. */
const NOT_CITATIONS = new Set([SPEC_ITEMS, REASONS, OUTPUT, 'tests/e2e/spec-traceability.test.ts']);
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

/** Every code of the catalogue page with its number and the E- item of its group. */
export function readCatalogueCodes(catalogueText) {
  const itemOfTitle = new Map(Object.values(E_ITEM_OF_GROUP).map(([item, title]) => [title, item]));
  return [...catalogueText.matchAll(/^\| ([^|]+) \| `([A-Z0-9_]+)` \| (-?\d+) \|/gm)].map(([, title, name, status]) => {
    const item = itemOfTitle.get(title.trim());
    if (!item) throw new Error(`${CATALOGUE}: group ${title.trim()} has no E- item in scripts/spec-trace.mjs`);
    return { item, name, status };
  });
}

/** The spec's codes, one by one: the names `SPEC_MESSAGES` of the spec fixture lists, as catalogue codes. */
export function readSpecCodes(fixtureText, catalogueCodes) {
  const byName = new Map(catalogueCodes.map((code) => [code.name, code]));
  const start = fixtureText.indexOf('SPEC_MESSAGES');
  const block = fixtureText.slice(start, fixtureText.indexOf('} satisfies', start));
  const codes = [];
  for (const [, list] of block.matchAll(/\w+: \[([^\]]*)\]/g)) {
    for (const [, name] of list.matchAll(/'([A-Z0-9_]+)'/g)) {
      if (!byName.has(name)) throw new Error(`${SPEC_CODES}: ${name} is not in ${CATALOGUE}`);
      codes.push(byName.get(name));
    }
  }
  return codes;
}

/** A test triggers a code when it names its number, or its catalogue name in quotes or as a property. */
function mentionsCode(text, { name, status }) {
  return new RegExp(`(?<![0-9])${status}(?![0-9])`).test(text) || new RegExp(`['"\`.]${name}\\b`).test(text);
}

/** For each code, the server and end-to-end test files that trigger it. */
export function findCodeTests(files, codes) {
  const tests = files.filter(({ path }) => CODE_TEST_FILE.test(path) && !NOT_CITATIONS.has(path));
  return new Map(
    codes.map((code) => [code.name, tests.filter(({ text }) => mentionsCode(text, code)).map(({ path }) => path)]),
  );
}

/** The reasons file's code lines: `- \`CODE\` (status) — not applicable: reason`. */
export function readCodeReasons(text) {
  const reasons = new Map();
  for (const line of text.split('\n')) {
    const match = /^- `([A-Z0-9_]+)` \(-?\d+\) — not applicable: (.+)$/.exec(line.trim());
    if (match) reasons.set(match[1], match[2].trim());
  }
  return reasons;
}

/**
 * What makes the code audit unacceptable: a code no test triggers and no reason excuses, a reason
 * beside a test, a reason for no spec code, and an E- item whose citing tests trigger none of its codes.
 */
export function codeProblems({ codes, catalogueCodes, codeTests, codeReasons }, citations, files) {
  const problems = [];
  for (const code of codes) {
    const tested = codeTests.get(code.name).length > 0;
    if (!tested && !codeReasons.has(code.name))
      problems.push(
        `${code.item}: ${code.name} (${code.status}) is triggered by no test and ${REASONS} gives no reason`,
      );
    if (tested && codeReasons.has(code.name))
      problems.push(`${code.item}: ${code.name} is triggered by a test, so its "not applicable" reason is wrong`);
  }
  const names = new Set(codes.map((code) => code.name));
  for (const name of codeReasons.keys())
    if (!names.has(name)) problems.push(`${name}: ${REASONS} names a code the spec does not list`);
  const textOf = new Map(files.map(({ path, text }) => [path, text]));
  for (const item of new Set(catalogueCodes.map((code) => code.item))) {
    const own = catalogueCodes.filter((code) => code.item === item);
    for (const path of (citations.get(item)?.tests ?? []).filter((test) => CODE_TEST_FILE.test(test))) {
      if (!own.some((code) => mentionsCode(textOf.get(path) ?? '', code)))
        problems.push(`${item}: ${path} cites it but triggers none of its codes`);
    }
  }
  return problems;
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

export function renderTable(
  items,
  citations,
  reasons,
  audit = { codes: [], codeTests: new Map(), codeReasons: new Map() },
) {
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
  if (audit.codes.length > 0) {
    const triggered = audit.codes.filter((code) => audit.codeTests.get(code.name).length > 0).length;
    out.push(
      '## Error codes, one by one',
      '',
      `The ${audit.codes.length} codes the E- items list: the tests that trigger each (naming its number or its`,
      `catalogue name), or why its condition cannot occur here. ${triggered} triggered by a test,`,
      `${audit.codes.length - triggered} not applicable.`,
      '',
      '| item | code | status | triggered by |',
      '| --- | --- | ---: | --- |',
    );
    for (const code of audit.codes) {
      const tests = audit.codeTests.get(code.name);
      const where =
        tests.length > 0
          ? fileList(tests)
          : audit.codeReasons.has(code.name)
            ? 'not applicable (see closing note)'
            : '**missing**';
      out.push(`| \`${code.item}\` | \`${code.name}\` | ${code.status} | ${where} |`);
    }
    out.push('');
  }
  out.push('## Closing note: items not applicable', '');
  const untested = items.filter((item) => citations.get(item.id).tests.length === 0);
  if (untested.length === 0) out.push('None: every item is exercised by a test.');
  for (const item of untested) out.push(`- \`${item.id}\` — ${reasons.get(item.id) ?? 'NO REASON GIVEN'}`);
  const untriggered = audit.codes.filter((code) => audit.codeTests.get(code.name).length === 0);
  if (untriggered.length > 0) out.push('', 'Error codes whose condition cannot occur here:', '');
  for (const code of untriggered)
    out.push(
      `- \`${code.name}\` (${code.status}, ${code.item}) — ${audit.codeReasons.get(code.name) ?? 'NO REASON GIVEN'}`,
    );
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
  const files = trackedFiles();
  const citations = findCitations(files, known);
  const reasonsText = readFileSync(join(ROOT, REASONS), 'utf8');
  const reasons = readReasons(reasonsText);
  const catalogueCodes = readCatalogueCodes(readFileSync(join(ROOT, CATALOGUE), 'utf8'));
  const codes = readSpecCodes(readFileSync(join(ROOT, SPEC_CODES), 'utf8'), catalogueCodes);
  const audit = {
    codes,
    catalogueCodes,
    codeTests: findCodeTests(files, codes),
    codeReasons: readCodeReasons(reasonsText),
  };
  return {
    table: renderTable(items, citations, reasons, audit),
    problems: [...traceProblems(items, citations, reasons), ...codeProblems(audit, citations, files)],
  };
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
