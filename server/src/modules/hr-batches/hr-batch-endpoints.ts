// The HR batch endpoints (core/endpoints/hr-batches.ts), mounted twice: under /ecapi/hr/batch for
// portal and CLI sessions (an enterprise account with hr:batch), and under
// /ecapi/openapi/v1/hr/batch for Open API apps (open-api/routes.ts). `actorOf` decides who asks;
// every handler then works only inside that actor's enterprise (another enterprise's batch is
// NOT_FOUND). The actor is resolved in each route's `before` check, so a bad token (401) or an
// unknown batch (404) is answered before a bad body (400), as the routes always did.
import type { THrBatchEndpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import { ZHrBatchIdParams } from '@ecsign/core/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { parseInput } from '../../http/parse-input';
import { fillTemplate } from '../templates/fill-template';
import { cancelHrBatch, pauseHrBatch, resumeHrBatch, startHrBatch } from './control-hr-batch';
import { addRowsToBatch, createHrBatch } from './create-hr-batch';
import type { HrActor } from './hr-actor';
import { precheckHrAttachmentCount, uploadHrAttachment } from './hr-batch-attachments';
import { listBatches, listBatchRows, readBatch } from './hr-batch-view';
import { hrColumns, hrTemplate, hrTemplateColumns, listHrTemplates, sampleCsv } from './hr-template';
import { parseEmployeeFile } from './parse-employee-file';
import { readRowPdf } from './read-row-pdf';

export interface HrEndpointOptions {
  /** `endpoints.hrBatches` or `endpoints.openApiHrBatches`. */
  declared: THrBatchEndpoints;
  actorOf: (request: FastifyRequest) => Promise<HrActor>;
  /** Open API rules: every row names its business ID (75100003); an empty row list is 75100005. */
  openApi?: boolean;
}

/** The Open API's stricter checks of a row list, before the common ones. */
function checkOpenApiRows(body: unknown, options: HrEndpointOptions, required: boolean): void {
  if (!options.openApi) return;
  const rows = (body as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows) || rows.length === 0) {
    if (required) throw new AppError('CONTRACT_LIST_EMPTY');
    return;
  }
  const missing = rows.flatMap((row, index) =>
    typeof (row as { businessId?: unknown } | null)?.businessId === 'string' &&
    (row as { businessId: string }).businessId.trim()
      ? []
      : [index + 1],
  );
  if (missing.length > 0) throw new AppError('OPEN_API_BUSINESS_ID_MISSING', { details: { rows: missing } });
}

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export function hrBatchEndpoints(app: FastifyInstance, context: AppContext, options: HrEndpointOptions): void {
  const { declared } = options;
  const db = context.database;
  // Resolved once a request: by the `before` check, then read again by the handler.
  const actors = new WeakMap<FastifyRequest, Promise<HrActor>>();
  const actorOf = (request: FastifyRequest): Promise<HrActor> => {
    const known = actors.get(request) ?? options.actorOf(request);
    actors.set(request, known);
    return known;
  };
  const before = { before: async ({ request }: { request: FastifyRequest }) => void (await actorOf(request)) };
  /** The actor, then the batch the path names: another enterprise's is NOT_FOUND before its body is read. */
  const batchOfPath = async (request: FastifyRequest) => {
    const actor = await actorOf(request);
    const { batchId } = parseInput(ZHrBatchIdParams, request.params);
    await readBatch(db, actor.enterpriseId, batchId);
  };

  mountEndpoint(
    app,
    context,
    declared.templates,
    async ({ request }) => listHrTemplates(context, (await actorOf(request)).enterpriseId),
    before,
  );

  mountEndpoint(
    app,
    context,
    declared.preview,
    async ({ input, request }) => {
      const { templateId, row } = input.body;
      await hrTemplate(context, (await actorOf(request)).enterpriseId, templateId);
      const filled = await fillTemplate(context, { templateId, values: row.values });
      return { body: filled.pdf, contentType: 'application/pdf', disposition: 'inline' as const, headers: PRIVATE };
    },
    before,
  );

  mountEndpoint(
    app,
    context,
    declared.columns,
    async ({ input, request }) =>
      hrTemplateColumns(context, (await actorOf(request)).enterpriseId, input.query.templateId),
    before,
  );

  mountEndpoint(
    app,
    context,
    declared.sample,
    async ({ input, request }) => {
      const template = await hrTemplate(context, (await actorOf(request)).enterpriseId, input.query.templateId);
      return {
        body: sampleCsv(hrColumns(template)),
        contentType: 'text/csv; charset=utf-8',
        fileName: `${template.name}-员工名单.csv`,
      };
    },
    before,
  );

  // A multipart form (the portal, the CLI) or the raw file named by ?fileName=.
  mountEndpoint(
    app,
    context,
    declared.parse,
    async ({ input, request }) => {
      const { templateId, fileName } = input.query;
      const template = await hrTemplate(context, (await actorOf(request)).enterpriseId, templateId);
      const file = input.files.file;
      return parseEmployeeFile(file?.bytes ?? new Uint8Array(), hrColumns(template), file?.name ?? fileName);
    },
    before,
  );

  mountEndpoint(
    app,
    context,
    declared.attachments,
    async ({ input, request }) => {
      const file = input.files.file;
      const name = input.query.fileName ?? file?.name;
      if (!name) throw new AppError('BAD_REQUEST', { internal: 'attachment without a file name' });
      return uploadHrAttachment(context, await actorOf(request), { name, bytes: file?.bytes ?? new Uint8Array() });
    },
    before,
  );

  mountEndpoint(
    app,
    context,
    declared.create,
    async ({ input, request }) => createHrBatch(context, await actorOf(request), input.body),
    {
      // The Open API's row rules and the attachment count have codes of their own, ahead of the schema's.
      before: async ({ request }) => {
        await actorOf(request);
        checkOpenApiRows(request.body, options, false);
        precheckHrAttachmentCount(request.body);
      },
    },
  );

  mountEndpoint(
    app,
    context,
    declared.list,
    async ({ input, request }) =>
      listBatches(db, (await actorOf(request)).enterpriseId, input.query.current, input.query.size),
    before,
  );

  mountEndpoint(
    app,
    context,
    declared.read,
    async ({ input, request }) => readBatch(db, (await actorOf(request)).enterpriseId, input.params.batchId),
    before,
  );

  mountEndpoint(
    app,
    context,
    declared.addRows,
    async ({ input, request }) =>
      addRowsToBatch(context, await actorOf(request), input.params.batchId, input.body.rows),
    {
      before: async ({ request }) => {
        await batchOfPath(request);
        checkOpenApiRows(request.body, options, true);
      },
    },
  );

  mountEndpoint(
    app,
    context,
    declared.rows,
    async ({ input, request }) =>
      listBatchRows(db, (await actorOf(request)).enterpriseId, input.params.batchId, input.query),
    before,
  );

  mountEndpoint(
    app,
    context,
    declared.rowPdf,
    async ({ input, request }) => {
      const { batchId, rowId } = input.params;
      const file = await readRowPdf(context, (await actorOf(request)).enterpriseId, batchId, rowId);
      return { body: file.bytes, contentType: 'application/pdf', fileName: file.fileName, headers: PRIVATE };
    },
    before,
  );

  mountEndpoint(
    app,
    context,
    declared.start,
    async ({ input, request }) => startHrBatch(context, await actorOf(request), input.params.batchId, input.body),
    { before: async ({ request }) => batchOfPath(request) },
  );

  const controls = { pause: pauseHrBatch, resume: resumeHrBatch, cancel: cancelHrBatch } as const;
  for (const [action, run] of Object.entries(controls))
    mountEndpoint(
      app,
      context,
      declared[action as keyof typeof controls],
      async ({ input, request }) => run(context, await actorOf(request), input.params.batchId),
      before,
    );
}
