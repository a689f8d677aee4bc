// A platform inflater (node:zlib here, as the CLI installs it) changes how fast Flate streams
// decode, never what they decode to: whole streams go to it, anything it refuses goes to fflate.
import { inflateSync } from 'node:zlib';
import { deflateSync, zlibSync } from 'fflate';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { flateDecode } from './flate-decode';
import { usePlatformInflate } from './use-platform-inflate';

let calls = 0;
const nodeInflate = (input: Uint8Array, maxOutput: number) => {
  calls++;
  const out = inflateSync(input, { maxOutputLength: maxOutput });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
};
afterEach(() => {
  usePlatformInflate(undefined);
  calls = 0;
});

/** The ways real files break zlib, applied to a good stream of `data`. */
const broken = {
  whole: (data: Uint8Array) => zlibSync(data),
  raw: (data: Uint8Array) => deflateSync(data), // no zlib header
  noChecksum: (data: Uint8Array) => zlibSync(data).subarray(0, -4),
  badChecksum: (data: Uint8Array) => zlibSync(data).map((b, i, all) => (i === all.length - 1 ? b ^ 0xff : b)),
  trailingJunk: (data: Uint8Array) => Uint8Array.from([...zlibSync(data), 0x0a, 0x65, 0x6e, 0x64]),
  truncated: (data: Uint8Array) => zlibSync(data).subarray(0, Math.max(3, zlibSync(data).length >> 1)),
};

describe('usePlatformInflate', () => {
  it('decodes every kind of stream exactly as fflate alone does (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 3000 }).map((bytes) => bytes.map((b) => b & 0x0f)), // compressible
        fc.constantFrom(...(Object.keys(broken) as (keyof typeof broken)[])),
        (data, kind) => {
          const stream = broken[kind](data);
          usePlatformInflate(undefined);
          const alone = flateDecode(stream);
          usePlatformInflate(nodeInflate);
          expect(flateDecode(stream)).toEqual(alone);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is asked for whole streams and answers them', () => {
    usePlatformInflate(nodeInflate);
    const data = new TextEncoder().encode('1 0 2 0 3 0 '.repeat(500));
    expect(flateDecode(zlibSync(data))).toEqual({ data, complete: true });
    expect(calls).toBe(1);
  });

  it('falls back to fflate when the platform throws, and is not asked for streams over the limit', () => {
    usePlatformInflate(() => {
      calls++;
      throw new Error('no zlib today');
    });
    const data = new Uint8Array(5000).fill(7);
    expect(flateDecode(zlibSync(data))).toEqual({ data, complete: true });
    expect(calls).toBe(1);
    // 2 KiB that may inflate past a 1 MiB limit: cut off piecewise by fflate, never handed over.
    const bomb = zlibSync(new Uint8Array(4 * 1024 * 1024));
    expect(bomb.length * 1032).toBeGreaterThan(1024 * 1024);
    expect(flateDecode(bomb, 1024 * 1024)).toMatchObject({ complete: false });
    expect(calls).toBe(1);
  });
});
