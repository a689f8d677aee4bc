// Files attached to a plan, with the limits of spec items V-attachments, K-attachments (at most 100, each at most 8 MB).
import { z } from 'zod';
import { ZId } from './field-shapes';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../validation/constants';
import { safeName } from '../validation/safe-text';

export const ZAttachment = z.object({
  fileName: safeName(),
  /** The id the file store gave the upload. */
  fileId: ZId,
  /** Size in bytes, when the uploader reports it. */
  fileSize: z.number().int().nonnegative().max(MAX_ATTACHMENT_BYTES, 'An attachment may be at most 8 MB').optional(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

export const ZAttachmentList = z.array(ZAttachment).max(MAX_ATTACHMENTS, 'At most 100 attachments');
