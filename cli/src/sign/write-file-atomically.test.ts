import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from './write-file-atomically';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-atomic-'));
  dirs.push(dir);
  return dir;
};

describe('writeFileAtomically', () => {
  it('writes a new file, or replaces an old one, leaving nothing else in the folder', async () => {
    const dir = folder();
    await writeFileAtomically(join(dir, 'out.pdf'), new Uint8Array([1, 2, 3]));
    writeFileSync(join(dir, 'old.pdf'), 'old contents');
    await writeFileAtomically(join(dir, 'old.pdf'), new Uint8Array([4]));
    expect([...readFileSync(join(dir, 'out.pdf'))]).toEqual([1, 2, 3]);
    expect([...readFileSync(join(dir, 'old.pdf'))]).toEqual([4]);
    expect(readdirSync(dir).sort()).toEqual(['old.pdf', 'out.pdf']);
  });

  it('fails without leaving a temporary file when the target cannot be replaced', async () => {
    const dir = folder();
    await expect(writeFileAtomically(join(dir, 'missing', 'x.pdf'), new Uint8Array([1]))).rejects.toThrow(/ENOENT/);
    // A non-empty folder in the way: rename refuses, and the temporary file is removed again.
    const target = join(dir, 'a-folder');
    mkdirSync(target);
    writeFileSync(join(target, 'inside'), '');
    await expect(writeFileAtomically(target, new Uint8Array([1]))).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['a-folder']);
  });
});
