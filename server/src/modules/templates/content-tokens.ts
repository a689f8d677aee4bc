// A small tokenizer for page content streams (ISO 32000-1 7.8.2), enough to follow text: numbers,
// names, literal and hex strings, arrays, dictionaries (skipped as one operand) and operators.
// Inline images (BI … ID … EI) are stepped over so their bytes are never read as operators.
export type TOperand = number | string | Uint8Array | TOperand[] | null;
export interface TOperation {
  operator: string;
  operands: TOperand[];
}

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set('()<>[]{}/%'.split('').map((c) => c.charCodeAt(0)));
const isRegular = (b: number | undefined) => b !== undefined && !WHITE.has(b) && !DELIMITERS.has(b);

export function* contentOperations(data: Uint8Array): Generator<TOperation> {
  let i = 0;
  const stack: TOperand[][] = [[]];
  const push = (value: TOperand) => stack[stack.length - 1]!.push(value);
  while (i < data.length) {
    const b = data[i]!;
    if (WHITE.has(b)) i++;
    else if (b === 0x25) while (i < data.length && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    else if (b === 0x28) [i] = literalString(data, i, push);
    else if (b === 0x3c && data[i + 1] === 0x3c) {
      // A dictionary operand (marked-content properties): skipped to its matching >>.
      let depth = 0;
      for (; i < data.length; i++) {
        if (data[i] === 0x3c && data[i + 1] === 0x3c) {
          depth++;
          i++;
        } else if (data[i] === 0x3e && data[i + 1] === 0x3e) {
          i++;
          if (--depth === 0) break;
        }
      }
      i++;
      push(null);
    } else if (b === 0x3c) {
      const end = data.indexOf(0x3e, i);
      const hex = new TextDecoder('latin1')
        .decode(data.subarray(i + 1, end < 0 ? data.length : end))
        .replace(/\s/g, '');
      const bytes = new Uint8Array(Math.ceil(hex.length / 2));
      for (let k = 0; k < bytes.length; k++) bytes[k] = parseInt(hex.slice(2 * k, 2 * k + 2).padEnd(2, '0'), 16) || 0;
      push(bytes);
      i = end < 0 ? data.length : end + 1;
    } else if (b === 0x5b) {
      stack.push([]);
      i++;
    } else if (b === 0x5d) {
      const array = stack.length > 1 ? stack.pop()! : [];
      push(array);
      i++;
    } else if (b === 0x2f) {
      let j = i + 1;
      while (isRegular(data[j])) j++;
      push(new TextDecoder('latin1').decode(data.subarray(i + 1, j)));
      i = j;
    } else if (isRegular(b)) {
      let j = i;
      while (isRegular(data[j])) j++;
      const word = new TextDecoder('latin1').decode(data.subarray(i, j));
      i = j;
      const number = Number(word);
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && Number.isFinite(number)) push(number);
      else if (word === 'true' || word === 'false' || word === 'null') push(null);
      else {
        if (word === 'BI') i = skipInlineImage(data, i);
        const operands = stack[0]!;
        stack.length = 1;
        stack[0] = [];
        yield { operator: word, operands };
      }
    } else i++;
  }
}

function literalString(data: Uint8Array, start: number, push: (value: TOperand) => void): [number] {
  const out: number[] = [];
  let depth = 1;
  let i = start + 1;
  while (i < data.length && depth > 0) {
    const b = data[i++]!;
    if (b === 0x5c) {
      const e = data[i++]!;
      const simple: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 };
      if (simple[e] !== undefined) out.push(simple[e]);
      else if (e >= 0x30 && e <= 0x37) {
        let octal = e - 0x30;
        for (let k = 0; k < 2 && data[i]! >= 0x30 && data[i]! <= 0x37; k++) octal = octal * 8 + (data[i++]! - 0x30);
        out.push(octal & 0xff);
      } else if (e !== 0x0a && e !== 0x0d) out.push(e);
    } else if (b === 0x28) {
      depth++;
      out.push(b);
    } else if (b === 0x29) {
      if (--depth > 0) out.push(b);
    } else out.push(b);
  }
  push(Uint8Array.from(out));
  return [i];
}

function skipInlineImage(data: Uint8Array, from: number): number {
  for (let i = from; i + 2 < data.length; i++) {
    if (data[i] === 0x45 && data[i + 1] === 0x49 && WHITE.has(data[i - 1]!) && !isRegular(data[i + 2])) return i + 2;
  }
  return data.length;
}
