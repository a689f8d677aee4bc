// The file of one field of a multipart form (RFC 7578), cut out of the body as it streams by, for
// streamed uploads (a help video may be 200 MB): only the part headers (at most 64 KiB) and a
// delimiter's length of data are held in memory at a time.
import { AppError } from '@ecsign/core/errors';
import { fieldNameOf, fileNameOf } from '../modules/file-verify/parse-multipart-file';
import { checkedFileName } from './checked-file-name';

const MAX_HEAD_BYTES = 64 * 1024;

const malformed = (why: string) => new AppError('BAD_REQUEST', { internal: `multipart upload: ${why}` });

export interface StreamedFilePart {
  /** The part's file name, past the text rule. */
  readonly name: string | undefined;
  /** The part's bytes, up to the next delimiter; throws BAD_REQUEST when the form ends first. */
  readonly chunks: AsyncIterable<Uint8Array>;
}

/**
 * Reads `body` up to the data of the file part named `field`; undefined when the form ends
 * without one. The rest of the body is read as the returned chunks are.
 */
export async function openMultipartFile(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
  field: string,
): Promise<StreamedFilePart | undefined> {
  // With a CRLF in front, the first delimiter looks like every other one.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const reader = body[Symbol.asyncIterator]();
  let pending: Buffer = Buffer.from('\r\n');
  for (;;) {
    const start = fileStart(pending, delimiter, field);
    if (start) return { name: start.name, chunks: fileChunks(reader, pending.subarray(start.at), delimiter) };
    if (pending.length > MAX_HEAD_BYTES) throw malformed(`no file part "${field}" in the first 64 KiB`);
    const next = await reader.next();
    if (next.done) return undefined;
    pending = Buffer.concat([pending, next.value]);
  }
}

async function* fileChunks(
  reader: AsyncIterator<Uint8Array>,
  first: Buffer,
  delimiter: Buffer,
): AsyncGenerator<Uint8Array> {
  let pending = first;
  for (;;) {
    const end = pending.indexOf(delimiter);
    if (end >= 0) {
      if (end > 0) yield pending.subarray(0, end);
      return;
    }
    // Keep what could be the start of the delimiter split across chunks.
    const safe = pending.length - (delimiter.length - 1);
    if (safe > 0) {
      yield pending.subarray(0, safe);
      pending = pending.subarray(safe);
    }
    const next = await reader.next();
    if (next.done) throw malformed('the form ends inside the file');
    pending = Buffer.concat([pending, next.value]);
  }
}

/** Where the data of the file part `field` starts, or undefined while its headers are not all read. */
function fileStart(buffer: Buffer, delimiter: Buffer, field: string): { at: number; name?: string } | undefined {
  for (let at = buffer.indexOf(delimiter); at >= 0; at = buffer.indexOf(delimiter, at + 1)) {
    const headersEnd = buffer.indexOf('\r\n\r\n', at + delimiter.length);
    if (headersEnd < 0) return undefined;
    const headers = buffer.subarray(at + delimiter.length, headersEnd).toString('utf8');
    if (fieldNameOf(headers) === field && /filename\*?\s*=/i.test(headers)) {
      return { at: headersEnd + 4, name: checkedFileName(fileNameOf(headers)) };
    }
  }
  return undefined;
}
