/// <reference types="node" />
// Decompression bombs made at test time (never committed as binaries): a PDF whose object and
// content streams inflate to gigabytes, a PNG whose image data inflates to gigabytes behind a small
// header, and an .xlsx whose sheet does. All are cheap to make: one mebibyte of zeros is deflated once with a sync flush (non-final blocks ending on a byte
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

/** A non-final stored deflate block holding `data` (at most 65,535 bytes), ending on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/**
 * A PDF of `pages` pages that asks a reader to inflate gigabytes: each page and a text field sit
 * in an object stream of their own whose members are followed by `mebibytes` MiB of zeros (the
 * members open it, in a stored block; the zeros are the repeated deflate piece), and every page
 * shows the same content stream of `mebibytes` MiB of zeros. Raw deflate without a zlib header, as
 * readers accept. About 2 KB per MiB of each object stream, plus one content stream: with the
 * defaults 16 × 63 MiB of object streams and 16 × 63 MiB of page content, over 1.9 GiB, from a
 * file of about 1.1 MB. Cross-referenced by an uncompressed xref stream (object streams need one).
 */
export function pdfBomb(options: { pages?: number; mebibytes?: number } = {}): Uint8Array {
  const { pages = 16, mebibytes = 63 } = options;
  const zeros = zeroDeflate(mebibytes);
  const parts: Buffer[] = [];
  let length = 0;
  const offsets = new Map<number, number>();
  const write = (text: string | Buffer) => {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (num: number, body: string | Buffer, stream?: Buffer) => {
    offsets.set(num, length);
    write(`${num} 0 obj\n`);
    write(body);
    if (stream) {
      write('\nstream\n');
      write(stream);
      write('\nendstream');
    }
    write('\nendobj\n');
  };
  // 1 catalog, 2 page tree, 3 the content stream; page i: object stream 4+3i, page 5+3i, field 6+3i.
  const objectStream = (i: number) => 4 + 3 * i;
  const page = (i: number) => 5 + 3 * i;
  const field = (i: number) => 6 + 3 * i;
  const xref = 4 + 3 * pages;
  const list = (of: (i: number) => number) => Array.from({ length: pages }, (_, i) => `${of(i)} 0 R`).join(' ');

  write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  object(1, `<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [${list(field)}] >> >>`);
  object(2, `<< /Type /Pages /Kids [${list(page)}] /Count ${pages} >>`);
  object(3, `<< /Filter /FlateDecode /Length ${zeros.length} >>`, zeros);
  for (let i = 0; i < pages; i += 1) {
    const pageText = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>`;
    const fieldText = `<< /FT /Tx /T (f${i}) >>`;
    const header = `${page(i)} 0 ${field(i)} ${pageText.length + 1} `;
    const members = Buffer.from(`${header}${pageText} ${fieldText}\n`, 'latin1');
    const data = Buffer.concat([storedBlock(members), zeros]);
    object(
      objectStream(i),
      `<< /Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode /Length ${data.length} >>`,
      data,
    );
  }
  // Xref stream rows: type (1 byte), offset or object stream (4), generation or index (2).
  const rows = Buffer.alloc((xref + 1) * 7);
  const row = (num: number, type: number, second: number, third: number) => {
    rows[num * 7] = type;
    rows.writeUInt32BE(second, num * 7 + 1);
    rows.writeUInt16BE(third, num * 7 + 5);
  };
  row(0, 0, 0, 0xffff);
  for (const num of [1, 2, 3, ...Array.from({ length: pages }, (_, i) => objectStream(i))]) {
    row(num, 1, offsets.get(num)!, 0);
  }
  for (let i = 0; i < pages; i += 1) {
    row(page(i), 2, objectStream(i), 0);
    row(field(i), 2, objectStream(i), 1);
  }
  const xrefOffset = length;
  row(xref, 1, xrefOffset, 0);
  object(xref, `<< /Type /XRef /Size ${xref + 1} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>`, rows);
  write(`startxref\n${xrefOffset}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}
