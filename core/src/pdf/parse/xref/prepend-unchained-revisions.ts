// Revisions that the /Prev chain does not reach: a writer that saves an update with a complete xref
// and no /Prev (ours does so after a repair, some libraries always do) leaves the earlier revisions
// out of the chain, yet a signature may cover exactly one of them. If a %%EOF lies before the
// oldest chained section, the part before it is split into revisions by scanning.
import { ascii, indexOfBytes } from '../syntax/byte-search';
import type { PdfRevision } from './pdf-revision';
import { recoverRevisions } from './recover-revisions';
import { draftOf, revisionsFromDrafts } from './revisions-from-drafts';
import type { FileScan } from './scan-file';

const EOF_MARKER = ascii('%%EOF');

export function prependUnchainedRevisions(
  bytes: Uint8Array,
  chained: PdfRevision[],
  scan: () => FileScan,
): PdfRevision[] {
  const oldest = chained[0];
  if (!oldest || oldest.startxref <= 0 || indexOfBytes(bytes, EOF_MARKER, 0, oldest.startxref) < 0) return chained;
  const earlier = recoverRevisions(bytes, scan()).filter((r) => r.end <= oldest.startxref && r.hasEofMarker);
  if (earlier.length === 0) return chained;
  return revisionsFromDrafts([...earlier, ...chained].map(draftOf));
}
