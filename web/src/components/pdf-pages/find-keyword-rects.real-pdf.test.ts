// Keyword placement on a real Chinese PDF (fixtures/README.md): pdf.js's text for it spells 方 as
// the Kangxi radical U+2F45, so a raw comparison never finds "甲方（盖章）"; the folded one does,
// and the box lands over the printed words.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findKeywordRects, type TTextItem } from './find-keyword-rects';

async function pageItems(): Promise<TTextItem[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const bytes = new Uint8Array(await readFile(join(import.meta.dirname, 'fixtures', 'kangxi-contract.pdf')));
  const doc = await pdfjs.getDocument({ data: bytes }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.flatMap((item) => ('str' in item ? [item as TTextItem] : []));
}

describe('findKeywordRects on a real Chinese PDF', () => {
  it('finds 甲方（盖章） although pdf.js reads 方 as U+2F45', async () => {
    const items = await pageItems();
    const text = items.map((item) => item.str).join('');
    expect(text).toContain('\u2F45');
    expect(text).not.toContain('甲方（盖章）');

    const rects = findKeywordRects(items, '甲方（盖章）');
    expect(rects).toHaveLength(1);
    // The box starts at the run holding that line's 甲 and covers the six glyphs of 12 pt text.
    const line = items.find((item) => item.str.startsWith('甲') && rects[0]!.y < item.transform[5]!)!;
    expect(rects[0]!.x).toBeCloseTo(line.transform[4]!, 0);
    expect(rects[0]!.width).toBeGreaterThan(5 * 12);
    expect(rects[0]!.width).toBeLessThan(7 * 16);
    expect(rects[0]!.y).toBeLessThan(line.transform[5]!);
    expect(rects[0]!.y + rects[0]!.height).toBeGreaterThan(line.transform[5]! + 10);
  });

  it('finds words spelt with supplement radicals (民 as U+2EA0, 长 as U+2ED3)', async () => {
    const items = await pageItems();
    const text = items.map((item) => item.str).join('');
    expect(text).toContain('\u2EA0');
    expect(text).toContain('\u2ED3');
    expect(findKeywordRects(items, '中华人民共和国民法典')).toHaveLength(1);
    expect(findKeywordRects(items, '长期有效')).toHaveLength(1);
    expect(findKeywordRects(items, '乙方（签字）')).toHaveLength(1);
  });
});
