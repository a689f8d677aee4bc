// The body of a declared upload endpoint (`bodyEncoding: 'multipart'` or `'raw'`): a multipart
// form (multipart only), or the file's raw bytes when its content type is one of
// `upload.rawTypes` (named by ?fileName=). The route's scope takes nothing else, up to
// `upload.maxBytes` (plus room for the form's envelope); a larger request is refused with
// PAYLOAD_TOO_LARGE before its body is read when its length is announced. A streamed upload's body
// is left a stream (streamed-upload.ts); any other is read whole. A file over the limit hears the
// declaration's own `upload.tooLarge` code, if it names one. mount-endpoint.ts checks the text
// fields with the body schema.
import type { AnyEndpoint, TUploadedFile } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { multipartBoundary, parseMultipartForm } from '../modules/file-verify/parse-multipart-file';
import { checkedFileName } from './checked-file-name';

/** Room for the boundaries, part headers and text fields around the file. */
const FORM_ENVELOPE_BYTES = 64 * 1024;

const where = (declaration: AnyEndpoint) => `${declaration.method} ${declaration.path}`;

export const limitOf = (declaration: AnyEndpoint): number => {
  if (!declaration.upload) throw new Error(`${where(declaration)}: an upload without upload limits`);
  return declaration.upload.maxBytes;
};

/** A form's parts can only be read in order: a streamed upload has one file and no form fields. */
function checkStreamedShape(declaration: AnyEndpoint): void {
  const files: readonly string[] = declaration.input.files ?? [];
  if (files.length !== 1 || declaration.input.body) {
    throw new Error(`${where(declaration)}: a streamed upload takes one file field and no body schema`);
  }
}
/** The refusal of a file over the limit: the operation's own code, else PAYLOAD_TOO_LARGE. */
export const tooLarge = (declaration: AnyEndpoint, maxBytes: number) =>
  new AppError(declaration.upload?.tooLarge ?? 'PAYLOAD_TOO_LARGE', { details: { maxBytes } });

/** Lets `scope` (the endpoint's own) parse its forms and raw files, refusing larger ones early. */
export function acceptUploadForm(scope: FastifyInstance, declaration: AnyEndpoint): void {
  const maxBytes = limitOf(declaration);
  const types = [
    ...(declaration.bodyEncoding === 'raw' ? [] : ['multipart/form-data']),
    ...(declaration.upload?.rawTypes ?? []),
  ];
  scope.removeAllContentTypeParsers();
  if (declaration.upload?.streamed) {
    checkStreamedShape(declaration);
    scope.addContentTypeParser(types, (_request, payload, done) => done(null, payload));
  } else {
    scope.addContentTypeParser(
      types,
      { parseAs: 'buffer', bodyLimit: maxBytes + FORM_ENVELOPE_BYTES },
      (_request, body, done) => done(null, body),
    );
  }
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

/** The name a raw file body goes by: ?fileName=, past the text rule. */
export function rawFileName(request: FastifyRequest): string | undefined {
  const queryName = (request.query as { fileName?: unknown } | undefined)?.fileName;
  return checkedFileName(typeof queryName === 'string' ? queryName : undefined);
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
  const boundary = declaration.bodyEncoding === 'raw' ? undefined : multipartBoundary(request.headers['content-type']);
  if (!boundary) {
    // A raw body is the first declared file itself.
    if (body.length > maxBytes) throw tooLarge(declaration, maxBytes);
    const name = rawFileName(request);
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
