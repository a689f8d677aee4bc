/// <reference types="node" />
// The visible seal as a reader sees it, judged by pdftoppm renderings and pdftotext: at the place
// the signatory chose on the displayed page, upright on pages turned 0/90/180/270 degrees, on
// pages whose media and crop boxes do not start at the origin; Chinese text rendered from the
// embedded subset and extractable through /ToUnicode.
import { afterAll, describe, expect, it } from 'vitest';
import { openPdf } from '../../parse/document/open-pdf';
import { getPages } from '../../parse/structure/get-pages';
import { displayRectToUserSpace } from '../display-rect-to-user-space';
import { signPdf } from '../sign-pdf';
import type { PdfRect } from '../types';
import { loadCjkFont } from '../testing/cjk-font.fixture';
import { twoToneSeal } from '../testing/make-png.fixture';
import { makeTestPdf, type TestPage } from '../testing/make-test-pdf.fixture';
import { cleanScratch, hasTool, pageText, pdfsig, renderPage, type Rendering } from '../testing/pdf-tools.fixture';
import { NOW, identity } from '../testing/test-pki.fixture';

const hasRenderer = hasTool('pdftoppm');
const hasText = hasTool('pdftotext');
const hasPdfsig = hasTool('pdfsig');
const font = loadCjkFont();
afterAll(cleanScratch);

const DPI = 50;
/** Colour at a point given in points from the top-left of the displayed page. */
function colourAt(rendering: Rendering, x: number, y: number, dpi = DPI): 'red' | 'blue' | 'white' | 'other' {
  const [r, g, b] = rendering.pixel((x * dpi) / 72, (y * dpi) / 72);
  if (r > 180 && g < 90 && b < 90) return 'red';
  if (b > 180 && r < 90 && g < 90) return 'blue';
  if (r > 235 && g > 235 && b > 235) return 'white';
  return 'other';
}

/** A rendering's darkest pixel in a displayed rectangle (text leaves dark pixels). */
function darkest(rendering: Rendering, [x, y, w, h]: PdfRect, dpi = DPI): number {
  let min = 255;
  for (let py = y; py < y + h; py += 0.5) {
    for (let px = x; px < x + w; px += 0.5) {
      const [r, g, b] = rendering.pixel((px * dpi) / 72, (py * dpi) / 72);
      min = Math.min(min, r, g, b);
    }
  }
  return min;
}

describe('visible signature appearance', () => {
  const pages: Array<[string, TestPage]> = [
    ['A4 upright', {}],
    ['turned 90°', { rotate: 90 }],
    ['turned 180°', { rotate: 180 }],
    ['turned 270°', { rotate: 270 }],
    [
      '90°, media box off the origin, smaller crop box',
      { rotate: 90, mediaBox: [100, 200, 712, 992], cropBox: [130, 240, 680, 960] },
    ],
    ['270°, US Letter off the origin', { rotate: 270, mediaBox: [-50, -80, 562, 712] }],
  ];
  it.skipIf(!hasRenderer).each(pages)('%s: the seal is where it was placed, red half on top', async (_, page) => {
    const { signer } = await identity('P-256');
    const input = makeTestPdf([{}, page]);
    const [, target] = getPages(openPdf(input));
    // 150 × 100 pt, 60 pt from the left and 80 pt from the top of the page as displayed.
    const display: PdfRect = [60, 80, 150, 100];
    const signed = await signPdf(input, {
      signer,
      signingTime: NOW,
      field: { page: 2, rect: displayRectToUserSpace(target!, display) },
      appearance: { image: twoToneSeal() },
    });
    const rendering = renderPage(signed, 2, DPI);
    // The square seal is fitted to the height (92 pt after a 4 pt margin) and centred: its opaque
    // part spans x 100.5–169.5 and y 95.5–164.5 (the PNG's transparent border is 1/8 of it).
    expect(colourAt(rendering, 135, 110)).toBe('red');
    expect(colourAt(rendering, 135, 150)).toBe('blue');
    expect(colourAt(rendering, 105, 105)).toBe('red');
    expect(colourAt(rendering, 165, 160)).toBe('blue');
    // Outside the seal — the transparent border, the margin, the rest of the page — stays white.
    for (const [x, y] of [
      [135, 88],
      [135, 172],
      [80, 130],
      [195, 130],
      [135, 40],
      [300, 300],
    ] as const) {
      expect(colourAt(rendering, x, y)).toBe('white');
    }
    if (hasPdfsig) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true });
  });

  it.skipIf(!font || !hasText)('Chinese name, date and reason are rendered and extractable', async () => {
    const { signer } = await identity('RSA-2048');
    const lines = ['张三（某某科技有限公司）', '2026年3月1日 16:00', '原因：同意签署本合同'];
    const input = makeTestPdf([{ rotate: 90 }]);
    const [page] = getPages(openPdf(input));
    const display: PdfRect = [100, 100, 240, 110];
    const signed = await signPdf(input, {
      signer,
      signingTime: NOW,
      reason: '同意签署本合同',
      field: { rect: displayRectToUserSpace(page!, display) },
      appearance: { image: twoToneSeal(), text: lines, font },
    });
    const text = pageText(signed);
    for (const line of lines) expect(text).toContain(line);
    if (hasRenderer) {
      // The lines fill the bottom band (35%) of the rectangle as displayed, the seal the rest.
      const rendering = renderPage(signed, 1, 100);
      expect(darkest(rendering, [100, 100 + 110 * 0.68, 240, 110 * 0.28], 100)).toBeLessThan(100);
      expect(colourAt(rendering, 220, 100 + 20, 100)).toBe('red');
    }
    if (hasPdfsig) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true });
  });

  it.skipIf(!hasText || !hasRenderer)('Latin text without a font uses Helvetica, below or over the seal', async () => {
    const { signer } = await identity('P-256');
    for (const textPosition of ['below', 'over'] as const) {
      const signed = await signPdf(makeTestPdf(), {
        signer,
        signingTime: NOW,
        field: { rect: [100, 500, 200, 100] },
        appearance: { image: twoToneSeal(), text: ['Zhang San', 'Signed 2026-03-01'], textPosition },
      });
      const text = pageText(signed);
      expect(text).toContain('Zhang San');
      expect(text).toContain('Signed 2026-03-01');
      // The page is 842 pt tall: the rectangle is y 242–342 from the top, x 100–300.
      const rendering = renderPage(signed, 1, DPI);
      expect(darkest(rendering, [100, 242, 200, 100])).toBeLessThan(80);
    }
  });

  it.skipIf(!hasRenderer)('a check box field draws a box, with a tick only when checked, and stays valid', async () => {
    const { signer } = await identity('P-256');
    // The page is 842 pt tall: the 40 pt box at user (100, 500) is y 302–342 from the top.
    const sign = (checked: boolean) =>
      signPdf(makeTestPdf(), {
        signer,
        signingTime: NOW,
        field: { rect: [100, 500, 40, 40] },
        appearance: { checkBox: checked },
      });
    for (const checked of [true, false]) {
      const signed = await sign(checked);
      const rendering = renderPage(signed, 1, 100);
      // The box's left edge is inked either way; the tick's middle (42% across, 75% down) only when checked.
      expect(darkest(rendering, [100, 303, 2, 38], 100)).toBeLessThan(120);
      const tickInk = darkest(rendering, [100 + 40 * 0.38, 302 + 40 * 0.7, 3, 3], 100);
      if (checked) expect(tickInk).toBeLessThan(120);
      else expect(tickInk).toBeGreaterThan(200);
      if (hasPdfsig) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true });
    }
  });
});
