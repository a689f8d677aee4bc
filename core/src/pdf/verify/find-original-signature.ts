// A signature dictionary rewritten by a later revision (a replaced /Reason, a spoofed /Name) no
// longer sits where its /ByteRange's gap is. The signed original is the earlier version of the same
// object whose /Contents is exactly that gap: that one is verified, and the rewrite is reported by
// the modification analysis as a change to a signed signature dictionary.
import type { PdfDocument } from '../parse/document/pdf-document';
import { findSignatures, type PdfSignature } from '../parse/structure/find-signatures';

export function findOriginalSignature(doc: PdfDocument, latest: PdfSignature): PdfSignature | undefined {
  const [, gapStart, gapEnd] = latest.byteRange ?? [];
  if (!latest.ref || latest.revision === undefined || gapStart === undefined) return undefined;
  for (let k = latest.revision - 1; k >= 0; k--) {
    const found = findSignatures(doc.atRevision(k)).signatures.find((s) => s.ref?.equals(latest.ref));
    const span = found?.contentsSpan;
    if (span && span.start === gapStart && span.end === gapEnd) return found;
  }
  return undefined;
}
