// Checks chosen files before any byte travels: documents must be PDF or Word; attachments at most
// 100 in all and 8 MB each (spec items V-attachments, K-attachments, core's validateAttachments), reported with the catalogue's
// codes for those limits.
import type { TErrorCode } from '@ecsign/core/errors';
import { validateAttachments } from '@ecsign/core/validation';

export const DOCUMENT_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function isDocumentFile(file: { name: string }): boolean {
  return /\.(pdf|docx?)$/i.test(file.name);
}

export type TAttachmentCheck = { ok: true } | { ok: false; code: TErrorCode; fileName?: string };

/** `attached` are the files already on the plan (only their count and sizes matter). */
export function checkAttachments(
  attached: readonly { name: string; size: number }[],
  chosen: readonly { name: string; size: number }[],
): TAttachmentCheck {
  const check = validateAttachments([...attached, ...chosen]);
  if (check.reasons.includes('TOO_MANY')) return { ok: false, code: 'ATTACHMENT_COUNT_EXCEEDED' };
  if (check.reasons.includes('TOO_LARGE')) {
    return { ok: false, code: 'ATTACHMENT_TOO_LARGE', fileName: check.oversized[0]?.name };
  }
  return { ok: true };
}
