// Test fixture: the byte-level edits the adversarial suite makes to signed files — appending a
// revision whose xref points an object at another one's bytes, rewriting a signature dictionary,
// and the signature-wrapping splice — written by hand, since a careful writer would refuse them.
import { openPdf } from '../../parse/document/open-pdf';
import { findSignatures } from '../../parse/structure/find-signatures';
import { latin1, text } from '../../parse/testing/make-pdf.fixture';
import { nextObjectNumber } from '../../write/next-object-number';

function concat(...parts: Array<string | Uint8Array>): Uint8Array {
  const chunks = parts.map((p) => (typeof p === 'string' ? latin1(p) : p));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The offset the file's last startxref names: the newest xref section. */
export const lastStartXref = (bytes: Uint8Array) =>
  Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text(bytes.subarray(bytes.length - 64)))![1]);

/** Offset of the last "num 0 obj" in the file. */
export function objectOffset(bytes: Uint8Array, num: number): number {
  const found = new RegExp(`(?:^|[\\r\\n])(${num} 0 obj)`, 'g');
  let at = -1;
  for (const match of text(bytes).matchAll(found)) at = match.index + match[0].length - match[1]!.length;
  if (at < 0) throw new Error(`object ${num} not found`);
  return at;
}

/**
 * A revision with a classic xref table whose only entry sends object `num` to the bytes of
 * object `target`: nothing new is written, yet a viewer that trusts the offset shows `target`.
 */
export function pointObjectAt(bytes: Uint8Array, num: number, target: number): Uint8Array {
  return pointObjectAtOffset(bytes, num, objectOffset(bytes, target));
}

/**
 * A revision with a classic xref table whose only entry sends object `num` to `offset` (say, into
 * a signature's /Contents, which no signature covers): nothing new is written.
 */
export function pointObjectAtOffset(bytes: Uint8Array, num: number, offset: number): Uint8Array {
  const size = nextObjectNumber(openPdf(bytes));
  const table = `xref\n${num} 1\n${String(offset).padStart(10, '0')} 00000 n\r\n`;
  const trailer = `trailer\n<< /Size ${size} /Root 1 0 R /Prev ${lastStartXref(bytes)} >>\n`;
  return concat(bytes, table, trailer, `startxref\n${bytes.length}\n%%EOF\n`);
}

/** The first signature dictionary's object number and its body as written ("<< … >>"). */
export function signatureBody(bytes: Uint8Array): { num: number; body: string } {
  const [signature] = findSignatures(openPdf(bytes)).signatures;
  const num = signature!.ref!.num;
  const from = objectOffset(bytes, num);
  const source = text(bytes.subarray(from));
  const body = source.slice(source.indexOf('obj') + 3, source.indexOf('endobj')).trim();
  return { num, body };
}

/**
 * Signature wrapping: `extra` bytes (objects the attacker wants read) inserted right after the
 * signature's /Contents, and the /ByteRange rewritten in place so its second range starts after
 * them — the signed bytes themselves are all still there, only moved.
 */
export function wrapSignature(bytes: Uint8Array, extra: string): Uint8Array {
  const [signature] = findSignatures(openPdf(bytes)).signatures;
  const [, a, b, c] = signature!.byteRange!;
  const span = signature!.byteRangeSpan!;
  const moved = [0, a!, b! + extra.length, c!];
  const out = concat(bytes.subarray(0, b), extra, bytes.subarray(b));
  const width = span.end - span.start;
  out.set(latin1(`[${moved.join(' ')}]`.padEnd(width, ' ')), span.start);
  return out;
}

/** The signature's /Contents hex (padding zeros dropped), to copy into another dictionary. */
export function contentsHex(bytes: Uint8Array): string {
  const span = findSignatures(openPdf(bytes)).signatures[0]!.contentsSpan!;
  return text(bytes.subarray(span.start + 1, span.end - 1)).replace(/(00)+$/, '');
}
