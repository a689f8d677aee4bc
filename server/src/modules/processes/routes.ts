// Signing processes under cb/assemble/process (core/endpoints/processes.ts). Managing them needs
// template:manage in the process's enterprise (anyone else: PROCESS_NO_PERMISSION, 403, no data);
// `usable` lists the enabled ones for initiators choosing a plan's process.
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { signingProcesses } from '../../db/schema';
import { mountEndpoint } from '../../http/mount-endpoint';
import type { AuthContext } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { attachNoticeFile, changeProcessStatus, createProcess, saveProcess } from './change-process';
import { listProcesses, processDetail } from './process-views';

export function processRoutes(app: FastifyInstance, context: AppContext) {
  const declared = endpoints.processes;
  /** The caller's account allowed to manage processes in `enterpriseId` (its own enterprise when none is named). */
  const manager = (caller: AuthContext, enterpriseId?: string) =>
    actingEnterpriseAccount(context, caller, {
      enterpriseId,
      permission: 'template:manage',
      denial: 'PROCESS_NO_PERMISSION',
    });
  /** The process, once the caller may manage it in its enterprise (an unknown one is PROCESS_NOT_FOUND). */
  const managedProcess = async (caller: AuthContext, processId: string) => {
    const [row] = await context.database.db.select().from(signingProcesses).where(eq(signingProcesses.id, processId));
    if (!row) throw new AppError('PROCESS_NOT_FOUND');
    await manager(caller, row.enterpriseId);
    return row;
  };

  mountEndpoint(app, context, declared.uploadNotice, async ({ input, caller }) => {
    const process = await managedProcess(caller, input.query.processId);
    const file = input.files.file;
    if (!file || file.bytes.length === 0) throw new AppError('UPLOAD_CONTENT_EMPTY');
    return attachNoticeFile(context, process, { fileName: file.name ?? 'notice.pdf', bytes: file.bytes });
  });

  mountEndpoint(app, context, declared.noticeFile, async ({ input, caller }) => {
    const process = await managedProcess(caller, input.query.processId);
    const bytes = process.noticeFileKey ? await blobStoreOf(context).get(process.noticeFileKey) : undefined;
    if (!bytes) throw new AppError('PROCESS_NOTICE_FILE_EMPTY');
    return {
      body: bytes,
      contentType: 'application/pdf',
      disposition: 'inline' as const,
      headers: { 'cache-control': 'no-store' },
    };
  });

  mountEndpoint(app, context, declared.list, async ({ input, caller }) => {
    const operator = await manager(caller, input.query.enterpriseId);
    return listProcesses(context, operator.enterpriseId, input.query);
  });

  mountEndpoint(app, context, declared.usable, async ({ input, caller }) => {
    const operator = await actingEnterpriseAccount(context, caller, {
      enterpriseId: input.query.enterpriseId,
      permission: 'contract:initiate',
    });
    return listProcesses(context, operator.enterpriseId, { ...input.query, status: 'ENABLE' });
  });

  mountEndpoint(app, context, declared.detail, async ({ input, caller }) =>
    processDetail(await managedProcess(caller, input.query.processId)),
  );

  mountEndpoint(app, context, declared.create, async ({ input, caller }) =>
    createProcess(context, await manager(caller, input.body.enterpriseId), input.body.name),
  );

  mountEndpoint(app, context, declared.save, async ({ input, caller }) => {
    const { processId, name, settings } = input.body;
    return saveProcess(context, await managedProcess(caller, processId), { name, settings });
  });

  const statusChanges = { enable: 'ENABLE', disable: 'DISABLE', delete: 'DELETE' } as const;
  for (const [name, kind] of Object.entries(statusChanges))
    mountEndpoint(app, context, declared[name as keyof typeof statusChanges], async ({ input, caller }) => {
      await changeProcessStatus(context, await managedProcess(caller, input.body.processId), kind);
      return null;
    });
}
