// Attachment limits of a plan: at most 100 files, each at most 8 MB (spec items V-attachments, K-attachments; the open API
// reports the same as "attachment count over 100" and "attachment over 8 MB").
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from './constants';

export const ATTACHMENT_FAILURES = ['TOO_MANY', 'TOO_LARGE'] as const;
export type TAttachmentFailure = (typeof ATTACHMENT_FAILURES)[number];

export type TAttachmentFile = { readonly name: string; readonly size: number };

export type TAttachmentCheck = {
  readonly valid: boolean;
  readonly reasons: readonly TAttachmentFailure[];
  /** The files over the size limit, with their position in the list, so a UI can mark them. */
  readonly oversized: readonly { readonly index: number; readonly name: string; readonly size: number }[];
};

export function validateAttachments(files: readonly TAttachmentFile[]): TAttachmentCheck {
  const reasons: TAttachmentFailure[] = [];
  if (files.length > MAX_ATTACHMENTS) reasons.push('TOO_MANY');
  // `!(size <= max)` also refuses a size that is not a number at all.
  const oversized = files
    .map((file, index) => ({ index, name: file.name, size: file.size }))
    .filter((file) => !(file.size <= MAX_ATTACHMENT_BYTES));
  if (oversized.length > 0) reasons.push('TOO_LARGE');
  return { valid: reasons.length === 0, reasons, oversized };
}
