// Writes docs/settings.md: one row per setting of the server's configuration schema (ZServerConfig
// in server/src/config.ts) with its default, the values it accepts and its meaning (the setting's
// /** */ comment in the schema). Generated, so no setting can be missing from the documentation.
//
//   node scripts/generate-settings-doc.mjs           rewrite docs/settings.md
//   node scripts/generate-settings-doc.mjs --check   exit 1 when docs/settings.md is out of date
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG_SOURCE = 'server/src/config.ts';
const OUTPUT = 'docs/settings.md';

/** The schema object itself, bundled with its zod by the server's own esbuild. */
async function loadSchema() {
  const { build } = createRequire(join(ROOT, 'server/package.json'))('esbuild');
  const result = await build({
    entryPoints: [join(ROOT, CONFIG_SOURCE)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const folder = mkdtempSync(join(tmpdir(), 'ecsign-settings-'));
  try {
    const file = join(folder, 'config.mjs');
    writeFileSync(file, result.outputFiles[0].text);
    const { ZServerConfig } = await import(pathToFileURL(file).href);
    return ZServerConfig;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Each setting's doc comment, read from the schema's source: the /** … *\/ block right above it. */
function readComments() {
  const lines = readFileSync(join(ROOT, CONFIG_SOURCE), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('export const ZServerConfig = z.object({'));
  const comments = new Map();
  for (let index = start + 1; index < lines.length && lines[index] !== '});'; index++) {
    const key = /^ {2}([A-Z][A-Z0-9_]*):/.exec(lines[index])?.[1];
    if (!key) continue;
    const block = [];
    for (let above = index - 1; above > start && /^ {2}(\/\*\*| \*)/.test(lines[above]); above--) {
      block.unshift(lines[above]);
      if (lines[above].trimStart().startsWith('/**')) break;
    }
    const text = block
      .join(' ')
      .replace(/\/\*\*|\*\/|^\s*\*|\s\*\s/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) comments.set(key, text);
  }
  return comments;
}

const defOf = (schema) => schema._zod.def;

/** Looks through optional, default and pipe wrappers to the schema that checks the text. */
function describeSetting(schema) {
  let current = schema;
  let fallback = '(unset)';
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional') current = def.innerType;
    else if (def.type === 'default') {
      fallback = def.defaultValue;
      current = def.innerType;
    } else if (def.type === 'pipe') current = def.in;
    else break;
  }
  return { fallback, values: valuesOf(current) };
}

function valuesOf(schema) {
  const def = defOf(schema);
  if (def.type === 'enum') {
    const options = Object.values(def.entries);
    if (options.includes('true') && options.includes('false'))
      return '`true` or `false` (also `1`/`0`, `on`/`off`, `yes`/`no`)';
    return options.map((option) => `\`${option}\``).join(', ');
  }
  if (def.type === 'number') {
    // The bounds the schema's checks set (.min/.max are inclusive greater_than/less_than checks).
    const bound = (check) =>
      (def.checks ?? []).map((item) => item._zod.def).find((item) => item.check === check)?.value;
    const [minimum, maximum] = [bound('greater_than'), bound('less_than')];
    if (minimum !== undefined && maximum !== undefined) return `whole number from ${minimum} to ${maximum}`;
    if (minimum !== undefined) return `whole number of at least ${minimum}`;
    return 'whole number';
  }
  return 'text';
}

/** Table-cell text: pipes escaped; outside code spans, angle brackets too (they would read as HTML). */
const cell = (text) =>
  String(text)
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('')
    .replace(/\|/g, '\\|');

function formatDefault(value) {
  if (value === '(unset)') return value;
  if (value === '') return '(empty)';
  return `\`${value}\``;
}

export async function renderSettingsDoc() {
  const schema = await loadSchema();
  const comments = readComments();
  const rows = [];
  const missing = [];
  for (const [key, setting] of Object.entries(schema.shape)) {
    const { fallback, values } = describeSetting(setting);
    const meaning = comments.get(key);
    if (!meaning) missing.push(key);
    rows.push([`\`${key}\``, formatDefault(fallback), values, meaning ?? ''].map(cell));
  }
  if (missing.length > 0) {
    throw new Error(`${CONFIG_SOURCE}: give each setting a /** */ comment saying what it does: ${missing.join(', ')}`);
  }
  const header = ['setting', 'default', 'values', 'meaning'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((text, column) => text.padEnd(widths[column])).join(' | ')} |`;
  return [
    '# Server settings',
    '',
    `<!-- Generated by scripts/generate-settings-doc.mjs from the schema in ${CONFIG_SOURCE}. Do not edit: change the`,
    'schema or its comments and run `node scripts/generate-settings-doc.mjs`. -->',
    '',
    'The server reads every setting from the environment variable of that name, or from a `--name=value`',
    'argument (after `npm start --`, or to `node server/dist/main.js`), which wins over the environment:',
    '`--log-level=debug` sets `LOG_LEVEL`. A value the schema refuses stops the server at start with one line',
    'naming the setting and a non-zero exit code. How the settings fit together when deploying:',
    '[operations.md](operations.md).',
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
  ].join('\n');
}

const path = join(ROOT, OUTPUT);
const text = await renderSettingsDoc();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // missing: out of date
  }
  if (current !== text) {
    process.stderr.write(
      `${OUTPUT} is out of date with ${CONFIG_SOURCE}: run node scripts/generate-settings-doc.mjs\n`,
    );
    process.exit(1);
  }
} else {
  writeFileSync(path, text);
  process.stdout.write(`wrote ${OUTPUT}\n`);
}
