// Every UI text of core's message table (core/src/i18n) is shown somewhere: by name in the portal,
// the extension, the shared ui parts, the CLI or the server, or — for the keys that end in an enum
// value, such as sealStyleBOLD — through a template literal on their prefix (t(`sealStyle${value}`)).
// A key nothing uses is dead text in three languages that translators still keep; this fails on
// the first one. Fast: it only reads the tracked source files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@ecsign/core/i18n';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where texts are shown; core's own i18n folder defines them and does not count as a use. */
const USING_FOLDERS = ['web', 'extension', 'ui', 'cli', 'server', 'core/src'];
const DEFINING_FOLDER = 'core/src/i18n/';

function sources(): string {
  const listed = execFileSync('git', ['ls-files', '--', ...USING_FOLDERS], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file) && !file.startsWith(DEFINING_FOLDER))
    .map((file) => readFileSync(join(ROOT, file), 'utf8'))
    .join('\n');
}

/** The prefix of a key that ends in an enum value (sealStyleBOLD → sealStyle), if it does. */
const enumPrefixOf = (key: string) => /^([a-z][A-Za-z]*?)[A-Z][A-Z0-9_]*$/.exec(key)?.[1];

function unusedMessageKeys(keys: readonly string[], text: string): string[] {
  const words = new Set(text.match(/\w+/g));
  return keys.filter((key) => {
    if (words.has(key)) return false;
    const prefix = enumPrefixOf(key);
    return !(prefix && text.includes(`\`${prefix}\${`));
  });
}

describe('UI messages', () => {
  it('tells a used key, an enum-suffixed key used by its prefix, and an unused one apart', () => {
    const text = "t('loginTitle'); t(`sealStyle${style}` as TMessageKey); t(`qrLevel${level}`);";
    expect(unusedMessageKeys(['loginTitle', 'sealStyleBOLD', 'qrLevelL', 'sealStatus', 'hrRowSENT'], text)).toEqual([
      'sealStatus',
      'hrRowSENT',
    ]);
  });

  it('are each shown somewhere', () => {
    expect(unusedMessageKeys(Object.keys(MESSAGES), sources())).toEqual([]);
  });
});
