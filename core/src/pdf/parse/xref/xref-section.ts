// One xref section of the file, as read from it: a classic table (with its trailer), an xref
// stream (its dictionary is the trailer), or a table whose trailer points to a hidden xref stream.
import type { PdfDict } from '../model/pdf-dict';
import type { XrefEntry } from './xref-entry';

export type XrefKind = 'table' | 'stream' | 'hybrid';

export interface XrefSection {
  /** Offset of "xref" or of the xref stream object: the value of startxref / /Prev. */
  offset: number;
  kind: XrefKind;
  entries: Map<number, XrefEntry>;
  trailer: PdfDict;
  /** Offset just after the trailer dictionary or the xref stream object. */
  end: number;
}
