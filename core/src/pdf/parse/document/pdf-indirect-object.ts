// One indirect object as the reader found it, with where it lives: validators need the offset of
// each object (and whether it came from an object stream) to reason about what a revision changed.
import type { PdfRef } from '../model/pdf-ref';
import type { PdfValue } from '../model/pdf-value';

export interface PdfIndirectObject {
  ref: PdfRef;
  /** The object; null when it could not be read (see `damaged`). */
  value: PdfValue;
  /** The revision whose xref entry led here. */
  revision: number;
  /** Offset of "N G obj" in the file (after any repair); absent for objects in object streams. */
  offset?: number;
  /** Offset just after "endobj". */
  end?: number;
  /** Set for an object stored inside an object stream. */
  objectStream?: { num: number; index: number };
  /** Why the object could not be read, when it could not. */
  damaged?: string;
}
