// Keyword positions: text followed through the content operators — Helvetica text placed with Td,
// TJ arrays with kerning, text on a turned page, and Chinese text set in the embedded CJK subset
// (found through its ToUnicode map) — and no hit when the PDF does not print the keyword.
import { openPdf } from '@ecsign/core/pdf';
import { describe, expect, it } from 'vitest';
import { fillPdf } from './fill-pdf';
import { findKeyword } from './find-keyword';
import { makeTemplatePdf } from '../../test-support/template-test-kit';
import { templateFont } from './template-font';

describe('findKeyword', () => {
  it('finds Helvetica text where Td put it', () => {
    const doc = openPdf(makeTemplatePdf([['first page'], ['Contract', 'Party A signature: ____']]));
    const hit = findKeyword(doc, 'signature');
    expect(hit?.page).toBe(2);
    const [x, y, w, h] = hit!.box;
    // "Party A " is 8 characters of 12 pt Helvetica (about 45 pt) right of x = 50, on the line at y = 760.
    expect(x).toBeGreaterThan(80);
    expect(x).toBeLessThan(110);
    expect(w).toBeGreaterThan(40);
    expect(y).toBeCloseTo(760 - 2.4, 1);
    expect(h).toBe(12);
  });

  it('ignores white space in the keyword and across operators, and answers undefined when it is missing', () => {
    const doc = openPdf(makeTemplatePdf([['Party A', 'signature']]));
    expect(findKeyword(doc, 'Party A')).toBeDefined();
    expect(findKeyword(doc, 'Asignature')?.page).toBe(1);
    expect(findKeyword(doc, '甲方签字')).toBeUndefined();
    expect(findKeyword(doc, '   ')).toBeUndefined();
  });

  it('finds Chinese text in an embedded subset font through its ToUnicode map', async () => {
    const filled = fillPdf(
      makeTemplatePdf(),
      [{ kind: 'TEXT', page: 1, rect: [100, 300, 200, 24], text: '甲方（盖章）' }],
      await templateFont(),
    );
    const hit = findKeyword(openPdf(filled), '甲方（盖章）');
    expect(hit?.page).toBe(1);
    const [x, y, , h] = hit!.box;
    // The field's rectangle [100, 300, 200, 24] from the top of an 842 pt page: y from 518 to 542.
    expect(x).toBeGreaterThanOrEqual(100);
    expect(x).toBeLessThan(110);
    expect(y).toBeGreaterThan(515);
    expect(y + h).toBeLessThan(545);
  });

  it('finds 甲方（盖章） where the text layer spells 方 as the Kangxi radical U+2F45', async () => {
    // Text shown through U+2F45 gets a ToUnicode entry naming the radical, as office PDFs do.
    const filled = fillPdf(
      makeTemplatePdf(),
      [{ kind: 'TEXT', page: 1, rect: [100, 300, 200, 24], text: '甲\u2F45(盖章)' }],
      await templateFont(),
    );
    const hit = findKeyword(openPdf(filled), '甲方（盖章）');
    expect(hit?.page).toBe(1);
    expect(hit!.box[0]).toBeGreaterThanOrEqual(100);
    expect(hit!.box[0]).toBeLessThan(110);
  });

  it('follows the text matrix of a turned page into user space', async () => {
    const turned = fillPdf(
      makeTemplatePdf([['x']], 90),
      [{ kind: 'TEXT', page: 1, rect: [100, 50, 200, 24], text: '乙方签字' }],
      await templateFont(),
    );
    const hit = findKeyword(openPdf(turned), '乙方签字');
    expect(hit?.page).toBe(1);
    // Displayed 100 pt from the left of a page turned 90°: that is 100 pt up the unturned page.
    const [, y] = hit!.box;
    expect(y).toBeGreaterThan(90);
    expect(y).toBeLessThan(320);
  });
});
