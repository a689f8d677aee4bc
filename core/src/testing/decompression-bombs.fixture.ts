/// <reference types="node" />
// Decompression bombs made at test time (never committed as binaries): a PNG whose image data
// inflates to gigabytes behind a small header, and an .xlsx whose sheet does. Both are cheap to
// make: one mebibyte of zeros is deflated once with a sync flush (non-final blocks ending on a byte
// boundary), and that piece is repeated, since each copy's back-references reach only zeros.
import { constants, crc32, deflateRawSync } from 'node:zlib';

const MIB = 1024 * 1024;

/** Raw deflate of `mebibytes` MiB of zero bytes, about 1 KB per MiB. */
function zeroDeflate(mebibytes: number): Buffer {
  const piece = deflateRawSync(Buffer.alloc(MIB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  // An empty final fixed-Huffman block ends the stream.
  return Buffer.concat([...Array<Buffer>(mebibytes).fill(piece), Buffer.from([0x03, 0x00])]);
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

/**
 * An RGB PNG of `side`×`side` pixels whose IDAT inflates to `mebibytes` MiB of zeros (valid
 * scanlines: filter 0, black), with a correct zlib header, Adler-32 and CRCs.
 */
export function pngBomb(mebibytes: number, side = 100): Uint8Array {
  const total = mebibytes * MIB;
  const adler = Buffer.alloc(4);
  // Adler-32 of n zeros: A = 1, B = n mod 65521.
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  const zlib = Buffer.concat([Buffer.from([0x78, 0xda]), zeroDeflate(mebibytes), adler]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', zlib),
      pngChunk('IEND', new Uint8Array()),
    ]),
  );
}

interface ZipFile {
  readonly name: string;
  readonly method: 0 | 8;
  readonly data: Uint8Array;
  readonly crc: number;
  /** What the archive says the entry inflates to (a hostile archive may lie). */
  readonly declaredSize: number;
}

function zip(files: readonly ZipFile[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(file.method, 8);
    local.writeUInt32LE(file.crc >>> 0, 14);
    local.writeUInt32LE(file.data.length, 18);
    local.writeUInt32LE(file.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(file.method, 10);
    entry.writeUInt32LE(file.crc >>> 0, 16);
    entry.writeUInt32LE(file.data.length, 20);
    entry.writeUInt32LE(file.declaredSize, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(file.data));
    directory.push(entry, name);
    offset += 30 + name.length + file.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end]));
}

function storedFile(name: string, text: string): ZipFile {
  const data = Buffer.from(text, 'utf8');
  return { name, method: 0, data, crc: crc32(data), declaredSize: data.length };
}

/**
 * An .xlsx whose one sheet inflates to `mebibytes` MiB (1024: a gibibyte from about 1 MB). With
 * `lie`, the archive declares the sheet as 1 KiB, as a hostile archive would to pass a size check.
 */
export function xlsxBomb(mebibytes: number, options: { lie?: boolean } = {}): Uint8Array {
  let crc = 0;
  const zeros = Buffer.alloc(MIB);
  for (let i = 0; i < mebibytes; i += 1) crc = crc32(zeros, crc);
  const total = mebibytes * MIB;
  return zip([
    storedFile(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    {
      name: 'xl/worksheets/sheet1.xml',
      method: 8,
      data: zeroDeflate(mebibytes),
      crc,
      // Over 4 GiB does not fit the field; the bombs made here stay under.
      declaredSize: options.lie ? 1024 : total,
    },
  ]);
}
