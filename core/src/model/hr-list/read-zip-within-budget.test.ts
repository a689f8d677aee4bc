/// <reference types="node" />
// The .xlsx employee list is unpacked within a budget: an honest archive comes back entry by
// entry; one that declares too much is refused before anything is inflated, and one that lies
// about its sizes is stopped as soon as an entry passes what it declared (CPU time and memory
// bounded, never wall-clock).
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { startCpuClock } from '../../test-support/cpu-milliseconds.fixture';
import { xlsxBomb } from '../../testing/decompression-bombs.fixture';
import { readZipWithinBudget } from './read-zip-within-budget';

const code = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return 'no error';
};

describe('readZipWithinBudget', () => {
  it('answers every entry of an honest archive, stored or deflated', () => {
    const sheet = new TextEncoder().encode('<row>张三</row>'.repeat(5000));
    const archive = zipSync({ 'xl/worksheets/sheet1.xml': sheet, 'a.txt': [new Uint8Array([1, 2, 3]), { level: 0 }] });
    const files = readZipWithinBudget(archive);
    expect(Object.keys(files).sort()).toEqual(['a.txt', 'xl/worksheets/sheet1.xml']);
    expect(files['xl/worksheets/sheet1.xml']).toEqual(sheet);
    expect([...files['a.txt']!]).toEqual([1, 2, 3]);
  });

  it('refuses a sheet that declares a gibibyte before inflating it', () => {
    const bomb = xlsxBomb(1024);
    const cpu = startCpuClock();
    expect(code(() => readZipWithinBudget(bomb))).toBe('CONTACT_IMPORT_FILE_TOO_LARGE');
    expect(cpu()).toBeLessThan(200);
  });

  it('stops a sheet that lies about its size once it passes what it declared', () => {
    const bomb = xlsxBomb(1024, { lie: true });
    const cpu = startCpuClock();
    const before = process.memoryUsage().arrayBuffers;
    expect(code(() => readZipWithinBudget(bomb))).toBe('CONTACT_IMPORT_FILE_TOO_LARGE');
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
    expect(cpu()).toBeLessThan(500);
  });

  it('refuses more entries than the budget and a steep ratio', () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, new Uint8Array(1)])));
    expect(code(() => readZipWithinBudget(many, { maxEntries: 10, maxInflatedBytes: 1e9, maxRatio: 100 }))).toBe(
      'CONTACT_IMPORT_FILE_TOO_LARGE',
    );
    const steep = zipSync({ zeros: new Uint8Array(4 * 1024 * 1024) });
    expect(code(() => readZipWithinBudget(steep))).toBe('CONTACT_IMPORT_FILE_TOO_LARGE');
  });

  it('calls a broken archive an unsupported file', () => {
    const archive = zipSync({ 'a.xml': new TextEncoder().encode('<a/>'.repeat(100)) });
    expect(code(() => readZipWithinBudget(archive.subarray(0, archive.length - 30)))).toBe(
      'ATTACHMENT_TYPE_UNSUPPORTED',
    );
    expect(code(() => readZipWithinBudget(new Uint8Array(100)))).toBe('ATTACHMENT_TYPE_UNSUPPORTED');
  });
});
