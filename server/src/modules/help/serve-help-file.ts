// GET cb/assemble/help/file/:helpId (endpoints.help.file): a help document or video, inline, with
// Range support so that a <video> element can seek and stream. No login: help material is public, and a video element
// cannot send the bearer token. The blob store has no ranged read, so the range is cut from the
// whole file in memory (help files are at most HELP_VIDEO_MAX_BYTES).
import { AppError } from '@ecsign/core/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { EndpointFile } from '../../http/mount-endpoint';
import { blobStoreOf } from '../../blobs/blob-store-of';
import { helpItems } from '../../db/schema';
import { parseByteRange } from './parse-byte-range';

/** The file, or the part of it the request's Range asks for (206), or nothing (304, 416). */
export async function serveHelpFile(
  context: AppContext,
  helpId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<EndpointFile> {
  const [row] = await context.database.db
    .select()
    .from(helpItems)
    .where(and(eq(helpItems.id, helpId), isNull(helpItems.deletedAt)));
  if (!row) throw new AppError('FILE_NOT_FOUND');
  const etag = `"${row.sha256}"`;
  const file = (body: EndpointFile['body']): EndpointFile => ({
    body,
    contentType: row.contentType,
    fileName: row.fileName,
    disposition: 'inline',
    headers: { 'accept-ranges': 'bytes', etag, 'cache-control': 'public, max-age=300' },
  });
  if (request.headers['if-none-match'] === etag) {
    reply.code(304);
    return file('');
  }
  const bytes = await blobStoreOf(context).get(row.blobKey);
  if (!bytes) throw new AppError('FILE_NOT_FOUND', { internal: `blob ${row.blobKey} missing` });
  const ifRange = request.headers['if-range'];
  const range =
    ifRange && ifRange !== etag ? { kind: 'whole' as const } : parseByteRange(request.headers.range, bytes.length);
  if (range.kind === 'unsatisfiable') {
    reply.code(416).header('content-range', `bytes */${bytes.length}`);
    return file('');
  }
  if (range.kind === 'range') {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`);
    return file(bytes.subarray(range.start, range.end + 1));
  }
  return file(bytes);
}
