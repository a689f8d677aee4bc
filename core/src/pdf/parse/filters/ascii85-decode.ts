// ASCII85Decode (ISO 32000-1 7.4.3): groups of five base-85 digits, "z" for four zero bytes,
// "~>" at the end; a short final group decodes to one byte fewer than its digit count.
import { ByteSink } from './byte-sink';

export function ascii85Decode(input: Uint8Array): Uint8Array {
  const out = new ByteSink(Math.ceil((input.length * 4) / 5));
  const group: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const b = input[i]!;
    if (b === 0x7e /* ~ */) break;
    if (b === 0x7a /* z */ && group.length === 0) {
      for (let k = 0; k < 4; k++) out.push(0);
      continue;
    }
    if (b < 0x21 || b > 0x75) continue; // whitespace and junk
    group.push(b - 0x21);
    if (group.length === 5) {
      flush(group, out, 4);
      group.length = 0;
    }
  }
  if (group.length > 1) {
    const kept = group.length - 1;
    while (group.length < 5) group.push(84);
    flush(group, out, kept);
  }
  return out.toBytes();
}

function flush(group: number[], out: ByteSink, count: number): void {
  let value = 0;
  for (const digit of group) value = value * 85 + digit;
  for (let k = 0; k < count; k++) out.push((value >>> (24 - 8 * k)) & 0xff);
}
