// The HR batch endpoints, declared once and mounted twice: under /ecapi/hr/batch for portal and
// CLI sessions (an enterprise account with hr:batch), and under /ecapi/openapi/v1/hr/batch for
// Open API apps (open-api/routes.ts). `actorOf` decides who asks; every handler then works only
// inside that actor's enterprise (another enterprise's batch is NOT_FOUND).
import { AppError } from '@ecsign/core/errors';
import {
  ZHrAttachmentQuery,
  ZHrBatchCreate,
  ZHrBatchIdParams,
  ZHrBatchStart,
  ZHrParseQuery,
  ZHrPreviewRequest,
  ZHrRowIdParams,
  ZHrRowQuery,
  ZHrRowsAdd,
  ZHrTemplateQuery,
  ZPageQuery,
} from '@ecsign/core/model';
import { MAX_ATTACHMENT_BYTES } from '@ecsign/core/validation';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { multipartBoundary, parseMultipartFile } from '../file-verify/parse-multipart-file';
import { ok } from '../../http/reply';
import { cancelHrBatch, pauseHrBatch, resumeHrBatch, startHrBatch } from './control-hr-batch';
import { addRowsToBatch, createHrBatch } from './create-hr-batch';
import type { HrActor } from './hr-actor';
import { listBatches, listBatchRows, readBatch } from './hr-batch-view';
import { hrColumns, hrTemplate, hrTemplateColumns, listHrTemplates, sampleCsv } from './hr-template';
import { fillTemplate } from '../templates/fill-template';
import { parseEmployeeFile } from './parse-employee-file';
import { precheckHrAttachmentCount, uploadHrAttachment } from './hr-batch-attachments';
import { readRowPdf } from './read-row-pdf';
import type { RouteGuardOptions } from '../../security/route-guard';

const FILE_TYPES = [
  'text/csv',
  'text/plain',
  'application/octet-stream',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'multipart/form-data',
];
/** An employee list of 100,000 rows stays well under this. */
const MAX_LIST_BYTES = 64 * 1024 * 1024;
/** Twice the 8 MB an attachment may have: room for the multipart envelope and for a clear refusal. */
const MAX_ATTACHMENT_BODY = 16 * 1024 * 1024;

export interface HrEndpointOptions {
  prefix: string;
  actorOf: (request: FastifyRequest) => Promise<HrActor>;
  /** Who may call, checked before any input is read (security/route-guard.ts). */
  guard: RouteGuardOptions;
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

export function hrBatchEndpoints(app: FastifyInstance, context: AppContext, options: HrEndpointOptions): void {
  const { prefix: P, actorOf, guard } = options;
  const db = context.database;

  app.get(`${P}/templates`, guard, async (request) => {
    const actor = await actorOf(request);
    return ok(await listHrTemplates(context, actor.enterpriseId));
  });

  app.post(`${P}/preview`, guard, async (request, reply) => {
    const actor = await actorOf(request);
    const { templateId, row } = parseInput(ZHrPreviewRequest, request.body);
    await hrTemplate(context, actor.enterpriseId, templateId);
    const filled = await fillTemplate(context, { templateId, values: row.values });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(filled.pdf.buffer, filled.pdf.byteOffset, filled.pdf.length));
  });

  app.get(`${P}/columns`, guard, async (request) => {
    const actor = await actorOf(request);
    const { templateId } = parseInput(ZHrTemplateQuery, request.query);
    return ok(await hrTemplateColumns(context, actor.enterpriseId, templateId));
  });

  app.get(`${P}/sample`, guard, async (request, reply) => {
    const actor = await actorOf(request);
    const { templateId } = parseInput(ZHrTemplateQuery, request.query);
    const template = await hrTemplate(context, actor.enterpriseId, templateId);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(`${template.name}-员工名单.csv`)}`,
      )
      .send(sampleCsv(hrColumns(template)));
  });

  void app.register(async (scope) => {
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_LIST_BYTES }, (_r, body, done) =>
      done(null, body),
    );
    scope.post(`${P}/parse`, guard, async (request) => {
      const actor = await actorOf(request);
      const { templateId, fileName } = parseInput(ZHrParseQuery, request.query);
      const template = await hrTemplate(context, actor.enterpriseId, templateId);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // A multipart form (the portal, the CLI) or the raw file named by ?fileName=.
      const boundary = multipartBoundary(request.headers['content-type']);
      const file = boundary ? parseMultipartFile(body, boundary) : { name: fileName, bytes: new Uint8Array(body) };
      const bytes = file?.bytes ?? new Uint8Array();
      return ok(await parseEmployeeFile(bytes, hrColumns(template), file?.name ?? fileName));
    });
  });

  // Attachments may be any file type: their own scope takes every body as bytes, with room above
  // 8 MB so that an oversized file hears the catalogue's 75100011 rather than a bare 413.
  void app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_ATTACHMENT_BODY }, (_r, body, done) =>
      done(null, body),
    );
    // Larger still: the same catalogue answer (what the handler throws reaches the app's handler).
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new AppError('ATTACHMENT_TOO_LARGE', { details: { maxBytes: MAX_ATTACHMENT_BYTES } });
      throw error;
    });
    scope.post(`${P}/attachments`, guard, async (request) => {
      const actor = await actorOf(request);
      const { fileName } = parseInput(ZHrAttachmentQuery, request.query);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const boundary = multipartBoundary(request.headers['content-type']);
      const file = boundary ? parseMultipartFile(body, boundary) : { name: fileName, bytes: new Uint8Array(body) };
      const name = fileName ?? file?.name;
      if (!name) throw new AppError('BAD_REQUEST', { internal: 'attachment without a file name' });
      return ok(await uploadHrAttachment(context, actor, { name, bytes: file?.bytes ?? new Uint8Array() }));
    });
  });

  app.post(P, guard, async (request) => {
    const actor = await actorOf(request);
    checkOpenApiRows(request.body, options, false);
    precheckHrAttachmentCount(request.body);
    const input = parseInput(ZHrBatchCreate, request.body);
    return ok(await createHrBatch(context, actor, input));
  });

  app.get(`${P}/list`, guard, async (request) => {
    const actor = await actorOf(request);
    const { current, size } = parseInput(ZPageQuery, request.query);
    return ok(await listBatches(db, actor.enterpriseId, current, size));
  });

  app.get(`${P}/:batchId`, guard, async (request) => {
    const actor = await actorOf(request);
    const { batchId } = parseInput(ZHrBatchIdParams, request.params);
    return ok(await readBatch(db, actor.enterpriseId, batchId));
  });

  app.post(`${P}/:batchId/rows`, guard, async (request) => {
    const actor = await actorOf(request);
    const { batchId } = parseInput(ZHrBatchIdParams, request.params);
    // Another enterprise's batch is NOT_FOUND before its rows are read (no IDOR: its existence is not revealed).
    await readBatch(db, actor.enterpriseId, batchId);
    checkOpenApiRows(request.body, options, true);
    const { rows } = parseInput(ZHrRowsAdd, request.body);
    return ok(await addRowsToBatch(context, actor, batchId, rows));
  });

  app.get(`${P}/:batchId/rows`, guard, async (request) => {
    const actor = await actorOf(request);
    const { batchId } = parseInput(ZHrBatchIdParams, request.params);
    const query = parseInput(ZHrRowQuery, request.query);
    return ok(await listBatchRows(db, actor.enterpriseId, batchId, query));
  });

  app.get(`${P}/:batchId/rows/:rowId/pdf`, guard, async (request, reply) => {
    const actor = await actorOf(request);
    const { batchId, rowId } = parseInput(ZHrRowIdParams, request.params);
    const file = await readRowPdf(context, actor.enterpriseId, batchId, rowId);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length));
  });

  app.post(`${P}/:batchId/start`, guard, async (request) => {
    const actor = await actorOf(request);
    const { batchId } = parseInput(ZHrBatchIdParams, request.params);
    await readBatch(db, actor.enterpriseId, batchId); // NOT_FOUND before the input is read
    const input = parseInput(ZHrBatchStart, request.body);
    return ok(await startHrBatch(context, actor, batchId, input));
  });

  const controls = { pause: pauseHrBatch, resume: resumeHrBatch, cancel: cancelHrBatch } as const;
  for (const [action, run] of Object.entries(controls)) {
    app.post(`${P}/:batchId/${action}`, guard, async (request) => {
      const actor = await actorOf(request);
      const { batchId } = parseInput(ZHrBatchIdParams, request.params);
      return ok(await run(context, actor, batchId));
    });
  }
}
