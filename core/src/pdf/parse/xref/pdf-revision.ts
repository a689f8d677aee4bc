// One revision of the document: the original file or one incremental update (ISO 32000-1 7.5.6).
import type { PdfDict } from '../model/pdf-dict';
import type { XrefEntry } from './xref-entry';
import type { XrefKind } from './xref-section';

export interface PdfRevision {
  /** 0 for the original file, counting up to the latest update. */
  readonly index: number;
  /** Offset of this revision's xref section (what startxref and the next /Prev point to); -1 if rebuilt. */
  readonly startxref: number;
  /** Offset just after this revision's %%EOF and its end of line: the file length at that revision. */
  readonly end: number;
  /**
   * Offset just after "%%EOF" (without the end of line). Writers disagree on whether the EOL after
   * %%EOF belongs to the revision (node-signpdf signs up to here, DSS up to `end`), so a validator
   * should accept a /ByteRange ending anywhere from here to `end`.
   */
  readonly eofMarkerEnd: number;
  /** False when no %%EOF closes the revision (a truncated file): `end` is then the file's end. */
  readonly hasEofMarker: boolean;
  /** How the xref was written; 'recovered' when it was rebuilt by scanning the file. */
  readonly xrefKind: XrefKind | 'recovered';
  /** This revision's trailer (for an xref stream, its dictionary). */
  readonly trailer: PdfDict;
  /** The xref entries written in this revision, as written (a wrong offset is not corrected here). */
  readonly entries: ReadonlyMap<number, XrefEntry>;
  /** Objects in use here that were not in use before. */
  readonly added: readonly number[];
  /** Objects in use before that this revision points to a new place (a re-listed object is not). */
  readonly changed: readonly number[];
  /** Objects in use before that this revision marks free. */
  readonly freed: readonly number[];
}
