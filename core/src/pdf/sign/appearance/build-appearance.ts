// The widget's normal appearance (/AP /N): a form XObject holding the seal image and the text
// lines, drawn in the display frame of the page so it reads upright at any /Rotate. An invisible
// signature gets an empty form (PDF/A and some viewers want /AP on every widget).
import { PdfDict } from '../../parse/model/pdf-dict';
import { PdfName } from '../../parse/model/pdf-name';
import type { PdfRef } from '../../parse/model/pdf-ref';
import type { PdfStream } from '../../parse/model/pdf-stream';
import { createStream } from '../../write/create-stream';
import { formatNumber } from '../../write/format-number';
import { embeddedFont } from '../font/embedded-font';
import type { UpdateObject } from '../place-signature-field';
import type { AppearanceOptions } from '../types';
import type { AppearanceFont } from './appearance-font';
import { appearanceFrame } from './appearance-frame';
import { buildImageXObject } from './build-image-xobject';
import { checkBoxOps } from './check-box-ops';
import { fitsWinAnsi, helveticaFont } from './helvetica-font';
import { layoutAppearance } from './layout-appearance';

export interface AppearanceInput {
  readonly appearance?: AppearanceOptions;
  /** The widget rectangle's size in user space (0 × 0 when invisible). */
  readonly width: number;
  readonly height: number;
  readonly rotate: number;
  readonly allocate: () => PdfRef;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const num = (n: number) => formatNumber(round(n));

function chooseFont(lines: readonly string[], font: Uint8Array | undefined): AppearanceFont {
  if (font) return embeddedFont(font);
  const foreign = lines.find((line) => !fitsWinAnsi(line));
  if (foreign !== undefined) {
    throw new RangeError(
      `appearance text "${foreign}" has characters outside Latin-1 (Chinese needs a font): pass appearance.font`,
    );
  }
  return helveticaFont();
}

export function buildAppearance(input: AppearanceInput): { stream: PdfStream; objects: UpdateObject[] } {
  const frame = appearanceFrame(input.width, input.height, input.rotate);
  const resources = new PdfDict();
  const objects: UpdateObject[] = [];
  const ops: string[] = [];
  const options = input.appearance;
  const lines = (options?.text ?? []).filter((line) => line.length > 0);
  if (options?.checkBox !== undefined && frame.width > 0 && frame.height > 0) {
    ops.push('q', ...checkBoxOps(frame.width, frame.height, options.checkBox), 'Q');
  } else if (options && frame.width > 0 && frame.height > 0 && (options.image || lines.length > 0)) {
    const font = lines.length > 0 ? chooseFont(lines, options.font) : undefined;
    const image = options.image ? buildImageXObject(options.image, input.allocate) : undefined;
    const layout = layoutAppearance({
      width: frame.width,
      height: frame.height,
      image,
      lineWidths: font ? lines.map((line) => font.width(line)) : [],
      textPosition: options.textPosition ?? 'below',
      fontSize: options.fontSize,
    });
    ops.push('q');
    if (image && layout.image) {
      const [x, y, w, h] = layout.image;
      objects.push(...image.objects);
      resources.set('XObject', new PdfDict({ Im0: image.ref }));
      ops.push(`q ${num(w)} 0 0 ${num(h)} ${num(x)} ${num(y)} cm /Im0 Do Q`);
    }
    if (font) {
      const [r, g, b] = options.textColor ?? [0, 0, 0];
      ops.push('BT', `/F0 ${num(layout.fontSize)} Tf`, `${num(r)} ${num(g)} ${num(b)} rg`);
      lines.forEach((line, i) => {
        const [x, y] = layout.lines[i]!;
        ops.push(`1 0 0 1 ${num(x)} ${num(y)} Tm ${font.show(line)} Tj`);
      });
      ops.push('ET');
      const finished = font.finish(input.allocate);
      objects.push(...finished.objects);
      resources.set('Font', new PdfDict({ F0: finished.ref }));
    }
    ops.push('Q');
  }
  const dict = new PdfDict({
    Type: new PdfName('XObject'),
    Subtype: new PdfName('Form'),
    BBox: [0, 0, round(frame.width), round(frame.height)],
    Matrix: frame.matrix.map(round),
    Resources: resources,
  });
  const content = Uint8Array.from(ops.join('\n'), (c) => c.charCodeAt(0));
  // An empty (invisible) appearance is not worth starting a deflater for.
  return { stream: createStream(dict, content, { compress: content.length > 0 }), objects };
}
