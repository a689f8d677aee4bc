// Follows startxref and the /Prev chain, reading every xref section (table, stream, or hybrid table
// with /XRefStm). Throws PdfSyntaxError when any link is broken: the caller then rebuilds by scanning.
import { isInteger } from '../model/pdf-value';
import { ascii, matchesAt } from '../syntax/byte-search';
import { isWhitespace } from '../syntax/char-class';
import { PdfSyntaxError } from '../syntax/pdf-syntax-error';
import { findStartxref } from './find-startxref';
import { parseXrefStream } from './parse-xref-stream';
import { parseXrefTable } from './parse-xref-table';
import { XrefBudget } from './xref-budget';
import type { XrefSection } from './xref-section';

const XREF = ascii('xref');
/** More sections than this is a /Prev loop in disguise or a hostile file. */
const MAX_SECTIONS = 10_000;

/** The sections, newest first. One budget bounds the entries and decoded bytes of all of them. */
export function readXrefSections(bytes: Uint8Array): XrefSection[] {
  const start = findStartxref(bytes);
  if (start === undefined) throw new PdfSyntaxError('no usable startxref', bytes.length);
  const sections: XrefSection[] = [];
  const seen = new Set<number>();
  const budget = new XrefBudget();
  for (let offset: number | undefined = start; offset !== undefined;) {
    if (seen.has(offset) || sections.length >= MAX_SECTIONS) throw new PdfSyntaxError('xref /Prev loop', offset);
    seen.add(offset);
    const section = readSection(bytes, offset, budget);
    sections.push(section);
    const prev = section.trailer.get('Prev');
    offset = isInteger(prev) && prev >= 0 && prev < bytes.length ? prev : undefined;
    if (prev !== undefined && offset === undefined) throw new PdfSyntaxError('bad /Prev', section.offset);
  }
  return sections;
}

function readSection(bytes: Uint8Array, offset: number, budget: XrefBudget): XrefSection {
  let p = offset;
  while (p < bytes.length && isWhitespace(bytes[p]!)) p++;
  if (!matchesAt(bytes, p, XREF)) {
    const stream = parseXrefStream(bytes, offset, budget);
    return { offset, kind: 'stream', entries: stream.entries, trailer: stream.trailer, end: stream.end };
  }
  const table = parseXrefTable(bytes, offset, budget);
  const hidden = table.trailer.get('XRefStm');
  if (!isInteger(hidden)) return { offset, kind: 'table', ...table };
  // Hybrid file (7.5.8.4): the table lists what old readers may see; the hidden stream adds the
  // compressed objects, which the table marks free or omits. Its entries are charged again for
  // each table that names it: they are copied into that table's map.
  const stream = parseXrefStream(bytes, hidden, budget);
  budget.spendEntries(stream.entries.size, hidden);
  for (const [num, entry] of stream.entries) {
    const listed = table.entries.get(num);
    if (!listed || listed.type === 'free') table.entries.set(num, entry);
  }
  return { offset, kind: 'hybrid', ...table };
}
