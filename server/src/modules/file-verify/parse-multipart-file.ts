// The first file of a multipart/form-data body (RFC 7578), for the one-file uploads of the modules
// not yet declared, and the forms of declared multipart endpoints (text fields and files, including
// POST /ecapi/file/verify) — no multipart library is needed for that. Answers undefined when the
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

/** The file name a part's headers give (RFC 5987 `filename*` first), unchecked. */
export function fileNameOf(headers: string): string | undefined {
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
  return parseMultipartForm(body, boundary, { firstFileOnly: true }).files[0];
}

/** The form field a part's headers name, if any. */
export const fieldNameOf = (headers: string): string | undefined =>
  /content-disposition:[^\r\n]*;\s*name\s*=\s*"([^"]*)"/i.exec(headers)?.[1];

/** A multipart form's text fields (the last value of a repeated name) and its file parts, in order. */
export interface MultipartForm {
  readonly fields: Record<string, string>;
  readonly files: (UploadedFile & { readonly field?: string })[];
}

/** Every part of a multipart/form-data body; a malformed tail ends the form where it breaks. */
export function parseMultipartForm(body: Buffer, boundary: string, options = { firstFileOnly: false }): MultipartForm {
  const form: MultipartForm = { fields: {}, files: [] };
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const headersStart = at + delimiter.length + 2; // past the CRLF after the delimiter
    if (body.subarray(at + delimiter.length, at + delimiter.length + 2).toString() === '--') return form;
    const headersEnd = body.indexOf(CRLF_CRLF, headersStart);
    if (headersEnd < 0) return form;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd + 4);
    if (next < 0) return form;
    const headers = body.subarray(headersStart, headersEnd).toString('utf8');
    const content = body.subarray(headersEnd + 4, next);
    const field = fieldNameOf(headers);
    if (/content-disposition:[^\r\n]*filename/i.test(headers)) {
      form.files.push({
        name: checkedFileName(fileNameOf(headers)),
        bytes: new Uint8Array(content.buffer, content.byteOffset, content.length),
        ...(field === undefined ? {} : { field }),
      });
      if (options.firstFileOnly) return form;
    } else if (field !== undefined) {
      form.fields[field] = content.toString('utf8');
    }
    at = next + 2;
  }
  return form;
}
