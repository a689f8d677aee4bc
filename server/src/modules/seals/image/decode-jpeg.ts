// A baseline JPEG decoder (ITU T.81 sequential DCT, Huffman coding, 8-bit samples): greyscale and
// YCbCr pictures with any chroma subsampling and restart intervals — what phone cameras and
// scanners write. Progressive, arithmetic-coded, 12-bit and CMYK files are refused with the
// catalogue's SEAL_IMAGE_INVALID, as is anything damaged.
import { AppError } from '@ecsign/core/errors';
import type { DecodedImage } from '@ecsign/core/pdf';

const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
  35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47,
  55, 62, 63,
];
/** 4000 × 4000: a scan of a seal or a signature needs far less; this bounds memory for a hostile file. */
const MAX_PIXELS = 16_000_000;

interface Huffman {
  /** code length → { code → symbol } */
  lookup: Map<number, number>[];
}
interface Component {
  id: number;
  h: number;
  v: number;
  table: number;
  dc?: Huffman;
  ac?: Huffman;
  pred: number;
  blocksPerLine: number;
  blocksPerColumn: number;
  /** Decoded samples of all blocks, blocksPerLine·8 wide. */
  samples: Uint8Array;
}

const invalid = (why: string) => new AppError('SEAL_IMAGE_INVALID', { internal: `JPEG: ${why}` });

function buildHuffman(lengths: Uint8Array, symbols: Uint8Array): Huffman {
  const lookup: Map<number, number>[] = [];
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    const map = new Map<number, number>();
    for (let i = 0; i < lengths[length - 1]!; i++) map.set(code++, symbols[k++]!);
    lookup.push(map);
    code <<= 1;
  }
  return { lookup };
}

/** 1-D 8-point inverse DCT basis: COS[x][u] = C(u)/2 · cos((2x+1)uπ/16). */
const COS = Array.from({ length: 8 }, (_, x) =>
  Array.from({ length: 8 }, (_, u) => (u === 0 ? Math.SQRT1_2 : 1) * 0.5 * Math.cos(((2 * x + 1) * u * Math.PI) / 16)),
);

function idct(coefficients: Float64Array, out: Uint8Array, offset: number, stride: number): void {
  const temp = new Float64Array(64);
  for (let y = 0; y < 8; y++) {
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let v = 0; v < 8; v++) sum += COS[y]![v]! * coefficients[v * 8 + u]!;
      temp[y * 8 + u] = sum;
    }
  }
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      let sum = 0;
      for (let u = 0; u < 8; u++) sum += COS[x]![u]! * temp[y * 8 + u]!;
      out[offset + y * stride + x] = Math.max(0, Math.min(255, Math.round(sum + 128)));
    }
  }
}

export function decodeJpeg(bytes: Uint8Array): DecodedImage {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw invalid('no SOI');
  const quant: Float64Array[] = [];
  const dcTables: Huffman[] = [];
  const acTables: Huffman[] = [];
  let frame: { width: number; height: number; components: Component[]; hMax: number; vMax: number } | undefined;
  let restartInterval = 0;
  let at = 2;
  const u16 = (i: number) => (bytes[i]! << 8) | bytes[i + 1]!;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw invalid(`marker expected at ${at}`);
    const marker = bytes[at + 1]!;
    at += 2;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      if (marker === 0xff) at -= 1;
      continue;
    }
    if (marker === 0xd9) break;
    if (at + 2 > bytes.length) throw invalid('truncated');
    const length = u16(at);
    const segment = bytes.subarray(at + 2, at + length);
    if (segment.length !== length - 2) throw invalid('truncated segment');
    at += length;
    if (marker === 0xdb) {
      for (let i = 0; i < segment.length;) {
        const precision = segment[i]! >> 4;
        const id = segment[i]! & 15;
        const table = new Float64Array(64);
        for (let k = 0; k < 64; k++)
          table[ZIGZAG[k]!] = precision ? u16(at - length + 2 + i + 1 + 2 * k) : segment[i + 1 + k]!;
        quant[id] = table;
        i += 1 + (precision ? 128 : 64);
      }
    } else if (marker === 0xc4) {
      for (let i = 0; i < segment.length;) {
        const kind = segment[i]! >> 4;
        const id = segment[i]! & 15;
        const lengths = segment.subarray(i + 1, i + 17);
        const count = lengths.reduce((sum, n) => sum + n, 0);
        const table = buildHuffman(lengths, segment.subarray(i + 17, i + 17 + count));
        (kind === 0 ? dcTables : acTables)[id] = table;
        i += 17 + count;
      }
    } else if (marker === 0xdd) {
      restartInterval = (segment[0]! << 8) | segment[1]!;
    } else if (marker === 0xc0 || marker === 0xc1) {
      if (segment[0] !== 8) throw invalid('only 8-bit samples');
      const height = (segment[1]! << 8) | segment[2]!;
      const width = (segment[3]! << 8) | segment[4]!;
      const count = segment[5]!;
      if (!width || !height || width * height > MAX_PIXELS) throw invalid(`size ${width}×${height}`);
      if (count !== 1 && count !== 3) throw invalid(`${count} components`);
      const components: Component[] = [];
      for (let c = 0; c < count; c++) {
        const base = 6 + 3 * c;
        components.push({
          id: segment[base]!,
          h: segment[base + 1]! >> 4 || 1,
          v: segment[base + 1]! & 15 || 1,
          table: segment[base + 2]!,
          pred: 0,
          blocksPerLine: 0,
          blocksPerColumn: 0,
          samples: new Uint8Array(),
        });
      }
      const hMax = Math.max(...components.map((c) => c.h));
      const vMax = Math.max(...components.map((c) => c.v));
      const mcusPerLine = Math.ceil(width / (8 * hMax));
      const mcusPerColumn = Math.ceil(height / (8 * vMax));
      for (const component of components) {
        component.blocksPerLine = mcusPerLine * component.h;
        component.blocksPerColumn = mcusPerColumn * component.v;
        component.samples = new Uint8Array(component.blocksPerLine * component.blocksPerColumn * 64);
      }
      frame = { width, height, components, hMax, vMax };
    } else if (marker >= 0xc2 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      throw invalid(`unsupported coding (SOF${marker - 0xc0})`);
    } else if (marker === 0xda) {
      if (!frame) throw invalid('scan before frame');
      const scanComponents = Array.from({ length: segment[0]! }, (_, i) => {
        const component = frame!.components.find((c) => c.id === segment[1 + 2 * i]);
        if (!component) throw invalid('unknown scan component');
        component.dc = dcTables[segment[2 + 2 * i]! >> 4];
        component.ac = acTables[segment[2 + 2 * i]! & 15];
        if (!component.dc || !component.ac) throw invalid('missing Huffman table');
        return component;
      });
      at = decodeScan(bytes, at, frame, scanComponents, quant, restartInterval);
    }
  }
  if (!frame) throw invalid('no frame');
  return toImage(frame);
}

function decodeScan(
  bytes: Uint8Array,
  start: number,
  frame: { width: number; height: number; hMax: number; vMax: number; components: Component[] },
  components: Component[],
  quant: Float64Array[],
  restartInterval: number,
): number {
  let at = start;
  let bitBuffer = 0;
  let bitCount = 0;
  const readBit = (): number => {
    if (bitCount === 0) {
      if (at >= bytes.length) throw invalid('entropy data runs past the end');
      let byte = bytes[at++]!;
      if (byte === 0xff) {
        const next = bytes[at];
        if (next === 0) at++;
        else {
          // A marker inside the data: the scan is damaged or ends early; stay before it, read zeros.
          at--;
          byte = 0;
        }
      }
      bitBuffer = byte;
      bitCount = 8;
    }
    bitCount--;
    return (bitBuffer >> bitCount) & 1;
  };
  const decodeHuffman = (table: Huffman): number => {
    let code = 0;
    for (let length = 0; length < 16; length++) {
      code = (code << 1) | readBit();
      const symbol = table.lookup[length]!.get(code);
      if (symbol !== undefined) return symbol;
    }
    throw invalid('bad Huffman code');
  };
  const receive = (size: number): number => {
    let value = 0;
    for (let i = 0; i < size; i++) value = (value << 1) | readBit();
    return value < 1 << (size - 1) ? value - (1 << size) + 1 : value;
  };
  const coefficients = new Float64Array(64);
  const decodeBlock = (component: Component, row: number, column: number) => {
    const table = quant[component.table];
    if (!table) throw invalid('missing quantisation table');
    coefficients.fill(0);
    const dcSize = decodeHuffman(component.dc!);
    component.pred += dcSize === 0 ? 0 : receive(dcSize);
    coefficients[0] = component.pred * table[0]!;
    for (let k = 1; k < 64;) {
      const symbol = decodeHuffman(component.ac!);
      const run = symbol >> 4;
      const size = symbol & 15;
      if (size === 0) {
        if (run !== 15) break;
        k += 16;
        continue;
      }
      k += run;
      if (k > 63) throw invalid('coefficient index out of range');
      coefficients[ZIGZAG[k]!] = receive(size) * table[ZIGZAG[k]!]!;
      k++;
    }
    if (row < component.blocksPerColumn && column < component.blocksPerLine) {
      const stride = component.blocksPerLine * 8;
      idct(coefficients, component.samples, row * 8 * stride + column * 8, stride);
    }
  };

  const single = components.length === 1;
  const mcusPerLine = single
    ? Math.ceil((Math.ceil((frame.width * components[0]!.h) / frame.hMax) || 1) / 8)
    : Math.ceil(frame.width / (8 * frame.hMax));
  const mcusPerColumn = single
    ? Math.ceil((Math.ceil((frame.height * components[0]!.v) / frame.vMax) || 1) / 8)
    : Math.ceil(frame.height / (8 * frame.vMax));
  const total = mcusPerLine * mcusPerColumn;
  for (let mcu = 0; mcu < total; mcu++) {
    if (restartInterval && mcu > 0 && mcu % restartInterval === 0) {
      // Byte-align and step over the RSTn marker; predictions start again.
      bitCount = 0;
      while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7)) at++;
      at += 2;
      for (const component of components) component.pred = 0;
    }
    const mcuRow = Math.floor(mcu / mcusPerLine);
    const mcuColumn = mcu % mcusPerLine;
    if (single) decodeBlock(components[0]!, mcuRow, mcuColumn);
    else {
      for (const component of components) {
        for (let v = 0; v < component.v; v++) {
          for (let h = 0; h < component.h; h++)
            decodeBlock(component, mcuRow * component.v + v, mcuColumn * component.h + h);
        }
      }
    }
  }
  // Find the next marker after the entropy-coded data.
  while (
    at + 1 < bytes.length &&
    !(bytes[at] === 0xff && bytes[at + 1] !== 0 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7))
  )
    at++;
  return at;
}

function toImage(frame: {
  width: number;
  height: number;
  hMax: number;
  vMax: number;
  components: Component[];
}): DecodedImage {
  const { width, height, components, hMax, vMax } = frame;
  const sampleOf = (component: Component, x: number, y: number) => {
    const sx = Math.floor((x * component.h) / hMax);
    const sy = Math.floor((y * component.v) / vMax);
    return component.samples[sy * component.blocksPerLine * 8 + sx]!;
  };
  if (components.length === 1) {
    const pixels = new Uint8Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) pixels[y * width + x] = sampleOf(components[0]!, x, y);
    return { width, height, channels: 1, pixels, alpha: undefined };
  }
  const pixels = new Uint8Array(width * height * 3);
  const [Y, Cb, Cr] = components as [Component, Component, Component];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const luma = sampleOf(Y, x, y);
      const cb = sampleOf(Cb, x, y) - 128;
      const cr = sampleOf(Cr, x, y) - 128;
      const i = 3 * (y * width + x);
      pixels[i] = clamp(luma + 1.402 * cr);
      pixels[i + 1] = clamp(luma - 0.344136 * cb - 0.714136 * cr);
      pixels[i + 2] = clamp(luma + 1.772 * cb);
    }
  }
  return { width, height, channels: 3, pixels, alpha: undefined };
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}
