// An object stream (ISO 32000-1 7.5.7): "num offset" pairs, then the objects from /First. We index
// it once and parse members on demand.
import type { PdfDict } from '../model/pdf-dict';
import { isInteger, type PdfValue } from '../model/pdf-value';
import { Lexer } from '../syntax/lexer';
import { parseValue } from '../syntax/parse-value';
import { PdfSyntaxError } from '../syntax/pdf-syntax-error';

export interface ObjectStreamIndex {
  data: Uint8Array;
  first: number;
  /** [num, relative offset] per member, in stream order. */
  members: Array<[number, number]>;
}

export function indexObjectStream(dict: PdfDict, data: Uint8Array): ObjectStreamIndex {
  const n = dict.get('N');
  const first = dict.get('First');
  if (!isInteger(n) || !isInteger(first) || first > data.length) {
    throw new PdfSyntaxError('object stream without valid /N and /First', 0);
  }
  const lexer = new Lexer(data, 0, first);
  const members: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const num = lexer.next();
    const offset = lexer.next();
    if (num.kind !== 'number' || offset.kind !== 'number') break;
    members.push([num.value, offset.value]);
  }
  return { data, first, members };
}

/** The member at `index`; if that slot holds another number (broken writers), searches by number. */
export function readObjectStreamMember(index: ObjectStreamIndex, num: number, at: number): PdfValue {
  let member = index.members[at];
  if (!member || member[0] !== num) member = index.members.find((m) => m[0] === num);
  if (!member) throw new PdfSyntaxError(`object ${num} not in object stream`, 0);
  const lexer = new Lexer(index.data, index.first + member[1]);
  return parseValue(lexer);
}
