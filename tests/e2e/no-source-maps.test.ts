// Production builds publish no source maps: the portal's dist and the extension packages users
// install hold no .map file and no sourceMappingURL comment pointing at one (the original source,
// comments and all, would otherwise be one request away; the server also refuses any .map path).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/start-built-server';

const { unzipSync } = createRequire(join(ROOT, 'extension/package.json'))('fflate') as {
  unzipSync(data: Uint8Array): Record<string, Uint8Array>;
};

const SOURCE_MAP_COMMENT = /[#@]\s*sourceMappingURL=/;
const TEXT_FILE = /\.(m?js|css|html|json)$/;

/** Names of source maps, and of files that point at one, among `files`. */
function sourceMapTraces(files: Iterable<[string, () => string]>): string[] {
  const found: string[] = [];
  for (const [name, read] of files) {
    if (name.endsWith('.map')) found.push(name);
    else if (TEXT_FILE.test(name) && SOURCE_MAP_COMMENT.test(read())) found.push(`${name} (sourceMappingURL)`);
  }
  return found;
}

function* folderFiles(folder: string): Generator<[string, () => string]> {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    yield [path.slice(folder.length + 1), () => readFileSync(path, 'utf8')];
  }
}

function* zipFiles(zip: string): Generator<[string, () => string]> {
  for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(readFileSync(zip))))) {
    yield [name, () => new TextDecoder().decode(bytes)];
  }
}

describe('production builds', () => {
  it('the portal publishes no source map', () => {
    const dist = join(ROOT, 'web/dist');
    expect(existsSync(join(dist, 'index.html')), 'build the portal first (node web/build.mjs)').toBe(true);
    const files = [...folderFiles(dist)];
    expect(files.some(([name]) => name.endsWith('.js'))).toBe(true);
    expect(sourceMapTraces(files)).toEqual([]);
  });

  it.each(['ecsign-chrome.zip', 'ecsign-firefox.zip'])('the extension package %s holds no source map', (zip) => {
    const path = join(ROOT, 'extension/.output', zip);
    expect(existsSync(path), 'build the extension packages first').toBe(true);
    const files = [...zipFiles(path)];
    expect(files.some(([name]) => name.endsWith('.js'))).toBe(true);
    expect(sourceMapTraces(files)).toEqual([]);
  });
});
