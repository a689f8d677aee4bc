// An xref stream (ISO 32000-1 7.5.8) for the given entries, itself included: for updating a file
// whose previous revision used one (mixing kinds confuses some readers). Flate-compressed, with
// /W sized to the largest offset.
import { deflate } from './deflate';
import type { PdfDict } from '../parse/model/pdf-dict';
import { PdfName } from '../parse/model/pdf-name';
import { PdfRef } from '../parse/model/pdf-ref';
import { PdfStream } from '../parse/model/pdf-stream';
import type { XrefEntry } from '../parse/xref/xref-entry';
import type { ByteWriter } from './byte-writer';
import { writeIndirectObject } from './write-indirect-object';

/**
 * Writes the xref stream as object `num` at the writer's current position. `trailer` holds the
 * trailer entries (/Size, /Root, /Prev, …) to carry. Answers the stream's dictionary as written.
 */
export function writeXrefStream(
  out: ByteWriter,
  num: number,
  entries: Map<number, XrefEntry>,
  trailer: PdfDict,
): PdfDict {
  const all = new Map(entries);
  all.set(num, { type: 'offset', offset: out.length, gen: 0 });
  const nums = [...all.keys()].sort((a, b) => a - b);
  const maxField = Math.max(
    0,
    ...[...all.values()].map((e) => (e.type === 'offset' ? e.offset : e.type === 'compressed' ? e.stream : 0)),
  );
  const w1 = Math.max(1, Math.ceil(Math.log2(maxField + 1) / 8));
  const w2 = 2;
  const data = new Uint8Array(nums.length * (1 + w1 + w2));
  const index: number[] = [];
  nums.forEach((n, i) => {
    if (i === 0 || nums[i - 1] !== n - 1) index.push(n, 0);
    index[index.length - 1]!++;
    const entry = all.get(n)!;
    const [type, f2, f3] =
      entry.type === 'offset'
        ? [1, entry.offset, entry.gen]
        : entry.type === 'compressed'
          ? [2, entry.stream, entry.index]
          : [0, 0, entry.gen];
    const at = i * (1 + w1 + w2);
    data[at] = type;
    for (let k = 0; k < w1; k++) data[at + 1 + k] = Math.floor(f2 / 256 ** (w1 - 1 - k)) % 256;
    data[at + 1 + w1] = (f3 >> 8) & 0xff;
    data[at + 2 + w1] = f3 & 0xff;
  });
  const dict = trailer.clone();
  dict.set('Type', new PdfName('XRef'));
  dict.set('W', [1, w1, w2]);
  dict.set('Index', index);
  dict.set('Filter', new PdfName('FlateDecode'));
  const raw = deflate(data);
  dict.set('Length', raw.length);
  writeIndirectObject(out, new PdfRef(num, 0), new PdfStream(dict, raw));
  return dict;
}
