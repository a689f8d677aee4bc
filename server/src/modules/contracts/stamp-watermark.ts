// The plan's watermark (plan flag watermarkState): a faint diagonal line of text across every page,
// added as an incremental update — on the documents themselves at sending time when the plan asks
// for it (before anyone signs, so no signature is disturbed), and on the fly on previews. The
// page's own content is wrapped in q … Q so whatever state it leaves cannot skew the watermark.
import { AppError } from '@ecsign/core/errors';
import {
  appendIncrementalUpdate,
  createStream,
  embeddedFont,
  getPages,
  nextObjectNumber,
  openPdf,
  PdfDict,
  PdfName,
  PdfRef,
  type IncrementalUpdateOptions,
} from '@ecsign/core/pdf';
import { appearanceFont } from './appearance-font';

const SIZE = 28;
const encode = (text: string) => new TextEncoder().encode(text);

export async function stampWatermark(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  try {
    const doc = openPdf(bytes);
    const pages = getPages(doc).filter((page) => page.ref);
    if (pages.length === 0) return bytes;
    const font = embeddedFont(await appearanceFont());
    let next = nextObjectNumber(doc);
    const allocate = () => new PdfRef(next++, 0);
    const objects: IncrementalUpdateOptions['objects'][number][] = [];
    const pushRef = allocate();
    const popRef = allocate();
    const gsRef = allocate();
    objects.push(
      { ref: pushRef, value: createStream(new PdfDict(), encode('q\n'), { compress: false }) },
      { ref: popRef, value: createStream(new PdfDict(), encode('\nQ\n'), { compress: false }) },
      { ref: gsRef, value: new PdfDict({ Type: new PdfName('ExtGState'), ca: 0.15, CA: 0.15 }) },
    );
    // Every show() first; then the font subset is made once, with exactly those glyphs.
    const marks = pages.map((page) => {
      const [x1, y1, x2, y2] = page.mediaBox;
      const width = font.width(text) * (SIZE / 1000);
      const angle = Math.atan2(y2 - y1, x2 - x1);
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      const cx = (x1 + x2) / 2 - (cos * width) / 2;
      const cy = (y1 + y2) / 2 - (sin * width) / 2;
      const matrix = [cos, sin, -sin, cos].map((v) => v.toFixed(4)).join(' ');
      return `q /ECWMGS gs 0.5 0.5 0.5 rg BT /ECWMF ${SIZE} Tf ${matrix} ${cx.toFixed(2)} ${cy.toFixed(2)} Tm ${font.show(text)} Tj ET Q\n`;
    });
    const finished = font.finish(allocate);
    objects.push(...finished.objects);
    for (const [index, page] of pages.entries()) {
      const markRef = allocate();
      objects.push({ ref: markRef, value: createStream(new PdfDict(), encode(marks[index]!)) });
      const resources = page.resources ? page.resources.clone() : new PdfDict();
      const fonts = doc.dictOf(resources.get('Font'))?.clone() ?? new PdfDict();
      fonts.set('ECWMF', finished.ref);
      resources.set('Font', fonts);
      const states = doc.dictOf(resources.get('ExtGState'))?.clone() ?? new PdfDict();
      states.set('ECWMGS', gsRef);
      resources.set('ExtGState', states);
      const dict = page.dict.clone();
      const existing = dict.get('Contents');
      const resolved = doc.resolve(existing);
      const old = Array.isArray(resolved) ? resolved : existing ? [existing] : [];
      dict.set('Contents', [pushRef, ...old, popRef, markRef]);
      dict.set('Resources', resources);
      objects.push({ ref: page.ref!, value: dict });
    }
    return appendIncrementalUpdate(doc, { objects }).bytes;
  } catch (error) {
    throw new AppError('WATERMARK_FAILED', { internal: (error as Error).message, cause: error });
  }
}
