// POST cb/assemble/template/upload: a new DRAFT template from an uploaded PDF or Word document.
// The type is judged by content; Word is converted first. The PDF is written to the blob store
// before the row that names it, and taken back out when the row cannot be written.
import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { and, eq } from 'drizzle-orm';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { contractTemplates, templateGroups } from '../../db/schema';
import { convertWordToPdf } from '../../documents/convert-word-to-pdf';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { detectUploadType } from './detect-upload-type';
import { inspectTemplatePdf } from './inspect-template-pdf';

export interface TTemplateUpload {
  name: string;
  groupId?: string | undefined;
  fileName: string;
  bytes: Uint8Array;
}

export async function assertTemplateNameFree(
  context: AppContext,
  enterpriseId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [clash] = await context.database.db
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(and(eq(contractTemplates.enterpriseId, enterpriseId), eq(contractTemplates.name, name)));
  if (clash && clash.id !== exceptId) throw new AppError('TEMPLATE_NAME_DUPLICATE');
}

export async function assertGroupOf(context: AppContext, enterpriseId: string, groupId: string): Promise<void> {
  const [group] = await context.database.db
    .select({ id: templateGroups.id })
    .from(templateGroups)
    .where(and(eq(templateGroups.id, groupId), eq(templateGroups.enterpriseId, enterpriseId)));
  if (!group) throw new AppError('TEMPLATE_GROUP_NOT_FOUND');
}

export async function uploadTemplate(
  context: AppContext,
  operator: ActingAccount,
  upload: TTemplateUpload,
): Promise<{ templateId: string }> {
  if (upload.bytes.length === 0) throw new AppError('UPLOAD_CONTENT_EMPTY');
  const type = detectUploadType(upload.bytes);
  if (!type) throw new AppError('TEMPLATE_TYPE_UNSUPPORTED', { details: { fileName: upload.fileName } });
  await assertTemplateNameFree(context, operator.enterpriseId, upload.name);
  if (upload.groupId) await assertGroupOf(context, operator.enterpriseId, upload.groupId);
  const pdf = type === 'PDF' ? upload.bytes : await convertWordToPdf(upload.bytes);
  const pages = inspectTemplatePdf(pdf);

  const templateId = randomUUID();
  const fileKey = `templates/${templateId}.pdf`;
  const blobs = blobStoreOf(context);
  await blobs.put(fileKey, pdf, 'application/pdf');
  try {
    const now = context.now();
    await context.database.db.insert(contractTemplates).values({
      id: templateId,
      enterpriseId: operator.enterpriseId,
      groupId: upload.groupId ?? null,
      name: upload.name,
      sourceType: type,
      sourceName: upload.fileName,
      fileKey,
      fileSha256: createHash('sha256').update(pdf).digest('hex'),
      pages,
      createdByAccountId: operator.accountId,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    await blobs.delete(fileKey);
    if (isUniqueViolation(error)) throw new AppError('TEMPLATE_NAME_DUPLICATE');
    throw error;
  }
  return { templateId };
}
