// The dictionary after "trailer". Some producers (seen in the EU DSS corpus) write the entries
// without "<<" and ">>"; we read key/value pairs up to "startxref" then, as Acrobat does.
import { PdfDict } from '../model/pdf-dict';
import type { Lexer } from '../syntax/lexer';
import { parseValue } from '../syntax/parse-value';

/**
 * Reads the trailer dictionary; the lexer stands just after the "trailer" keyword. Undefined when
 * there is none (no exception: a recovery scan meets thousands of stray "trailer" words).
 */
export function parseTrailer(lexer: Lexer): PdfDict | undefined {
  const save = lexer.pos;
  const first = lexer.next();
  if (first.kind === 'open-dict') {
    const value = parseValue(lexer, { recordSpans: true }, first);
    if (value instanceof PdfDict) return value;
  }
  lexer.pos = save;
  const dict = new PdfDict();
  for (;;) {
    const key = lexer.next();
    if (key.kind !== 'name') {
      lexer.pos = key.start;
      break;
    }
    dict.set(key.value, parseValue(lexer));
  }
  return dict.size === 0 ? undefined : dict;
}
