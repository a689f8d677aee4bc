/// <reference types="node" />
// The TrueType reader and subsetter on Noto Sans SC (10 MB, 30 000+ glyphs): a subset holds
// exactly .notdef, the glyphs asked for and their composite components, renumbered, with the
// same outlines and advance widths; its tables and the file checksum are right; and FreeType
// (through fontconfig's fc-query) loads it. Rendering it in a PDF is appearance.test.ts's job.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCjkFont } from '../testing/cjk-font.fixture';
import { readTrueType } from './read-true-type';
import { subsetTrueType } from './subset-true-type';
import { writeSfnt } from './write-sfnt';

const fontBytes = loadCjkFont();
const hasFcQuery = existsSync('/usr/bin/fc-query');
if (!hasFcQuery) console.log('skipping the FreeType load check: /usr/bin/fc-query is not installed');

function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    sum =
      (sum + (((data[i] ?? 0) << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0))) >>>
      0;
  }
  return sum;
}

describe.skipIf(!fontBytes)('TrueType subsetting', () => {
  const font = readTrueType(fontBytes!);

  it('reads the metrics and maps Unicode (BMP and beyond) to glyphs', () => {
    expect(font.unitsPerEm).toBe(1000);
    expect(font.numGlyphs).toBeGreaterThan(30_000);
    expect(font.postScriptName).toBe('NotoSansSC-Regular');
    for (const char of '张三签署合同Aa1，。') expect(font.glyphId(char.codePointAt(0)!)).toBeGreaterThan(0);
    expect(font.glyphId(0xe000)).toBe(0); // private use: not in the font
    expect(font.advanceWidth(font.glyphId('张'.codePointAt(0)!))).toBe(1000);
    expect(readTrueType(fontBytes!)).toBe(font); // cached per buffer
  });

  it('keeps the glyphs asked for, their outlines and widths, under new ids', () => {
    const used = [...'张三 Zhang 2026年'].map((c) => font.glyphId(c.codePointAt(0)!));
    const subset = subsetTrueType(font, used);
    const small = readTrueType(subset.bytes);
    expect(subset.bytes.length).toBeLessThan(20_000);
    expect(small.numGlyphs).toBe(subset.glyphs.length);
    expect(subset.glyphs[0]).toBe(0);
    expect(new Set(used).size + 1).toBe(subset.glyphs.length);
    subset.glyphs.forEach((old, id) => {
      expect(subset.newId.get(old)).toBe(id);
      expect(small.advanceWidth(id)).toBe(font.advanceWidth(old));
      expect(small.leftSideBearing(id)).toBe(font.leftSideBearing(old));
      expect([...small.glyphData(id)].slice(0, font.glyphData(old).length)).toEqual([...font.glyphData(old)]);
    });
  });

  it('brings along the components of composite glyphs, renumbered (a hand-made font)', () => {
    // Noto Sans SC has no composite glyphs; Latin fonts build accented letters from them.
    const simple = (n: number) => Uint8Array.of(0, 1, 0, 0, 0, 0, 0, 10, 0, 10, n, n); // 1 contour, payload
    const composite = Uint8Array.of(
      ...[0xff, 0xff, 0, 0, 0, 0, 0, 10, 0, 10], // numberOfContours -1, bbox
      ...[0x00, 0x21, 0, 1, 0, 5, 0, 6], // ARG_1_AND_2_ARE_WORDS | MORE_COMPONENTS, glyph 1, two words
      ...[0x00, 0x08, 0, 2, 3, 4, 0x40, 0], // WE_HAVE_A_SCALE, glyph 2, two bytes, F2Dot14 scale
    );
    const glyphs = [new Uint8Array(), simple(1), simple(2), composite];
    const loca = new DataView(new ArrayBuffer(4 * 5));
    let offset = 0;
    glyphs.forEach((g, i) => {
      loca.setUint32(4 * i, offset);
      offset += g.length;
    });
    loca.setUint32(16, offset);
    const head = new DataView(new ArrayBuffer(54));
    head.setUint16(18, 1000);
    head.setInt16(50, 1);
    const hhea = new DataView(new ArrayBuffer(36));
    hhea.setUint16(34, 4);
    const maxp = new DataView(new ArrayBuffer(6));
    maxp.setUint16(4, 4);
    const hmtx = new DataView(new ArrayBuffer(16));
    [500, 600, 700, 800].forEach((w, i) => hmtx.setUint16(4 * i, w));
    const tiny = writeSfnt(
      new Map([
        ['head', new Uint8Array(head.buffer)],
        ['hhea', new Uint8Array(hhea.buffer)],
        ['maxp', new Uint8Array(maxp.buffer)],
        ['hmtx', new Uint8Array(hmtx.buffer)],
        ['loca', new Uint8Array(loca.buffer)],
        ['glyf', Uint8Array.from(glyphs.flatMap((g) => [...g]))],
      ]),
    );
    const subset = subsetTrueType(readTrueType(tiny), [3]);
    expect(subset.glyphs).toEqual([0, 3, 1, 2]);
    const small = readTrueType(subset.bytes);
    const data = small.glyphData(1);
    expect([data[12], data[13]]).toEqual([0, 2]); // component glyph 1 is now 2
    expect([data[20], data[21]]).toEqual([0, 3]); // component glyph 2 is now 3
    expect(small.glyphData(2).subarray(0, 12)).toEqual(simple(1));
    expect(small.glyphData(3).subarray(0, 12)).toEqual(simple(2));
    expect([0, 1, 2, 3].map((g) => small.advanceWidth(g))).toEqual([500, 800, 600, 700]);
  });

  it('writes a well-formed font file: table checksums, checkSumAdjustment, loadable by FreeType', () => {
    const subset = subsetTrueType(font, [font.glyphId(0x5f20)]);
    const view = new DataView(subset.bytes.buffer);
    for (let i = 0; i < view.getUint16(4); i++) {
      const at = 12 + 16 * i;
      const table = subset.bytes.slice(view.getUint32(at + 8), view.getUint32(at + 8) + view.getUint32(at + 12));
      const tag = String.fromCharCode(...subset.bytes.subarray(at, at + 4));
      // head's checksum is taken with checkSumAdjustment zero (OpenType spec).
      if (tag === 'head') table.fill(0, 8, 12);
      expect(checksum(table), tag).toBe(view.getUint32(at + 4));
    }
    expect(checksum(subset.bytes)).toBe(0xb1b0afba);
    if (hasFcQuery) {
      const dir = mkdtempSync(join(tmpdir(), 'ecsign-font-'));
      const path = join(dir, 'subset.ttf');
      writeFileSync(path, subset.bytes);
      const out = execFileSync('/usr/bin/fc-query', [path], { encoding: 'utf8' });
      expect(out).toContain('fontformat: "TrueType"');
      expect(out).toContain('outline: True');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
