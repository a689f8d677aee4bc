// The font's Unicode character map (OpenType cmap): format 12 (full Unicode, which CJK
// extension characters need) when present, else format 4 (the BMP). Lookups binary-search the
// table in place rather than building a map of the font's 30 000+ characters.
type Lookup = (codePoint: number) => number;

const NONE: Lookup = () => 0;

export function readCmap(table: Uint8Array | undefined): Lookup {
  if (!table || table.length < 4) return NONE;
  const data = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const subtables = new Map<string, number>();
  for (let i = 0; i < data.getUint16(2) && 4 + 8 * i + 8 <= table.length; i++) {
    const at = 4 + 8 * i;
    const offset = data.getUint32(at + 4);
    if (offset + 4 > table.length) continue;
    subtables.set(`${data.getUint16(at)}/${data.getUint16(at + 2)}/${data.getUint16(offset)}`, offset);
  }
  for (const key of ['3/10/12', '0/4/12', '0/6/12']) {
    const offset = subtables.get(key);
    if (offset !== undefined) return format12(data, offset);
  }
  for (const key of ['3/1/4', '0/3/4', '0/1/4', '0/0/4']) {
    const offset = subtables.get(key);
    if (offset !== undefined) return format4(data, offset);
  }
  return NONE;
}

function format12(data: DataView, offset: number): Lookup {
  const groups = data.getUint32(offset + 12);
  return (c) => {
    let lo = 0;
    let hi = groups - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = offset + 16 + 12 * mid;
      if (c < data.getUint32(at)) hi = mid - 1;
      else if (c > data.getUint32(at + 4)) lo = mid + 1;
      else return data.getUint32(at + 8) + (c - data.getUint32(at));
    }
    return 0;
  };
}

function format4(data: DataView, offset: number): Lookup {
  const segments = data.getUint16(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const ranges = deltas + 2 * segments;
  return (c) => {
    if (c > 0xffff) return 0;
    let lo = 0;
    let hi = segments - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (data.getUint16(ends + 2 * mid) < c) lo = mid + 1;
      else hi = mid;
    }
    const start = data.getUint16(starts + 2 * lo);
    if (c < start || c > data.getUint16(ends + 2 * lo)) return 0;
    const delta = data.getInt16(deltas + 2 * lo);
    const rangeOffset = data.getUint16(ranges + 2 * lo);
    if (rangeOffset === 0) return (c + delta) & 0xffff;
    const at = ranges + 2 * lo + rangeOffset + 2 * (c - start);
    if (at + 2 > data.byteLength) return 0;
    const glyph = data.getUint16(at);
    return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
  };
}
