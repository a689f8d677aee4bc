// Checks that every xref offset points at "N G obj" for its own N, and finds the real place of those
// that do not (the file was edited and offsets shifted, or an update lies about an object). The
// entries themselves stay as written so a validator still sees what each revision claimed.
import type { PdfWarning } from '../pdf-warning';
import { PdfRef } from '../model/pdf-ref';
import { readObjectHeader } from '../syntax/read-object-header';
import type { PdfRevision } from '../xref/pdf-revision';
import type { FileScan } from '../xref/scan-file';
import type { XrefEntry } from '../xref/xref-entry';

export function findOffsetRepairs(
  bytes: Uint8Array,
  revisions: readonly PdfRevision[],
  scan: () => FileScan,
  warnings: PdfWarning[],
): Map<XrefEntry, number> {
  const repairs = new Map<XrefEntry, number>();
  let byNumber: Map<number, number[]> | undefined;
  for (const revision of revisions) {
    for (const [num, entry] of revision.entries) {
      if (entry.type !== 'offset' || num === 0) continue;
      if (readObjectHeader(bytes, entry.offset)?.num === num) continue;
      byNumber ??= indexByNumber(scan());
      // The last copy of the object written before this revision ended is the one it meant.
      const candidates = (byNumber.get(num) ?? []).filter((offset) => offset < revision.end);
      const found = candidates[candidates.length - 1];
      const ref = new PdfRef(num, entry.gen);
      if (found === undefined) {
        warnings.push({
          code: 'OBJECT_MISSING',
          message: `object ${num} is not at offset ${entry.offset} nor anywhere before`,
          ref,
          offset: entry.offset,
        });
        continue;
      }
      repairs.set(entry, found);
      warnings.push({
        code: 'OBJECT_OFFSET_REPAIRED',
        message: `object ${num}: xref of revision ${revision.index} says offset ${entry.offset}, found at ${found}`,
        ref,
        offset: entry.offset,
      });
    }
  }
  return repairs;
}

function indexByNumber(scan: FileScan): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const object of scan.objects) {
    if (object.kind === 'unreadable') continue;
    const list = map.get(object.num) ?? [];
    list.push(object.offset);
    map.set(object.num, list);
  }
  return map;
}
