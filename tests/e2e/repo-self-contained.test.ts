// The repository stands on its own: someone who clones it has no folder beside it, no checkout at
// the machine's paths, no copy of the product description's numbered sections and no access to
// the issue tracker. So no tracked file may name a sibling folder, an absolute path of the
// development machine, a section of the product description (cite the requirement's id from
// docs/spec-items.md instead), or a tracker issue (say the reason in words). Fast: it only reads
// the tracked text files.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Files whose text is not ours to word, or not text at all. */
const SKIPPED_FILES = new Set(['pnpm-lock.yaml']);
const BINARY_EXTENSIONS = new Set(
  [
    '.pdf',
    '.png',
    '.jpg',
    '.jpeg',
    '.gif',
    '.ico',
    '.webp',
    '.p12',
    '.pfx',
    '.der',
    '.cer',
    '.crt',
    '.ttf',
    '.otf',
  ].concat(['.woff', '.woff2', '.zip', '.gz', '.tgz', '.xlsx', '.docx', '.doc', '.mp4', '.webm', '.wasm']),
);

// Built from pieces, so that this file does not match its own patterns.
const RULES: ReadonlyArray<{ readonly what: string; readonly pattern: RegExp }> = [
  { what: 'a folder beside the repository', pattern: new RegExp(['\\.\\.', 'shared', ''].join('/')) },
  { what: 'an absolute path of the development machine', pattern: new RegExp(`(^|[^\\w.-])/${'work'}/`) },
  { what: 'a section of the product description (cite a spec item id)', pattern: new RegExp(`spec ${'§'}`, 'i') },
  {
    what: 'an issue-tracker reference (say the reason instead)',
    pattern: new RegExp(`\\b${'issue'}s?\\s+#\\d+|\\b${'issue'}\\s+\\d+`, 'i'),
  },
];

function trackedTextFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listing
    .split('\0')
    .filter((file) => file !== '' && !SKIPPED_FILES.has(file) && !BINARY_EXTENSIONS.has(extname(file).toLowerCase()))
    .filter((file) => existsSync(join(ROOT, file)));
}

function findOffences(): string[] {
  const offences: string[] = [];
  for (const file of trackedTextFiles()) {
    const bytes = readFileSync(join(ROOT, file));
    if (bytes.subarray(0, 8000).includes(0)) continue; // binary
    const lines = bytes.toString('utf8').split('\n');
    lines.forEach((line, index) => {
      for (const rule of RULES) {
        if (rule.pattern.test(line)) offences.push(`${file}:${index + 1}: ${rule.what}: ${line.trim().slice(0, 160)}`);
      }
    });
  }
  return offences;
}

describe('the repository is self-contained', () => {
  it('names no sibling folder, machine path, product-description section or tracker issue', () => {
    expect(findOffences()).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const samples = [
      `see ${'..'}/shared/spec`,
      `open /${'work'}/main/README.md`,
      `(Spec ${'§'}5)`,
      `fixed in ${'issue'} 12`,
      `see ${'Issue'} #7`,
    ];
    for (const sample of samples)
      expect(
        RULES.some((rule) => rule.pattern.test(sample)),
        sample,
      ).toBe(true);
    const fine = [
      'RFC 5280 §4.2',
      'market regulation issues 1–3',
      'PKCS#12 file',
      'the network/work/ folder',
      '#1 valid',
    ];
    for (const sample of fine)
      expect(
        RULES.some((rule) => rule.pattern.test(sample)),
        sample,
      ).toBe(false);
  });
});
