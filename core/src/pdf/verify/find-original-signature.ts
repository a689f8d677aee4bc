// A signature dictionary rewritten by a later revision (a replaced /Reason, a spoofed /Name) no
// longer sits where its /ByteRange's gap is. The signed original is the earlier version (of the same
// object, or of the one the field pointed to) whose /Contents is exactly that gap: that one is verified, and the rewrite is reported by
// the modification analysis as a change to a signed signature dictionary.
import type { PdfDocument } from '../parse/document/pdf-document';
import { findSignatures, type PdfSignature } from '../parse/structure/find-signatures';

export function findOriginalSignature(doc: PdfDocument, latest: PdfSignature): PdfSignature | undefined {
  const [, gapStart, gapEnd] = latest.byteRange ?? [];
  if (!latest.ref || latest.revision === undefined || gapStart === undefined) return undefined;
  // Usually the same object rewritten; a field's /V may also be pointed at a copy under a new
  // number. A copy while the original is still shown is a second field claiming the same
  // signature, not a rewrite: that one is left unresolved (and so not intact).
  const signs = (s: PdfSignature) => s.contentsSpan?.start === gapStart && s.contentsSpan.end === gapEnd;
  let shown: Set<number> | undefined;
  const replaced = (s: PdfSignature) => {
    shown ??= new Set(findSignatures(doc).signatures.flatMap((c) => (c.ref ? [c.ref.num] : [])));
    return s.ref !== undefined && !shown.has(s.ref.num);
  };
  for (let k = latest.revision - 1; k >= 0; k--) {
    const signatures = findSignatures(doc.atRevision(k)).signatures;
    const found =
      signatures.find((s) => s.ref?.equals(latest.ref) && signs(s)) ?? signatures.find((s) => signs(s) && replaced(s));
    if (found) return found;
  }
  return undefined;
}
