// Undoes the /DecodeParms predictor of Flate/LZW data (ISO 32000-1 7.4.4.4): PNG row filters
// (10–15, the row's own tag byte decides) and TIFF predictor 2 (horizontal differencing).

export interface PredictorParams {
  predictor: number;
  colors: number;
  bitsPerComponent: number;
  columns: number;
}

export function applyPredictor(data: Uint8Array, params: PredictorParams): Uint8Array {
  const { predictor, colors, bitsPerComponent, columns } = params;
  if (predictor <= 1) return data;
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bitsPerComponent) / 8));
  const rowLength = Math.ceil((colors * bitsPerComponent * columns) / 8);
  if (rowLength <= 0) return data;
  return predictor === 2 ? tiff(data, rowLength, params) : png(data, rowLength, bytesPerPixel);
}

function png(data: Uint8Array, rowLength: number, bpp: number): Uint8Array {
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const tag = data[r * (rowLength + 1)]!;
    const src = r * (rowLength + 1) + 1;
    const row = r * rowLength;
    const prev = row - rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[src + i]!;
      const left = i >= bpp ? out[row + i - bpp]! : 0;
      const up = r > 0 ? out[prev + i]! : 0;
      const upLeft = r > 0 && i >= bpp ? out[prev + i - bpp]! : 0;
      let value: number;
      switch (tag) {
        case 1:
          value = raw + left;
          break;
        case 2:
          value = raw + up;
          break;
        case 3:
          value = raw + ((left + up) >> 1);
          break;
        case 4:
          value = raw + paeth(left, up, upLeft);
          break;
        default:
          value = raw; // 0 = None; unknown tags are read as None
      }
      out[row + i] = value & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function tiff(data: Uint8Array, rowLength: number, params: PredictorParams): Uint8Array {
  const out = data.slice(0, Math.floor(data.length / rowLength) * rowLength);
  const { colors, bitsPerComponent: bpc, columns } = params;
  for (let row = 0; row < out.length; row += rowLength) {
    if (bpc === 8) {
      for (let i = colors; i < rowLength; i++) out[row + i] = (out[row + i]! + out[row + i - colors]!) & 0xff;
    } else if (bpc === 16) {
      for (let i = 2 * colors; i + 1 < rowLength; i += 2) {
        const sum =
          ((out[row + i]! << 8) | out[row + i + 1]!) +
          ((out[row + i - 2 * colors]! << 8) | out[row + i - 2 * colors + 1]!);
        out[row + i] = (sum >> 8) & 0xff;
        out[row + i + 1] = sum & 0xff;
      }
    } else {
      tiffBits(out, row, colors, bpc, columns);
    }
  }
  return out;
}

/** TIFF predictor 2 for 1, 2 and 4 bits per component: sums per component, packed MSB first. */
function tiffBits(out: Uint8Array, row: number, colors: number, bpc: number, columns: number): void {
  const mask = (1 << bpc) - 1;
  const previous = new Array<number>(colors).fill(0);
  for (let k = 0; k < columns * colors; k++) {
    const bit = k * bpc;
    const at = row + (bit >> 3);
    const shift = 8 - bpc - (bit & 7);
    const value = (((out[at]! >> shift) & mask) + previous[k % colors]!) & mask;
    previous[k % colors] = value;
    out[at] = (out[at]! & ~(mask << shift)) | (value << shift);
  }
}
