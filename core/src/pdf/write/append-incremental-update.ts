// Appends an incremental update (ISO 32000-1 7.5.6): the new and changed objects, an xref section
// of the same kind as the previous revision's, a trailer with /Prev, startxref and %%EOF. Every
// byte of the original file is kept as it is, which is what keeps earlier signatures valid.
// For a file whose xref had to be rebuilt, /Prev would point at garbage: the update then carries
// a complete xref of every object instead, so readers need not repeat the repair.
import type { PdfDocument } from '../parse/document/pdf-document';
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfStream } from '../parse/model/pdf-stream';
import { PdfString } from '../parse/model/pdf-string';
import type { ByteSpan } from '../parse/model/byte-span';
import type { PdfRef } from '../parse/model/pdf-ref';
import type { PdfValue } from '../parse/model/pdf-value';
import type { XrefEntry } from '../parse/xref/xref-entry';
import { ByteWriter } from './byte-writer';
import { nextObjectNumber } from './next-object-number';
import { PdfWriteError } from './pdf-write-error';
import type { WrittenSpans } from './serialize-value';
import { writeIndirectObject } from './write-indirect-object';
import { writeXrefStream } from './write-xref-stream';
import { writeXrefTable, type XrefRow } from './write-xref-table';

export interface IncrementalUpdateOptions {
  /** New objects (numbers from nextObjectNumber) and changed ones (their existing ref). */
  objects: ReadonlyArray<{ ref: PdfRef; value: PdfValue }>;
  /** Entries to set in the new trailer over the previous one (a new /Info, a new /ID). */
  trailer?: PdfDict;
  /** The xref kind; by default the previous revision's (a hybrid one gets a table). */
  xref?: 'table' | 'stream';
}

export interface IncrementalUpdateResult {
  /** The whole new file: the original bytes followed by the update. */
  bytes: Uint8Array;
  /** Offset of the new xref section. */
  startxref: number;
  /** Object number → offset of its "N G obj" in the new file. */
  offsets: Map<number, number>;
  /** File spans of every string, array and dictionary written, keyed by the object given. */
  spans: ReadonlyMap<object, ByteSpan>;
  /**
   * The new xref section as a reader would find it (documentAfterUpdate makes the next revision
   * from it): its kind, its entries (an xref stream's own included) and its trailer (an xref
   * stream's dictionary); `complete` when it lists every object (after a rebuilt xref, no /Prev).
   */
  xref: {
    kind: 'table' | 'stream';
    entries: ReadonlyMap<number, XrefEntry>;
    trailer: PdfDict;
    complete: boolean;
  };
}

/** Keys of an old trailer that describe the old xref section, not the document. */
const SECTION_KEYS = ['Prev', 'XRefStm', 'Type', 'W', 'Index', 'Filter', 'DecodeParms', 'Length', 'DL', 'F'];

export function appendIncrementalUpdate(doc: PdfDocument, options: IncrementalUpdateOptions): IncrementalUpdateResult {
  if (doc.encryption) throw new PdfWriteError('ENCRYPTED_DOCUMENT', 'cannot append an update to an encrypted PDF');
  const previous = doc.revisions[doc.revisions.length - 1]!;
  const full = previous.xrefKind === 'recovered';
  // The update is written after the original bytes without copying them into the writer: they
  // are joined once at the end.
  const last = doc.bytes[doc.bytes.length - 1];
  const newline = last !== 0x0a && last !== 0x0d;
  const prefix = doc.bytes.length + (newline ? 1 : 0);
  // Objects staged on the document (doc.stage) go in too, unless this update writes their number.
  const own = new Set(options.objects.map(({ ref }) => ref.num));
  const objects = [...doc.stagedObjects().filter(({ ref }) => !own.has(ref.num)), ...options.objects];
  const out = new ByteWriter(estimateUpdateSize(objects), prefix);

  const spans: WrittenSpans = new Map();
  const offsets = new Map<number, number>();
  const entries = new Map<number, XrefEntry>(full ? currentEntries(doc) : []);
  for (const { ref, value } of objects) {
    if (!(Number.isSafeInteger(ref.num) && ref.num > 0))
      throw new PdfWriteError('INVALID_OBJECT', `bad object number ${ref.num}`);
    offsets.set(ref.num, out.length);
    entries.set(ref.num, { type: 'offset', offset: out.length, gen: ref.gen });
    writeIndirectObject(out, ref, value, spans);
  }

  const trailer = new PdfDict();
  for (const [key, value] of doc.trailer.entries()) if (!SECTION_KEYS.includes(key)) trailer.set(key, value);
  for (const [key, value] of options.trailer?.entries() ?? []) trailer.set(key, value);
  if (!full) trailer.set('Prev', previous.startxref);
  const hasCompressed = [...entries.values()].some((e) => e.type === 'compressed');
  const kind = hasCompressed ? 'stream' : (options.xref ?? (previous.xrefKind === 'stream' ? 'stream' : 'table'));
  const size = Math.max(nextObjectNumber(doc), ...[...entries.keys()].map((n) => n + 1));
  const startxref = out.length;
  let written = trailer;
  if (kind === 'stream') {
    trailer.set('Size', size + 1);
    written = writeXrefStream(out, size, entries, trailer);
    entries.set(size, { type: 'offset', offset: startxref, gen: 0 });
  } else {
    trailer.set('Size', size);
    const rows: XrefRow[] = [...entries].map(([num, e]) => ({
      num,
      gen: e.type === 'offset' ? e.gen : 0,
      offset: e.type === 'offset' ? e.offset : 0,
    }));
    if (full) rows.push({ num: 0, gen: 65535, offset: 0, free: true });
    writeXrefTable(out, rows, trailer);
  }
  out.ascii(`startxref\n${startxref}\n%%EOF\n`);
  const bytes = out.joinAfter(doc.bytes);
  if (newline) bytes[doc.bytes.length] = 0x0a;
  return { bytes, startxref, offsets, spans, xref: { kind, entries, trailer: written, complete: full } };
}

/**
 * Bytes the update will about take, so the writer is allocated once at about its size: a fixed
 * 64 KB (zero-filled on every signature) was three times what an invisible signature writes, and
 * every signature's own allocations are what makes V8 collect. Streams and strings are counted
 * (hex: two digits a byte), the rest at a flat allowance; a low estimate only costs a regrowth.
 */
function estimateUpdateSize(objects: IncrementalUpdateOptions['objects']): number {
  const sizeOf = (value: PdfValue): number => {
    if (value instanceof PdfString) return 2 * value.bytes.length + 2;
    if (value instanceof PdfStream) return value.raw.length + sizeOf(value.dict) + 32;
    if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + sizeOf(item) + 1, 2);
    if (value instanceof PdfDict) {
      let sum = 4;
      for (const [key, item] of value.entries()) sum += key.length + 2 + sizeOf(item);
      return sum;
    }
    return 24;
  };
  // Per object its "N G obj … endobj" and xref row; then the trailer and startxref.
  return objects.reduce((sum, { value }) => sum + sizeOf(value) + 64, 2048);
}

/** Every object in use now, at its real place (repaired offsets included). */
function currentEntries(doc: PdfDocument): Map<number, XrefEntry> {
  const entries = new Map<number, XrefEntry>();
  for (const num of doc.objectNumbers()) {
    const found = doc.entry(num);
    if (!found) continue;
    const { entry } = found;
    entries.set(num, entry.type === 'offset' ? { ...entry, offset: doc.offsetOf(num) ?? entry.offset } : entry);
  }
  return entries;
}
