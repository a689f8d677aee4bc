// Rebuilds revisions from a scan when the xref chain cannot be read. Each %%EOF closes a revision;
// the objects between two of them are that revision's objects (the last copy wins), objects inside
// object streams come from the xref streams or object streams found there, and the trailer is the
// last "trailer" dictionary or xref stream dictionary of the segment.
import { PdfDict } from '../model/pdf-dict';
import { indexObjectStream } from './parse-object-stream';
import { readXrefStreamEntries } from './parse-xref-stream';
import type { PdfRevision } from './pdf-revision';
import { revisionsFromDrafts } from './revisions-from-drafts';
import type { FileScan, ScannedObject } from './scan-file';
import { XrefBudget } from './xref-budget';
import type { XrefEntry } from './xref-entry';
import { decodeFilters } from '../filters/decode-filters';

interface Segment {
  end: number;
  eofMarkerEnd: number;
  marker: boolean;
  objects: ScannedObject[];
  trailers: PdfDict[];
}

export function recoverRevisions(bytes: Uint8Array, scan: FileScan): PdfRevision[] {
  const segments = splitSegments(bytes, scan);
  // A linearized file's first segment holds only the linearization dictionary and the first-page
  // xref: it belongs to the revision after it.
  if (segments.length > 1 && segments[0]!.objects.some((o) => o.kind === 'linearized')) {
    const [first, second] = segments.splice(0, 2) as [Segment, Segment];
    segments.unshift({
      ...second,
      objects: [...first.objects, ...second.objects],
      trailers: [...first.trailers, ...second.trailers],
    });
  }
  const budget = new XrefBudget();
  return revisionsFromDrafts(
    segments.map((segment) => ({
      startxref: -1,
      end: segment.end,
      eofMarkerEnd: segment.eofMarkerEnd,
      hasEofMarker: segment.marker,
      xrefKind: 'recovered' as const,
      trailer: segment.trailers.reduce((merged, t) => mergeInto(merged, t), new PdfDict()),
      entries: entriesOf(segment, budget),
    })),
  );
}

function splitSegments(bytes: Uint8Array, scan: FileScan): Segment[] {
  const segments: Segment[] = scan.eofs.map(({ end, markerEnd }) => ({
    end,
    eofMarkerEnd: markerEnd,
    marker: true,
    objects: [],
    trailers: [],
  }));
  const tail: Segment = { end: bytes.length, eofMarkerEnd: bytes.length, marker: false, objects: [], trailers: [] };
  const segmentAt = (offset: number): Segment => {
    // The first segment ending after the offset (segments are in file order).
    let lo = 0;
    let hi = segments.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (segments[mid]!.end > offset) hi = mid;
      else lo = mid + 1;
    }
    return segments[lo] ?? tail;
  };
  for (const object of scan.objects) if (object.num >= 0) segmentAt(object.offset).objects.push(object);
  for (const trailer of scan.trailers) segmentAt(trailer.offset).trailers.push(trailer.dict);
  for (const object of scan.objects)
    if (object.kind === 'xref-stream') segmentAt(object.offset).trailers.push(object.stream!.dict);
  if (tail.objects.length > 0 || tail.trailers.length > 0) segments.push(tail);
  return segments.filter((s) => s.objects.length > 0 || s.trailers.length > 0);
}

function entriesOf(segment: Segment, budget: XrefBudget): Map<number, XrefEntry> {
  const entries = new Map<number, XrefEntry>();
  for (const o of segment.objects) entries.set(o.num, { type: 'offset', offset: o.offset, gen: o.gen });
  const addCompressed = (num: number, entry: XrefEntry) => {
    if (!entries.has(num)) entries.set(num, entry);
  };
  for (const o of segment.objects) {
    try {
      if (o.kind === 'xref-stream') {
        for (const [num, entry] of readXrefStreamEntries(o.stream!, budget))
          if (entry.type === 'compressed') addCompressed(num, entry);
      } else if (o.kind === 'object-stream') {
        const { dict, raw } = o.stream!;
        budget.checkStreamBytes(o.offset);
        const decoded = decodeFilters(raw, dict.get('Filter'), dict.get('DecodeParms')).data;
        budget.spendStreamBytes(decoded.length);
        indexObjectStream(dict, decoded).members.forEach(([num], index) =>
          addCompressed(num, { type: 'compressed', stream: o.num, index }),
        );
      }
    } catch {
      // a broken xref or object stream adds nothing
    }
  }
  return entries;
}

function mergeInto(merged: PdfDict, trailer: PdfDict): PdfDict {
  for (const [key, value] of trailer.entries()) merged.set(key, value);
  return merged;
}
