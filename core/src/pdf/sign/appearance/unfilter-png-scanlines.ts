// Undoes PNG's per-scanline filters (ISO/IEC 15948 9.2: None, Sub, Up, Average, Paeth) on the
// inflated data of one image or one interlace pass. Undefined for an unknown filter type.
export function unfilterScanlines(
  data: Uint8Array,
  stride: number,
  height: number,
  bytesPerPixel: number,
): Uint8Array | undefined {
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const dst = y * stride;
    const prev = dst - stride;
    for (let i = 0; i < stride; i++) {
      const x = data[src + i]!;
      const a = i >= bytesPerPixel ? out[dst + i - bytesPerPixel]! : 0;
      const b = y > 0 ? out[prev + i]! : 0;
      const c = i >= bytesPerPixel && y > 0 ? out[prev + i - bytesPerPixel]! : 0;
      let value: number;
      switch (filter) {
        case 0:
          value = x;
          break;
        case 1:
          value = x + a;
          break;
        case 2:
          value = x + b;
          break;
        case 3:
          value = x + ((a + b) >> 1);
          break;
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          value = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
          break;
        }
        default:
          return undefined;
      }
      out[dst + i] = value & 0xff;
    }
  }
  return out;
}
