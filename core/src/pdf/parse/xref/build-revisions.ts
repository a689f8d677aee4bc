// Turns the xref sections (newest first) into revisions (oldest first). A section whose %%EOF comes
// no later than the previous revision's end cannot be a later update: it is the first-page section
// of a linearized file (ISO 32000-1 Annex F), so it is folded into the revision it belongs to.
import { findRevisionEnd } from './find-revision-end';
import { mergeTrailers } from './merge-trailers';
import type { PdfRevision } from './pdf-revision';
import { revisionsFromDrafts, type RevisionDraft } from './revisions-from-drafts';
import type { XrefEntry } from './xref-entry';
import type { XrefSection } from './xref-section';

type Draft = RevisionDraft & { entries: Map<number, XrefEntry> };

export function buildRevisions(bytes: Uint8Array, sections: readonly XrefSection[]): PdfRevision[] {
  const drafts: Draft[] = [];
  for (const section of [...sections].reverse()) {
    const { end, eofMarkerEnd, marker } = findRevisionEnd(bytes, section.end);
    const last = drafts[drafts.length - 1];
    if (last && end <= last.end) {
      // A copy: the sections' maps are the reader's, not ours to merge into.
      const entries = new Map(last.entries);
      for (const [num, entry] of section.entries) entries.set(num, entry);
      drafts[drafts.length - 1] = {
        ...last,
        entries,
        startxref: section.offset,
        xrefKind: section.kind,
        trailer: mergeTrailers(last.trailer, section.trailer),
      };
      continue;
    }
    drafts.push({
      startxref: section.offset,
      end,
      eofMarkerEnd,
      hasEofMarker: marker,
      xrefKind: section.kind,
      trailer: section.trailer,
      entries: section.entries,
    });
  }
  return revisionsFromDrafts(drafts);
}
