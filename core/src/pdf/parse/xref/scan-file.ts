// Reads the whole file front to back for "N G obj", "trailer" and "%%EOF", the way pdf.js and
// poppler rebuild a broken xref. Each object found is parsed so the scan jumps over its stream
// data (binary data can spell "1 0 obj" too); markers inside objects are ignored for that reason.
import { ensureAllLoaded } from '../document/sparse-file-image';
import { PdfDict } from '../model/pdf-dict';
import { PdfStream } from '../model/pdf-stream';
import { isName } from '../model/pdf-value';
import { ascii, indexOfBytes } from '../syntax/byte-search';
import { isRegular, isWhitespace } from '../syntax/char-class';
import { Lexer } from '../syntax/lexer';
import { parseIndirectObject } from '../syntax/parse-indirect-object';
import { skipEol } from './find-revision-end';
import { parseTrailer } from './parse-trailer';

export interface ScannedObject {
  num: number;
  gen: number;
  offset: number;
  end: number;
  /** Kept for the objects recovery needs to look into. */
  stream?: PdfStream;
  kind: 'xref-stream' | 'object-stream' | 'linearized' | 'catalog' | 'other' | 'unreadable';
}

export interface FileScan {
  objects: ScannedObject[];
  trailers: Array<{ offset: number; dict: PdfDict }>;
  /** Each %%EOF outside objects: just after the marker, and after its end of line too. */
  eofs: Array<{ markerEnd: number; end: number }>;
}

const OBJ = ascii('obj');
const TRAILER = ascii('trailer');
const EOF_MARKER = ascii('%%EOF');

export function scanFile(bytes: Uint8Array): FileScan {
  // Binary data can spell "1 0 obj": a file read sparsely is read whole to be scanned as it is.
  ensureAllLoaded(bytes);
  const objects: ScannedObject[] = [];
  for (let i = indexOfBytes(bytes, OBJ, 0); i >= 0;) {
    const offset = isRegular(bytes[i + 3]) ? -1 : headerStart(bytes, i);
    let next = i + 3;
    if (offset >= 0) {
      const found = readObject(bytes, offset);
      objects.push(found);
      next = Math.max(next, found.end);
    }
    i = indexOfBytes(bytes, OBJ, next);
  }
  const inside = insideChecker(objects);
  const trailers: FileScan['trailers'] = [];
  for (let i = indexOfBytes(bytes, TRAILER); i >= 0; i = indexOfBytes(bytes, TRAILER, i + 1)) {
    // Only the keyword itself: inside a longer word ("trailertrailer…", found by fuzzing) the lexer
    // would read the whole word for every occurrence — quadratic in the word's length.
    if (isRegular(bytes[i - 1]) || isRegular(bytes[i + TRAILER.length]) || inside(i)) continue;
    try {
      const dict = parseTrailer(new Lexer(bytes, i + TRAILER.length));
      if (dict) trailers.push({ offset: i, dict });
    } catch {
      // not a usable trailer
    }
  }
  const eofs: FileScan['eofs'] = [];
  for (let i = indexOfBytes(bytes, EOF_MARKER); i >= 0; i = indexOfBytes(bytes, EOF_MARKER, i + 1)) {
    const markerEnd = i + EOF_MARKER.length;
    if (!inside(i)) eofs.push({ markerEnd, end: skipEol(bytes, markerEnd) });
  }
  return { objects, trailers, eofs };
}

/** Offset of "N" in "N G obj" given the offset of "obj", or -1. */
function headerStart(bytes: Uint8Array, objAt: number): number {
  let p = objAt - 1;
  const skip = (test: (b: number) => boolean): number => {
    const from = p;
    while (p >= 0 && test(bytes[p]!)) p--;
    return from - p;
  };
  const isDigit = (b: number) => b >= 0x30 && b <= 0x39;
  if (skip(isWhitespace) === 0 || skip(isDigit) === 0 || skip(isWhitespace) === 0 || skip(isDigit) === 0) return -1;
  return p < 0 || !isRegular(bytes[p]) ? p + 1 : -1;
}

function readObject(bytes: Uint8Array, offset: number): ScannedObject {
  try {
    const { num, gen, value, end } = parseIndirectObject(bytes, offset);
    const dict = value instanceof PdfStream ? value.dict : value instanceof PdfDict ? value : undefined;
    const type = dict?.get('Type');
    let kind: ScannedObject['kind'] = 'other';
    if (value instanceof PdfStream && (isName(type, 'XRef') || dict?.has('W'))) kind = 'xref-stream';
    else if (value instanceof PdfStream && isName(type, 'ObjStm')) kind = 'object-stream';
    else if (dict?.has('Linearized')) kind = 'linearized';
    else if (isName(type, 'Catalog')) kind = 'catalog';
    const stream = kind === 'xref-stream' || kind === 'object-stream' ? (value as PdfStream) : undefined;
    return { num, gen, offset, end, kind, ...(stream ? { stream } : {}) };
  } catch {
    const lexer = new Lexer(bytes, offset);
    const num = lexer.next();
    const gen = lexer.next();
    const n = num.kind === 'number' ? num.value : -1;
    const g = gen.kind === 'number' ? gen.value : 0;
    return { num: n, gen: g, offset, end: offset + 1, kind: 'unreadable' };
  }
}

function insideChecker(objects: readonly ScannedObject[]): (at: number) => boolean {
  return (at) => {
    let lo = 0;
    let hi = objects.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const o = objects[mid]!;
      if (at < o.offset) hi = mid - 1;
      else if (at >= o.end) lo = mid + 1;
      else return true;
    }
    return false;
  };
}
