// Assembles TrueType tables into a font file (OpenType spec, "Organization of an OpenType font"):
// the table directory sorted by tag, each table 4-byte aligned with its checksum, and head's
// checkSumAdjustment set so the whole file sums to 0xB1B0AFBA.
function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    sum =
      (sum + (((data[i] ?? 0) << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0))) >>>
      0;
  }
  return sum;
}

export function writeSfnt(tables: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  const headerSize = 12 + 16 * count;
  let size = headerSize;
  for (const tag of tags) size += (tables.get(tag)!.length + 3) & ~3;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, count);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, count * 16 - power * 16);
  let offset = headerSize;
  let headOffset = -1;
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    const entry = 12 + 16 * i;
    for (let k = 0; k < 4; k++) out[entry + k] = tag.charCodeAt(k);
    out.set(data, offset);
    // head's own checksum is taken with checkSumAdjustment zero.
    if (tag === 'head') {
      headOffset = offset;
      view.setUint32(offset + 8, 0);
    }
    view.setUint32(entry + 4, checksum(out.subarray(offset, offset + data.length)));
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, data.length);
    offset += (data.length + 3) & ~3;
  });
  if (headOffset >= 0) {
    view.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  }
  return out;
}
