// The uploaded help file as a stream of chunks, never whole in memory (a help video may be 200
// MB): the request body itself, or the first file of a multipart form (RFC 7578), cut out as it
// streams by. Only the part headers (at most 64 KiB) and a boundary's length of data are held.
import { AppError } from '@ecsign/core/errors';

const MAX_HEAD_BYTES = 64 * 1024;

const malformed = (why: string) => new AppError('FILE_TYPE_NOT_ALLOWED', { internal: `help upload: ${why}` });

/** The file's bytes from a multipart body with this boundary; `onFileName` hears the part's file name. */
export async function* multipartFileChunks(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
  onFileName: (name: string) => void,
): AsyncGenerator<Uint8Array> {
  // With a CRLF in front, the first delimiter looks like every other one.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let pending: Buffer = Buffer.from('\r\n');
  let inFile = false;
  for await (const chunk of body) {
    pending = Buffer.concat([pending, chunk]);
    if (!inFile) {
      const start = fileStart(pending, delimiter);
      if (start === undefined) {
        if (pending.length > MAX_HEAD_BYTES) throw malformed('no file part in the first 64 KiB');
        continue;
      }
      if (start.name) onFileName(start.name);
      pending = pending.subarray(start.at);
      inFile = true;
    }
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
  }
  throw malformed(inFile ? 'the form ends inside the file' : 'no file part');
}

/** Where the first part with a file name starts its data, or undefined when not yet seen. */
function fileStart(buffer: Buffer, delimiter: Buffer): { at: number; name: string | undefined } | undefined {
  for (let at = buffer.indexOf(delimiter); at >= 0; at = buffer.indexOf(delimiter, at + 1)) {
    const headersEnd = buffer.indexOf('\r\n\r\n', at + delimiter.length);
    if (headersEnd < 0) return undefined;
    const headers = buffer.subarray(at + delimiter.length, headersEnd).toString('utf8');
    if (/filename\*?=/i.test(headers)) {
      return { at: headersEnd + 4, name: /filename="([^"]*)"/i.exec(headers)?.[1] };
    }
  }
  return undefined;
}

/** Bytes already in memory (the seeded user guide) as a one-chunk stream. */
export function bytesOnce(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  return (async function* () {
    yield bytes;
  })();
}
