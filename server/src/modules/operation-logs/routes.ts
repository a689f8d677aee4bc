// The operation log: GET bc/assemble/operationlog/page (paged search) and …/export (the
// same search as CSV, newest 10,000 rows). Platform staff see everything, an enterprise
// administrator his enterprise (log-viewer.ts). The export is itself logged: taking the log away
// is an operation worth knowing about.
import { OPERATION_LOG_EXPORT_MAX_ROWS, ZOperationLogFilter, ZOperationLogQuery } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { requestLanguage } from '../../http/request-language';
import { logViewer } from './log-viewer';
import { operationLogsCsv } from './operation-logs-csv';
import { searchOperationLogs } from './search-operation-logs';
import { guard } from '../../security/route-guard';

const L = '/bc/assemble/operationlog';

export function operationLogRoutes(app: FastifyInstance, context: AppContext) {
  app.get(`${L}/page`, guard.activeAccount({ anyOf: ['platform:config', 'member:manage'] }), async (request) => {
    const query = parseInput(ZOperationLogQuery, request.query);
    const scope = await logViewer(context, request, query);
    const page = await searchOperationLogs(context, scope, query, {
      limit: query.size,
      offset: (query.current - 1) * query.size,
    });
    return ok({ ...page, current: query.current });
  });

  app.get(
    `${L}/export`,
    {
      config: {
        ...guard.activeAccount({ anyOf: ['platform:config', 'member:manage'] }).config,
        operationLog: { write: true, action: 'operationlog/export' },
      },
    },
    async (request, reply) => {
      const filter = parseInput(ZOperationLogFilter, request.query);
      const scope = await logViewer(context, request, filter);
      const { records } = await searchOperationLogs(context, scope, filter, {
        limit: OPERATION_LOG_EXPORT_MAX_ROWS,
        offset: 0,
      });
      const day = context.now().toISOString().slice(0, 10).replaceAll('-', '');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="operation-log-${day}.csv"`)
        .send(operationLogsCsv(records, requestLanguage(request)));
    },
  );
}
