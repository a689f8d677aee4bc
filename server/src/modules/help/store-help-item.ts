// Saves a help file: the bytes go to the blob store first, then the row that names them, so a
// listed item always has its bytes; if the row cannot be written the bytes are removed again. The
// bytes stream through (a help video may be 200 MB): the type is judged by the first chunk, the
// size limit and the hash are kept as they pass, and a file over the limit stops the write.
import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { HELP_CONTENT_TYPES, HELP_DOCUMENT_MAX_BYTES, HELP_VIDEO_MAX_BYTES, type THelpItem } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { blobStoreOf } from '../../blobs/blob-store-of';
import { helpItems } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { helpFileKind } from './help-file-kind';
import { toHelpItem } from './help-item-view';

/** Enough of the start to tell a PDF, an MP4 or a WebM file (help-file-kind.ts). */
const HEAD_BYTES = 16;
const EXTENSIONS = { 'application/pdf': 'pdf', 'video/mp4': 'mp4', 'video/webm': 'webm' } as const;

export async function storeHelpItem(
  context: AppContext,
  input: {
    id?: string;
    title: string;
    fileName?: string | undefined;
    source: AsyncIterable<Uint8Array>;
    createdBy: string | null;
  },
): Promise<THelpItem> {
  const reader = input.source[Symbol.asyncIterator]();
  let head: Uint8Array = new Uint8Array(0);
  while (head.length < HEAD_BYTES) {
    const next = await reader.next();
    if (next.done) break;
    // The first chunk may be the whole body: it is kept, not copied.
    head = head.length === 0 ? next.value : Buffer.concat([head, next.value]);
  }
  if (head.length === 0) throw new AppError('FILE_TYPE_NOT_ALLOWED', { internal: 'empty upload' });
  const contentType = helpFileKind(head);
  if (!contentType) throw new AppError('FILE_TYPE_NOT_ALLOWED', { internal: 'not a PDF, MP4 or WebM file' });
  const kind = HELP_CONTENT_TYPES[contentType];
  const max = kind === 'DOCUMENT' ? HELP_DOCUMENT_MAX_BYTES : HELP_VIDEO_MAX_BYTES;
  const hash = createHash('sha256');
  let size = 0;
  async function* counted(): AsyncGenerator<Uint8Array> {
    for (let chunk: Uint8Array | undefined = head; chunk;) {
      size += chunk.length;
      if (size > max) throw new AppError('PAYLOAD_TOO_LARGE', { details: { maxBytes: max } });
      hash.update(chunk);
      yield chunk;
      const next = await reader.next();
      chunk = next.done ? undefined : next.value;
    }
  }
  const id = input.id ?? randomUUID();
  const blobKey = `help/${id.toLowerCase()}.${EXTENSIONS[contentType]}`;
  const store = blobStoreOf(context);
  await store.putStream(blobKey, counted(), contentType);
  try {
    const [row] = await context.database.db
      .insert(helpItems)
      .values({
        id,
        kind,
        title: input.title,
        fileName: input.fileName ?? `${input.title}.${EXTENSIONS[contentType]}`,
        contentType,
        size,
        blobKey,
        sha256: hash.digest('hex'),
        createdBy: input.createdBy,
        createdAt: context.now(),
      })
      .returning();
    return toHelpItem(row!);
  } catch (error) {
    // A duplicate id means another process stored the same item (and these same bytes) first.
    if (!isUniqueViolation(error)) await store.delete(blobKey).catch(() => undefined);
    throw error;
  }
}
