// Filling a template PDF: one incremental update after the untouched original bytes, text that
// pdftotext reads back (Chinese in the embedded subset), a drawn check box with a tick only when
// checked, and the page's own content kept (wrapped in q … Q so its state cannot leak).
import { getPages, isRef, openPdf } from '@ecsign/core/pdf';
import { describe, expect, it } from 'vitest';
import { fillPdf } from './fill-pdf';
import { makeTemplatePdf, pdfText } from '../../test-support/template-test-kit';
import { templateFont } from './template-font';

describe('fillPdf', () => {
  it('appends the values to the original bytes and keeps the page text', async () => {
    const original = makeTemplatePdf([['Contract'], ['Page two']]);
    const filled = fillPdf(
      original,
      [
        { kind: 'TEXT', page: 2, rect: [50, 100, 300, 20], text: '甲方：演示科技有限公司' },
        { kind: 'TEXT', page: 1, rect: [50, 100, 300, 20], text: 'Amount 100' },
      ],
      await templateFont(),
    );
    expect(Buffer.from(filled.subarray(0, original.length)).equals(Buffer.from(original))).toBe(true);
    const doc = openPdf(filled);
    expect(doc.revisions).toHaveLength(2);
    const text = pdfText(filled);
    expect(text).toContain('Contract');
    expect(text).toContain('Page two');
    expect(text).toContain('甲方：演示科技有限公司');
    expect(text).toContain('Amount 100');
    // Each filled page: [q] + its own content + [Q, the values].
    const contents = getPages(doc).map((page) => doc.resolve(page.dict.get('Contents')));
    for (const list of contents) {
      expect(Array.isArray(list) && list.length === 3 && list.every(isRef)).toBe(true);
    }
  });

  it('draws a check box, with the tick only when checked', async () => {
    const font = await templateFont();
    const stream = (checked: boolean) => {
      const filled = fillPdf(
        makeTemplatePdf(),
        [{ kind: 'CHECKBOX', page: 1, rect: [50, 100, 14, 14], checked }],
        font,
      );
      const doc = openPdf(filled);
      const list = doc.resolve(getPages(doc)[0]!.dict.get('Contents')) as unknown[];
      const last = doc.resolve(list[2] as never) as never;
      return new TextDecoder().decode(doc.decodeStream(last).data);
    };
    expect(stream(false)).toMatch(/re S/);
    expect(stream(false)).not.toMatch(/ l S/);
    expect(stream(true)).toMatch(/ l S/);
  });

  it('returns the bytes unchanged when there is nothing to fill', async () => {
    const original = makeTemplatePdf();
    expect(fillPdf(original, [], await templateFont())).toBe(original);
  });
});
