// A classic cross-reference table ("xref", subsections, "trailer"), ISO 32000-1 7.5.4.
import type { PdfDict } from '../model/pdf-dict';
import { Lexer } from '../syntax/lexer';
import { PdfSyntaxError } from '../syntax/pdf-syntax-error';
import { parseTrailer } from './parse-trailer';
import { readStandardXrefRow, type XrefRow } from './read-xref-row';
import { XrefBudget } from './xref-budget';
import type { XrefEntry } from './xref-entry';

/** "0000012345 00000 n" without its end of line, which the next skipSpace passes. */
const STANDARD_ROW_LENGTH = 18;

export interface ParsedXrefTable {
  entries: Map<number, XrefEntry>;
  trailer: PdfDict;
  end: number;
}

/**
 * Parses the table at offset (whitespace before "xref" is tolerated); throws PdfSyntaxError. Each
 * subsection's declared count is charged to the document's `budget` before its entries are read.
 */
export function parseXrefTable(
  bytes: Uint8Array,
  offset: number,
  budget: XrefBudget = new XrefBudget(),
): ParsedXrefTable {
  const lexer = new Lexer(bytes, offset);
  const xref = lexer.next();
  if (xref.kind !== 'keyword' || xref.value !== 'xref') throw new PdfSyntaxError('expected "xref"', offset);
  const entries = new Map<number, XrefEntry>();
  const row: XrefRow = { offset: 0, gen: 0, inUse: false };
  for (;;) {
    const head = lexer.next();
    if (head.kind === 'keyword' && head.value === 'trailer') break;
    const countToken = lexer.next();
    if (head.kind !== 'number' || countToken.kind !== 'number' || !head.integer || !countToken.integer) {
      throw new PdfSyntaxError('bad xref subsection header', head.start);
    }
    budget.spendEntries(Math.max(0, countToken.value), head.start);
    let first = head.value;
    for (let i = 0; i < countToken.value; i++) {
      lexer.skipSpace();
      if (readStandardXrefRow(bytes, lexer.pos, row)) lexer.pos += STANDARD_ROW_LENGTH;
      else readRowTokens(lexer, row);
      // A common writer bug numbers the first subsection from 1 while listing object 0's free entry.
      if (i === 0 && first === 1 && !row.inUse && row.offset === 0 && row.gen === 65535) first = 0;
      const num = first + i;
      entries.set(
        num,
        row.inUse ? { type: 'offset', offset: row.offset, gen: row.gen } : { type: 'free', gen: row.gen },
      );
    }
  }
  const trailer = parseTrailer(lexer);
  if (!trailer) throw new PdfSyntaxError('trailer dictionary missing', lexer.pos);
  return { entries, trailer, end: lexer.pos };
}

/** A row in a form other than the standard one, token by token. */
function readRowTokens(lexer: Lexer, row: XrefRow): void {
  const off = lexer.next();
  const gen = lexer.next();
  const type = lexer.next();
  if (off.kind !== 'number' || gen.kind !== 'number' || type.kind !== 'keyword') {
    throw new PdfSyntaxError('bad xref entry', off.start);
  }
  if (type.value !== 'n' && type.value !== 'f')
    throw new PdfSyntaxError(`bad xref entry type "${type.value}"`, type.start);
  row.offset = off.value;
  row.gen = gen.value;
  row.inUse = type.value === 'n';
}
