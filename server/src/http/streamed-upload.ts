// The file of a streamed upload (`upload: { streamed: true }`), handed to the handler as it
// arrives: the raw body when its type is one of `upload.rawTypes` (named by ?fileName=), or the
// declared field's part of a multipart form. The size limit is enforced while the bytes pass: the
// chunk that goes past `upload.maxBytes` throws the upload's too-large code (upload-form.ts) instead
// of being handed on, so a store writing the chunks sees the failure before it could keep a cut-off
// file.
import type { AnyEndpoint, TStreamedFile } from '@ecsign/core/endpoints';
import type { FastifyRequest } from 'fastify';
import { multipartBoundary } from '../modules/file-verify/parse-multipart-file';
import { openMultipartFile } from './multipart-file-stream';
import { limitOf, rawFileName, tooLarge } from './upload-form';

const isStream = (body: unknown): body is AsyncIterable<Uint8Array> =>
  typeof (body as Partial<AsyncIterable<Uint8Array>> | undefined)?.[Symbol.asyncIterator] === 'function';

/** The declared file field's stream, or no entry when the request carries no such file. */
export async function streamedFiles(
  declaration: AnyEndpoint,
  request: FastifyRequest,
): Promise<Record<string, TStreamedFile>> {
  const [field] = (declaration.input.files as readonly string[] | undefined) ?? [];
  const maxBytes = limitOf(declaration);
  const body = request.body;
  if (!field || !isStream(body)) return {};
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!boundary) {
    const name = rawFileName(request);
    return { [field]: { ...(name ? { name } : {}), chunks: limited(body, declaration, maxBytes) } };
  }
  const part = await openMultipartFile(body, boundary, field);
  if (!part) return {};
  return {
    [field]: { ...(part.name ? { name: part.name } : {}), chunks: limited(part.chunks, declaration, maxBytes) },
  };
}

async function* limited(
  chunks: AsyncIterable<Uint8Array>,
  declaration: AnyEndpoint,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(declaration, maxBytes);
    yield chunk;
  }
}
