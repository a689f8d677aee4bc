// Signing processes under cb/assemble/process. Managing them needs template:manage in
// the process's enterprise (anyone else: PROCESS_NO_PERMISSION, 403, no data); `usable` lists the
// enabled ones for initiators choosing a plan's process. Bodies: core/model/processes.ts.
import { AppError } from '@ecsign/core/errors';
import {
  ZProcessCreateRequest,
  ZProcessIdRequest,
  ZProcessListQuery,
  ZProcessNoticeFileQuery,
  ZProcessSaveRequest,
} from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { signingProcesses } from '../../db/schema';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { acceptUploads, uploadedFile } from '../templates/upload-body';
import { attachNoticeFile, changeProcessStatus, createProcess, saveProcess } from './change-process';
import { listProcesses, processDetail } from './process-views';
import { guard } from '../../security/route-guard';

const P = '/cb/assemble/process';

export function processRoutes(app: FastifyInstance, context: AppContext) {
  /** Who may manage processes, checked before any input is read. */
  const processManager = guard.enterpriseMember('template:manage', { denial: 'PROCESS_NO_PERMISSION' });
  const manager = async (request: FastifyRequest, enterpriseId?: string) =>
    actingEnterpriseAccount(context, await authenticate(context, request), {
      enterpriseId,
      permission: 'template:manage',
      denial: 'PROCESS_NO_PERMISSION',
    });
  const managedProcess = async (request: FastifyRequest, processId: string) => {
    await authenticate(context, request);
    const [row] = await context.database.db.select().from(signingProcesses).where(eq(signingProcesses.id, processId));
    if (!row) throw new AppError('PROCESS_NOT_FOUND');
    await manager(request, row.enterpriseId);
    return row;
  };

  void app.register(async (scope) => {
    acceptUploads(scope);
    scope.post(`${P}/noticeFile`, processManager, async (request) => {
      const { processId } = parseInput(ZProcessNoticeFileQuery, request.query);
      const process = await managedProcess(request, processId);
      return ok(await attachNoticeFile(context, process, uploadedFile(request, 'notice.pdf')));
    });
  });

  app.get(`${P}/noticeFile`, processManager, async (request, reply) => {
    const { processId } = parseInput(ZProcessIdRequest, request.query);
    const process = await managedProcess(request, processId);
    const bytes = process.noticeFileKey ? await blobStoreOf(context).get(process.noticeFileKey) : undefined;
    if (!bytes) throw new AppError('PROCESS_NOTICE_FILE_EMPTY');
    return reply.type('application/pdf').header('cache-control', 'no-store').send(Buffer.from(bytes));
  });

  app.get(`${P}/list`, processManager, async (request) => {
    const query = parseInput(ZProcessListQuery, request.query);
    const operator = await manager(request, query.enterpriseId);
    return ok(await listProcesses(context, operator.enterpriseId, query));
  });

  app.get(`${P}/usable`, guard.enterpriseMember('contract:initiate'), async (request) => {
    const query = parseInput(ZProcessListQuery, request.query);
    const operator = await actingEnterpriseAccount(context, await authenticate(context, request), {
      enterpriseId: query.enterpriseId,
      permission: 'contract:initiate',
    });
    return ok(await listProcesses(context, operator.enterpriseId, { ...query, status: 'ENABLE' }));
  });

  app.get(`${P}/detail`, processManager, async (request) => {
    const { processId } = parseInput(ZProcessIdRequest, request.query);
    return ok(processDetail(await managedProcess(request, processId)));
  });

  app.post(`${P}/create`, processManager, async (request) => {
    const { enterpriseId, name } = parseInput(ZProcessCreateRequest, request.body);
    return ok(await createProcess(context, await manager(request, enterpriseId), name));
  });

  app.post(`${P}/save`, processManager, async (request) => {
    const { processId, name, settings } = parseInput(ZProcessSaveRequest, request.body);
    return ok(await saveProcess(context, await managedProcess(request, processId), { name, settings }));
  });

  for (const kind of ['ENABLE', 'DISABLE', 'DELETE'] as const) {
    app.post(`${P}/${kind.toLowerCase()}`, processManager, async (request) => {
      const { processId } = parseInput(ZProcessIdRequest, request.body);
      await changeProcessStatus(context, await managedProcess(request, processId), kind);
      return ok(null);
    });
  }
}
