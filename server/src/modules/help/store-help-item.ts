// Saves a help file: the bytes go to the blob store first, then the row that names them, so a
// listed item always has its bytes; if the row cannot be written the bytes are removed again.
import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { HELP_CONTENT_TYPES, HELP_DOCUMENT_MAX_BYTES, HELP_VIDEO_MAX_BYTES, type THelpItem } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { blobStoreOf } from '../../blobs/blob-store-of';
import { helpItems } from '../../db/schema';
import { isUniqueViolation } from '../enterprises/is-unique-violation';
import { helpFileKind } from './help-file-kind';
import { toHelpItem } from './help-item-view';

const EXTENSIONS = { 'application/pdf': 'pdf', 'video/mp4': 'mp4', 'video/webm': 'webm' } as const;

export async function storeHelpItem(
  context: AppContext,
  input: { id?: string; title: string; fileName?: string | undefined; bytes: Uint8Array; createdBy: string | null },
): Promise<THelpItem> {
  const contentType = helpFileKind(input.bytes);
  if (!contentType) throw new AppError('FILE_TYPE_NOT_ALLOWED', { internal: 'not a PDF, MP4 or WebM file' });
  const kind = HELP_CONTENT_TYPES[contentType];
  const max = kind === 'DOCUMENT' ? HELP_DOCUMENT_MAX_BYTES : HELP_VIDEO_MAX_BYTES;
  if (input.bytes.length > max) throw new AppError('PAYLOAD_TOO_LARGE', { details: { maxBytes: max } });
  const id = input.id ?? randomUUID();
  const blobKey = `help/${id.toLowerCase()}.${EXTENSIONS[contentType]}`;
  const store = blobStoreOf(context);
  await store.put(blobKey, input.bytes, contentType);
  try {
    const [row] = await context.database.db
      .insert(helpItems)
      .values({
        id,
        kind,
        title: input.title,
        fileName: input.fileName ?? `${input.title}.${EXTENSIONS[contentType]}`,
        contentType,
        size: input.bytes.length,
        blobKey,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
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
