// Which signature dictionary a status is about, and what its /ByteRange covers. Normally the one
// the document shows; when a later revision rewrote it (the gap no longer holds its /Contents), the
// earlier version whose /Contents is the gap — the one actually signed.
import type { PdfDocument } from '../parse/document/pdf-document';
import type { PdfSignature } from '../parse/structure/find-signatures';
import type { PdfDocMdp } from '../parse/structure/get-permissions';
import { checkByteRange, type ByteRangeCheck } from './check-byte-range';
import { findOriginalSignature } from './find-original-signature';
import type { SignatureKind } from './types';

export function resolveSignedDictionary(
  doc: PdfDocument,
  latest: PdfSignature,
): { readonly signature: PdfSignature; readonly range: ByteRangeCheck } {
  const range = checkByteRange(doc.bytes, doc.revisions, latest.byteRange, latest.contentsSpan);
  if (range.status !== 'not-own-contents') return { signature: latest, range };
  const original = findOriginalSignature(doc, latest);
  if (!original) return { signature: latest, range };
  return {
    signature: original,
    range: checkByteRange(doc.bytes, doc.revisions, original.byteRange, original.contentsSpan),
  };
}

/** Document time-stamp by /Type or SubFilter; certification when the catalog's /Perms names it. */
export function signatureKindOf(signature: PdfSignature, docMdp: PdfDocMdp | undefined): SignatureKind {
  if (signature.type === 'DocTimeStamp' || signature.subFilter === 'ETSI.RFC3161') return 'document-time-stamp';
  const certifying = docMdp && (docMdp.signature === signature.dict || docMdp.signatureRef?.equals(signature.ref));
  return certifying ? 'certification' : 'approval';
}
