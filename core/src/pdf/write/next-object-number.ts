// The first object number an update may use: above /Size and above every number any revision used
// (a /Size that is too small is a common writer bug, see qpdf's warnings on the corpus).
import type { PdfDocument } from '../parse/document/pdf-document';
import { isInteger } from '../parse/model/pdf-value';

export function nextObjectNumber(doc: PdfDocument): number {
  const size = doc.trailer.get('Size');
  let next = isInteger(size) && size > 0 ? size : 1;
  for (const revision of doc.revisions) for (const num of revision.entries.keys()) next = Math.max(next, num + 1);
  // Objects staged for the coming update have taken their numbers already.
  for (const { ref } of doc.stagedObjects()) next = Math.max(next, ref.num + 1);
  return next;
}
