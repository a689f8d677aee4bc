// GET cb/assemble/help/file/:helpId: a help document or video, inline, with Range support so that
// a <video> element can seek and stream. No login: help material is public, and a video element
// cannot send the bearer token. The blob store has no ranged read, so the range is cut from the
// whole file in memory (help files are at most HELP_VIDEO_MAX_BYTES).
import { AppError } from '@ecsign/core/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { blobStoreOf } from '../../blobs/blob-store-of';
import { helpItems } from '../../db/schema';
import { parseByteRange } from './parse-byte-range';

export async function serveHelpFile(
  context: AppContext,
  helpId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const [row] = await context.database.db
    .select()
    .from(helpItems)
    .where(and(eq(helpItems.id, helpId), isNull(helpItems.deletedAt)));
  if (!row) throw new AppError('FILE_NOT_FOUND');
  const etag = `"${row.sha256}"`;
  reply
    .header('content-type', row.contentType)
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('cache-control', 'public, max-age=300')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.fileName)}`);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const bytes = await blobStoreOf(context).get(row.blobKey);
  if (!bytes) throw new AppError('FILE_NOT_FOUND', { internal: `blob ${row.blobKey} missing` });
  const ifRange = request.headers['if-range'];
  const range =
    ifRange && ifRange !== etag ? { kind: 'whole' as const } : parseByteRange(request.headers.range, bytes.length);
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
  }
  if (range.kind === 'range') {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
      .send(Buffer.from(bytes.buffer, bytes.byteOffset + range.start, range.end - range.start + 1));
  }
  return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
}
