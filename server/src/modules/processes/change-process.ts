// Signing processes: create (a DRAFT with nothing set), save settings, attach the notice file,
// enable (only when complete), disable, delete. Names are unique in the enterprise. An enabled
// process stays complete: saving it checks completeness again. The notice PDF is stored before the
// row names it; a replaced or deleted one is removed after the row no longer does.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { ZProcessSettings, type TProcessSettings } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { signingProcesses } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { detectUploadType } from '../templates/detect-upload-type';
import { inspectTemplatePdf } from '../templates/inspect-template-pdf';
import { checkProcessComplete, checkProcessParts } from './check-process-settings';
import type { TProcessRecord } from './process-views';

async function assertNameFree(context: AppContext, enterpriseId: string, name: string, exceptId?: string) {
  const [clash] = await context.database.db
    .select({ id: signingProcesses.id })
    .from(signingProcesses)
    .where(and(eq(signingProcesses.enterpriseId, enterpriseId), eq(signingProcesses.name, name)));
  if (clash && clash.id !== exceptId) throw new AppError('PROCESS_NAME_EXISTS');
}

const uniqueName = (error: unknown) => (isUniqueViolation(error) ? new AppError('PROCESS_NAME_EXISTS') : error);

export async function createProcess(context: AppContext, operator: ActingAccount, name: string) {
  await assertNameFree(context, operator.enterpriseId, name);
  const processId = randomUUID();
  const now = context.now();
  await context.database.db
    .insert(signingProcesses)
    .values({
      id: processId,
      enterpriseId: operator.enterpriseId,
      name,
      settings: ZProcessSettings.parse({}),
      createdByAccountId: operator.accountId,
      createdAt: now,
      updatedAt: now,
    })
    .catch((error: unknown) => {
      throw uniqueName(error);
    });
  return { processId };
}

export async function saveProcess(
  context: AppContext,
  process: TProcessRecord,
  change: { name: string; settings: TProcessSettings },
) {
  await assertNameFree(context, process.enterpriseId, change.name, process.id);
  if (process.status === 'ENABLE') checkProcessComplete(change.settings, process.noticeFileKey !== null);
  else checkProcessParts(change.settings);
  await context.database.db
    .update(signingProcesses)
    .set({ name: change.name, settings: change.settings, updatedAt: context.now() })
    .where(eq(signingProcesses.id, process.id))
    .catch((error: unknown) => {
      throw uniqueName(error);
    });
  return { processId: process.id };
}

export async function attachNoticeFile(
  context: AppContext,
  process: TProcessRecord,
  file: { fileName: string; bytes: Uint8Array },
) {
  if (file.bytes.length === 0) throw new AppError('PROCESS_NOTICE_FILE_EMPTY');
  if (detectUploadType(file.bytes) !== 'PDF') throw new AppError('NOT_A_PDF');
  inspectTemplatePdf(file.bytes);
  const key = `processes/${process.id}/notice-${randomUUID()}.pdf`;
  const blobs = blobStoreOf(context);
  await blobs.put(key, file.bytes, 'application/pdf');
  try {
    await context.database.db
      .update(signingProcesses)
      .set({ noticeFileKey: key, noticeFileName: file.fileName, updatedAt: context.now() })
      .where(eq(signingProcesses.id, process.id));
  } catch (error) {
    await blobs.delete(key);
    throw error;
  }
  if (process.noticeFileKey) await blobs.delete(process.noticeFileKey);
  return { noticeFileName: file.fileName };
}

export async function changeProcessStatus(
  context: AppContext,
  process: TProcessRecord,
  kind: 'ENABLE' | 'DISABLE' | 'DELETE',
) {
  const { db } = context.database;
  if (kind === 'DELETE') {
    await db.delete(signingProcesses).where(eq(signingProcesses.id, process.id));
    if (process.noticeFileKey) await blobStoreOf(context).delete(process.noticeFileKey);
    return;
  }
  if (kind === 'ENABLE') checkProcessComplete(ZProcessSettings.parse(process.settings), process.noticeFileKey !== null);
  // A draft is only left by enabling it: disabling one would pretend it was ever complete.
  if (kind === 'DISABLE' && process.status === 'DRAFT') throw new AppError('PROCESS_IN_DRAFT');
  await db
    .update(signingProcesses)
    .set({ status: kind, updatedAt: context.now() })
    .where(eq(signingProcesses.id, process.id));
}
