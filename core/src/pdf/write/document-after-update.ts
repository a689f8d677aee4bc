// The document an incremental update has just produced, made from what the writer knows instead
// of parsing the new file: a signature's update is followed at once by the DSS's (PAdES B-LT), and
// opening the signed file again — its xref chain read, its revisions rebuilt — cost as much as a
// third of the DSS step. The revision is the one openPdf would build from the same bytes
// (document-after-update.test.ts compares them).
import type { PdfDocument } from '../parse/document/pdf-document';
import { draftOf, revisionsFromDrafts, type RevisionDraft } from '../parse/xref/revisions-from-drafts';
import type { IncrementalUpdateResult } from './append-incremental-update';

/**
 * `doc` with the update appended; undefined for an update that lists every object (after a
 * rebuilt xref a reader finds no /Prev chain, so only a fresh parse says what it sees).
 */
export function documentAfterUpdate(doc: PdfDocument, update: IncrementalUpdateResult): PdfDocument | undefined {
  const { xref, bytes } = update;
  if (xref.complete) return undefined;
  const revision: RevisionDraft = {
    startxref: update.startxref,
    // The update ends with "%%EOF\n".
    end: bytes.length,
    eofMarkerEnd: bytes.length - 1,
    hasEofMarker: true,
    xrefKind: xref.kind,
    trailer: xref.trailer,
    entries: xref.entries,
  };
  // A file whose %%EOF had no end of line gets one from the writer, which a reader then counts in
  // that revision (its `end`), as findRevisionEnd does.
  const previous = doc.revisions[doc.revisions.length - 1]!;
  const eolAdded = bytes.length > doc.bytes.length && previous.end === doc.bytes.length && !endsWithEol(doc.bytes);
  const earlier = doc.revisions.map(draftOf);
  if (eolAdded) earlier[earlier.length - 1] = { ...earlier[earlier.length - 1]!, end: previous.end + 1 };
  // What each revision added, changed and freed is worked out, as openPdf does, only when asked for.
  return doc.withUpdate(bytes, revisionsFromDrafts([...earlier, revision]));
}

function endsWithEol(bytes: Uint8Array): boolean {
  const last = bytes[bytes.length - 1];
  return last === 0x0a || last === 0x0d;
}
