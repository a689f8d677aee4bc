// Small unsigned PDFs for the signing tests, written byte by byte with parse's fixture writer:
// pages of any size, rotation and media-box origin, with some text to show the page is intact.
import { makePdf, streamBody, type FixtureObject } from '../../parse/testing/make-pdf.fixture';

export interface TestPage {
  mediaBox?: [number, number, number, number];
  cropBox?: [number, number, number, number];
  rotate?: 0 | 90 | 180 | 270;
}

export function makeTestPdf(pages: TestPage[] = [{}], options: { xref?: 'table' | 'stream' } = {}): Uint8Array {
  const font = 3;
  const first = 4;
  const objects: FixtureObject[] = [
    { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
    {
      num: 2,
      body: `<< /Type /Pages /Kids [${pages.map((_, i) => `${first + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    },
    { num: font, body: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>' },
  ];
  pages.forEach((page, i) => {
    const box = page.mediaBox ?? [0, 0, 595, 842];
    const content = `BT /F1 12 Tf ${box[0] + 40} ${box[1] + 40} Td (Contract page ${i + 1}) Tj ET`;
    objects.push({
      num: first + 2 * i,
      body:
        `<< /Type /Page /Parent 2 0 R /MediaBox [${box.join(' ')}] /Rotate ${page.rotate ?? 0} ` +
        (page.cropBox ? `/CropBox [${page.cropBox.join(' ')}] ` : '') +
        `/Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${first + 2 * i + 1} 0 R >>`,
    });
    objects.push({ num: first + 2 * i + 1, body: streamBody('', content) });
  });
  return makePdf(objects, { trailer: '/Root 1 0 R', xref: options.xref ?? 'table' });
}
