// The body of a declared multipart endpoint (`bodyEncoding: 'multipart'`): a multipart form, or
// the file's raw bytes when its content type is one of `upload.rawTypes` (named by ?fileName=).
// The route's scope takes nothing else, up to `upload.maxBytes` (plus room for the form's
// envelope); a larger request is refused with PAYLOAD_TOO_LARGE before its body is read when its
// length is announced (or with the declaration's own `upload.tooLarge` code). mount-endpoint.ts checks the text fields with the body schema.
import type { AnyEndpoint, TUploadedFile } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { multipartBoundary, parseMultipartForm } from '../modules/file-verify/parse-multipart-file';
import { checkedFileName } from './checked-file-name';

/** Room for the boundaries, part headers and text fields around the file. */
const FORM_ENVELOPE_BYTES = 64 * 1024;

const limitOf = (declaration: AnyEndpoint): number => {
  if (!declaration.upload)
    throw new Error(`${declaration.method} ${declaration.path}: multipart without upload limits`);
  return declaration.upload.maxBytes;
};

/** The refusal of a file over the limit: the operation's own code, else PAYLOAD_TOO_LARGE. */
const tooLarge = (declaration: AnyEndpoint, maxBytes: number) =>
  new AppError(declaration.upload?.tooLarge ?? 'PAYLOAD_TOO_LARGE', { details: { maxBytes } });

/** Lets `scope` (the endpoint's own) parse its forms and raw files, refusing larger ones early. */
export function acceptUploadForm(scope: FastifyInstance, declaration: AnyEndpoint): void {
  const maxBytes = limitOf(declaration);
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    ['multipart/form-data', ...(declaration.upload?.rawTypes ?? [])],
    { parseAs: 'buffer', bodyLimit: maxBytes + FORM_ENVELOPE_BYTES },
    (_request, body, done) => done(null, body),
  );
  scope.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length']) > maxBytes + FORM_ENVELOPE_BYTES)
      throw tooLarge(declaration, maxBytes);
  });
  // A body that outgrows the parser without announcing its length hears the same code.
  if (declaration.upload?.tooLarge)
    scope.setErrorHandler((error: FastifyError) => {
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge(declaration, maxBytes) : error;
    });
}

/** The form's text fields (for the body schema) and the declared files, by field name. */
export function uploadForm(
  declaration: AnyEndpoint,
  request: FastifyRequest,
): { fields: Record<string, string>; files: Record<string, TUploadedFile> } {
  const maxBytes = limitOf(declaration);
  const fileFields: readonly string[] = declaration.input.files ?? [];
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  if (!body || body.length === 0) return { fields: {}, files: {} };
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!boundary) {
    // A raw body is the first declared file itself.
    const queryName = (request.query as { fileName?: unknown } | undefined)?.fileName;
    const name = checkedFileName(typeof queryName === 'string' ? queryName : undefined);
    const first = fileFields[0];
    const bytes = new Uint8Array(body.buffer, body.byteOffset, body.length);
    return { fields: {}, files: first ? { [first]: { bytes, ...(name ? { name } : {}) } } : {} };
  }
  const form = parseMultipartForm(body, boundary);
  const files: Record<string, TUploadedFile> = {};
  for (const file of form.files) {
    if (file.field === undefined || !fileFields.includes(file.field) || files[file.field]) continue;
    if (file.bytes.length > maxBytes) throw tooLarge(declaration, maxBytes);
    files[file.field] = { bytes: file.bytes, ...(file.name ? { name: file.name } : {}) };
  }
  return { fields: form.fields, files };
}
