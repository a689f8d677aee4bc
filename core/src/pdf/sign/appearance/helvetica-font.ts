// The standard Helvetica (ISO 32000-1 9.6.2.2) in WinAnsiEncoding for Latin text when no font is
// given: every reader has it, so nothing is embedded. Widths are Helvetica's AFM metrics for
// ASCII; accented Latin-1 letters take the width of their base letter, as in the AFM.
import { PdfDict } from '../../parse/model/pdf-dict';
import { PdfName } from '../../parse/model/pdf-name';
import type { AppearanceFont } from './appearance-font';

// Characters 32..126.
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

/** True when WinAnsiEncoding holds every character at its Latin-1 code (ASCII and U+00A0–U+00FF). */
export function fitsWinAnsi(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 32 && c <= 126) || (c >= 160 && c <= 255))) return false;
  }
  return true;
}

function charWidth(code: number): number {
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32]!;
  const base = String.fromCharCode(code).normalize('NFD').charCodeAt(0);
  return base >= 32 && base <= 126 ? ASCII_WIDTHS[base - 32]! : 556;
}

export function helveticaFont(): AppearanceFont {
  return {
    width(text) {
      let sum = 0;
      for (let i = 0; i < text.length; i++) sum += charWidth(text.charCodeAt(i));
      return sum;
    },
    show(text) {
      let hex = '';
      for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(2, '0');
      return `<${hex}>`;
    },
    finish(allocate) {
      const ref = allocate();
      const dict = new PdfDict({
        Type: new PdfName('Font'),
        Subtype: new PdfName('Type1'),
        BaseFont: new PdfName('Helvetica'),
        Encoding: new PdfName('WinAnsiEncoding'),
      });
      return { ref, objects: [{ ref, value: dict }] };
    },
  };
}
