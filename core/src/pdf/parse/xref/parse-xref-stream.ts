// A cross-reference stream (ISO 32000-1 7.5.8): binary entries of /W widths over the /Index ranges.
// Its dictionary is also the trailer. Xref streams are never encrypted (7.6.1), and their filter
// parameters must be direct, so no resolver is needed here.
import { ensureViewLoaded } from '../document/sparse-file-image';
import type { PdfDict } from '../model/pdf-dict';
import { PdfStream } from '../model/pdf-stream';
import { isInteger, isName } from '../model/pdf-value';
import { decodeFilters } from '../filters/decode-filters';
import { parseIndirectObject } from '../syntax/parse-indirect-object';
import { PdfSyntaxError } from '../syntax/pdf-syntax-error';
import { XrefBudget } from './xref-budget';
import type { XrefEntry } from './xref-entry';

export interface ParsedXrefStream {
  entries: Map<number, XrefEntry>;
  trailer: PdfDict;
  end: number;
  num: number;
}

export function parseXrefStream(
  bytes: Uint8Array,
  offset: number,
  budget: XrefBudget = new XrefBudget(),
): ParsedXrefStream {
  const object = parseIndirectObject(bytes, offset);
  const stream = object.value;
  if (!(stream instanceof PdfStream) || !(isName(stream.dict.get('Type'), 'XRef') || stream.dict.has('W'))) {
    throw new PdfSyntaxError('expected an xref stream', offset);
  }
  return { entries: readXrefStreamEntries(stream, budget), trailer: stream.dict, end: object.end, num: object.num };
}

/**
 * Decodes the entries of an xref stream object. Rows are read only as far as the data goes, and
 * every one is counted against the document's `budget` (see xref-budget.ts).
 */
export function readXrefStreamEntries(
  stream: PdfStream,
  budget: XrefBudget = new XrefBudget(),
): Map<number, XrefEntry> {
  const { dict } = stream;
  const where = stream.rawSpan?.start ?? 0;
  const widths = dict.get('W');
  if (!Array.isArray(widths) || widths.length < 3 || !widths.every((w) => isInteger(w) && w >= 0 && w <= 8)) {
    throw new PdfSyntaxError('xref stream without a valid /W', where);
  }
  const [w0, w1, w2] = widths as number[];
  const rowLength = w0! + w1! + w2!;
  // Rows of no bytes would let /Index or /Size alone declare any number of entries.
  if (rowLength === 0) throw new PdfSyntaxError('xref stream with /W [0 0 0]', where);
  const size = dict.get('Size');
  const index = dict.get('Index');
  const ranges = Array.isArray(index) ? index : [0, isInteger(size) ? size : 0];
  budget.checkStreamBytes(where);
  const data = decodeFilters(ensureViewLoaded(stream.raw), dict.get('Filter'), dict.get('DecodeParms')).data;
  budget.spendStreamBytes(data.length);
  const entries = new Map<number, XrefEntry>();
  let at = 0;
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    const first = ranges[r];
    const count = ranges[r + 1];
    if (!isInteger(first) || !isInteger(count)) break;
    const rows = Math.max(0, Math.min(count, Math.floor((data.length - at) / rowLength)));
    budget.spendEntries(rows, where);
    for (let i = 0; i < rows; i++) {
      const type = w0 === 0 ? 1 : field(data, at, w0!);
      const f2 = field(data, at + w0!, w1!);
      const f3 = field(data, at + w0! + w1!, w2!);
      at += rowLength;
      // Type 0 is free, 1 an offset, 2 in an object stream; other types mean "null object" (7.5.8.3).
      if (type === 0) entries.set(first + i, { type: 'free', gen: f3 });
      else if (type === 1) entries.set(first + i, { type: 'offset', offset: f2, gen: f3 });
      else if (type === 2) entries.set(first + i, { type: 'compressed', stream: f2, index: f3 });
    }
  }
  return entries;
}

function field(data: Uint8Array, at: number, width: number): number {
  let value = 0;
  for (let k = 0; k < width; k++) value = value * 256 + data[at + k]!;
  return value;
}
