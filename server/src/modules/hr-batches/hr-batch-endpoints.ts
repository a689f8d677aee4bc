// The HR batch endpoints, declared once and mounted twice: under /ecapi/hr/batch for portal and
// CLI sessions (an enterprise account with hr:batch), and under /ecapi/openapi/v1/hr/batch for
// Open API apps (open-api/routes.ts). `actorOf` decides who asks; every handler then works only
// inside that actor's enterprise (another enterprise's batch is NOT_FOUND).
import { AppError } from '@ecsign/core/errors';
import {
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { readRowPdf } from './read-row-pdf';

const FILE_TYPES = [
  'text/csv',
  'text/plain',
  'application/octet-stream',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'multipart/form-data',
];
/** An employee list of 100,000 rows stays well under this. */
const MAX_LIST_BYTES = 64 * 1024 * 1024;

export interface HrEndpointOptions {
  prefix: string;
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

export function hrBatchEndpoints(app: FastifyInstance, context: AppContext, options: HrEndpointOptions): void {
  const { prefix: P, actorOf } = options;
  const db = context.database;

  app.get(`${P}/templates`, async (request) => {
    const actor = await actorOf(request);
    return ok(await listHrTemplates(context, actor.enterpriseId));
  });

  app.post(`${P}/preview`, async (request, reply) => {
    const actor = await actorOf(request);
    const { templateId, row } = parseInput(ZHrPreviewRequest, request.body);
    await hrTemplate(context, actor.enterpriseId, templateId);
    const filled = await fillTemplate(context, { templateId, values: row.values });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(filled.pdf.buffer, filled.pdf.byteOffset, filled.pdf.length));
  });

  app.get(`${P}/columns`, async (request) => {
    const actor = await actorOf(request);
    const { templateId } = parseInput(ZHrTemplateQuery, request.query);
    return ok(await hrTemplateColumns(context, actor.enterpriseId, templateId));
  });

  app.get(`${P}/sample`, async (request, reply) => {
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
    scope.post(`${P}/parse`, async (request) => {
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

  app.post(P, async (request) => {
    const actor = await actorOf(request);
    checkOpenApiRows(request.body, options, false);
    const input = parseInput(ZHrBatchCreate, request.body);
    return ok(await createHrBatch(context, actor, input));
  });

  app.get(`${P}/list`, async (request) => {
    const actor = await actorOf(request);
    const { current, size } = parseInput(ZPageQuery, request.query);
    return ok(await listBatches(db, actor.enterpriseId, current, size));
  });

  app.get(`${P}/:batchId`, async (request) => {
    const actor = await actorOf(request);
    const { batchId } = parseInput(ZHrBatchIdParams, request.params);
    return ok(await readBatch(db, actor.enterpriseId, batchId));
  });

  app.post(`${P}/:batchId/rows`, async (request) => {
    const actor = await actorOf(request);
    const { batchId } = parseInput(ZHrBatchIdParams, request.params);
    checkOpenApiRows(request.body, options, true);
    const { rows } = parseInput(ZHrRowsAdd, request.body);
    return ok(await addRowsToBatch(context, actor, batchId, rows));
  });

  app.get(`${P}/:batchId/rows`, async (request) => {
    const actor = await actorOf(request);
    const { batchId } = parseInput(ZHrBatchIdParams, request.params);
    const query = parseInput(ZHrRowQuery, request.query);
    return ok(await listBatchRows(db, actor.enterpriseId, batchId, query));
  });

  app.get(`${P}/:batchId/rows/:rowId/pdf`, async (request, reply) => {
    const actor = await actorOf(request);
    const { batchId, rowId } = parseInput(ZHrRowIdParams, request.params);
    const file = await readRowPdf(context, actor.enterpriseId, batchId, rowId);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length));
  });

  app.post(`${P}/:batchId/start`, async (request) => {
    const actor = await actorOf(request);
    const { batchId } = parseInput(ZHrBatchIdParams, request.params);
    const input = parseInput(ZHrBatchStart, request.body);
    return ok(await startHrBatch(context, actor, batchId, input));
  });

  const controls = { pause: pauseHrBatch, resume: resumeHrBatch, cancel: cancelHrBatch } as const;
  for (const [action, run] of Object.entries(controls)) {
    app.post(`${P}/:batchId/${action}`, async (request) => {
      const actor = await actorOf(request);
      const { batchId } = parseInput(ZHrBatchIdParams, request.params);
      return ok(await run(context, actor, batchId));
    });
  }
}
