// The operation log (endpoints.operationLogs): the paged search and the same search as CSV
// (newest 10,000 rows). Platform staff see everything, an enterprise administrator his enterprise
// (log-viewer.ts). The export is itself logged: taking the log away is an operation worth knowing
// about.
import { endpoints } from '@ecsign/core/endpoints';
import { OPERATION_LOG_EXPORT_MAX_ROWS } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { requestLanguage } from '../../http/request-language';
import { logViewer } from './log-viewer';
import { operationLogsCsv } from './operation-logs-csv';
import { searchOperationLogs } from './search-operation-logs';

const declared = endpoints.operationLogs;

export function operationLogRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.page, async ({ input: { query }, request }) => {
    const scope = await logViewer(context, request, query);
    const page = await searchOperationLogs(context, scope, query, {
      limit: query.size,
      offset: (query.current - 1) * query.size,
    });
    return { ...page, current: query.current };
  });

  mountEndpoint(
    app,
    context,
    declared.export,
    async ({ input: { query }, request }) => {
      const scope = await logViewer(context, request, query);
      const { records } = await searchOperationLogs(context, scope, query, {
        limit: OPERATION_LOG_EXPORT_MAX_ROWS,
        offset: 0,
      });
      const day = context.now().toISOString().slice(0, 10).replaceAll('-', '');
      return {
        body: operationLogsCsv(records, requestLanguage(request)),
        contentType: 'text/csv; charset=utf-8',
        fileName: `operation-log-${day}.csv`,
      };
    },
    { operationLog: { write: true, action: 'operationlog/export' } },
  );
}
