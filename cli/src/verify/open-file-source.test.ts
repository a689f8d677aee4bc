// `ecsign verify` opens a large file as positioned reads (core reads only what it needs) and a
// small one whole.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WHOLE_FILE_LIMIT, openFileSource } from './open-file-source';

const folder = mkdtempSync(join(tmpdir(), 'ecsign-open-file-source-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('openFileSource', () => {
  it('gives a file from WHOLE_FILE_LIMIT on as reads at a position, on one handle until closed', () => {
    const bytes = new Uint8Array(WHOLE_FILE_LIMIT + 10).map((_, i) => i % 251);
    const path = join(folder, 'large.pdf');
    writeFileSync(path, bytes);
    const opened = openFileSource(path);
    try {
      expect(opened.input).not.toBeInstanceOf(Uint8Array);
      const source = opened.input as Exclude<typeof opened.input, Uint8Array>;
      expect(source.size).toBe(bytes.length);
      const target = new Uint8Array(16);
      expect(source.read(WHOLE_FILE_LIMIT, target)).toBe(10);
      expect([...target.subarray(0, 10)]).toEqual([...bytes.subarray(WHOLE_FILE_LIMIT)]);
    } finally {
      opened.close();
    }
    opened.close(); // a second close is harmless
  });

  it('reads a small file whole', () => {
    const path = join(folder, 'small.pdf');
    writeFileSync(path, '%PDF-1.7\n');
    const opened = openFileSource(path);
    expect(opened.input).toEqual(new Uint8Array(Buffer.from('%PDF-1.7\n')));
    opened.close();
  });
});
