// Parses "N G obj … endobj" at a file offset, including a stream's data span. A wrong or indirect
// /Length is checked against the "endstream" that must follow and repaired by searching for it,
// because signed files from careless producers often get it wrong.
import { ensureReadableFrom } from '../document/sparse-file-image';
import { PdfDict } from '../model/pdf-dict';
import type { PdfRef } from '../model/pdf-ref';
import { PdfStream } from '../model/pdf-stream';
import { isInteger, isRef, type PdfValue } from '../model/pdf-value';
import { ascii, indexOfBytes, matchesAt } from './byte-search';
import { isWhitespace } from './char-class';
import { Lexer } from './lexer';
import { parseValue } from './parse-value';
import { PdfSyntaxError } from './pdf-syntax-error';
import { readObjectHeader } from './read-object-header';

const ENDSTREAM = ascii('endstream');
const ENDOBJ = ascii('endobj');

export interface ParsedObject {
  num: number;
  gen: number;
  value: PdfValue;
  /** Offset of "N G obj". */
  start: number;
  /** Offset just after "endobj" (or after the value when endobj is missing). */
  end: number;
}

export interface ParseIndirectObjectOptions {
  /** Resolves an indirect /Length; undefined when it cannot (the data end is then searched). */
  resolveLength?: (ref: PdfRef) => number | undefined;
}

export function parseIndirectObject(
  bytes: Uint8Array,
  offset: number,
  options: ParseIndirectObjectOptions = {},
): ParsedObject {
  const header = readObjectHeader(bytes, offset);
  if (!header) throw new PdfSyntaxError('expected "N G obj"', offset);
  const lexer = new Lexer(bytes, header.bodyStart);
  let value = parseValue(lexer, { recordSpans: true });
  let token = lexer.next();
  if (token.kind === 'keyword' && token.value === 'stream' && value instanceof PdfDict) {
    value = readStream(bytes, value, token.end, options);
    lexer.pos = value.rawSpan!.end;
    token = lexer.next();
    if (token.kind === 'keyword' && token.value === 'endstream') token = lexer.next();
  }
  const end = token.kind === 'keyword' && token.value === 'endobj' ? token.end : token.start;
  return { num: header.num, gen: header.gen, value, start: offset, end };
}

function readStream(bytes: Uint8Array, dict: PdfDict, afterKeyword: number, options: ParseIndirectObjectOptions) {
  // "stream" is followed by CRLF or LF (7.3.8.1); a lone CR is tolerated.
  let start = afterKeyword;
  while (bytes[start] === 0x20) start++;
  if (bytes[start] === 0x0d) start += bytes[start + 1] === 0x0a ? 2 : 1;
  else if (bytes[start] === 0x0a) start++;
  else start = afterKeyword;

  const lengthValue = dict.get('Length');
  const length = isRef(lengthValue) ? options.resolveLength?.(lengthValue) : lengthValue;
  if (isInteger(length) && length >= 0 && start + length <= bytes.length && endstreamAt(bytes, start + length)) {
    return new PdfStream(dict, bytes.subarray(start, start + length), { start, end: start + length });
  }
  let end = findAfter(bytes, ENDSTREAM, start);
  if (end < 0) end = findAfter(bytes, ENDOBJ, start);
  if (end < 0) end = bytes.length;
  // The EOL before "endstream" belongs to the syntax, not to the data.
  if (end > start && bytes[end - 1] === 0x0a) end--;
  if (end > start && bytes[end - 1] === 0x0d) end--;
  return new PdfStream(dict, bytes.subarray(start, end), { start, end }, true);
}

/**
 * The next marker at or after `from`, remembering the last answer per file and marker: a scan of a
 * hostile file (thousands of streams and no "endstream") would otherwise search to the end each time.
 */
const lastFound = new WeakMap<Uint8Array, Map<Uint8Array, { from: number; at: number }>>();
function findAfter(bytes: Uint8Array, marker: Uint8Array, from: number): number {
  let byMarker = lastFound.get(bytes);
  if (!byMarker) lastFound.set(bytes, (byMarker = new Map()));
  const last = byMarker.get(marker);
  if (last && from >= last.from && (last.at < 0 || from <= last.at)) return last.at;
  const at = indexOfBytes(bytes, marker, from);
  byMarker.set(marker, { from, at });
  return at;
}

function endstreamAt(bytes: Uint8Array, at: number): boolean {
  ensureReadableFrom(bytes, at);
  let p = at;
  while (p < bytes.length && isWhitespace(bytes[p]!)) p++;
  return matchesAt(bytes, p, ENDSTREAM);
}
