// The first file of a multipart/form-data body (RFC 7578), for the one-file upload of
// POST /ecapi/file/verify — no multipart library is needed for that. Answers undefined when the
// body holds no file part. The file name is checked by the text rule (checkedFileName).
import { checkedFileName } from '../../http/checked-file-name';

export interface UploadedFile {
  readonly name?: string;
  readonly bytes: Uint8Array;
}

const CRLF_CRLF = Buffer.from('\r\n\r\n');

/** The boundary parameter of a multipart Content-Type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function fileNameOf(headers: string): string | undefined {
  const extended = /filename\*\s*=\s*UTF-8''([^;\r\n]+)/i.exec(headers);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      // fall back to the plain parameter
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(headers)?.[1] ?? /filename\s*=\s*([^;\r\n]+)/i.exec(headers)?.[1];
}

export function parseMultipartFile(body: Buffer, boundary: string): UploadedFile | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const headersStart = at + delimiter.length + 2; // past the CRLF after the delimiter
    if (body.subarray(at + delimiter.length, at + delimiter.length + 2).toString() === '--') return undefined;
    const headersEnd = body.indexOf(CRLF_CRLF, headersStart);
    if (headersEnd < 0) return undefined;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd + 4);
    if (next < 0) return undefined;
    const headers = body.subarray(headersStart, headersEnd).toString('utf8');
    if (/content-disposition:[^\r\n]*filename/i.test(headers)) {
      const bytes = body.subarray(headersEnd + 4, next);
      return {
        name: checkedFileName(fileNameOf(headers)),
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
      };
    }
    at = next + 2;
  }
  return undefined;
}
