// A test file that replaces a module must run isolated (see files-that-mock-modules.ts): this
// finds every such file by what it contains, so a new one cannot be forgotten in the list.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { SERVER_FILES_THAT_MOCK_MODULES } from './files-that-mock-modules';

const SERVER = join(import.meta.dirname, '..', '..');
const MOCKS = /\bvi\.(mock|doMock)\(|mock-fastify-routes|record-parsed-schemas/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

it('lists every server test file that mocks a module, and only those', () => {
  const mocking = testFiles(join(SERVER, 'src'))
    .filter((file) => MOCKS.test(readFileSync(file, 'utf8')))
    .filter((file) => !file.endsWith('files-that-mock-modules.test.ts'))
    .map((file) => relative(SERVER, file))
    .sort();
  expect(mocking.length).toBeGreaterThan(0);
  expect([...SERVER_FILES_THAT_MOCK_MODULES].sort()).toEqual(mocking);
});
