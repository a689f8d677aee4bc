// What the appearance builder needs from a font, whether the standard Helvetica (Latin text, no
// embedding) or an embedded TrueType subset (Chinese and everything else).
import type { PdfRef } from '../../parse/model/pdf-ref';
import type { UpdateObject } from '../place-signature-field';

export interface AppearanceFont {
  /** Advance width of the text in thousandths of the font size. */
  width(text: string): number;
  /** The text as a string operand for Tj (hex). */
  show(text: string): string;
  /** The font dictionary and what it needs; called once, after every show(). */
  finish(allocate: () => PdfRef): { ref: PdfRef; objects: UpdateObject[] };
}
