// A classic cross-reference table ("xref", subsections, "trailer"), ISO 32000-1 7.5.4.
import type { PdfDict } from '../model/pdf-dict';
import { Lexer } from '../syntax/lexer';
import { PdfSyntaxError } from '../syntax/pdf-syntax-error';
import { parseTrailer } from './parse-trailer';
import { XrefBudget } from './xref-budget';
import type { XrefEntry } from './xref-entry';

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
      const off = lexer.next();
      const gen = lexer.next();
      const type = lexer.next();
      if (off.kind !== 'number' || gen.kind !== 'number' || type.kind !== 'keyword') {
        throw new PdfSyntaxError('bad xref entry', off.start);
      }
      // A common writer bug numbers the first subsection from 1 while listing object 0's free entry.
      if (i === 0 && first === 1 && type.value === 'f' && off.value === 0 && gen.value === 65535) first = 0;
      const num = first + i;
      if (type.value === 'n') entries.set(num, { type: 'offset', offset: off.value, gen: gen.value });
      else if (type.value === 'f') entries.set(num, { type: 'free', gen: gen.value });
      else throw new PdfSyntaxError(`bad xref entry type "${type.value}"`, type.start);
    }
  }
  const trailer = parseTrailer(lexer);
  if (!trailer) throw new PdfSyntaxError('trailer dictionary missing', lexer.pos);
  return { entries, trailer, end: lexer.pos };
}
